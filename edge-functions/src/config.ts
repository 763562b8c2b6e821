import { z } from 'zod';
import { HOOK_SECRET_PATTERN } from './lib/standard-webhooks.ts';

/**
 * Every setting comes from the environment (docs/configuration.md lists them). `local` mode is
 * the embedded default of `npm start`: no keys, dev-only pages (/dev/mail, /dev/checkout,
 * /dev/identity) on.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(8080),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /** Public origin of the API as browsers reach it; default: the origin of each request. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Origin of the web app, for links in e-mails and payment redirects. */
  PUBLIC_SITE_URL: z.string().url().optional(),
  /**
   * With neither PUBLIC_API_URL nor PUBLIC_SITE_URL: further hosts (`host[:port]`, comma- or
   * space-separated) this server answers for besides `localhost`, `127.0.0.1` and `[::1]` on
   * PORT; a request for any other Host gets 400 (lib/public-url.ts).
   */
  ALLOWED_HOSTS: z.string().optional(),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  /**
   * Secret for signing CSRF tokens and sealing values. Unset: `npm start` in local mode keeps a
   * generated one in DATA_DIR/app-secret (local/app-secret.ts); production refuses to start.
   */
  APP_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** How long a worker's claim on a job holds without a heartbeat (renewed every third of it). */
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /**
   * The first retry of a failed job waits this long, each further one twice the last (capped at
   * 30 minutes); the browser journeys shorten it to see a job go DEAD within seconds.
   */
  JOB_RETRY_BASE_SECONDS: z.coerce.number().positive().default(10),
  /** How old an unused upload or avatar, or a half-written file, is before the sweep removes it. */
  STORAGE_SWEEP_GRACE_HOURS: z.coerce.number().positive().default(24),
  /**
   * How long the origin keeps its own copy of a public answer for visitors without a session
   * (middleware/origin-cache.ts); never longer than the answer's s-maxage; 0 turns it off. A
   * few seconds: a crowd costs one query per answer, and a change made elsewhere shows at once.
   */
  ORIGIN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /**
   * The uptime monitor's token for GET /v1/health?deep=1 (header `x-health-token` or `token=`); unset, the
   * deep check answers 404 and only the plain liveness answer is on.
   */
  HEALTH_TOKEN: z.string().min(16).optional(),
  /**
   * Scheduled backups of the embedded default (`npm start` without DATABASE_URL): every this many
   * hours an archive in BACKUP_DIR (default: `<DATA_DIR>-backups` beside DATA_DIR), keeping the
   * newest BACKUP_KEEP; 0 turns them off.
   */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** The deep health check fails when the oldest due job has waited longer than this. */
  HEALTH_MAX_QUEUE_LAG_SECONDS: z.coerce.number().int().positive().default(600),
  /** Google sign-in: the OAuth client id (the ID token's audience); unset = Google off. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Facebook sign-in: app id and secret (for /debug_token); unset = Facebook off. */
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** How send_mail jobs send mail: `local` marks it delivered (read it at /dev/mail). */
  MAIL_TRANSPORT: z.enum(['local', 'resend']).default('local'),
  MAIL_FROM: z.string().default('LankaLens <no-reply@lankalens.lk>'),
  MAIL_API_URL: z.string().url().default('https://api.resend.com'),
  MAIL_API_KEY: z.string().optional(),
  /**
   * Supabase Auth's Send Email Hook (POST /v1/hooks/send_email): the secret the dashboard
   * generates, `v1,whsec_<base64>`. Unset: the route answers 404 and GoTrue sends its templates.
   */
  SEND_EMAIL_HOOK_SECRET: z
    .string()
    .regex(HOOK_SECRET_PATTERN, 'give the secret as Supabase shows it: v1,whsec_<base64>')
    .optional(),
  /** Stripe keys; both or neither. Without them payments use the local hosted checkout. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** PayHere merchant id and secret; both or neither (docs/deploy.md). */
  PAYHERE_MERCHANT_ID: z.string().min(1).optional(),
  PAYHERE_MERCHANT_SECRET: z.string().min(1).optional(),
  /** `sandbox` (the default) or exactly `live`: anything else refuses to start. */
  PAYHERE_MODE: z.enum(['sandbox', 'live']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  mode: 'local' | 'production';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicApiUrl: string | undefined;
  publicSiteUrl: string | undefined;
  /**
   * The hosts (`URL.host`) a request may name while origins are taken from the request, that is
   * with neither PUBLIC_API_URL nor PUBLIC_SITE_URL (lib/public-url.ts): the addresses
   * `npm start` announces (`localhost`, `127.0.0.1`, `[::1]` on PORT) and ALLOWED_HOSTS.
   */
  requestHosts: ReadonlySet<string>;
  supabase: { url: string; anonKey: string; serviceRoleKey: string } | undefined;
  appSecret: string;
  logLevel: Env['LOG_LEVEL'];
  jobs: { leaseMs: number; retryBaseMs: number; sweepGraceMs: number };
  originCacheSeconds: number;
  social: {
    google: { clientId: string; jwksUrl: string } | undefined;
    facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
    /** The providers the local identity page plays (local mode without their keys). */
    standIn: SocialStandIn | undefined;
  };
  mail: {
    transport: Env['MAIL_TRANSPORT'];
    from: string;
    apiUrl: string;
    apiKey: string | undefined;
    /** The Send Email Hook's signing secret; undefined when the hook is off. */
    sendEmailHookSecret: string | undefined;
  };
  payments: PaymentsConfig;
  env: Env;
}

