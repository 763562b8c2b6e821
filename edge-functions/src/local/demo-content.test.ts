import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import { seedPhoto } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { claimDemoPhotos, renderDemoContent } from './demo-content.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (id: string) =>
  (
    await t.db.asService((tx) =>
      tx.query<{
        original_key: string;
        owner_thumbnail_key: string | null;
        thumbnail_key: string | null;
        preview_key: string | null;
        file_size: number;
      }>(
        `select original_key, owner_thumbnail_key, thumbnail_key, preview_key, file_size
           from public.photos where id = $1`,
        [id],
      ),
    )
  )[0]!;

describe('demo content on the first local start', () => {
  it('takes every seeded thumbnail job off the queue, published photos first', async () => {
    const photos = await claimDemoPhotos(t.db);
    expect(photos).toHaveLength(44);
    const firstOther = photos.findIndex((photo) => photo.status !== 'ACCEPTED');
    expect(photos.slice(firstOther).every((photo) => photo.status !== 'ACCEPTED')).toBe(true);
    const queued = await t.db.asService((tx) =>
      tx.query(`select 1 from public.jobs where kind = 'owner_thumbnail' and status = 'QUEUED'`),
    );
    expect(queued).toEqual([]);
  });

  it('renders originals with camera EXIF, owner thumbnails, and derivatives for published photos', async () => {
    const published = seedPhoto(18);
    const draft = seedPhoto(16);
    const photos = (await claimDemoPhotos(t.db)).filter((p) => [published, draft].includes(p.id));
    const progress: string[] = [];
    await renderDemoContent(
      { db: t.db, storage: t.storage, logger: silentLogger },
      photos,
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(progress).toEqual(['1/2', '2/2']);

    const live = await row(published);
    const original = (await t.storage.read('originals', live.original_key))!;
    expect(live.file_size).toBe(original.length);
    expect(await exifr.parse(original)).toMatchObject({ Make: 'Canon' });
    expect(live.owner_thumbnail_key).not.toBeNull();
    expect(await t.storage.exists('derivatives', live.preview_key!)).toBe(true);

    const unpublished = await row(draft);
    expect(await t.storage.exists('originals', unpublished.original_key)).toBe(true);
    expect(unpublished.owner_thumbnail_key).not.toBeNull();
    expect(unpublished.preview_key).toBeNull();

    // A later start picks up only what is still missing.
    expect((await claimDemoPhotos(t.db)).map((photo) => photo.id)).not.toContain(published);
    expect(await claimDemoPhotos(t.db)).toHaveLength(42);

    const featured = await new TestClient(t.app).get<{ id: string }[]>(
      '/v1/public/featured_photos',
    );
    expect(featured.body.map((photo) => photo.id)).toEqual([published]);
  });
});
