import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import type { PhotoDetail, SearchAnswer } from '../contract/browse.ts';

/**
 * The whole app with the origin's copy of public answers on, as the hosts run it
 * (ORIGIN_CACHE_SECONDS's default): what an anonymous visitor sees after a change made through
 * this process, after one made elsewhere (the worker process, another isolate), and that a
 * signed-in caller never shares a copy.
 */
let t: TestApp;
let creator: TestClient;
const photoPath = `/v1/public/photos/${seedFacts.freePhoto}`;

beforeAll(async () => {
  t = await createTestApp({ originCache: true });
  creator = await signedIn(t.app, seedUsers.creator.email);
});
afterAll(() => t.close());

const renameElsewhere = (name: string) =>
  t.db.asService((tx) =>
    tx.query(`update public.photos set name = $2 where id = $1`, [seedFacts.freePhoto, name]),
  );
const shownName = async () => (await new TestClient(t.app).get<PhotoDetail>(photoPath)).body.name;

describe('public answers with the origin copy on', () => {
  it('shows a change made elsewhere within its seconds, counting the s-maxage down', async () => {
    const first = await new TestClient(t.app).get<PhotoDetail>(photoPath);
    await renameElsewhere('Sigiriya, renamed by another process');
    t.clock.advance(1_200);
    const copy = await new TestClient(t.app).get<PhotoDetail>(photoPath);
    expect(copy.body.name).toBe(first.body.name);
    expect(copy.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=119, stale-while-revalidate=60',
    );
    t.clock.advance(1_000);
    expect(await shownName()).toBe('Sigiriya, renamed by another process');
  });

  it("shows a creator's edit through the API to the next visitor at once", async () => {
    expect(await shownName()).not.toBe('Sigiriya at first light');
    const edited = await creator.request('PUT', `/v1/photos/${seedFacts.freePhoto}`, {
      json: { name: 'Sigiriya at first light' },
    });
    expect(edited.status).toBe(200);
    expect(await shownName()).toBe('Sigiriya at first light');
  });

  it('never answers a signed-in caller from a copy, nor a visitor from theirs', async () => {
    await shownName(); // an anonymous copy exists
    await renameElsewhere('Renamed while the copy is fresh');
    const mine = await creator.get<PhotoDetail>(photoPath);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.body.name).toBe('Renamed while the copy is fresh');
    t.clock.advance(2_100);
    // The signed-in answer was not kept for visitors: they get their own, public.
    const visitor = await new TestClient(t.app).get<PhotoDetail>(photoPath);
    expect(visitor.headers.get('cache-control')).toMatch(/^public, /);
    expect(visitor.body.name).toBe('Renamed while the copy is fresh');
  });

  it('drops an unpublished photo from the next search', async () => {
    const search = async () =>
      (await new TestClient(t.app).get<SearchAnswer>('/v1/public/photos/search?q=sigiriya')).body
        .photos;
    expect((await search()).map((photo) => photo.id)).toContain(seedFacts.paidPhoto);
    const unpublished = await creator.request(
      'POST',
      `/v1/photos/${seedFacts.paidPhoto}/unpublish`,
    );
    expect(unpublished.status).toBe(200);
    expect((await search()).map((photo) => photo.id)).not.toContain(seedFacts.paidPhoto);
  });
});
