import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import type { PhotoDetail, SearchAnswer } from '../contract/browse.ts';
import type { PhotoCard } from '../contract/photo.ts';

let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

async function search(query: string) {
  const answer = await visitor.get<SearchAnswer>(`/v1/public/photos/search?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
const ids = (answer: { photos: PhotoCard[] }) => answer.photos.map((p) => p.id);

describe('GET /v1/public/photos/search', () => {
  it('answers photos, total, page and per_page, title matches first', async () => {
    const answer = await search('q=sigiriya');
    expect(answer.query).toBe('sigiriya');
    expect(answer.total).toBe(answer.photos.length);
    expect(answer.fuzzy).toBe(false);
    expect(ids(answer)).toEqual(expect.arrayContaining([seedPhoto(1), seedPhoto(2), seedPhoto(3)]));
    // Titles and tags (weight A) rank above album-name-only matches (Cultural Triangle album).
    expect(ids(answer).slice(0, 3).sort()).toEqual(
      [seedPhoto(1), seedPhoto(2), seedPhoto(3)].sort(),
    );
    expect(answer.photos[0]!.public_urls.thumbnail).toMatch(
      /\/v1\/public\/photos\/.+\/image\?fullsize=false$/,
    );
  });

  it('never returns photos in review or in a deleted album', async () => {
    expect(ids(await search('q=pidurangala'))).not.toContain(seedFacts.inReviewPhoto);
    expect(ids(await search('q=sigiriya'))).not.toContain(seedFacts.inReviewPhoto);
    expect(ids(await search('q=lotus%20tower'))).not.toContain(seedFacts.deletedAlbumPhoto);
    expect(ids(await search('q=colombo'))).not.toContain(seedFacts.deletedAlbumPhoto);
    // An UNPUBLISHED photo (44, Red Mosque) is gone too.
    expect(ids(await search('q=mosque'))).not.toContain(seedPhoto(44));
  });

  it('drops a photo the moment its owner unpublishes it (the search side table follows)', async () => {
    const fresh = await createTestApp();
    try {
      const guest = new TestClient(fresh.app);
      const find = async () =>
        (await guest.get<SearchAnswer>('/v1/public/photos/search?q=sigiriya')).body;
      const before = await find();
      expect(ids(before)).toContain(seedFacts.paidPhoto);
      const owner = await signedIn(fresh.app, seedUsers.creator.email);
      expect(
        (await owner.request('POST', `/v1/photos/${seedFacts.paidPhoto}/unpublish`)).status,
      ).toBe(200);
      const after = await find();
      expect(ids(after)).not.toContain(seedFacts.paidPhoto);
      expect(after.total).toBe(before.total - 1);
    } finally {
      await fresh.close();
    }
  });

  it('the definer accelerators themselves only ever answer public photos', async () => {
    // They bypass RLS to use the indexes, so their visibility rule is checked on its own.
    const hits = await t.db.asUser(null, (tx) =>
      tx.query<{ photo_id: string }>(
        `select photo_id from app_private.search_photo_hits('sigiriya or pidurangala or lotus or mosque', null, null, 'relevant', 60, 0)
         union all select photo_id from app_private.near_photo_matches('pidurangal')
         union all select photo_id from app_private.near_photo_matches('lotus towr')`,
      ),
    );
    const found = hits.map((h) => h.photo_id);
    expect(found).toContain(seedPhoto(1));
    for (const hidden of [seedFacts.inReviewPhoto, seedFacts.deletedAlbumPhoto, seedPhoto(44)]) {
      expect(found).not.toContain(hidden);
    }
  });

  it('stems English words: "elephant" finds photos tagged "elephants"', async () => {
    const answer = await search('q=elephant');
    expect(ids(answer)).toEqual(
      expect.arrayContaining([seedPhoto(26), seedPhoto(27), seedPhoto(29)]),
    );
    expect(ids(await search('q=elephants'))).toEqual(expect.arrayContaining([seedPhoto(29)]));
  });

  it('matches Sinhala and Tamil words and place names exactly', async () => {
    expect(ids(await search('q=idiyappam'))).toEqual([seedPhoto(34)]);
    expect(ids(await search('q=kovil'))).toEqual([seedPhoto(37)]);
    expect(ids(await search('q=Nuwara%20Eliya'))).toContain(seedPhoto(10));
  });

  it('understands websearch syntax: quotes, -word and or', async () => {
    expect(ids(await search(`q=${encodeURIComponent('"nine arch"')}`))).toEqual([seedPhoto(9)]);
    const beaches = ids(await search(`q=${encodeURIComponent('beach -mirissa')}`));
    expect(beaches).toContain(seedPhoto(23));
    expect(beaches).not.toContain(seedPhoto(20));
    const either = ids(await search(`q=${encodeURIComponent('leopard or whale')}`));
    expect(either).toEqual(expect.arrayContaining([seedPhoto(25), seedPhoto(21)]));
    expect(either).toHaveLength(2);
  });

  it('tolerates typos with a trigram fallback', async () => {
    const answer = await search('q=sigirya');
    expect(answer.fuzzy).toBe(true);
    expect(ids(answer)).toContain(seedPhoto(1));
    expect(ids(answer)).not.toContain(seedFacts.inReviewPhoto);
    expect(ids(await search('q=polonaruwa'))).toContain(seedPhoto(5));
    const nothing = await search('q=xqzvwk');
    expect(nothing).toMatchObject({ photos: [], total: 0 });
  });

  it('filters by orientation and price and sorts', async () => {
    const portrait = await search('q=buddha&orientation=portrait');
    expect(ids(portrait)).toEqual([seedPhoto(5)]);
    expect(portrait.photos[0]!.height).toBeGreaterThan(portrait.photos[0]!.width);
    const paid = await search('q=sigiriya&price=paid');
    expect(ids(paid)).toEqual([seedPhoto(2)]);
    expect(paid.photos[0]!.price).toBe(4500);
    expect((await search('q=sigiriya&price=free')).photos.every((p) => p.free_download)).toBe(true);
    expect((await search('q=sigiriya&orientation=square')).total).toBe(0);
    const popular = (await search('q=ella&sort=popular')).photos;
    const scores = popular.map(
      (p) => p.like_count * 3 + p.download_count * 2 + Math.floor(p.view_count / 10),
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await search('q=ella&sort=newest')).total).toBe(popular.length);
  });

  it('paginates with a stable total', async () => {
    const all = await search('q=beach&per_page=60');
    expect(all.total).toBeGreaterThan(3);
    const first = await search('q=beach&per_page=2&page=1');
    const second = await search('q=beach&per_page=2&page=2');
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    const beyond = await search('q=beach&per_page=2&page=50');
    expect(beyond).toMatchObject({ photos: [], total: all.total, page: 50 });
  });

  it('refuses an empty query and oversized pages with 400 / 1000', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=tea&per_page=61', 'q=tea&sort=random']) {
      const answer = await visitor.get<{ code: number }>(`/v1/public/photos/search?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(1000);
    }
  });
});

