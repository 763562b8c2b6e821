import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTwentyMegabyteJpeg } from '../test/test-images.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * Server mode (issue 18): the separate worker (`npm run worker`, worker-main.ts) is killed with
 * SIGKILL while it publishes accepted photos; a worker started again finishes them once the
 * killed one's lease lapsed (2 s here, JOB_LEASE_SECONDS), not after minutes. Needs a Postgres
 * server (TEST_DATABASE_URL): the embedded database cannot be shared with another process.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LEASE_SECONDS = 2;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a killed worker', () => {
  let database: TestDatabase;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-worker-crash-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function startWorker(): ChildProcess {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'edge-functions/src/local/worker-main.ts')],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          JOB_LEASE_SECONDS: String(LEASE_SECONDS),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(child);
    return child;
  }

  const query = <T>(sql: string) => database.db.asService((tx) => tx.query<T>(sql));

  it('leaves its jobs to the next worker within the lease', async () => {
    // The photos under review (four in the seed), with originals large enough to take a while to decode; their
    // staging jobs are taken off the queue, so publishing decodes the original.
    const photos = await query<{ id: string; original_key: string }>(
      `select id, original_key from public.photos where status = 'IN_REVIEW' order by id`,
    );
    expect(photos.length).toBeGreaterThanOrEqual(2);
    const storage = createDiskStorage(path.join(dataDir, 'storage'));
    const original = await renderTwentyMegabyteJpeg();
    for (const photo of photos) {
      await storage.put('originals', photo.original_key, new Uint8Array(original), 'image/jpeg');
    }
    await query(`update public.jobs set status = 'DONE' where status = 'QUEUED'`);

    const first = startWorker();
    // The admin accepts them all (the trigger queues publish_photo).
    await query(`update public.photos set status = 'PROCESSING' where status = 'IN_REVIEW'`);
    // SIGKILL as soon as the worker holds a publish job (not the storage sweep it queues itself).
    await expect
      .poll(
        async () =>
          (
            await query(
              `select 1 from public.jobs where status = 'RUNNING' and kind = 'publish_photo'`,
            )
          ).length > 0,
        { timeout: 30_000, interval: 10 },
      )
      .toBe(true);
    first.kill('SIGKILL');
    await once(first, 'exit');
    const stranded = await query<{ id: number }>(
      `select id from public.jobs where status = 'RUNNING' and kind = 'publish_photo'`,
    );
    expect(stranded.length).toBeGreaterThan(0);

    const restarted = Date.now();
    const second = startWorker();
    await expect
      .poll(
        async () =>
          (
            await query<{ status: string }>(
              `select status from public.photos where id in (${photos.map((p) => `'${p.id}'`).join(',')})`,
            )
          ).every((row) => row.status === 'ACCEPTED'),
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    // Within the lease plus the worker's start and the decodes, far from the old 10 minutes.
    expect(Date.now() - restarted).toBeLessThan((LEASE_SECONDS + 25) * 1000);
    const retaken = await query<{ attempts: number; status: string }>(
      `select attempts, status from public.jobs
        where id in (${stranded.map((job) => job.id).join(',')})`,
    );
    for (const job of retaken) expect(job).toEqual({ attempts: 2, status: 'DONE' });

    second.kill('SIGTERM');
    await once(second, 'exit');
  }, 120_000);
});
