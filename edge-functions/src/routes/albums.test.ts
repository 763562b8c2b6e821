import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAlbum, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let creator: TestClient;
let newcreator: TestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [creator, newcreator, buyer] = await Promise.all([
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.newCreator.email),
    signedIn(t.app, seedUsers.buyer.email),
  ]);
});
afterAll(() => t.close());

interface Album {
  id: string;
  name: string;
  description: string;
  tags: string;
  deleted: boolean;
  thumbnail: string | null;
  thumbnail_url: string | null;
  photo_count: number;
}

describe('albums', () => {
  it('creates, lists, edits and soft-deletes an album', async () => {
    const created = await creator.request<Album>('POST', '/v1/albums', {
      form: {
        name: 'Kandy Perahera',
        description: 'August nights',
        tags: 'Kandy, perahera,elephants',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kandy Perahera',
      tags: 'kandy,perahera,elephants',
      deleted: false,
      thumbnail: null,
      thumbnail_url: null,
      photo_count: 0,
    });
    const id = created.body.id;
    const list = await creator.get<Album[]>('/v1/albums');
    expect(list.body.map((album) => album.id)).toContain(id);

    const edited = await creator.request<Album>('PUT', `/v1/albums/${id}`, {
      json: { name: 'Esala Perahera', description: '', tags: ['kandy'] },
    });
    expect(edited.body).toMatchObject({ name: 'Esala Perahera', tags: 'kandy' });

    expect((await creator.request('DELETE', `/v1/albums/${id}`)).status).toBe(200);
    const after = await creator.get<Album & { photos: unknown[] }>(`/v1/albums/${id}`);
    expect(after.body).toMatchObject({ deleted: true, photos: [] });
  });

  it("needs a title, with the spec's message", async () => {
    const answer = await creator.request<{ code: number; description: string }>(
      'POST',
      '/v1/albums',
      {
        form: { name: '  ', description: 'x' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 1000,
      description: 'Please provide the Title for your album',
    });
  });

  it('lets only creators make albums (1111)', async () => {
    const answer = await buyer.request<{ code: number }>('POST', '/v1/albums', {
      form: { name: 'Mine' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(1111);
  });

  it('shows an album with its cover, its photos newest first, and live / in-review counts', async () => {
    const answer = await creator.get<
      Album & {
        photos: { id: string; status: string; created_at: string; thumbnail_url: string }[];
        counts: Record<string, number>;
      }
    >(`/v1/albums/${seedAlbum(1)}`);
    expect(answer.status).toBe(200);
    // Seeded: the cover is photo 1, which has no derivatives in test storage, so no public cover.
    expect(answer.body.counts).toMatchObject({ live: 7, in_review: 1 });
    expect(answer.body.photo_count).toBe(8);
    const times = answer.body.photos.map((photo) => photo.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.body.photos[0]!.thumbnail_url).toMatch(
      /\/v1\/photos\/.+\/image\?fullsize=false$/,
    );
  });

  it('refuses deleting an album when fewer than 5 free photos would stay live (1306)', async () => {
    // newcreator: 6 live free photos, 4 of them in album 7.
    const answer = await newcreator.request<{ code: number }>(
      'DELETE',
      `/v1/albums/${seedAlbum(7)}`,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(1306);
    const album = await newcreator.get<Album>(`/v1/albums/${seedAlbum(7)}`);
    expect(album.body.deleted).toBe(false);
  });

  it("hides other people's albums: 404 for reading, editing and deleting", async () => {
    const id = seedAlbum(2);
    for (const client of [newcreator, buyer]) {
      expect((await client.get(`/v1/albums/${id}`)).status).toBe(404);
      expect(
        (await client.request('PUT', `/v1/albums/${id}`, { form: { name: 'Taken' } })).status,
      ).toBe(404);
      expect((await client.request('DELETE', `/v1/albums/${id}`)).status).toBe(404);
      const list = await client.get<Album[]>('/v1/albums');
      expect(list.body.map((album) => album.id)).not.toContain(id);
    }
    const mine = await creator.get<Album>(`/v1/albums/${id}`);
    expect(mine.body).toMatchObject({ name: 'Hill Country', deleted: false });
  });

  it('asks visitors to log in', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/v1/albums')).status).toBe(401);
    expect((await visitor.request('POST', '/v1/albums', { form: { name: 'x' } })).status).toBe(401);
  });
});

describe('GET /v1/creator/stats', () => {
  it("sums views, downloads, likes, sales and earnings of the caller's photos only", async () => {
    const answer = await newcreator.get<{
      totals: { photos: number; live: number; views: number; earnings: number };
      photos: { id: string; views: number }[];
    }>('/v1/creator/stats');
    expect(answer.status).toBe(200);
    const ids = answer.body.photos.map((photo) => photo.id);
    expect(ids).toContain(seedPhoto(36));
    expect(ids).not.toContain(seedPhoto(1));
    expect(answer.body.totals.photos).toBe(9);
    expect(answer.body.totals.views).toBe(
      answer.body.photos.reduce((sum, photo) => sum + photo.views, 0),
    );
    expect(answer.body.totals.views).toBeGreaterThan(0);
    expect(answer.body.totals.earnings).toBe(0);
  });
});
