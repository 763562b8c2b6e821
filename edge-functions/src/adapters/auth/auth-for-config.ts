import type { AppConfig } from '../../config.ts';
import type { AuthPort } from '../../ports/auth.ts';
import type { Database } from '../../ports/database.ts';
import { createLocalAuth } from './local-auth.ts';
import { createSupabaseAuth } from './supabase-auth.ts';

/** Supabase Auth when its keys are configured (production), local auth otherwise. */
export function authForConfig(config: AppConfig, db: Database, now?: () => Date): AuthPort {
  return config.supabase
    ? createSupabaseAuth(config, db, now)
    : createLocalAuth(db, now, config.social);
}
