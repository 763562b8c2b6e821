import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from './config.ts';
import type { Logger } from './lib/logger.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { AuthPort } from './ports/auth.ts';
import type { Database, Principal } from './ports/database.ts';
import type { PaymentsPort } from './ports/payments.ts';
import type { Storage } from './ports/storage.ts';
import type { ResponseEncoders } from './middleware/compression.ts';

/**
 * What the app is built from. Production (Supabase) and local mode pass different adapters;
 * tests pass PGlite and a temp-dir storage. Feature ports (auth, payments, mail) join here.
 */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  storage: Storage;
  logger: Logger;
  auth: AuthPort;
  /** Stripe or the local hosted checkout (`paymentsFromConfig`), chosen by the host. */
  payments: PaymentsPort;
  /**
   * Mail sent at once rather than through the outbox (Supabase Auth's Send Email Hook); default
   * `mailSenderFor(config)`.
   */
  mailSender?: MailSender;
  /** The clock, so tests can move time (session expiry, grant expiry, rate-limit windows). */
  now?: () => Date;
  /** How answers are compressed; default gzip through CompressionStream (what Deno has). */
  compression?: ResponseEncoders;
  /**
   * The origin's short-lived copy of public answers (`originCacheFor`); the hosts pass one, the
   * API tests none (each of their reads reaches the database).
   */
  originCache?: OriginCache;
}

/** Hono context variables set by the app's middleware. */
export interface AppVariables {
  requestId: string;
  /** The signed-in caller, or null for a visitor. */
  principal: Principal | null;
  /** The raw session cookie value behind `principal`. */
  session: string | null;
  /** The answer carries `x-request-id` already (middleware/origin-cache.ts). */
  requestIdSent?: boolean;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** The origin's copy of public answers (made by middleware/origin-cache.ts). */
export interface OriginCache {
  /**
   * The middleware, for the encodings the app compresses with (the key names the one a client
   * gets): createApp passes the same encoders to it and to compression.
   */
  middleware(encoders: ResponseEncoders): MiddlewareHandler<AppEnv>;
  /** Forgets every copy, and any answer being computed when it is called. */
  clear(): void;
  /** How many copies it holds (for tests and the bench). */
  readonly size: number;
}
