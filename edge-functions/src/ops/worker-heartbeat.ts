import type { Tx } from '../ports/database.ts';

/**
 * Reading the worker's heartbeat (issue 41; the worker writes it, worker/heartbeat.ts): the
 * Health tab, the deep health check and the alert rules. Outside worker/, because the request
 * path imports nothing from the worker (app-runtime.test.ts).
 */

/** A worker whose newest beat is older than this is dead for the health check and the alerts. */
export const HEARTBEAT_STALE_MS = 2 * 60_000;

/** The newest beat of any worker, null when no worker ever beat. */
export async function newestHeartbeat(tx: Tx): Promise<Date | null> {
  const [row] = await tx.query<{ beat_at: Date | string | null }>(
    `select max(beat_at) as beat_at from app_private.worker_heartbeats`,
  );
  return row?.beat_at ? new Date(row.beat_at) : null;
}
