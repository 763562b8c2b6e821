import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  claimJob,
  completeJob,
  defaultQueueTiming,
  requeueRunningJobs,
  type QueueTiming,
} from './job-queue.ts';
import { runPendingJobs } from './run-worker.ts';
import type { JobHandler } from './photo-jobs.ts';

/** Leases, heartbeats, restarts and giving up, on a job kind of the test's own. */
const KIND = 'lease_test';
const lease: QueueTiming = { ...defaultQueueTiming, leaseMs: 30_000, heartbeatMs: 10_000 };

interface JobState {
  id: number;
  status: string;
  attempts: number;
  locked_at: Date | null;
  last_error: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.asService((tx) => tx.query(`delete from public.jobs where kind = $1`, [KIND]));
});

const now = () => new Date(Date.now() + t.clock.offsetMs);

async function queueJob(fields: { status?: string; attempts?: number } = {}): Promise<number> {
  const status = fields.status ?? 'QUEUED';
  const [row] = await t.db.asService((tx) =>
    tx.query<{ id: number }>(
      `insert into public.jobs (kind, payload, status, attempts, locked_at)
       values ($1, '{}', $2::public.job_status, $3, $4) returning id`,
      [KIND, status, fields.attempts ?? 0, status === 'RUNNING' ? now() : null],
    ),
  );
  return row!.id;
}

async function jobState(id: number): Promise<JobState> {
  const [row] = await t.db.asService((tx) =>
    tx.query<JobState>(
      `select id, status, attempts, locked_at, last_error from public.jobs where id = $1`,
      [id],
    ),
  );
  return row!;
}

function worker(handler: JobHandler, timing: QueueTiming = lease) {
  return {
    db: t.db,
    storage: t.storage,
    logger: silentLogger,
    now,
    timing,
    handlers: { [KIND]: handler },
    concurrency: 1,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('leases', () => {
  it('claims a job again once its lease lapsed, and ignores the first claim after that', async () => {
    const id = await queueJob();
    const first = (await claimJob(t.db, now(), lease, [KIND]))!;
    expect(first).toMatchObject({ id, attempts: 1 });

    // Within the lease nobody else gets it.
    t.clock.advance(lease.leaseMs - 1000);
    expect(await claimJob(t.db, now(), lease, [KIND])).toBeNull();

    // The worker died: no heartbeat, the lease lapses, the next claim is attempt 2.
    t.clock.advance(2000);
    const second = (await claimJob(t.db, now(), lease, [KIND]))!;
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await jobState(id)).toMatchObject({
      status: 'RUNNING',
      attempts: 2,
      last_error: 'The worker stopped during attempt 1 (its lease lapsed)',
    });

    // A stalled first worker that wakes up cannot finish the job under the new claim.
    await completeJob(t.db, first);
    expect((await jobState(id)).status).toBe('RUNNING');
    await completeJob(t.db, second);
    expect(await jobState(id)).toMatchObject({ status: 'DONE', attempts: 2, last_error: null });
  });

  it('keeps a long job its lease through heartbeats', async () => {
    // Real time here: the heartbeat is a timer. A 600 ms lease renewed every 150 ms.
    const short: QueueTiming = { ...lease, leaseMs: 600, heartbeatMs: 150 };
    const id = await queueJob();
    let stolen = 0;
    const run = runPendingJobs(
      worker(async () => {
        // Another worker polls the whole time, well past the lease.
        for (let i = 0; i < 8; i++) {
          await sleep(250);
          if (await claimJob(t.db, now(), short, [KIND])) stolen++;
        }
      }, short),
    );
    expect(await run).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(stolen).toBe(0);
    expect(await jobState(id)).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('loses a long job without heartbeats (the test above is not vacuous)', async () => {
    const noHeartbeat: QueueTiming = { ...lease, leaseMs: 600, heartbeatMs: 60_000 };
    const id = await queueJob();
    let stolen = 0;
    const run = runPendingJobs(
      worker(async () => {
        await sleep(900);
        if (await claimJob(t.db, now(), noHeartbeat, [KIND])) stolen++;
      }, noHeartbeat),
    );
    await run;
    expect(stolen).toBe(1);
    // The first worker's completion did not overwrite the second claim.
    expect(await jobState(id)).toMatchObject({ status: 'RUNNING', attempts: 2 });
  });
});

describe('embedded start', () => {
  it('puts RUNNING jobs back in the queue at once, and runs them', async () => {
    const running = await queueJob({ status: 'RUNNING', attempts: 1 });
    const queued = await queueJob();
    // Without the restart the fresh lease would hold the job for 30 s.
    expect((await claimJob(t.db, now(), lease, [KIND]))!.id).toBe(queued);
    await completeJob(t.db, { id: queued, kind: KIND, payload: {}, attempts: 1, max_attempts: 5 });

    expect(await requeueRunningJobs(t.db)).toEqual({ queued: 1, dead: 0 });
    expect(await jobState(running)).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      locked_at: null,
      last_error: 'The process stopped during attempt 1',
    });
    const ran: number[] = [];
    expect(await runPendingJobs(worker(async () => void ran.push(1)))).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(await jobState(running)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('ends DEAD a RUNNING job that had used its last attempt', async () => {
    const id = await queueJob({ status: 'RUNNING', attempts: 5 });
    expect(await requeueRunningJobs(t.db)).toEqual({ queued: 0, dead: 1 });
    expect(await jobState(id)).toMatchObject({
      status: 'DEAD',
      last_error: 'The process stopped during attempt 5; no attempts left',
    });
  });
});

describe('giving up', () => {
  it('counts attempts and ends DEAD with the error, listed in the admin jobs panel', async () => {
    const id = await queueJob();
    const failing = worker(() => Promise.reject(new Error('decoder exploded')));
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await runPendingJobs(failing)).toEqual({ done: 0, retried: 1, dead: 0 });
      expect(await jobState(id)).toMatchObject({ status: 'QUEUED', attempts: attempt });
      t.clock.advance(60 * 60_000);
    }
    expect(await runPendingJobs(failing)).toEqual({ done: 0, retried: 0, dead: 1 });
    expect(await jobState(id)).toMatchObject({
      status: 'DEAD',
      attempts: 5,
      last_error: 'decoder exploded',
    });

    const admin = await signedIn(t.app, seedUsers.admin.email);
    const listed = await admin.get<{ id: number; last_error: string; attempts: number }[]>(
      '/v1/admin/jobs?status=DEAD',
    );
    expect(listed.body.find((job) => job.id === id)).toMatchObject({
      attempts: 5,
      last_error: 'decoder exploded',
    });
  });

  it('ends DEAD a job whose worker dies on every attempt', async () => {
    const id = await queueJob();
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Claimed, then the worker is killed: the lease lapses without a heartbeat.
      expect(await claimJob(t.db, now(), lease, [KIND])).toMatchObject({ id, attempts: attempt });
      t.clock.advance(lease.leaseMs + 1000);
    }
    expect(await claimJob(t.db, now(), lease, [KIND])).toBeNull();
    expect(await jobState(id)).toMatchObject({
      status: 'DEAD',
      attempts: 5,
      locked_at: null,
      last_error: 'The worker stopped during attempt 5 (its lease lapsed); no attempts left',
    });
  });
});