describe('GET /v1/public/photos/search_tags', () => {
  it('suggests live tags by prefix, most used first, at most 10', async () => {
    const answer = await visitor.get<string[]>('/v1/public/photos/search_tags?q=ga');
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toBe('galle');
    expect(answer.body).toContain('galle fort');
    expect(answer.body.length).toBeLessThanOrEqual(10);
    // Tags only used by hidden photos (in review, deleted album) are not suggested.
    const hidden = await visitor.get<string[]>('/v1/public/photos/search_tags?q=pidurangala');
    expect(hidden.body).toEqual([]);
  });

  it('suggests near spellings', async () => {
    const answer = await visitor.get<string[]>('/v1/public/photos/search_tags?q=sigirya');
    expect(answer.body).toContain('sigiriya');
  });

  it('needs at least 2 characters', async () => {
    const answer = await visitor.get<{ code: number }>('/v1/public/photos/search_tags?q=a');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(1000);
  });
});

describe('GET /v1/public/photos/{id}', () => {
  it('answers the photo with uploader, album, category, tags and camera metadata', async () => {
    const answer = await visitor.get<PhotoDetail>(`/v1/public/photos/${seedFacts.paidPhoto}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: seedFacts.paidPhoto,
      name: "Lion's paws at the Sigiriya gateway",
      free_download: false,
      price: 4500,
      album: { id: '20000000-0000-4000-8000-000000000001', name: 'Cultural Triangle' },
      category: { name: 'Architecture' },
      uploader: { first_name: 'Nuwan', username: 'nuwan.perera' },
      metadata: {
        width: 2400,
        height: 1600,
        camera_make: 'Canon',
        fnum: 5.6,
        iso: 200,
        exposure_time: 0.005,
      },
      tags: expect.arrayContaining(['sigiriya', 'lion paws']),
    });
    expect(answer.body.category!.desription).toBe(answer.body.category!.description);
    expect(answer.body.category!.description).not.toBe('');
  });

  it('is 404 for photos in review, unpublished, in deleted albums, unknown or malformed ids', async () => {
    for (const id of [
      seedFacts.inReviewPhoto,
      seedPhoto(44),
      seedFacts.deletedAlbumPhoto,
      seedPhoto(999),
      'nope',
    ]) {
      const answer = await visitor.get<{ code: number }>(`/v1/public/photos/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(1003);
    }
  });
});

