import { hostname } from 'node:os';
import type { Logger } from '../lib/logger.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import {
  claimJob,
  completeJob,
  defaultQueueTiming,
  failJob,
  renewLease,
  type Job,
  type QueueTiming,
} from './job-queue.ts';
import { fingerprintJobHandlers } from './fingerprint-jobs.ts';
import { photoJobHandlers, type JobHandler } from './photo-jobs.ts';
import { SWEEP_JOB_KIND, sweepStorageJob } from './storage-sweep.ts';
import { startHeartbeatTimer, workerIdentity } from './heartbeat.ts';
import { ALERT_JOB_KIND, checkAlertsJob } from './alert-jobs.ts';
import { DIGEST_JOB_KIND, dailyDigestJob } from './digest-jobs.ts';
import { MAIL_JOB_KIND } from '../ops/job-kinds.ts';
import { sendMailJob } from './mail-jobs.ts';

/**
 * Every job kind the worker runs: media jobs, fingerprints, the storage sweep, alert checks, the
 * digest, and mail (decision 55): one queue, one claim loop.
 */
export const workerJobHandlers: Record<string, JobHandler> = {
  ...photoJobHandlers,
  ...fingerprintJobHandlers,
  [SWEEP_JOB_KIND]: sweepStorageJob,
  [ALERT_JOB_KIND]: checkAlertsJob,
  [DIGEST_JOB_KIND]: dailyDigestJob,
  [MAIL_JOB_KIND]: sendMailJob,
};

export interface WorkerDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  /** The clock (tests move it to make retries due). */
  now?: () => Date;
  timing?: QueueTiming;
  handlers?: Record<string, JobHandler>;
  /** Jobs run at the same time (default 2). */
  concurrency?: number;
  /** The site's public origin, for the rights in public files (PhotoJobDeps). */
  siteUrl?: string;
  /** Sends send_mail jobs; without it (tests of other jobs) they are left in the queue. */
  mail?: MailSender;
}

const DEFAULT_CONCURRENCY = 2;

export interface DrainResult {
  done: number;
  retried: number;
  dead: number;
}

/**
 * Runs every job that is due now until none is left, in `concurrency` lanes. sharp runs each
 * image on one thread here (its default on glibc without jemalloc), so two lanes use both cores
 * of a small host: an owner thumbnail and a publish job of the same upload run side by side.
 * A failing job is re-queued for later, so this always ends.
 */
export async function runPendingJobs(deps: WorkerDeps, signal?: AbortSignal): Promise<DrainResult> {
  const now = deps.now ?? (() => new Date());
  const timing = deps.timing ?? defaultQueueTiming;
  const handlers = deps.handlers ?? workerJobHandlers;
  const kinds = Object.keys(handlers).filter((kind) => kind !== MAIL_JOB_KIND || deps.mail);
  const result: DrainResult = { done: 0, retried: 0, dead: 0 };

  async function lane() {
    while (!signal?.aborted) {
      const job = await claimJob(deps.db, now(), timing, kinds);
      if (!job) return;
      const started = performance.now();
      const stopHeartbeat = startHeartbeat(deps, job, now, timing);
      try {
        let report: Record<string, number> | void;
        try {
          report = await handlers[job.kind]!(
            { db: deps.db, storage: deps.storage, siteUrl: deps.siteUrl, mail: deps.mail },
            job.payload,
          );
        } finally {
          await stopHeartbeat();
        }
        await completeJob(deps.db, job, report || null);
        result.done++;
        // A job that counts what it did (the storage sweep) says so at info level.
        deps.logger[report ? 'info' : 'debug']('job done', {
          id: job.id,
          kind: job.kind,
          ms: Math.round(performance.now() - started),
          ...report,
        });
      } catch (error) {
        const status = await failJob(deps.db, job, error, now(), timing);
        if (status === 'DEAD') result.dead++;
        else result.retried++;
        deps.logger.warn('job failed', {
          id: job.id,
          kind: job.kind,
          attempt: job.attempts,
          status,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  await Promise.all(Array.from({ length: deps.concurrency ?? DEFAULT_CONCURRENCY }, lane));
  return result;
}

/**
 * Renews the job's lease every `heartbeatMs` while its handler runs, so a long job keeps it and
 * a dead worker's job is free again within `leaseMs`. A renewal that finds the job claimed by
 * another worker (this one stalled past its lease) is logged; the fenced completeJob/failJob
 * then leave the row to the new claim. Answers a stop function that waits for a renewal in flight.
 */
function startHeartbeat(
  deps: WorkerDeps,
  job: Job,
  now: () => Date,
  timing: QueueTiming,
): () => Promise<void> {
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = inFlight.then(async () => {
      try {
        if (!(await renewLease(deps.db, job, now()))) {
          deps.logger.warn('job lease lost', { id: job.id, kind: job.kind, attempt: job.attempts });
        }
      } catch (error) {
        deps.logger.warn('job heartbeat failed', {
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    });
  }, timing.heartbeatMs);
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}

export interface WorkerLoopOptions extends WorkerDeps {
  signal: AbortSignal;
  /** Wait between polls when there was nothing to do. */
  pollIntervalMs?: number;
  /**
   * Extra work for each round (the hosts pass the schedulers that queue the sweep, alert and
   * digest jobs): called after the jobs, errors logged and survived like a job's.
   */
  afterRound?: Array<() => Promise<unknown>>;
  /** After a round that finished, retried or gave up a job (the host forgets cached answers). */
  afterJobs?: () => void;
  /** How often the worker's heartbeat row is renewed (worker/heartbeat.ts). */
  heartbeatMs?: number;
}

/** The worker loop: drain, run the extra tasks, sleep; ends soon after `signal` aborts. */
export async function runWorker(options: WorkerLoopOptions): Promise<void> {
  const { signal, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  logger.info('media worker started', {
    kinds: Object.keys(options.handlers ?? workerJobHandlers),
  });
  // Beside the loop, not in it: a long job must not look like a dead worker (Health tab, alerts).
  const host = hostname();
  const stopBeating = startHeartbeatTimer(options.db, {
    workerId: workerIdentity(host, process.pid),
    host,
    now: options.now ?? (() => new Date()),
    everyMs: options.heartbeatMs,
    onError: (error) =>
      logger.warn('worker heartbeat failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  while (!signal.aborted) {
    let busy = false;
    try {
      const round = await runPendingJobs(options, signal);
      busy = round.done + round.retried + round.dead > 0;
      if (busy) options.afterJobs?.();
    } catch (error) {
      // The database may be briefly unreachable; keep polling rather than die.
      logger.error('worker round failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    for (const task of options.afterRound ?? []) {
      try {
        await task();
      } catch (error) {
        logger.error('worker task failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    if (!busy) await sleep(pollIntervalMs, signal);
  }
  await stopBeating();
  logger.info('media worker stopped');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
