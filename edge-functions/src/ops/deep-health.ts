import type { HealthAnswer, HealthCheckPart } from '../contract/ops.ts';
import { HEALTH_PROBE_KEY } from '../media/storage-keys.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import { HEARTBEAT_STALE_MS, newestHeartbeat } from './worker-heartbeat.ts';

/**
 * The deep health check for an uptime monitor (GET /v1/health?deep=1, issue 41): the database
 * answers, the storage takes a write and gives it back, a worker beat within two minutes, and no
 * due job has waited longer than the allowed lag. Each part has its own time limit, so a part
 * that hangs fails by name instead of hanging the monitor.
 */
export const CHECK_TIMEOUT_MS = 5_000;

export interface DeepHealth {
  checks: NonNullable<HealthAnswer['checks']>;
  failing: { part: HealthCheckPart; why: string }[];
}

export async function deepHealth(
  deps: { db: Database; storage: Storage },
  options: { now: Date; maxQueueLagSeconds: number; timeoutMs?: number },
): Promise<DeepHealth> {
  const limit = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const { now } = options;
  const failing: DeepHealth['failing'] = [];
  const fail = (part: HealthCheckPart, why: unknown) => {
    failing.push({ part, why: why instanceof Error ? why.message : String(why) });
  };

  const [database, storage, readings] = await Promise.all([
    timed(limit, () => deps.db.asService((tx) => tx.query('select 1'))),
    timed(limit, async () => {
      const stamp = new TextEncoder().encode(now.toISOString());
      await deps.storage.put('originals', HEALTH_PROBE_KEY, stamp, 'text/plain');
      const back = await deps.storage.read('originals', HEALTH_PROBE_KEY);
      if (!back || new TextDecoder().decode(back) !== now.toISOString()) {
        throw new Error('the probe object did not read back as written');
      }
    }),
    timed(limit, () =>
      deps.db.asService(async (tx) => {
        const beat = await newestHeartbeat(tx);
        const [lag] = await tx.query<{ oldest: Date | string | null }>(
          `select min(run_after) as oldest from public.jobs
            where status = 'QUEUED' and run_after <= $1`,
          [now],
        );
        return { beat, oldest: lag?.oldest ? new Date(lag.oldest) : null };
      }),
    ),
  ]);
  if (!database.ok) fail('database', database.error);
  if (!storage.ok) fail('storage', storage.error);

  const seconds = (from: Date | null) =>
    from === null ? null : Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));
  const heartbeatAge = readings.ok ? seconds(readings.value.beat) : null;
  const lag = readings.ok ? (seconds(readings.value.oldest) ?? 0) : 0;
  const workerOk = heartbeatAge !== null && heartbeatAge * 1000 <= HEARTBEAT_STALE_MS;
  const queueOk = readings.ok && lag <= options.maxQueueLagSeconds;
  if (!readings.ok) {
    fail('worker', readings.error);
    fail('queue', readings.error);
  } else {
    if (!workerOk) {
      fail(
        'worker',
        heartbeatAge === null ? 'no heartbeat yet' : `heartbeat ${heartbeatAge} s old`,
      );
    }
    if (!queueOk) fail('queue', `the oldest due job has waited ${lag} s`);
  }
  return {
    checks: {
      database: { ok: database.ok, ms: database.ms },
      storage: { ok: storage.ok, ms: storage.ms },
      worker: { ok: workerOk, heartbeat_age_seconds: heartbeatAge },
      queue: { ok: queueOk, lag_seconds: lag },
    },
    failing,
  };
}

type Timed<T> = { ok: true; value: T; ms: number } | { ok: false; error: unknown; ms: number };

async function timed<T>(limitMs: number, run: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    const value = await Promise.race([run(), timeout]);
    return { ok: true, value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
