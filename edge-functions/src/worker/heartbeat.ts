import type { Database, Tx } from '../ports/database.ts';

export { HEARTBEAT_STALE_MS, newestHeartbeat } from '../ops/worker-heartbeat.ts';

/**
 * The worker's heartbeat (issue 41): each worker process keeps one row in
 * app_private.worker_heartbeats and renews its `beat_at` on a timer of its own, beside its loop,
 * so a long job (a sweep of a big bucket) does not look like a dead worker. The Health tab, the
 * deep health check and the alert rules read the newest beat of any worker.
 */
export const HEARTBEAT_EVERY_MS = 15_000;

/** A name for this worker process: host and pid, then a random tail (two on one host). */
export function workerIdentity(host: string, pid: number): string {
  return `${host}:${pid}:${crypto.randomUUID().slice(0, 8)}`;
}

export async function recordHeartbeat(
  db: Database,
  workerId: string,
  host: string,
  now: Date,
): Promise<void> {
  await db.asService((tx) =>
    tx.query(
      `insert into app_private.worker_heartbeats (worker_id, host, started_at, beat_at)
       values ($1, $2, $3, $3)
       on conflict (worker_id) do update set beat_at = excluded.beat_at`,
      [workerId, host, now],
    ),
  );
}

/** Forgets workers silent for a day (each start makes a new row). */
export async function forgetOldHeartbeats(tx: Tx, now: Date): Promise<void> {
  await tx.query(
    `delete from app_private.worker_heartbeats where beat_at < $1::timestamptz - interval '1 day'`,
    [now],
  );
}

/**
 * Beats now and then every `everyMs` until stopped; a failed beat is reported and the timer goes
 * on (the database may be briefly away). Answers the stop function.
 */
export function startHeartbeatTimer(
  db: Database,
  options: {
    workerId: string;
    host: string;
    now: () => Date;
    everyMs?: number;
    onError: (error: unknown) => void;
  },
): () => Promise<void> {
  let inFlight: Promise<void> = Promise.resolve();
  const beat = () => {
    inFlight = inFlight.then(() =>
      recordHeartbeat(db, options.workerId, options.host, options.now()).catch(options.onError),
    );
  };
  beat();
  const timer = setInterval(beat, options.everyMs ?? HEARTBEAT_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
