import type { AppDeps } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { createSupabaseStorage } from '../adapters/storage/supabase-storage.ts';
import { authForConfig } from '../adapters/auth/auth-for-config.ts';
import { createDatabase } from '../db/database.ts';
import { createLogger } from '../lib/logger.ts';

/**
 * The adapters of the deployed edge function: Supabase Postgres (through the pooler when the URL
 * points at it), Supabase Storage and Auth, Stripe (built by createApp from config). Image work
 * is not here: sharp cannot run in Edge Functions, the media worker (`npm run worker`) does it.
 */
export function createProductionDeps(env: Record<string, string | undefined>): AppDeps {
  const config = loadConfig(env);
  // Supabase gives every function SUPABASE_DB_URL; DATABASE_URL may point at the pooler instead.
  const databaseUrl = env.DATABASE_URL ?? env.SUPABASE_DB_URL;
  if (!config.supabase || !databaseUrl) {
    throw new Error(
      'The edge function needs SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and a database URL (SUPABASE_DB_URL or DATABASE_URL)',
    );
  }
  // One isolate serves few requests at a time; a small pool keeps connections for the pooler.
  const db = createDatabase(createPostgresDriver({ url: databaseUrl, max: 3 }));
  const storage = createSupabaseStorage({
    url: config.supabase.url,
    serviceRoleKey: config.supabase.serviceRoleKey,
  });
  return {
    config,
    db,
    storage,
    logger: createLogger(config.logLevel),
    auth: authForConfig(config, db),
  };
}
