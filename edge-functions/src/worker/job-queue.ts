import type { Database } from '../ports/database.ts';

/**
 * The job queue on `public.jobs` (decision 10 in docs/decisions.md), always through the service path.
 * A job is claimed with `for update skip locked`, so several workers never take the same one;
 * a failure re-queues it with exponential backoff until `max_attempts`, then it is DEAD and
 * listed for admins (GET /v1/admin/jobs). A job whose payload names another job's dedupe key
 * in `after` is not claimed while that job is QUEUED or RUNNING (publish_photo follows the
 * owner_thumbnail job that staged its files, instead of decoding the original again beside it).
 */
export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface QueueTiming {
  /** First retry delay; each further attempt doubles it. */
  retryBaseMs: number;
  /** Longest retry delay. */
  retryMaxMs: number;
  /** A RUNNING job locked for longer than this was left by a crashed worker: claim it again. */
  staleLockMs: number;
}

export const defaultQueueTiming: QueueTiming = {
  retryBaseMs: 10_000,
  retryMaxMs: 30 * 60_000,
  staleLockMs: 10 * 60_000,
};

/** The delay before attempt `attempts + 1`: base, 2x base, 4x base ... capped. */
export function retryDelayMs(attempts: number, timing: QueueTiming): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Claims the next due job, counting the attempt; null when nothing is due. */
export async function claimJob(
  db: Database,
  now: Date,
  timing: QueueTiming,
  kinds: readonly string[],
): Promise<Job | null> {
  const [job] = await db.asService((tx) =>
    tx.query<Job>(
      `update public.jobs j
          set status = 'RUNNING', attempts = j.attempts + 1, locked_at = $1
        where j.id = (
          select q.id from public.jobs q
           where q.kind = any($3::text[])
             and ((q.status = 'QUEUED' and q.run_after <= $1)
                  or (q.status = 'RUNNING'
                      and q.locked_at < $1::timestamptz - make_interval(secs => $2)))
             -- A job naming another in payload.after waits while that one is queued or running.
             and not exists (select 1 from public.jobs w
                              where w.dedupe_key = q.payload->>'after'
                                and w.status in ('QUEUED', 'RUNNING'))
           order by q.run_after, q.id
           limit 1
           for update of q skip locked)
       returning j.id, j.kind, j.payload, j.attempts, j.max_attempts`,
      [now, timing.staleLockMs / 1000, kinds],
    ),
  );
  return job ?? null;
}

export async function completeJob(db: Database, job: Job): Promise<void> {
  await db.asService((tx) =>
    tx.query(
      `update public.jobs set status = 'DONE', locked_at = null, last_error = null
        where id = $1 and status = 'RUNNING'`,
      [job.id],
    ),
  );
}

/** Re-queues with backoff, or marks DEAD after the last attempt. Answers the new status. */
export async function failJob(
  db: Database,
  job: Job,
  error: unknown,
  now: Date,
  timing: QueueTiming,
): Promise<'QUEUED' | 'DEAD'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const dead = job.attempts >= job.max_attempts;
  const runAfter = new Date(now.getTime() + retryDelayMs(job.attempts, timing));
  await db.asService((tx) =>
    tx.query(
      `update public.jobs
          set status = $2, run_after = $3, locked_at = null, last_error = $4
        where id = $1 and status = 'RUNNING'`,
      [job.id, dead ? 'DEAD' : 'QUEUED', runAfter, message],
    ),
  );
  return dead ? 'DEAD' : 'QUEUED';
}
