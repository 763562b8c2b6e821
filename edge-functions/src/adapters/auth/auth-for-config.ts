import type { AppConfig } from '../../config.ts';
import type { AuthPort } from '../../ports/auth.ts';
import type { Database } from '../../ports/database.ts';
import { createLocalAuth } from './local-auth.ts';
import { mintLocalStorageToken } from './local-storage-token.ts';
import { fetchWithStandIn } from './stand-in-providers.ts';
import { createSupabaseAuth } from './supabase-auth.ts';

/**
 * Supabase Auth when its keys are configured (production), local auth otherwise, whose social
 * verifier reaches the local stand-in providers when the config names them.
 */
export function authForConfig(
  config: AppConfig,
  db: Database,
  now: () => Date = () => new Date(),
): AuthPort {
  if (config.supabase) return createSupabaseAuth(config, db, now);
  const local = createLocalAuth(db, now, config.social, fetchWithStandIn(config, now));
  return {
    ...local,
    async storageToken(session) {
      const resolved = await local.resolveSession(session);
      return resolved
        ? mintLocalStorageToken(config.appSecret, resolved.principal.userId, now())
        : null;
    },
  };
}
