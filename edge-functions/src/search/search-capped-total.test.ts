import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../contract/browse.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { searchByRule } from '../test/search-rule.ts';
import { seedUsers } from '../test/seed-ids.ts';

/**
 * Decision 41 at the API, with the real cap of 1,000: a search matching more photos answers
 * `total: 1000, total_capped: true`, and its pages, those past the 1,000th photo too, are still
 * the full ranking's (the rule in plain SQL); a search matching fewer keeps its exact total. The
 * catalogue: 1,100 peacocks in Yala and 50 by a lagoon, with popularities that tie often.
 */
let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
  const owner = seedUsers.creator.id;
  await t.db.asService(async (tx) => {
    await tx.query(
      `insert into public.albums (id, owner_id, name, description, tags)
       values ('50000000-0000-4000-8000-000000000001', $1, 'Birds', '', '{}')`,
      [owner],
    );
    await tx.query(
      `insert into public.photos (owner_id, album_id, name, description, tags, free_download,
         price_cents, status, original_key, width, height, view_count, download_count, like_count,
         published_at, thumbnail_key)
       select $1::uuid, '50000000-0000-4000-8000-000000000001',
              case when g <= 1100 then 'Peacock in Yala' || case when g % 3 = 0 then ' at dawn' else '' end
                   else 'Peacock by the lagoon' end,
              case when g % 5 = 0 then 'A peacock, tail open.' else '' end,
              case when g <= 1100 then array['yala', 'peacock'] else array['lagoon', 'peacock'] end,
              true, 0, 'ACCEPTED', $1::text || '/peacock-' || g || '.jpg', 2400, 1600,
              (g * 37) % 40, g % 4, (g * 13) % 5,
              timestamptz '2026-11-01' + (g % 50) * interval '1 hour',
              $1::text || '/peacock-' || g || '-thumb.jpg'
         from generate_series(1, 1150) g`,
      [owner],
    );
  });
}, 180_000);
afterAll(() => t.close());

async function search(q: string, page: number) {
  const answer = await visitor.get<SearchAnswer>(
    `/v1/public/photos/search?${new URLSearchParams({ q, page: String(page), per_page: '30' })}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the search total, capped at 1,000', () => {
  it.each(['peacock', 'peacock yala', '"peacock in yala"', 'yala -lagoon'])(
    '"%s" matches more than 1,000 photos: total 1,000, capped, the pages the rule',
    async (q) => {
      const rule = await searchByRule(t.db, { q, sort: 'relevant', limit: 30, offset: 0 });
      expect(rule.total).toBeGreaterThan(1000);
      // The first page, the page across the 1,000th photo and the last, short page.
      const last = Math.ceil(rule.total / 30);
      for (const page of [1, 34, last]) {
        const answer = await search(q, page);
        const want = await searchByRule(t.db, {
          q,
          sort: 'relevant',
          limit: 30,
          offset: (page - 1) * 30,
        });
        expect({ page, ids: answer.photos.map((photo) => photo.id) }).toEqual({
          page,
          ids: want.ids,
        });
        expect(answer).toMatchObject({ total: 1000, total_capped: true, fuzzy: false });
      }
      expect((await search(q, last)).photos.length).toBeLessThan(30);
    },
  );

  it.each(['peacock lagoon', 'peacock -yala'])(
    '"%s" matches 50 photos: the exact total, not capped',
    async (q) => {
      const answer = await search(q, 1);
      expect(answer).toMatchObject({ total: 50, total_capped: false });
      const rule = await searchByRule(t.db, { q, sort: 'relevant', limit: 30, offset: 0 });
      expect(answer.photos.map((photo) => photo.id)).toEqual(rule.ids);
    },
  );

  it('a filtered search is capped the same way', async () => {
    const answer = await visitor.get<SearchAnswer>(
      '/v1/public/photos/search?q=peacock&orientation=landscape&sort=newest&per_page=60',
    );
    expect(answer.body).toMatchObject({ total: 1000, total_capped: true });
    expect(answer.body.photos).toHaveLength(60);
  });
});
