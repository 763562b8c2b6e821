import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedCollection, seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import type { Collection, CollectionTile } from '../contract/collections.ts';

let t: TestApp;
let buyer: TestClient;
let creator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedIn(t.app, seedUsers.buyer.email);
  creator = await signedIn(t.app, seedUsers.creator.email);
});
afterAll(() => t.close());

describe('collections', () => {
  it('lists the caller’s collections with count and the last added photo as thumbnail', async () => {
    const answer = await buyer.get<CollectionTile[]>('/v1/collections');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: seedCollection,
        name: 'Trip ideas',
        tags: 'travel,holiday',
        photo_count: 4,
        deleted: false,
      }),
    ]);
    expect((await creator.get<CollectionTile[]>('/v1/collections')).body).toEqual([]);
  });

  it('creates one, requiring a title (spec message)', async () => {
    const missing = await buyer.request<{ code: number; description: string }>(
      'POST',
      '/v1/collections',
      {
        form: { name: '  ', description: 'x' },
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 1000,
      description: 'Please provide the Title for your collection',
    });
    const created = await buyer.request<CollectionTile>('POST', '/v1/collections', {
      form: { name: 'Temples', description: 'For the book', tags: 'Temple, kandy,temple' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Temples',
      description: 'For the book',
      tags: 'temple,kandy',
      photo_count: 0,
      thumbnail_url: null,
    });
  });

  it('edits its own collection with the same rules, and nobody else can', async () => {
    const created = await buyer.request<CollectionTile>('POST', '/v1/collections', {
      form: { name: 'Beaches', description: '' },
    });
    const path = `/v1/collections/${created.body.id}`;
    const blank = await buyer.request('PUT', path, { form: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      code: 1000,
      description: 'Please provide the Title for your collection',
    });
    const edited = await buyer.request<CollectionTile>('PUT', path, {
      form: { name: 'South coast', description: 'Mirissa and Galle', tags: 'beach, galle' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.body.id,
      name: 'South coast',
      description: 'Mirissa and Galle',
      tags: 'beach,galle',
    });
    const stranger = await creator.request('PUT', path, { form: { name: 'Mine now' } });
    expect(stranger.status).toBe(404);
    expect((await buyer.get<Collection>(path)).body.name).toBe('South coast');
  });

  it('adds photos (one or several), shows them, and the thumbnail follows the last added', async () => {
    const { body: created } = await buyer.request<CollectionTile>('POST', '/v1/collections', {
      form: { name: 'Wildlife' },
    });
    const one = await buyer.request<CollectionTile>(
      'POST',
      `/v1/collections/${created.id}/photos`,
      {
        form: { photos: seedPhoto(25) },
      },
    );
    expect(one.status).toBe(200);
    expect(one.body.photo_count).toBe(1);
    const many = await buyer.request<CollectionTile>(
      'POST',
      `/v1/collections/${created.id}/photos`,
      {
        json: { photos: [seedPhoto(26), seedPhoto(25)] },
      },
    );
    expect(many.body.photo_count).toBe(2);
    expect(many.body.thumbnail_url).toContain(seedPhoto(26));
    const view = await buyer.get<Collection>(`/v1/collections/${created.id}`);
    expect(view.body.photos.map((p) => p.id)).toEqual([seedPhoto(26), seedPhoto(25)]);
    expect(view.body.photos[0]!.public_urls.thumbnail).toContain('fullsize=false');

    const removed = await buyer.request<CollectionTile>(
      'DELETE',
      `/v1/collections/${created.id}/photos?photos=${seedPhoto(26)}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.photo_count).toBe(1);
    expect(removed.body.thumbnail_url).toContain(seedPhoto(25));
  });

  it('refuses photos the caller cannot see, and nothing is added', async () => {
    for (const id of [seedFacts.inReviewPhoto, seedFacts.deletedAlbumPhoto]) {
      const answer = await buyer.request('POST', `/v1/collections/${seedCollection}/photos`, {
        form: { photos: id },
      });
      expect(answer.status).toBe(404);
    }
    expect(
      (await buyer.get<Collection>(`/v1/collections/${seedCollection}`)).body.photo_count,
    ).toBe(4);
    expect(
      (await buyer.request('POST', `/v1/collections/${seedCollection}/photos`, { form: {} }))
        .status,
    ).toBe(400);
  });

  it("treats another user's collection as not found, for every call", async () => {
    const path = `/v1/collections/${seedCollection}`;
    expect((await creator.get(path)).status).toBe(404);
    expect(
      (await creator.request('POST', `${path}/photos`, { form: { photos: seedPhoto(1) } })).status,
    ).toBe(404);
    expect((await creator.request('DELETE', `${path}/photos?photos=${seedPhoto(9)}`)).status).toBe(
      404,
    );
    expect((await creator.request('DELETE', path)).status).toBe(404);
    const direct = await t.db.asUser(
      { userId: seedUsers.creator.id, email: seedUsers.creator.email },
      (tx) =>
        tx.query(
          `select c.id from public.collections c union all select cp.collection_id from public.collection_photos cp`,
        ),
    );
    expect(direct).toEqual([]);
    expect((await buyer.get<Collection>(path)).body.photo_count).toBe(4);
  });

  it('deletes a collection', async () => {
    const { body: created } = await buyer.request<CollectionTile>('POST', '/v1/collections', {
      form: { name: 'Short lived' },
    });
    const deleted = await buyer.request('DELETE', `/v1/collections/${created.id}`);
    expect(deleted.status).toBe(200);
    expect((await buyer.get(`/v1/collections/${created.id}`)).status).toBe(404);
    expect(
      (await buyer.get<CollectionTile[]>('/v1/collections')).body.map((c) => c.id),
    ).not.toContain(created.id);
  });
});