/**
 * Local mode without a provider's keys: the provider's settings point at the local identity page's
 * own JWKS and Graph-like endpoints under `baseUrl` (adapters/auth/stand-in-providers.ts), so its
 * tokens go through the same verifier as the real providers' (docs/accounts.md).
 */
export interface SocialStandIn {
  baseUrl: string;
  providers: ('google' | 'facebook')[];
}

/** The stand-in's made-up app: public values, checked only against the stand-in itself. */
export const STAND_IN_APP = {
  googleClientId: 'lankalens-local.apps.localhost',
  facebookAppId: 'lankalens-local',
  facebookAppSecret: 'lankalens-local-app',
} as const;
export const STAND_IN_PATH = '/dev/identity';

/** The variables the sign-in providers are read from. */
const socialEnvSchema = envSchema.pick({
  PORT: true,
  PUBLIC_API_URL: true,
  GOOGLE_CLIENT_ID: true,
  GOOGLE_JWKS_URL: true,
  FACEBOOK_APP_ID: true,
  FACEBOOK_APP_SECRET: true,
  FACEBOOK_GRAPH_URL: true,
});

/**
 * The sign-in providers as `loadConfig` reads them, for a host without the function's keys: the
 * static host's build and its edge, whose page policy must say what the function's says
 * (decision 56). `local`: the local identity page stands in for a provider without keys.
 */
export function readSocialSettings(
  source: Record<string, string | undefined>,
  local: boolean,
): AppConfig['social'] {
  return socialSettings(socialEnvSchema.parse(source), local);
}

/**
 * Real providers from their keys. In local mode a provider with none of its settings gets the
 * stand-in; one half configured (an app id without its secret) stays off, as before.
 */
function socialSettings(env: z.infer<typeof socialEnvSchema>, local: boolean): AppConfig['social'] {
  const google = env.GOOGLE_CLIENT_ID
    ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
    : undefined;
  const facebook =
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? {
          appId: env.FACEBOOK_APP_ID,
          appSecret: env.FACEBOOK_APP_SECRET,
          graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
        }
      : undefined;
  const standInGoogle = local && !env.GOOGLE_CLIENT_ID;
  const standInFacebook = local && !env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET;
  if (!standInGoogle && !standInFacebook) return { google, facebook, standIn: undefined };
  const origin = env.PUBLIC_API_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
  const baseUrl = `${origin}${STAND_IN_PATH}`;
  return {
    google: standInGoogle
      ? { clientId: STAND_IN_APP.googleClientId, jwksUrl: `${baseUrl}/google/certs` }
      : google,
    facebook: standInFacebook
      ? {
          appId: STAND_IN_APP.facebookAppId,
          appSecret: STAND_IN_APP.facebookAppSecret,
          graphUrl: `${baseUrl}/facebook`,
        }
      : facebook,
    standIn: {
      baseUrl,
      providers: [
        ...(standInGoogle ? (['google'] as const) : []),
        ...(standInFacebook ? (['facebook'] as const) : []),
      ],
    },
  };
}

