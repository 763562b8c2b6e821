import type { Database } from '../ports/database.ts';

/**
 * The job queue on `public.jobs` (decision 10 in docs/decisions/), always through the service path.
 * A job is claimed with `for update skip locked`, so several workers never take the same one,
 * and held by a short lease (`locked_at`, renewed by the worker's heartbeat): when the worker
 * dies the lease lapses and the job is claimed again. Every claim counts an attempt; a failure
 * re-queues it with exponential backoff until `max_attempts`, then it is DEAD and listed for
 * admins with its error (GET /v1/admin/jobs). A job whose payload names another job's dedupe key
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
  /**
   * How long a claim holds without a heartbeat: a RUNNING job whose `locked_at` is older was
   * left by a worker that stopped (SIGKILL, crash, lost host), and is claimed again.
   */
  leaseMs: number;
  /** How often a worker renews the lease of the job it runs (well under `leaseMs`). */
  heartbeatMs: number;
}

export const defaultQueueTiming: QueueTiming = {
  retryBaseMs: 10_000,
  retryMaxMs: 30 * 60_000,
  leaseMs: 30_000,
  heartbeatMs: 10_000,
};

/**
 * The timing for a lease of `leaseMs` (JOB_LEASE_SECONDS): heartbeats at a third of it; the first
 * retry after `retryBaseMs` (JOB_RETRY_BASE_SECONDS).
 */
export function queueTimingWithLease(
  leaseMs: number,
  retryBaseMs = defaultQueueTiming.retryBaseMs,
): QueueTiming {
  return {
    ...defaultQueueTiming,
    leaseMs,
    retryBaseMs,
    heartbeatMs: Math.max(1, Math.floor(leaseMs / 3)),
  };
}

/** The delay before attempt `attempts + 1`: base, 2x base, 4x base ... capped. */
export function retryDelayMs(attempts: number, timing: QueueTiming): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims the next due job, counting the attempt; null when nothing is due. A RUNNING job whose
 * lease lapsed is due again, with a last_error saying so; one that had no attempt left ends DEAD
 * instead (a job that kills its worker every time must not loop forever).
 */
export async function claimJob(
  db: Database,
  now: Date,
  timing: QueueTiming,
  kinds: readonly string[],
): Promise<Job | null> {
  const leaseSecs = timing.leaseMs / 1000;
  const [job] = await db.asService(async (tx) => {
    await tx.query(
      `update public.jobs
          set status = 'DEAD', locked_at = null,
              last_error = 'The worker stopped during attempt ' || attempts
                           || ' (its lease lapsed); no attempts left'
        where status = 'RUNNING' and kind = any($3::text[])
          and locked_at < $1::timestamptz - make_interval(secs => $2)
          and attempts >= max_attempts`,
      [now, leaseSecs, kinds],
    );
    return tx.query<Job>(
      `update public.jobs j
          set status = 'RUNNING', attempts = j.attempts + 1, locked_at = $1,
              last_error = case when j.status = 'RUNNING'
                                then 'The worker stopped during attempt ' || j.attempts
                                     || ' (its lease lapsed)'
                                else j.last_error end
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
      [now, leaseSecs, kinds],
    );
  });
  return job ?? null;
}

/**
 * Renews the lease of a job this worker holds. The attempt number fences it: once the lease
 * lapsed and another worker claimed the job (attempts moved on), this answers false and changes
 * nothing, and so do completeJob and failJob for the old claim.
 */
export async function renewLease(db: Database, job: Job, now: Date): Promise<boolean> {
  const rows = await db.asService((tx) =>
    tx.query(
      `update public.jobs set locked_at = $3
        where id = $1 and status = 'RUNNING' and attempts = $2
       returning id`,
      [job.id, job.attempts, now],
    ),
  );
  return rows.length > 0;
}

/**
 * Puts every RUNNING job back in the queue (DEAD when it had no attempt left). Only for the
 * embedded database at start: it belongs to this one process (local/data-dir-lock.ts), so a
 * RUNNING row can only be a dead process's. Answers how many rows it moved.
 */
export async function requeueRunningJobs(db: Database): Promise<{ queued: number; dead: number }> {
  const rows = await db.asService((tx) =>
    tx.query<{ status: 'QUEUED' | 'DEAD' }>(
      `update public.jobs
          set status = case when attempts >= max_attempts then 'DEAD'::public.job_status
                            else 'QUEUED'::public.job_status end,
              locked_at = null, run_after = now(),
              last_error = 'The process stopped during attempt ' || attempts
                           || case when attempts >= max_attempts then '; no attempts left'
                                   else '' end
        where status = 'RUNNING'
       returning status`,
    ),
  );
  return {
    queued: rows.filter((row) => row.status === 'QUEUED').length,
    dead: rows.filter((row) => row.status === 'DEAD').length,
  };
}

/** Marks the job DONE with what its run reported (counts for the admin jobs page), if anything. */
export async function completeJob(
  db: Database,
  job: Job,
  result: Record<string, number> | null = null,
): Promise<void> {
  await db.asService((tx) =>
    tx.query(
      `update public.jobs set status = 'DONE', locked_at = null, last_error = null, result = $3
        where id = $1 and status = 'RUNNING' and attempts = $2`,
      [job.id, job.attempts, result],
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
        where id = $1 and status = 'RUNNING' and attempts = $5`,
      [job.id, dead ? 'DEAD' : 'QUEUED', runAfter, message, job.attempts],
    ),
  );
  return dead ? 'DEAD' : 'QUEUED';
}
