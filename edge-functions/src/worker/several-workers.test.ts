import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { defaultQueueTiming } from './job-queue.ts';
import { runPendingJobs } from './run-worker.ts';

/**
 * Several workers on one queue (issue 22, worker scale): three drain it at once, each with two
 * lanes, on the same database (separate connections on a server). Every job runs exactly once.
 */
const KIND = 'several_workers_test';
const JOBS = 36;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('three workers draining one queue at once run every job exactly once', async () => {
  await t.db.asService((tx) =>
    tx.query(
      `insert into public.jobs (kind, payload)
       select $1, jsonb_build_object('n', n) from generate_series(1, $2) as n`,
      [KIND, JOBS],
    ),
  );
  const runs: { worker: number; n: number }[] = [];
  const worker = (id: number) =>
    runPendingJobs({
      db: t.db,
      storage: t.storage,
      logger: silentLogger,
      timing: defaultQueueTiming,
      concurrency: 2,
      handlers: {
        [KIND]: async (_deps, payload) => {
          runs.push({ worker: id, n: Number(payload.n) });
          // Long enough that the other workers claim while this one is busy.
          await new Promise((resolve) => setTimeout(resolve, 15));
        },
      },
    });

  const drained = await Promise.all([worker(1), worker(2), worker(3)]);

  const numbers = runs.map((run) => run.n).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: JOBS }, (_, i) => i + 1));
  expect(drained.reduce((sum, result) => sum + result.done, 0)).toBe(JOBS);
  expect(new Set(runs.map((run) => run.worker)).size).toBe(3);
  const states = await t.db.asService((tx) =>
    tx.query<{ status: string; attempts: number; count: number }>(
      `select status, attempts, count(*)::int as count from public.jobs where kind = $1
        group by status, attempts`,
      [KIND],
    ),
  );
  expect(states).toEqual([{ status: 'DONE', attempts: 1, count: JOBS }]);
});
