import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { createPhoto, skipSeededJobs, upload, uploadableJpeg } from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runPendingJobs } from '../worker/run-worker.ts';

/**
 * The spec's profile-picture flow: `POST /v1/generic/upload` with nothing but the file, then
 * `POST /v1/profile/update_photos` with the returned name. The public picture is derived from
 * the private upload without its metadata (a camera JPEG carries GPS).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await skipSeededJobs(t.db);
});
afterAll(() => t.close());

const avatarPrefix = 'http://api.test/v1/public/avatars/';

describe('a profile or cover picture from a plain upload', () => {
  it('is accepted and served as a clean, smaller JPEG once the worker made it', async () => {
    const buyer = await signedIn(t.app, seedUsers.buyer.email);
    const uploaded = await upload(buyer, await uploadableJpeg());
    expect(uploaded.status).toBe(201);

    const linked = await buyer.request<{ profile_photo: string; cover_photo: string }>(
      'POST',
      '/v1/profile/update_photos',
      { form: { profile_photo: uploaded.body.name, cover_photo: uploaded.body.name } },
    );
    expect(linked.status).toBe(200);
    const avatarKey = linked.body.profile_photo.slice(avatarPrefix.length);
    expect(avatarKey).toMatch(new RegExp(`^${seedUsers.buyer.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(avatarKey).not.toBe(uploaded.body.name);
    expect(linked.body.cover_photo.startsWith(avatarPrefix)).toBe(true);

    expect(
      (await runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger })).dead,
    ).toBe(0);
    const image = await buyer.get(`/v1/public/avatars/${avatarKey}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = image.body as Uint8Array;
    const meta = await sharp(bytes).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    // The original stays private: its own name is no public picture.
    expect((await buyer.get(`/v1/public/avatars/${uploaded.body.name}`)).status).toBe(404);
  });

  it("refuses another user's upload and an upload that already became a photo (1113)", async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const buyer = await signedIn(t.app, seedUsers.buyer.email);
    const creatorsUpload = await upload(creator, await uploadableJpeg());
    const stolen = await buyer.request('POST', '/v1/profile/update_photos', {
      form: { profile_photo: creatorsUpload.body.name },
    });
    expect([stolen.status, (stolen.body as { code: number }).code]).toEqual([400, 1113]);

    const photoId = await createPhoto(creator, seedAlbum(1), { name: 'Became a photo' });
    const [photo] = await t.db.asService((tx) =>
      tx.query<{ original_key: string }>('select original_key from public.photos where id = $1', [
        photoId,
      ]),
    );
    const reused = await creator.request('POST', '/v1/profile/update_photos', {
      form: { profile_photo: photo!.original_key },
    });
    expect([reused.status, (reused.body as { code: number }).code]).toEqual([400, 1113]);
  });

  it('keeps the purpose=avatar shortcut as it was', async () => {
    const buyer = await signedIn(t.app, seedUsers.buyer.email);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const uploaded = await upload(buyer, new Uint8Array(png), {
      purpose: 'avatar',
      type: 'image/png',
      filename: 'me.png',
    });
    expect(uploaded.status).toBe(201);
    const linked = await buyer.request<{ profile_photo: string }>(
      'POST',
      '/v1/profile/update_photos',
      { form: { profile_photo: uploaded.body.name } },
    );
    expect(linked.body.profile_photo).toBe(`${avatarPrefix}${uploaded.body.name}`);
  });
});
