import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import {
  acceptThroughReview,
  createPhoto,
  skipSeededJobs,
  storedFiles,
} from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
import { queueImageBackfill } from './photo-jobs.ts';
import { runPendingJobs, type WorkerDeps } from './run-worker.ts';

/**
 * A photo's public thumbnail and preview leave the public bucket when the photo stops being
 * public: unpublished by its owner or an admin, or its album deleted.
 */
let t: TestApp;
let creator: TestClient;
let worker: WorkerDeps;

beforeAll(async () => {
  t = await createTestApp();
  creator = await signedIn(t.app, seedUsers.creator.email);
  await skipSeededJobs(t.db);
  worker = { db: t.db, storage: t.storage, logger: silentLogger };
});
afterAll(() => t.close());

/** Uploaded, reviewed and published by the worker, as in the real flow. */
async function livePhoto(album: string, name: string): Promise<string> {
  const id = await createPhoto(creator, album, { name });
  await acceptThroughReview(worker, id);
  await runPendingJobs(worker);
  return id;
}

async function publicFiles(photoId: string): Promise<string[]> {
  return storedFiles(t.dataDir, 'derivatives', `${seedUsers.creator.id}/${photoId}`);
}

/** The clean thumbnail and 4 widths x 3 formats: what a 1600 x 1200 test photo publishes. */
const SET_FILES = [
  'thumb.jpg',
  ...[400, 800, 1200, 1600].flatMap((w) => ['avif', 'webp', 'jpg'].map((f) => `${w}.${f}`)),
].sort();

async function expectWholeSet(photoId: string) {
  const files = await publicFiles(photoId);
  const folder = files[0]!.split('/')[0]!;
  expect(folder).toMatch(/^[0-9a-f]{16}$/);
  expect(files.map((file) => file.replace(`${folder}/`, '')).sort()).toEqual(SET_FILES);
}

async function keys(photoId: string) {
  const [row] = await t.db.asService((tx) =>
    tx.query<{ status: string; thumbnail_key: string | null; preview_key: string | null }>(
      'select status, thumbnail_key, preview_key from public.photos where id = $1',
      [photoId],
    ),
  );
  return row!;
}

describe('public files follow the photo out of sight', () => {
  it('removes them when the owner unpublishes the photo, once, and again changes nothing', async () => {
    const id = await livePhoto(seedAlbum(1), 'Leaves when unpublished');
    await expectWholeSet(id);

    const answer = await creator.request('POST', `/v1/photos/${id}/unpublish`);
    expect(answer.status).toBe(200);
    const result = await runPendingJobs(worker);
    expect(result.dead).toBe(0);
    expect(await publicFiles(id)).toEqual([]);
    expect(await keys(id)).toEqual({
      status: 'UNPUBLISHED',
      thumbnail_key: null,
      preview_key: null,
    });

    // The job runs again (a retry, a duplicate): nothing fails, nothing changes.
    await t.db.asService((tx) =>
      tx.query(`select app_private.enqueue_job('remove_public_files', $1, 'again:' || $2)`, [
        { photo_id: id },
        id,
      ]),
    );
    expect((await runPendingJobs(worker)).dead).toBe(0);
    expect(await publicFiles(id)).toEqual([]);
  });

  it('removes them when the album is deleted', async () => {
    const album = await creator.request<{ id: string }>('POST', '/v1/albums', {
      form: { name: 'Album that goes away', description: '' },
    });
    expect(album.status).toBe(201);
    const id = await livePhoto(album.body.id, 'Leaves with its album');
    await expectWholeSet(id);

    expect((await creator.request('DELETE', `/v1/albums/${album.body.id}`)).status).toBe(200);
    await runPendingJobs(worker);
    expect(await publicFiles(id)).toEqual([]);
    expect(await keys(id)).toMatchObject({ thumbnail_key: null, preview_key: null });
  });

  it('keeps the files of a photo that is still public', async () => {
    const id = await livePhoto(seedAlbum(1), 'Stays public');
    await t.db.asService((tx) =>
      tx.query(`select app_private.enqueue_job('remove_public_files', $1, 'stray:' || $2)`, [
        { photo_id: id },
        id,
      ]),
    );
    await runPendingJobs(worker);
    await expectWholeSet(id);
    expect((await keys(id)).thumbnail_key).not.toBeNull();
  });

  it('the backfill gives a photo published before the image sets its set, once', async () => {
    const id = await livePhoto(seedAlbum(1), 'Published before the sets');
    // As such a photo is: one JPEG thumbnail and one preview under the old names.
    const old = await keys(id);
    const folder = `${seedUsers.creator.id}/${id}`;
    const legacy = {
      thumbnail: `${folder}/0123456789abcdef-thumb.jpg`,
      preview: `${folder}/fedcba9876543210-preview.jpg`,
    };
    await t.storage.put(
      'derivatives',
      legacy.thumbnail,
      (await t.storage.read('derivatives', old.thumbnail_key!))!,
      'image/jpeg',
    );
    await t.storage.put(
      'derivatives',
      legacy.preview,
      (await t.storage.read('derivatives', old.preview_key!))!,
      'image/jpeg',
    );
    await t.storage.remove(
      'derivatives',
      (await publicFiles(id)).filter((f) => f.includes('/')).map((f) => `${folder}/${f}`),
    );
    await t.db.asService((tx) =>
      tx.query(`update public.photos set thumbnail_key = $2, preview_key = $3 where id = $1`, [
        id,
        legacy.thumbnail,
        legacy.preview,
      ]),
    );
    expect((await publicFiles(id)).sort()).toEqual([
      '0123456789abcdef-thumb.jpg',
      'fedcba9876543210-preview.jpg',
    ]);

    await queueImageBackfill(t.db);
    // The backfill, then the refresh it queued.
    expect(await runPendingJobs(worker)).toEqual({ done: 2, retried: 0, dead: 0 });
    await expectWholeSet(id); // the old files are gone, the set is there
    const after = await keys(id);
    expect(after).toMatchObject({
      status: 'ACCEPTED',
      thumbnail_key: old.thumbnail_key,
      preview_key: old.preview_key,
    });

    // Run again: nothing left to convert, nothing changes.
    await queueImageBackfill(t.db);
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(await keys(id)).toEqual(after);
    await expectWholeSet(id);
  });
});
