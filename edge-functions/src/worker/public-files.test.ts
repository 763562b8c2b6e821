import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { createPhoto, skipSeededJobs, storedFiles } from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
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
  await t.db.asService(async (tx) => {
    await tx.query(`update public.photos set status = 'IN_REVIEW' where id = $1`, [id]);
    await tx.query(`update public.photos set status = 'PROCESSING' where id = $1`, [id]);
  });
  await runPendingJobs(worker);
  return id;
}

async function publicFiles(photoId: string): Promise<string[]> {
  return storedFiles(t.dataDir, 'derivatives', `${seedUsers.creator.id}/${photoId}`);
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
    expect(await publicFiles(id)).toHaveLength(2);

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
    expect(await publicFiles(id)).toHaveLength(2);

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
    expect(await publicFiles(id)).toHaveLength(2);
    expect((await keys(id)).thumbnail_key).not.toBeNull();
  });
});
