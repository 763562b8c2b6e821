import { z } from 'zod';
import { adminJob } from './admin.ts';
import { formBoolean } from './fields.ts';

/**
 * Operations (issue 41): GET /v1/admin/health, the admin console's Health tab, and the deep
 * health check for an uptime monitor (GET /v1/health?deep=1). Times are ISO strings, ages whole
 * seconds, sizes bytes.
 */

const time = z.string();
const seconds = z.number().int();

export const queueKindFigures = z.object({
  kind: z.string(),
  queued: z.number(),
  running: z.number(),
  dead: z.number(),
  /** The oldest job of this kind that is due and waits for a worker. */
  oldest_waiting_at: time.nullable(),
});

export const adminHealth = z.object({
  generated_at: time,
  worker: z.object({
    /** The newest heartbeat of any worker; null when none ever beat. */
    last_heartbeat_at: time.nullable(),
    heartbeat_age_seconds: seconds.nullable(),
    /** Older than this, the worker counts as stopped (alerts and the deep health check). */
    stale_after_seconds: seconds,
  }),
  queue: z.object({
    kinds: z.array(queueKindFigures),
    queued: z.number(),
    running: z.number(),
    dead: z.number(),
    /** The oldest due job still waiting, over every kind. */
    oldest_waiting_at: time.nullable(),
    oldest_waiting_seconds: seconds.nullable(),
    /** The DEAD jobs, newest first (at most 50), with their last error. */
    dead_jobs: z.array(adminJob),
  }),
  mail: z.object({
    sent_24h: z.number(),
    /** Messages of the last 24 h not sent and whose last attempt failed. */
    failed_24h: z.number(),
    unsent: z.number(),
    oldest_unsent_at: time.nullable(),
    /** The last error of the newest failing message. */
    last_error: z.string().nullable(),
  }),
  payment_notices: z.object({
    window_hours: z.number(),
    providers: z.array(
      z.object({
        provider: z.enum(['stripe', 'payhere']),
        received: z.number(),
        refused: z.number(),
      }),
    ),
    /** Why notices were refused, most frequent first. */
    refusals: z.array(
      z.object({
        provider: z.enum(['stripe', 'payhere']),
        reason: z.string(),
        count: z.number(),
        last_at: time,
      }),
    ),
  }),
  payouts: z.object({ waiting: z.number(), oldest_at: time.nullable() }),
  review: z.object({ waiting: z.number(), oldest_at: time.nullable() }),
  verification: z.object({ waiting: z.number(), oldest_at: time.nullable() }),
  /** The storage sweep's latest run; null before the first. */
  storage_sweep: z
    .object({
      status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'DEAD']),
      last_run_at: time,
      result: z.record(z.string(), z.number()).nullable(),
      last_error: z.string().nullable(),
    })
    .nullable(),
  storage: z.object({ bytes: z.number(), objects: z.number() }).nullable(),
  database: z.object({ bytes: z.number() }),
  /** From pg_stat_statements where the extension is installed; `available` false otherwise. */
  slow_queries: z.object({
    available: z.boolean(),
    queries: z.array(
      z.object({
        query: z.string(),
        calls: z.number(),
        mean_ms: z.number(),
        total_ms: z.number(),
      }),
    ),
  }),
});
export type AdminHealth = z.infer<typeof adminHealth>;

/**
 * GET /v1/health: `deep=1` with the monitor's token (HEALTH_TOKEN, in the `x-health-token` header
 * or as `token`) checks every part.
 */
export const healthQuery = z.object({
  deep: z.enum(['0', '1']).optional(),
  token: z.string().max(200).optional(),
});

export const healthCheckPart = z.enum(['database', 'storage', 'worker', 'queue']);
export type HealthCheckPart = z.infer<typeof healthCheckPart>;

export const healthAnswer = z.object({
  status: z.literal('ok'),
  /** Only with deep=1: how each part answered. */
  checks: z
    .object({
      database: z.object({ ok: z.boolean(), ms: z.number() }),
      storage: z.object({ ok: z.boolean(), ms: z.number() }),
      worker: z.object({ ok: z.boolean(), heartbeat_age_seconds: seconds.nullable() }),
      queue: z.object({ ok: z.boolean(), lag_seconds: seconds }),
    })
    .optional(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** GET and PUT /v1/admin/digest: whether this admin gets the daily digest mail (08:00 Colombo). */
export const adminDigestSetting = z.object({ daily_digest: z.boolean() });
export type AdminDigestSetting = z.infer<typeof adminDigestSetting>;
export const adminDigestRequest = z.object({ daily_digest: formBoolean });
