import { z } from 'zod';

/**
 * Every setting comes from the environment (docs/configuration.md lists them). `local` mode is
 * the embedded default of `npm start`: no keys, dev-only pages (/dev/mail, /dev/checkout) on.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(8080),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /** Public origin of the API as browsers reach it; default: the origin of each request. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Origin of the web app, for links in e-mails and payment redirects. */
  PUBLIC_SITE_URL: z.string().url().optional(),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  /** Secret for signing CSRF tokens and other server-made values; random per process if unset. */
  APP_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Stripe keys; both or neither. Without them payments use the local hosted checkout. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  mode: 'local' | 'production';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicApiUrl: string | undefined;
  publicSiteUrl: string | undefined;
  supabase: { url: string; anonKey: string; serviceRoleKey: string } | undefined;
  appSecret: string;
  logLevel: Env['LOG_LEVEL'];
  payments: PaymentsConfig;
  env: Env;
}

/**
 * Stripe when both keys are set; otherwise the local provider, whose webhook secret is derived
 * from APP_SECRET so signed local events survive a restart when APP_SECRET is fixed.
 */
export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string }
  | { provider: 'local' };

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither');
  }
  const supabase =
    env.SUPABASE_URL && env.SUPABASE_ANON_KEY && env.SUPABASE_SERVICE_ROLE_KEY
      ? {
          url: env.SUPABASE_URL,
          anonKey: env.SUPABASE_ANON_KEY,
          serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
        }
      : undefined;
  return {
    mode: supabase ? 'production' : 'local',
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicApiUrl: env.PUBLIC_API_URL,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    supabase,
    appSecret: env.APP_SECRET ?? randomSecret(),
    logLevel: env.LOG_LEVEL,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : { provider: 'local' },
    env,
  };
}
