import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedAlbum, seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { sendViewBeacon } from '../test/view-beacon.ts';
import type { PhotoDetail } from '../contract/browse.ts';

/**
 * Issue 22: the anonymous public answers are kept by shared caches (CDN) for a while, with an
 * ETag; nothing a caller's session changes is ever public; views come from a beacon, not the GET.
 */
let t: TestApp;
let signedInBuyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  signedInBuyer = await signedIn(t.app, seedUsers.buyer.email);
});
afterAll(() => t.close());

/** Fresh in shared caches for `s`, then served while refreshed for `swr` more; never in browsers. */
const shared = (s: number, swr: number) =>
  `public, max-age=0, s-maxage=${s}, stale-while-revalidate=${swr}`;

/** Each cacheable route and its Cache-Control (search changes fastest). */
const cacheable: [string, string][] = [
  ['/v1/public/featured_photos', shared(60, 60)],
  ['/v1/public/photos/search?q=sigiriya', shared(10, 20)],
  ['/v1/public/photos/search_tags?q=sig', shared(60, 60)],
  [`/v1/public/photos/${seedFacts.paidPhoto}`, shared(120, 60)],
  [`/v1/public/photos/${seedPhoto(26)}/similar`, shared(120, 60)],
  [`/v1/public/albums?username=${seedUsers.creator.username}`, shared(120, 60)],
  [`/v1/public/albums/${seedAlbum(1)}`, shared(120, 60)],
  [`/v1/public/users/${seedUsers.creator.username}`, shared(300, 60)],
];

const viewCount = async (id: string) =>
  (
    await t.db.asService((tx) =>
      tx.query<{ view_count: number }>(`select view_count from public.photos where id = $1`, [id]),
    )
  )[0]!.view_count;

describe.each(cacheable)('GET %s', (path, cacheControl) => {
  it('is public for shared caches, with an ETag and no cookie', async () => {
    const visitor = new TestClient(t.app);
    await visitor.csrfToken(); // a browser that has its lk_browser cookie, as most do
    const answer = await visitor.get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(cacheControl);
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(answer.setCookies).toEqual([]);
  });

  it('answers 304 to its ETag, and the full answer to another', async () => {
    const visitor = new TestClient(t.app);
    const first = await visitor.get(path);
    const etag = first.headers.get('etag')!;
    const again = await visitor.get(path, { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(again.headers.get('content-type')).toBeNull();
    const other = await visitor.get(path, { 'if-none-match': '"0123456789abcdef"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('is private for a caller with a session, whom a shared cache never answers', async () => {
    const anonymous = await new TestClient(t.app).get(path);
    const mine = await signedInBuyer.get(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    // The answers are alike today; `private` keeps them apart should one ever differ.
    expect(mine.body).toEqual(anonymous.body);
  });
});

describe('public answers that are no photo', () => {
  it('a missing photo is kept as briefly as the photo would be, without an ETag', async () => {
    const missing = await new TestClient(t.app).get(`/v1/public/photos/${seedPhoto(999)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(shared(120, 60));
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('POST /v1/public/photos/{id}/views (the view beacon)', () => {
  it('counts once per visitor and day, and the GET counts nothing', async () => {
    const id = seedPhoto(3);
    const before = await viewCount(id);
    const alice = new TestClient(t.app);
    await alice.csrfToken(); // gives this browser its id cookie
    for (let i = 0; i < 3; i++) await alice.get(`/v1/public/photos/${id}`);
    expect(await viewCount(id)).toBe(before);

    const first = await sendViewBeacon(alice, id);
    expect(first.status).toBe(204);
    expect(first.headers.get('cache-control')).toBe('no-store');
    await sendViewBeacon(alice, id);
    expect(await viewCount(id)).toBe(before + 1);
    const bob = new TestClient(t.app);
    await bob.csrfToken();
    await sendViewBeacon(bob, id);
    expect(await viewCount(id)).toBe(before + 2);
    t.clock.advance(86_400_000);
    try {
      await sendViewBeacon(alice, id);
    } finally {
      t.clock.advance(-86_400_000);
    }
    expect(await viewCount(id)).toBe(before + 3);
    const shown = await alice.get<PhotoDetail>(`/v1/public/photos/${id}`);
    expect(shown.body.view_count).toBe(before + 3);
  });

  it("refuses another site's beacon, or one without an Origin, with 1005 and counts nothing", async () => {
    const id = seedPhoto(4);
    const before = await viewCount(id);
    const visitor = new TestClient(t.app);
    await visitor.csrfToken();
    for (const origin of ['https://evil.example', '']) {
      const answer = await visitor.request<{ code: number }>(
        'POST',
        `/v1/public/photos/${id}/views`,
        { csrf: false, headers: origin ? { origin } : {} },
      );
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(1005);
    }
    expect(await viewCount(id)).toBe(before);
  });

  it('is 404 for photos nobody may see, and counts nothing', async () => {
    const before = await viewCount(seedFacts.inReviewPhoto);
    for (const id of [seedFacts.inReviewPhoto, seedPhoto(999), 'nope']) {
      const answer = await sendViewBeacon(new TestClient(t.app), id);
      expect(answer.status).toBe(404);
    }
    expect(await viewCount(seedFacts.inReviewPhoto)).toBe(before);
  });
});
