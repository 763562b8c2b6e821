import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedAlbum, seedFacts, seedPhoto } from '../test/seed-ids.ts';
import type { PublicAlbum, PublicAlbumTile, PublicUser } from '../contract/browse.ts';

let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

describe('GET /v1/public/albums?username=', () => {
  it("lists the contributor's live albums with a thumbnail and public photo counts", async () => {
    const answer = await visitor.get<PublicAlbumTile[]>('/v1/public/albums?username=nuwan.perera');
    expect(answer.status).toBe(200);
    const byId = new Map(answer.body.map((a) => [a.id, a]));
    expect(byId.has(seedFacts.deletedAlbum)).toBe(false);
    const cultural = byId.get(seedAlbum(1))!;
    expect(cultural).toMatchObject({
      name: 'Cultural Triangle',
      deleted: false,
      thumbnail: seedPhoto(1),
    });
    // Eight photos, one in review: seven are public.
    expect(cultural.photo_count).toBe(7);
    expect(cultural.thumbnail_url).toBe(
      `http://api.test/v1/public/photos/${seedPhoto(1)}/image?fullsize=false`,
    );
  });

  it('leaves out albums without a public photo', async () => {
    await t.db.asService((tx) =>
      tx.query(`insert into public.albums (id, owner_id, name) values ($1, $2, 'Empty for now')`, [
        '20000000-0000-4000-8000-0000000000ee',
        '00000000-0000-4000-8000-000000000002',
      ]),
    );
    const answer = await visitor.get<PublicAlbumTile[]>('/v1/public/albums?username=NUWAN.PERERA');
    expect(answer.body.map((a) => a.name)).not.toContain('Empty for now');
  });

  it('is 404 for an unknown username and 400 without one', async () => {
    expect((await visitor.get('/v1/public/albums?username=nobody.here')).status).toBe(404);
    expect((await visitor.get('/v1/public/albums')).status).toBe(400);
  });
});

describe('GET /v1/public/albums/{albumId}', () => {
  it('answers name, tags, description, count and public photo cards', async () => {
    const answer = await visitor.get<PublicAlbum>(`/v1/public/albums/${seedAlbum(1)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Cultural Triangle',
      tags: 'sigiriya,dambulla,polonnaruwa,anuradhapura',
      photo_count: 7,
      owner: { username: 'nuwan.perera' },
    });
    expect(answer.body.photos).toHaveLength(7);
    expect(answer.body.photos.map((p) => p.id)).not.toContain(seedFacts.inReviewPhoto);
    expect(answer.body.photos[0]!.uploader.username).toBe('nuwan.perera');
    expect(answer.body.photos[0]!.public_urls.thumbnail).toContain('fullsize=false');
  });

  it('is 404 for a deleted album', async () => {
    const answer = await visitor.get<{ code: number }>(
      `/v1/public/albums/${seedFacts.deletedAlbum}`,
    );
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(1003);
  });
});

describe('GET /v1/public/users/{username}', () => {
  it('answers names and pictures, never the e-mail', async () => {
    const answer = await visitor.get<PublicUser>('/v1/public/users/nuwan.perera');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      first_name: 'Nuwan',
      last_name: 'Perera',
      username: 'nuwan.perera',
      profile_photo: null,
      cover_photo: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain('@');
  });

  it('is 404 for an unknown username', async () => {
    expect((await visitor.get('/v1/public/users/nobody.here')).status).toBe(404);
  });
});
