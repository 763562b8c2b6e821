/**
 * Upload pipeline benchmark (`npm run bench:upload`): a 24-megapixel camera JPEG with EXIF, from
 * the upload request to published derivatives (the worker's jobs done), against the time sharp
 * alone needs to decode and resize the same file. Goal: within 1.5x of that baseline.
 */
import sharp from 'sharp';
import { createLogger } from '../edge-functions/src/lib/logger.ts';
import { renderUploadTestJpeg } from '../edge-functions/src/test/test-images.ts';
import { skipSeededJobs, upload } from '../edge-functions/src/test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../edge-functions/src/test/seed-ids.ts';
import { createTestApp } from '../edge-functions/src/test/test-app.ts';
import { runPendingJobs, runWorker } from '../edge-functions/src/worker/run-worker.ts';

// `-- --network`: the same original over a bad mobile link, resumable beside multipart.
if (process.argv.includes('--network')) await import('./upload-network.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const original = await renderUploadTestJpeg({ width: 6000, height: 4000, withExif: true });
console.log(`original: 6000 x 4000, ${(original.length / 1024 / 1024).toFixed(1)} MB, with EXIF`);

// Baseline: one decode of the original and one resize to the preview size, nothing else.
const baseline: number[] = [];
for (let run = 0; run < RUNS + 1; run++) {
  const ms = await time(() =>
    sharp(original)
      .resize({ width: 1600, height: 1600, fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer(),
  );
  if (run > 0) baseline.push(ms); // the first run warms libvips up
}

const t = await createTestApp();
await skipSeededJobs(t.db);
const creator = await signedIn(t.app, seedUsers.creator.email);
const admin = await signedIn(t.app, seedUsers.admin.email);
// The worker's own "job done" lines give each job's time (claim and completion not included).
const jobMs: Record<string, number[]> = {};
let counting = false;
const logger = createLogger('debug', (line) => {
  const entry = JSON.parse(line) as { msg: string; kind?: string; ms?: number };
  if (counting && entry.msg === 'job done' && entry.kind && entry.ms !== undefined)
    (jobMs[entry.kind] ??= []).push(entry.ms);
});
const worker = { db: t.db, storage: t.storage, logger };

const pipeline: number[] = [];
const steps: Record<string, number[]> = { upload: [], create: [], review: [], jobs: [] };
for (let run = 0; run < RUNS + 1; run++) {
  let id = '';
  const lap = async (step: string, fn: () => Promise<unknown>) => {
    const ms = await time(fn);
    if (run > 0) steps[step]!.push(ms);
  };
  const total = await time(async () => {
    let name = '';
    await lap('upload', async () => {
      name = (await upload(creator, original)).body.name;
    });
    await lap('create', async () => {
      const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
        form: { album: seedAlbum(2), filename: name, name: `Bench ${run}`, allow_free: 'false' },
      });
      id = created.body.id;
    });
    await lap('review', async () => {
      await creator.request('POST', '/v1/photos/review', { json: [id] });
      await admin.request('POST', `/v1/admin/photos/${id}/accept`);
    });
    counting = run > 0;
    await lap('jobs', () => runPendingJobs(worker));
    counting = false;
  });
  const [row] = await t.db.asService((tx) =>
    tx.query<{ status: string }>('select status from public.photos where id = $1', [id]),
  );
  if (row?.status !== 'ACCEPTED') throw new Error(`run ${run}: photo is ${row?.status}`);
  if (run > 0) pipeline.push(total);
}
// The same pipeline with the worker running all along, as in production: the owner thumbnail is
// made while submit and accept happen, and the clock stops when the photo is ACCEPTED.
async function photoColumn(id: string, column: 'status' | 'staged_preview_key') {
  const [row] = await t.db.asService((tx) =>
    tx.query<{ value: string | null }>(
      `select ${column} as value from public.photos where id = $1`,
      [id],
    ),
  );
  return row?.value ?? null;
}
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
const live: number[] = [];
const afterAccept: number[] = [];
const stop = new AbortController();
const loop = runWorker({ ...worker, signal: stop.signal, pollIntervalMs: 5 });
for (let run = 0; run < RUNS + 1; run++) {
  const ms = await time(async () => {
    const name = (await upload(creator, original)).body.name;
    const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
      form: { album: seedAlbum(2), filename: name, name: `Live ${run}`, allow_free: 'false' },
    });
    const id = created.body.id;
    await creator.request('POST', '/v1/photos/review', { json: [id] });
    await admin.request('POST', `/v1/admin/photos/${id}/accept`);
    const accepted = performance.now();
    while ((await photoColumn(id, 'status')) !== 'ACCEPTED') await pause();
    if (run > 0) afterAccept.push(performance.now() - accepted);
  });
  if (run > 0) live.push(ms);
}
// As reviews happen in real life, long after the upload: the staging job has finished before
// the accept, so the reviewer waits only for publishing (copy, and the stamp of a paid preview).
const publishOnly: number[] = [];
for (let run = 0; run < RUNS + 1; run++) {
  const name = (await upload(creator, original)).body.name;
  const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
    form: { album: seedAlbum(2), filename: name, name: `Later ${run}`, allow_free: 'false' },
  });
  const id = created.body.id;
  while (!(await photoColumn(id, 'staged_preview_key'))) await pause();
  await creator.request('POST', '/v1/photos/review', { json: [id] });
  const ms = await time(async () => {
    await admin.request('POST', `/v1/admin/photos/${id}/accept`);
    while ((await photoColumn(id, 'status')) !== 'ACCEPTED') await pause();
  });
  if (run > 0) publishOnly.push(ms);
}
stop.abort();
await loop;
await t.close();

const base = median(baseline);
const full = median(pipeline);
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
console.log(`runs: ${RUNS} (after one warm-up each)`);
console.log(`baseline (sharp decode + resize to 1600 px): median ${fmt(base)}`);
console.log(`pipeline (upload -> derivatives ready):      median ${fmt(full)}`);
for (const [step, values] of Object.entries(steps))
  console.log(`  ${step.padEnd(7)} median ${fmt(median(values))}`);
for (const [kind, values] of Object.entries(jobMs))
  console.log(`    ${kind.padEnd(16)} median ${fmt(median(values))}`);
console.log(`ratio: ${(full / base).toFixed(2)}x (goal: at most 1.5x)`);
console.log(`with the worker running all along:           median ${fmt(median(live))}`);
console.log(`ratio: ${(median(live) / base).toFixed(2)}x`);
console.log(
  `  of which accept -> ACCEPTED (the wait a reviewer sees): median ${fmt(median(afterAccept))}`,
);
console.log(
  `accept -> ACCEPTED when the staging job finished before the accept: median ${fmt(median(publishOnly))}`,
);
