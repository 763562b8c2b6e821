import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { markedShare, skipSeededJobs, upload, uploadableJpeg } from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { runPendingJobs } from '../worker/run-worker.ts';
import { renderDemoPhoto } from '../local/demo-images.ts';
import { TEST_CAMERA, uploadableCopyOf } from '../test/test-images.ts';

const NINE_ARCHES = {
  seed: 'Nine Arches Bridge',
  title: 'Nine Arches Bridge',
  tags: ['ella'],
  width: 1800,
  height: 1200,
  camera: TEST_CAMERA,
};

/**
 * The whole pipeline as people live it: a creator uploads and submits, a reviewer accepts, the
 * worker publishes, and a visitor sees the photo on the home page and its preview.
 */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, seedUsers.admin.email);
  await skipSeededJobs(t.db);
});
afterAll(() => t.close());

async function uploadSubmitAcceptPublish(
  creator: TestClient,
  album: string,
  allowFree: boolean,
  original: Uint8Array,
) {
  const uploaded = await upload(creator, original);
  expect(uploaded.status).toBe(201);
  const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
    form: {
      album,
      filename: uploaded.body.name,
      name: 'Nine Arches Bridge in the mist',
      tags: 'ella,bridge,train',
      description: 'The blue train crosses the bridge at 9 am.',
      allow_free: String(allowFree),
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await creator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(200);
  // The worker stages and fingerprints it; until then it would wait in review (decision 51).
  await runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger });

  // Not public while in review.
  expect((await creator.get(`/v1/public/photos/${id}/image?fullsize=true`)).status).toBe(404);

  const queue = await admin.get<{ id: string }[]>('/v1/admin/review_queue');
  expect(queue.body.map((row) => row.id)).toContain(id);
  expect((await admin.request('POST', `/v1/admin/photos/${id}/accept`)).status).toBe(200);
  await runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger });

  const mine = await creator.get<{ status: string; public_urls: { full: string } | null }>(
    `/v1/photos/${id}`,
  );
  expect(mine.body.status).toBe('ACCEPTED');
  // The preview's URL is its image set's own file, named by a hash of the set's bytes.
  expect(mine.body.public_urls?.full).toMatch(
    new RegExp(
      `^http://api\\.test/v1/public/derivatives/[0-9a-f-]{36}/${id}/[0-9a-f]{16}/\\d+\\.jpg$`,
    ),
  );
  return { id, original };
}

describe('from upload to the home page', () => {
  it("a new creator's free photo is published with a clean preview and featured", async () => {
    const newcreator = await signedIn(t.app, seedUsers.newCreator.email);
    const { id, original } = await uploadSubmitAcceptPublish(
      newcreator,
      seedAlbum(7),
      true,
      await uploadableJpeg(),
    );

    const visitor = new TestClient(t.app);
    const preview = await visitor.get<Uint8Array>(`/v1/public/photos/${id}/image?fullsize=true`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(preview.body).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect(await markedShare(preview.body, original)).toBeLessThan(0.01);
    // Not the original: public images are derivatives only.
    expect(preview.body.length).not.toBe(original.length);

    const featured = await visitor.get<{ id: string }[]>('/v1/public/featured_photos');
    expect(featured.body.map((photo) => photo.id)).toContain(id);
  });

  it("a verified creator's paid photo is published with a watermarked preview", async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const { id, original } = await uploadSubmitAcceptPublish(
      creator,
      seedAlbum(2),
      false,
      // Another picture: the same one as the new creator's would be refused as a copy (1223).
      await uploadableCopyOf(await renderDemoPhoto(NINE_ARCHES)),
    );
    const preview = await creator.get<Uint8Array>(`/v1/public/photos/${id}/image?fullsize=true`);
    expect(preview.status).toBe(200);
    expect(await markedShare(preview.body, original)).toBeGreaterThan(0.02);
    const thumbnail = await creator.get<Uint8Array>(`/v1/public/photos/${id}/image?fullsize=false`);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ width: 400 });
  });
});
