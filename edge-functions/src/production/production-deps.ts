import type { AppDeps } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { createSupabaseStorage } from '../adapters/storage/supabase-storage.ts';
import { authForConfig } from '../adapters/auth/auth-for-config.ts';
import { paymentsFromConfig } from '../adapters/payments/from-config.ts';
import { createDatabase } from '../db/database.ts';
import { createLogger } from '../lib/logger.ts';
import { mailSenderFor } from '../mail/mail-sender.ts';
import { originCacheFor } from '../middleware/origin-cache.ts';

/**
 * The adapters of the deployed edge function: Supabase Postgres (through the pooler when the URL
 * points at it), Supabase Storage and Auth, Stripe (built by createApp from config). Image work
 * is not here: sharp cannot run in Edge Functions, the media worker (`npm run worker`) does it.
 *
 * Without Supabase keys the same entry runs self-hosted when SELF_HOSTED_STORAGE_DIR names a
 * folder: local auth on the database and disk storage shared with the worker. CI's production
 * topology runs it so (GoTrue and Storage cannot run there); docs/deploy.md.
 */
export function createProductionDeps(env: Record<string, string | undefined>): AppDeps {
  const config = loadConfig(env);
  // Isolates come and go: a per-isolate random secret would void sessions and CSRF tokens.
  if (!env.APP_SECRET) {
    throw new Error(
      'The edge function needs APP_SECRET (32+ random characters, the same for every isolate): ' +
        'supabase secrets set APP_SECRET=...',
    );
  }
  // Supabase gives every function SUPABASE_DB_URL; DATABASE_URL may point at the pooler instead.
  const databaseUrl = env.DATABASE_URL ?? env.SUPABASE_DB_URL;
  const selfHostedStorage = env.SELF_HOSTED_STORAGE_DIR;
  if (!databaseUrl || (!config.supabase && !selfHostedStorage)) {
    throw new Error(
      'The edge function needs SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and a database URL (SUPABASE_DB_URL or DATABASE_URL)',
    );
  }
  const logger = createLogger(config.logLevel);
  const warning = config.supabase ? poolerWarning(databaseUrl) : undefined;
  if (warning) logger.warn(warning);
  // One isolate serves few requests at a time; a small pool keeps connections for the pooler.
  const db = createDatabase(createPostgresDriver({ url: databaseUrl, max: 3 }));
  const storage = config.supabase
    ? createSupabaseStorage({
        url: config.supabase.url,
        serviceRoleKey: config.supabase.serviceRoleKey,
      })
    : createDiskStorage(selfHostedStorage!);
  return {
    config,
    db,
    storage,
    logger,
    auth: authForConfig(config, db),
    payments: paymentsFromConfig(config),
    // Supabase Auth's Send Email Hook sends at once through it (MAIL_TRANSPORT=resend).
    mailSender: mailSenderFor(config),
    // Per isolate; the worker runs elsewhere, so its publications show within the copy's seconds.
    originCache: originCacheFor(config),
  };
}

/**
 * Edge Functions open connections per isolate: only Supabase's transaction pooler (port 6543,
 * prepared statements off) copes with that many. Answers what to fix, or undefined when fine.
 */
export function poolerWarning(databaseUrl: string): string | undefined {
  let port: string;
  try {
    port = new URL(databaseUrl).port;
  } catch {
    return 'DATABASE_URL is not a valid URL';
  }
  if (port === '6543') return undefined;
  return (
    `DATABASE_URL uses port ${port || '5432'}, not the transaction pooler (:6543): ` +
    'concurrent isolates may exhaust the database connections. Use the pooler URL ' +
    '(Dashboard > Connect > Transaction pooler).'
  );
}
