/**
 * Worker scale (`npm run bench:workers`, issue 22): photos published per minute by one worker and
 * by two workers draining the same queue at once, side by side in one run. Each photo is a
 * 4000 x 3000 camera JPEG, uploaded, submitted and accepted first; the clock runs while the
 * workers make its derivatives (staging and publishing). A worker here is one drain of the queue
 * with one lane, as a separate `npm run worker` process would run it; the two share this
 * process's event loop, while sharp's work runs on its own threads.
 */
import os from 'node:os';
import { renderUploadTestJpeg } from '../edge-functions/src/test/test-images.ts';
import { skipSeededJobs, upload } from '../edge-functions/src/test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../edge-functions/src/test/seed-ids.ts';
import { createTestApp } from '../edge-functions/src/test/test-app.ts';
import { silentLogger } from '../edge-functions/src/lib/logger.ts';
import { runPendingJobs } from '../edge-functions/src/worker/run-worker.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 8);

const original = await renderUploadTestJpeg({ width: 4000, height: 3000, withExif: true });
const t = await createTestApp();
await skipSeededJobs(t.db);
const creator = await signedIn(t.app, seedUsers.creator.email);
const admin = await signedIn(t.app, seedUsers.admin.email);

/** Uploads, submits and accepts a batch; their jobs wait in the queue. */
async function queueBatch(label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < PHOTOS; n++) {
    const name = (await upload(creator, original)).body.name;
    const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
      form: { album: seedAlbum(2), filename: name, name: `${label} ${n}`, allow_free: 'false' },
    });
    ids.push(created.body.id);
  }
  await creator.request('POST', '/v1/photos/review', { json: ids });
  for (const id of ids) await admin.request('POST', `/v1/admin/photos/${id}/accept`);
  return ids;
}

async function publishedPerMinute(workers: number, ids: string[]): Promise<number> {
  const started = performance.now();
  const drain = () =>
    runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger, concurrency: 1 });
  await Promise.all(Array.from({ length: workers }, drain));
  const minutes = (performance.now() - started) / 60_000;
  const [row] = await t.db.asService((tx) =>
    tx.query<{ live: number }>(
      `select count(*)::int as live from public.photos where id = any($1::uuid[]) and status = 'ACCEPTED'`,
      [ids],
    ),
  );
  if (row!.live !== ids.length) throw new Error(`${row!.live} of ${ids.length} photos published`);
  return ids.length / minutes;
}

console.log(`cores ${os.cpus().length}, load average before ${os.loadavg()[0]!.toFixed(2)}`);
// A warm-up batch first, so that libvips and the database caches are equally warm for both.
await publishedPerMinute(1, await queueBatch('Warm-up'));
const one = await publishedPerMinute(1, await queueBatch('One worker'));
const two = await publishedPerMinute(2, await queueBatch('Two workers'));
console.log(`${PHOTOS} photos of 4000 x 3000 per batch`);
console.log(`1 worker : ${one.toFixed(1)} photos published per minute (baseline)`);
console.log(
  `2 workers: ${two.toFixed(1)} photos published per minute (${(two / one).toFixed(2)}x)`,
);
console.log(`load average after ${os.loadavg()[0]!.toFixed(2)}`);
await t.close();
