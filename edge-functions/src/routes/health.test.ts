import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoCard } from '../contract/photo.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
});
afterAll(() => t.close());

/** Gives some seeded photos public derivative keys, as the worker would after review. */
async function publish(where: string): Promise<string[]> {
  const rows = await t.db.asService((tx) =>
    tx.query<{ id: string }>(
      `update public.photos set thumbnail_key = owner_id || '/' || id || '/thumb.jpg',
                                preview_key = owner_id || '/' || id || '/preview.jpg'
        where ${where} returning id`,
    ),
  );
  return rows.map((row) => row.id);
}

describe('GET /v1/health', () => {
  it('answers ok once the database answers', async () => {
    const answer = await client.get('/v1/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});

describe('GET /v1/public/featured_photos', () => {
  it('shows seeded live photos with their uploader and public image URLs', async () => {
    const live = await publish(`status = 'ACCEPTED'`);
    expect(live.length).toBeGreaterThan(10);

    const answer = await client.get<PhotoCard[]>('/v1/public/featured_photos');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(10);
    for (const photo of answer.body) {
      expect(live).toContain(photo.id);
      expect(photo.name.length).toBeGreaterThan(0);
      expect(photo.width).toBeGreaterThan(0);
      expect(photo.uploader.first_name.length).toBeGreaterThan(0);
      // Each URL names its image's version (a hash of the stored key), for long caching.
      expect(photo.public_urls.thumbnail).toMatch(
        new RegExp(
          `^http://api\\.test/v1/public/photos/${photo.id}/image\\?fullsize=false&v=[0-9a-f]{12}$`,
        ),
      );
      expect(photo.public_urls.full).toMatch(/\?fullsize=true&v=[0-9a-f]{12}$/);
    }
  });

  it('never shows photos that are not live, even when they have derivatives', async () => {
    const hidden = await publish(`status <> 'ACCEPTED'`);
    expect(hidden.length).toBeGreaterThan(0);
    const [album] = await t.db.asService((tx) =>
      tx.query<{ album_id: string }>(
        `update public.albums set deleted = true
          where id = (select album_id from public.photos where status = 'ACCEPTED' limit 1)
          returning id as album_id`,
      ),
    );
    const inDeletedAlbum = await t.db.asService((tx) =>
      tx.query<{ id: string }>('select id from public.photos where album_id = $1', [
        album!.album_id,
      ]),
    );

    const answer = await client.get<PhotoCard[]>('/v1/public/featured_photos');
    const shown = answer.body.map((photo) => photo.id);
    for (const id of hidden) expect(shown).not.toContain(id);
    for (const { id } of inDeletedAlbum) expect(shown).not.toContain(id);
  });
});

describe('GET /v1/public/photos/{id}/image', () => {
  it('answers 404 with the error format for an unknown or malformed id', async () => {
    const unknown = await client.get(
      '/v1/public/photos/00000000-0000-4000-8000-000000000000/image',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 1003, description: 'Not found' });
    const malformed = await client.get('/v1/public/photos/not-a-uuid/image');
    expect(malformed.status).toBe(404);
  });

  it('serves the stored thumbnail of a live photo with cache headers', async () => {
    const [id] = await publish(
      `status = 'ACCEPTED' and album_id in (select id from public.albums where not deleted)`,
    );
    const [row] = await t.db.asService((tx) =>
      tx.query<{ thumbnail_key: string }>('select thumbnail_key from public.photos where id = $1', [
        id,
      ]),
    );
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await t.storage.put('derivatives', row!.thumbnail_key, bytes, 'image/jpeg');

    const answer = await client.get<Uint8Array>(`/v1/public/photos/${id}/image?fullsize=false`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toContain('public');
    expect(Array.from(answer.body)).toEqual(Array.from(bytes));
  });
});

describe('errors', () => {
  it('refuses a form body over the limit with 413 before reading it', async () => {
    const answer = await client.request('POST', '/v1/sessions', {
      form: { user_id: 'buyer@example.com', password: 'x'.repeat(300 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 1006, description: 'The request body is too large' });
  });

  it('answers malformed JSON with 400 and the validation code', async () => {
    const answer = await client.request('POST', '/v1/sessions', {
      body: '{"user_id": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 1000 });
  });

  it('answers unknown /v1 paths with 404 in the error format', async () => {
    const answer = await client.get('/v1/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 1003, description: 'Not found' });
  });
});
