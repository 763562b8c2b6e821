import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderUploadTestJpeg } from './test-images.ts';
import type { Database } from '../ports/database.ts';
import type { Bucket } from '../ports/storage.ts';
import type { TestClient } from './test-client.ts';
import { runPendingJobs, type WorkerDeps } from '../worker/run-worker.ts';

let goodJpeg: Promise<Uint8Array> | null = null;

/** A 2000 x 1500 camera JPEG with EXIF (and GPS) that passes every upload rule; made once. */
export function uploadableJpeg(): Promise<Uint8Array> {
  goodJpeg ??= renderUploadTestJpeg({ width: 2000, height: 1500, withExif: true });
  return goodJpeg;
}

/** POST /v1/generic/upload as the browser sends it: multipart with field `file`. */
export function upload(
  client: TestClient,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; purpose?: string } = {},
) {
  const form = new FormData();
  if (options.purpose) form.append('purpose', options.purpose);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: options.type ?? 'image/jpeg' });
  form.append('file', blob, options.filename ?? 'photo.jpg');
  return client.request<{ name: string; code?: number }>('POST', '/v1/generic/upload', {
    body: form,
  });
}

/** Uploads and creates a photo in `album`; answers the new photo's id. */
export async function createPhoto(
  client: TestClient,
  album: string,
  fields: Record<string, string> = {},
  bytes?: Uint8Array,
): Promise<string> {
  const uploaded = await upload(client, bytes ?? (await uploadableJpeg()));
  if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  const created = await client.request<{ id: string }>('POST', '/v1/photos', {
    form: { album, filename: uploaded.body.name, name: 'Test photo', tags: 'test', ...fields },
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Every file under `<dataDir>/storage/<bucket>/<folder>` (relative paths), for "nothing stored". */
export async function storedFiles(
  dataDir: string,
  bucket: Bucket,
  folder: string,
): Promise<string[]> {
  const root = path.join(dataDir, 'storage', bucket, folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The share of colour samples in `preview` that differ by more than 24 levels from a plain
 * resize of `original`: about 0 for a clean preview, several percent under a watermark.
 */
export async function markedShare(preview: Uint8Array, original: Uint8Array): Promise<number> {
  const shown = await sharp(preview).raw().toBuffer({ resolveWithObject: true });
  const plain = await sharp(original)
    .resize({ width: shown.info.width, height: shown.info.height, fit: 'fill' })
    .raw()
    .toBuffer();
  let strong = 0;
  for (let i = 0; i < plain.length; i++) if (Math.abs(plain[i]! - shown.data[i]!) > 24) strong++;
  return strong / plain.length;
}

/** Marks the seeded photos' jobs done: the test storage holds no originals for them. */
export async function skipSeededJobs(db: Database): Promise<void> {
  await db.asService((tx) =>
    tx.query(`update public.jobs set status = 'DONE' where payload->>'photo_id' like '10000000-%'`),
  );
}

/**
 * Submitted, fingerprinted by the worker (their owner_thumbnail jobs: a reviewer cannot accept a
 * photo before, 1222) and accepted as the review does it: the trigger queues publish_photo.
 */
export async function acceptThroughReview(worker: WorkerDeps, ...ids: string[]): Promise<void> {
  const moveTo = (status: 'IN_REVIEW' | 'PROCESSING') =>
    worker.db.asService((tx) =>
      tx.query(`update public.photos set status = $2 where id = any($1::uuid[])`, [ids, status]),
    );
  await moveTo('IN_REVIEW');
  await runPendingJobs(worker);
  await moveTo('PROCESSING');
}
