import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import type { PhotoCard } from '../contract/photo.ts';

let t: TestApp;
let buyer: TestClient;
let creator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t.app, seedUsers.buyer.email);
  creator = await signedIn(t.app, seedUsers.creator.email);
});
afterAll(() => t.close());

const likeCount = async (id: string) =>
  (
    await t.db.asService((tx) =>
      tx.query<{ like_count: number }>(`select like_count from public.photos where id = $1`, [id]),
    )
  )[0]!.like_count;

describe('favourites', () => {
  it('lists the caller’s favourites, newest first', async () => {
    const answer = await buyer.get<PhotoCard[]>('/v1/favourites');
    expect(answer.status).toBe(200);
    expect(answer.body.map((p) => p.id).sort()).toEqual([1, 9, 18, 25, 31].map(seedPhoto).sort());
    const other = await creator.get<PhotoCard[]>('/v1/favourites');
    expect(other.body).toEqual([]);
  });

  it('adds idempotently and keeps like_count', async () => {
    const id = seedPhoto(10);
    const before = await likeCount(id);
    const first = await buyer.request('POST', '/v1/favourites', { form: { photo_id: id } });
    expect(first.status).toBe(201);
    const again = await buyer.request('POST', '/v1/favourites', { json: { photo_id: id } });
    expect(again.status).toBe(200);
    expect(await likeCount(id)).toBe(before + 1);
    const list = await buyer.get<PhotoCard[]>('/v1/favourites');
    expect(list.body[0]!.id).toBe(id);
  });

  it('removes with and without the trailing slash', async () => {
    const id = seedPhoto(10);
    const before = await likeCount(id);
    const removed = await buyer.request('DELETE', `/v1/favourites/?photo_id=${id}`);
    expect(removed.status).toBe(200);
    expect(await likeCount(id)).toBe(before - 1);
    await buyer.request('POST', '/v1/favourites', { form: { photo_id: id } });
    const again = await buyer.request('DELETE', `/v1/favourites?photo_id=${id}`);
    expect(again.status).toBe(200);
    expect((await buyer.get<PhotoCard[]>('/v1/favourites')).body.map((p) => p.id)).not.toContain(
      id,
    );
  });

  it('refuses photos the caller cannot see, and nothing changes', async () => {
    for (const id of [seedFacts.inReviewPhoto, seedFacts.deletedAlbumPhoto, seedPhoto(999)]) {
      const answer = await buyer.request<{ code: number }>('POST', '/v1/favourites', {
        form: { photo_id: id },
      });
      expect(answer.status).toBe(404);
    }
    const bad = await buyer.request<{ code: number }>('POST', '/v1/favourites', {
      form: { photo_id: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(1000);
    expect((await buyer.get<PhotoCard[]>('/v1/favourites')).body).toHaveLength(5);
  });

  it('needs a session (401) and the anti-forgery token (403 / 1005)', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/v1/favourites')).status).toBe(401);
    const forged = await buyer.request<{ code: number }>('POST', '/v1/favourites', {
      form: { photo_id: seedPhoto(11) },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(1005);
  });

  it('is private by RLS: another user cannot read them even directly', async () => {
    const rows = await t.db.asUser(
      { userId: seedUsers.creator.id, email: seedUsers.creator.email },
      (tx) => tx.query(`select * from public.favourites where user_id = $1`, [seedUsers.buyer.id]),
    );
    expect(rows).toEqual([]);
    // Visitors have no grant on favourites at all.
    await expect(
      t.db.asUser(null, (tx) => tx.query(`select count(*) from public.favourites`)),
    ).rejects.toThrow();
  });
});