describe('GET /v1/public/photos/{id}/similar', () => {
  it('answers up to 12 photos sharing tags or the album, never the photo itself', async () => {
    const answer = await visitor.get<PhotoCard[]>(`/v1/public/photos/${seedPhoto(26)}/similar`);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    expect(answer.body.length).toBeLessThanOrEqual(12);
    expect(ids({ photos: answer.body })).not.toContain(seedPhoto(26));
    // The other elephant photos share the most tags.
    expect(ids({ photos: answer.body.slice(0, 2) }).sort()).toEqual(
      [seedPhoto(27), seedPhoto(29)].sort(),
    );
    expect(ids({ photos: answer.body })).not.toContain(seedPhoto(30)); // in review
  });

  it('is 404 for a photo that is not public', async () => {
    expect((await visitor.get(`/v1/public/photos/${seedFacts.inReviewPhoto}/similar`)).status).toBe(
      404,
    );
  });
});

describe('GET /v1/public/photos/{id}/image', () => {
  it('serves the derivative with an ETag and answers 304 when it matches', async () => {
    const id = seedPhoto(6);
    await t.db.asService((tx) =>
      tx.query(`update public.photos set thumbnail_key = $2 where id = $1`, [
        id,
        `${id}/thumb-v1.jpg`,
      ]),
    );
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    await t.storage.put('derivatives', `${id}/thumb-v1.jpg`, bytes, 'image/jpeg');
    const first = await visitor.get<Uint8Array>(`/v1/public/photos/${id}/image?fullsize=false`);
    expect(first.status).toBe(200);
    expect(Array.from(first.body)).toEqual(Array.from(bytes));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await visitor.get(`/v1/public/photos/${id}/image?fullsize=false`, {
      'if-none-match': etag!,
    });
    expect(again.status).toBe(304);
    const other = await visitor.get(`/v1/public/photos/${id}/image?fullsize=false`, {
      'if-none-match': '"other"',
    });
    expect(other.status).toBe(200);
    // No preview yet: the full size is 404, and the original is never served here.
    expect((await visitor.get(`/v1/public/photos/${id}/image?fullsize=true`)).status).toBe(404);
  });

  it('is cached for a year at the URL the API names, briefly at any other', async () => {
    const id = seedPhoto(7);
    const setKeys = (thumbnail: string, preview: string) =>
      t.db.asService((tx) =>
        tx.query(`update public.photos set thumbnail_key = $2, preview_key = $3 where id = $1`, [
          id,
          thumbnail,
          preview,
        ]),
      );
    await setKeys(`${id}/aaaa-thumb.jpg`, `${id}/aaaa-preview.jpg`);
    await t.storage.put('derivatives', `${id}/aaaa-thumb.jpg`, new Uint8Array([1]), 'image/jpeg');
    await t.storage.put('derivatives', `${id}/bbbb-thumb.jpg`, new Uint8Array([2]), 'image/jpeg');
    const urls = async () =>
      (await visitor.get<PhotoDetail>(`/v1/public/photos/${id}`)).body.public_urls;

    const first = await urls();
    expect(first.thumbnail).toMatch(/\?fullsize=false&v=[0-9a-f]{12}$/);
    expect(first.full).toMatch(/\?fullsize=true&v=[0-9a-f]{12}$/);
    expect(new URL(first.full).searchParams.get('v')).not.toBe(
      new URL(first.thumbnail).searchParams.get('v'),
    );
    const path = (url: string) => url.replace('http://api.test', '');
    const named = await visitor.get<Uint8Array>(path(first.thumbnail));
    expect(named.status).toBe(200);
    expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bare = await visitor.get(`/v1/public/photos/${id}/image?fullsize=false`);
    expect(bare.headers.get('cache-control')).toMatch(/^public, max-age=3600\b/);
    const revalidated = await visitor.get(path(first.thumbnail), {
      'if-none-match': named.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // New bytes, new key: the answers name a new URL; the old one now gets the new image briefly.
    await setKeys(`${id}/bbbb-thumb.jpg`, `${id}/aaaa-preview.jpg`);
    const second = await urls();
    expect(second.thumbnail).not.toBe(first.thumbnail);
    expect(second.full).toBe(first.full);
    const stale = await visitor.get<Uint8Array>(path(first.thumbnail));
    expect(Array.from(stale.body)).toEqual([2]);
    expect(stale.headers.get('cache-control')).toMatch(/^public, max-age=3600\b/);
    const fresh = await visitor.get(path(second.thumbnail));
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
