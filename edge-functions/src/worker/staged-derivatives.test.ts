import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import type { Bucket, Storage } from '../ports/storage.ts';
import {
  createPhoto,
  markedShare,
  skipSeededJobs,
  storedFiles,
  uploadableJpeg,
} from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { runPendingJobs, type WorkerDeps } from './run-worker.ts';

/**
 * The single decode: the owner_thumbnail job stages the clean public set in the private bucket,
 * and publishing copies it (stamped when paid) instead of decoding the original again.
 */
let t: TestApp;
let creator: TestClient;
let admin: TestClient;
let anonymous: TestClient;
let worker: WorkerDeps;

beforeAll(async () => {
  t = await createTestApp();
  await skipSeededJobs(t.db);
  [creator, admin] = await Promise.all([
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.admin.email),
  ]);
  anonymous = new TestClient(t.app);
  worker = { db: t.db, storage: t.storage, logger: silentLogger };
});
afterAll(() => t.close());

interface Row {
  status: string;
  original_key: string;
  owner_thumbnail_key: string | null;
  staged_preview_key: string | null;
  thumbnail_key: string | null;
  preview_key: string | null;
  placeholder: string | null;
  dominant_color: string | null;
}

async function photoRow(id: string): Promise<Row> {
  const [row] = await t.db.asService((tx) =>
    tx.query<Row>(
      `select status, original_key, owner_thumbnail_key, staged_preview_key, thumbnail_key,
              preview_key, placeholder, dominant_color
         from public.photos where id = $1`,
      [id],
    ),
  );
  return row!;
}

/** The storage, counting how often each object is read (to see the original decoded once). */
function countingStorage(): { storage: Storage; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const storage: Storage = {
    ...t.storage,
    read: (bucket: Bucket, key: string) => {
      reads.set(`${bucket}/${key}`, (reads.get(`${bucket}/${key}`) ?? 0) + 1);
      return t.storage.read(bucket, key);
    },
  };
  return { storage, reads };
}