/**
 * The payment providers on (docs/payments.md): each one whose keys are set. With no keys at all,
 * both local stand-ins, so the buyer's choice and both journeys run without a network; their
 * secrets are derived from APP_SECRET, so signed local notices survive a restart.
 */
export interface PaymentsConfig {
  stripe:
    { provider: 'stripe'; secretKey: string; webhookSecret: string } | { provider: 'local' } | null;
  payhere:
    | { provider: 'payhere'; merchantId: string; merchantSecret: string; mode: 'sandbox' | 'live' }
    | { provider: 'local' }
    | null;
}

function paymentsSettings(env: Env): PaymentsConfig {
  if (Boolean(env.PAYHERE_MERCHANT_ID) !== Boolean(env.PAYHERE_MERCHANT_SECRET)) {
    throw new Error(
      'Invalid configuration: set both PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET, or neither',
    );
  }
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          provider: 'stripe' as const,
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : null;
  const payhere =
    env.PAYHERE_MERCHANT_ID && env.PAYHERE_MERCHANT_SECRET
      ? {
          provider: 'payhere' as const,
          merchantId: env.PAYHERE_MERCHANT_ID,
          merchantSecret: env.PAYHERE_MERCHANT_SECRET,
          mode: env.PAYHERE_MODE ?? 'sandbox',
        }
      : null;
  if (!stripe && !payhere) return { stripe: { provider: 'local' }, payhere: { provider: 'local' } };
  return { stripe, payhere };
}

/** `host[:port]` or an origin, as `URL.host` writes it; undefined when it is no bare host. */
function hostOf(entry: string): string | undefined {
  const text = entry.includes('://') ? entry : `http://${entry}`;
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
  if (url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.host;
}

function requestHostsFor(env: Env): Set<string> {
  const listed = (env.ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter(Boolean);
  const hosts = listed.map((entry) => {
    const host = hostOf(entry);
    if (!host) {
      throw new Error(
        `Invalid configuration: ALLOWED_HOSTS: "${entry}" is not a host (write host or host:port)`,
      );
    }
    return host;
  });
  const announced = ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${env.PORT}`);
  return new Set([...announced.map((host) => hostOf(host)!), ...hosts]);
}

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
  if (env.MAIL_TRANSPORT === 'resend' && !env.MAIL_API_KEY) {
    throw new Error('Invalid configuration: MAIL_TRANSPORT=resend needs MAIL_API_KEY');
  }
  // The hook replaces GoTrue's own sending: a local transport would drop every auth mail.
  if (env.SEND_EMAIL_HOOK_SECRET && env.MAIL_TRANSPORT !== 'resend') {
    throw new Error('Invalid configuration: SEND_EMAIL_HOOK_SECRET needs MAIL_TRANSPORT=resend');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    );
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
    requestHosts: requestHostsFor(env),
    supabase,
    appSecret: env.APP_SECRET ?? randomSecret(),
    logLevel: env.LOG_LEVEL,
    jobs: {
      leaseMs: Math.round(env.JOB_LEASE_SECONDS * 1000),
      retryBaseMs: Math.round(env.JOB_RETRY_BASE_SECONDS * 1000),
      sweepGraceMs: Math.round(env.STORAGE_SWEEP_GRACE_HOURS * 3600_000),
    },
    originCacheSeconds: env.ORIGIN_CACHE_SECONDS,
    social: socialSettings(env, !supabase),
    mail: {
      transport: env.MAIL_TRANSPORT,
      from: env.MAIL_FROM,
      apiUrl: env.MAIL_API_URL.replace(/\/$/, ''),
      apiKey: env.MAIL_API_KEY,
      sendEmailHookSecret: env.SEND_EMAIL_HOOK_SECRET,
    },
    payments: paymentsSettings(env),
    env,
  };
}