async function submitAndAccept(id: string) {
  expect((await creator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(200);
  expect((await admin.request('POST', `/v1/admin/photos/${id}/accept`)).status).toBe(200);
}

/** Files of one photo in a bucket: every stored key that names the photo's id. */
async function filesOf(bucket: Bucket, id: string): Promise<string[]> {
  const files = await storedFiles(t.dataDir, bucket, seedUsers.creator.id);
  return files.filter((file) => file.includes(id));
}

const publicImage = (id: string, fullsize: boolean) =>
  anonymous.get(`/v1/public/photos/${id}/image?fullsize=${fullsize}`);

describe('before review', () => {
  let id: string;
  let row: Row;

  beforeAll(async () => {
    id = await createPhoto(creator, seedAlbum(1), { allow_free: 'false' });
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    row = await photoRow(id);
  });

  it('stages owner thumbnail, clean preview, placeholder and colour privately', async () => {
    expect(row).toMatchObject({
      status: 'UPLOADED',
      owner_thumbnail_key: `${seedUsers.creator.id}/thumbs/${id}.jpg`,
      staged_preview_key: `${seedUsers.creator.id}/previews/${id}.jpg`,
      thumbnail_key: null,
      preview_key: null,
    });
    expect(row.placeholder).toMatch(/^data:image\/jpeg;base64,/);
    expect(row.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    const thumbnail = (await t.storage.read('originals', row.owner_thumbnail_key!))!;
    const preview = (await t.storage.read('originals', row.staged_preview_key!))!;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1600, height: 1200 });
    // Clean even for a paid photo: the watermark is stamped on accept.
    expect(await markedShare(preview, await uploadableJpeg())).toBeLessThan(0.01);
    // The test original carries GPS and a serial number; the staged files carry no metadata.
    for (const file of [thumbnail, preview]) {
      expect(await exifr.parse(file, true)).toBeUndefined();
      expect((await sharp(file).metadata()).exif).toBeUndefined();
    }
  });

  it('puts nothing in the public bucket, and the public image route does not serve the photo', async () => {
    expect(await filesOf('derivatives', id)).toEqual([]);
    for (const fullsize of [false, true])
      expect((await publicImage(id, fullsize)).status).toBe(404);
    // The owner sees the staged thumbnail through the private route.
    const own = await creator.get<Uint8Array>(`/v1/photos/${id}/image`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    expect(await sharp(own.body).metadata()).toMatchObject({ width: 400 });
  });

  it('the owner cannot point the staged preview elsewhere', async () => {
    // The error ends the transaction, so it is caught outside it (both drivers roll back).
    const refused = await t.db
      .asUser({ userId: seedUsers.creator.id, email: 'creator@example.com' }, (tx) =>
        tx.query(`update public.photos set staged_preview_key = 'x.jpg' where id = $1`, [id]),
      )
      .then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    expect(refused).toBe('M1002');
    expect((await photoRow(id)).staged_preview_key).toBe(row.staged_preview_key);
  });

  it('a rejected photo leaves no public file', async () => {
    expect((await creator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(200);
    const rejected = await admin.request('POST', `/v1/admin/photos/${id}/reject`, {
      form: { reason: 'Blurred' },
    });
    expect(rejected.status).toBe(200);
    expect(await runPendingJobs(worker)).toEqual({ done: 0, retried: 0, dead: 0 });
    expect(await filesOf('derivatives', id)).toEqual([]);
    expect((await publicImage(id, true)).status).toBe(404);
  });

  it('deleting the photo removes its staged files too', async () => {
    expect((await creator.request('DELETE', `/v1/photos/${id}`)).status).toBe(200);
    expect(await filesOf('originals', id)).toEqual([]);
  });
});

describe('on accept', () => {
  it('publishes from the staged files: the original is read once, by the staging job', async () => {
    const { storage, reads } = countingStorage();
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'false' });
    // Submitted before the worker came round; accepted once the staging job (which also takes
    // its fingerprint, decision 51) has run; then published from the staged files.
    expect((await creator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(200);
    expect(await runPendingJobs({ ...worker, storage })).toEqual({ done: 1, retried: 0, dead: 0 });
    expect((await admin.request('POST', `/v1/admin/photos/${id}/accept`)).status).toBe(200);
    expect(await runPendingJobs({ ...worker, storage })).toEqual({ done: 1, retried: 0, dead: 0 });
    const row = await photoRow(id);
    expect(row.status).toBe('ACCEPTED');
    expect(reads.get(`originals/${row.original_key}`)).toBe(1);

    // The public preview of a paid photo carries the watermark; the thumbnail is the staged one.
    const preview = await publicImage(id, true);
    expect(preview.status).toBe(200);
    const previewBytes = preview.body as Uint8Array;
    expect(await markedShare(previewBytes, await uploadableJpeg())).toBeGreaterThan(0.02);
    expect(await exifr.parse(previewBytes, true)).toBeUndefined();
    // The thumbnail is the staged one decoded and encoded again, never its stored bytes.
    const thumbnail = (await t.storage.read('derivatives', row.thumbnail_key!))!;
    const staged = (await t.storage.read('originals', row.owner_thumbnail_key!))!;
    expect(Buffer.from(thumbnail).equals(Buffer.from(staged))).toBe(false);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
    // The staged clean preview stays private: the public bucket holds only the image set.
    const set = row.preview_key!.split('/').at(-2);
    const files = await filesOf('derivatives', id);
    expect(files).toHaveLength(13);
    for (const file of files) expect(file).toMatch(new RegExp(`^${id}/${set}/`));
  });

  it('a free photo is published with the clean staged preview, re-encoded', async () => {
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'true' });
    await runPendingJobs(worker);
    await submitAndAccept(id);
    const { storage, reads } = countingStorage();
    expect(await runPendingJobs({ ...worker, storage })).toEqual({ done: 1, retried: 0, dead: 0 });
    const row = await photoRow(id);
    expect(reads.has(`originals/${row.original_key}`)).toBe(false);
    const preview = (await t.storage.read('derivatives', row.preview_key!))!;
    const staged = (await t.storage.read('originals', row.staged_preview_key!))!;
    expect(Buffer.from(preview).equals(Buffer.from(staged))).toBe(false);
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(await markedShare(preview, await uploadableJpeg())).toBeLessThan(0.01);
  });

  it('never publishes a replaced staged file as it is: within its size, without metadata', async () => {
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'true' });
    await runPendingJobs(worker);
    const before = await photoRow(id);
    // As if the staged files had been swapped: the full-size camera JPEG (EXIF, GPS) as the
    // preview, and bytes that are no image at all as the thumbnail.
    await t.storage.put(
      'originals',
      before.staged_preview_key!,
      await uploadableJpeg(),
      'image/jpeg',
    );
    await submitAndAccept(id);
    expect((await runPendingJobs(worker)).dead).toBe(0);
    const row = await photoRow(id);
    expect(row.status).toBe('ACCEPTED');
    const preview = (await t.storage.read('derivatives', row.preview_key!))!;
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(await exifr.parse(preview, true)).toBeUndefined();

    const other = await createPhoto(creator, seedAlbum(1), { allow_free: 'true' });
    await runPendingJobs(worker);
    const staged = await photoRow(other);
    const junk = new TextEncoder().encode('<script>alert(1)</script>');
    await t.storage.put('originals', staged.owner_thumbnail_key!, junk, 'image/jpeg');
    await submitAndAccept(other);
    expect((await runPendingJobs(worker)).dead).toBe(0);
    const published = await photoRow(other);
    const thumbnail = (await t.storage.read('derivatives', published.thumbnail_key!))!;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 400 });
  });

  it('falls back to the original when the staged files are missing', async () => {
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'false' });
    await runPendingJobs(worker);
    const before = await photoRow(id);
    await t.storage.remove('originals', [before.staged_preview_key!]);
    await submitAndAccept(id);
    const { storage, reads } = countingStorage();
    expect(await runPendingJobs({ ...worker, storage })).toEqual({ done: 1, retried: 0, dead: 0 });
    const row = await photoRow(id);
    expect(row.status).toBe('ACCEPTED');
    expect(reads.get(`originals/${row.original_key}`)).toBe(1);
    const preview = (await t.storage.read('derivatives', row.preview_key!))!;
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(await markedShare(preview, await uploadableJpeg())).toBeGreaterThan(0.02);
    expect(await exifr.parse(preview, true)).toBeUndefined();
  });

  it('switching a live photo to free publishes the clean staged preview', async () => {
    const id = await createPhoto(creator, seedAlbum(1), { allow_free: 'false' });
    await runPendingJobs(worker);
    await submitAndAccept(id);
    await runPendingJobs(worker);
    const paid = await photoRow(id);
    const answer = await creator.request('PUT', `/v1/photos/${id}`, {
      form: { free_download: 'true' },
    });
    expect(answer.status).toBe(200);
    const { storage, reads } = countingStorage();
    expect(await runPendingJobs({ ...worker, storage })).toEqual({ done: 1, retried: 0, dead: 0 });
    const free = await photoRow(id);
    expect(reads.has(`originals/${free.original_key}`)).toBe(false);
    expect(free.preview_key).not.toBe(paid.preview_key);
    expect(await t.storage.exists('derivatives', paid.preview_key!)).toBe(false);
    const preview = (await t.storage.read('derivatives', free.preview_key!))!;
    expect(await markedShare(preview, await uploadableJpeg())).toBeLessThan(0.01);
  });
});
