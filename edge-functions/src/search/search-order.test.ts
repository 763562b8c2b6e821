import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../contract/browse.ts';
import { popularityScore } from '../presenters/photo-card.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedUsers } from '../test/seed-ids.ts';
import { searchPhotos, type PhotoSearch } from './photo-search.ts';

/**
 * The order and the total of a search, pinned against the rule written out in plain SQL over
 * public.photos (docs/search.md): live photos (ACCEPTED, album not deleted) whose vector matches
 * the websearch query, by ts_rank, then popularity, then id (or newest / most popular first), and
 * `total` the exact number of matches on every page. Whatever makes search faster (issue 22) must
 * keep these answers. Relevance orders only `sort=relevant`; newest and popular break ties by
 * popularity, then id. A catalogue of 600 photos with many equal ranks and popularities, so the
 * tie-breakers decide, and some in review or in a deleted album, so visibility does too.
 */
let t: TestApp;
let visitor: TestClient;

const PLACES = ['Sigiriya', 'Kandy', 'Galle', 'Ella', 'Mirissa', 'Jaffna'];
const SUBJECTS = ['elephants', 'temple', 'beach', 'tea estate', 'train', 'leopard', 'whale'];
const MOODS = ['at dawn', 'in the rain', 'at sunset', 'from above'];
const list = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
  const owner = seedUsers.creator.id;
  await t.db.asService(async (tx) => {
    await tx.query(
      `insert into public.albums (id, owner_id, name, description, tags, deleted)
       select ('40000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, $1,
              (${list(PLACES)})[1 + g % 6] || ' days ' || g, '', '{}', g = 5
         from generate_series(1, 5) g`,
      [owner],
    );
    // Inserted with the triggers on: the search rows are made the way production makes them.
    await tx.query(
      `insert into public.photos (owner_id, album_id, name, description, tags, free_download,
         price_cents, status, original_key, width, height, view_count, download_count, like_count,
         published_at, thumbnail_key)
       select $1::uuid, ('40000000-0000-4000-8000-' || lpad((1 + g % 5)::text, 12, '0'))::uuid,
              initcap(w.subject) || ' in ' || w.place || ' ' || w.mood
                || case when g % 7 = 0 then ' ' || w.subject else '' end,
              'A photo of ' || w.extra || ' near ' || w.place || ', ' || w.mood || '.',
              array[lower(w.place), w.subject, w.extra],
              g % 3 <> 0, case when g % 3 = 0 then 150000 else 0 end,
              (case when g % 11 = 0 then 'IN_REVIEW' else 'ACCEPTED' end)::public.photo_status,
              $1::text || '/order-' || g || '.jpg',
              case when g % 4 = 0 then 1600 when g % 9 = 0 then 2000 else 2400 end,
              case when g % 4 = 0 then 2400 when g % 9 = 0 then 2000 else 1600 end,
              (g * 37) % 40, g % 4, (g * 13) % 5,
              timestamptz '2026-11-01' + (g % 50) * interval '1 hour',
              $1::text || '/order-' || g || '-thumb.jpg'
         from generate_series(1, 600) g
        cross join lateral (
          select (${list(PLACES)})[1 + abs(hashtext('p' || g)) % 6] as place,
                 (${list(SUBJECTS)})[1 + abs(hashtext('s' || g)) % 7] as subject,
                 (${list(SUBJECTS)})[1 + abs(hashtext('x' || g)) % 7] as extra,
                 (${list(MOODS)})[1 + abs(hashtext('m' || g)) % 4] as mood
        ) w`,
      [owner],
    );
  });
}, 120_000);
afterAll(() => t.close());

/** The rule in plain SQL, read as the service over all photos: ids of the page, and the count. */
async function expected(search: PhotoSearch) {
  const rows = await t.db.asService((tx) =>
    tx.query<{ id: string; total: number }>(
      `with q as (select public.photo_search_query($1) as query),
            hits as (
              select p.id, p.published_at, ${popularityScore} as popularity,
                     ts_rank(p.search_vector, q.query) as relevance
                from public.photos p cross join q
               where p.status = 'ACCEPTED'
                 and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted)
                 and p.search_vector @@ q.query
                 and ($2::text is null or $2 = case when p.width > p.height then 'landscape'
                                                  when p.height > p.width then 'portrait'
                                                  else 'square' end)
                 and ($3::text is null or p.free_download = ($3 = 'free')))
       select id, (select count(*) from hits)::int as total from hits
        order by case when $4 = 'newest' then published_at end desc nulls last,
                 case when $4 = 'popular' then popularity end desc,
                 -- Relevance orders only a relevance search; newest and popular fall to popularity.
                 case when $4 = 'relevant' then relevance end desc, popularity desc, id
        limit $5 offset $6`,
      [
        search.q,
        search.orientation ?? null,
        search.price ?? null,
        search.sort,
        search.limit,
        search.offset,
      ],
    ),
  );
  const [all] = await t.db.asService((tx) =>
    tx.query<{ n: number }>(
      `select count(*)::int as n from public.photos p
        where p.status = 'ACCEPTED'
          and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted)
          and p.search_vector @@ public.photo_search_query($1)
          and ($2::text is null or $2 = case when p.width > p.height then 'landscape'
                                           when p.height > p.width then 'portrait'
                                           else 'square' end)
          and ($3::text is null or p.free_download = ($3 = 'free'))`,
      [search.q, search.orientation ?? null, search.price ?? null],
    ),
  );
  return { ids: rows.map((row) => row.id), total: all!.n };
}

/**
 * The search as a visitor. `walk` makes a relevance search read the word lists
 * (app_private.live_photo_search_terms, decision 36) from depth `walk` even on this small
 * catalogue, where it would otherwise rank every match at once.
 */
async function actual(search: PhotoSearch, walk?: number) {
  const result = await t.db.asUser(null, async (tx) => {
    if (walk !== undefined) {
      await tx.query(
        `select set_config('lankalens.search_first_depth', $1, true),
                set_config('lankalens.search_scan_ratio', '0', true)`,
        [String(walk)],
      );
    }
    return searchPhotos(tx, search);
  });
  return { ids: result.rows.map((row) => row.id), total: result.total, fuzzy: result.fuzzy };
}

// What visitors type (the bench's queries): words, phrases, exclusions, alternatives.
const QUERIES = [
  'elephant',
  'sigiriya',
  'temple kandy',
  '"tea estate"',
  'beach -galle',
  'leopard or whale',
  'train at dawn',
  'elephants in the rain',
];

// One-word searches, which the word lists answer (decision 36): places, subjects, moods, plurals.
const WORDS = ['temple', 'trains', 'whale', 'kandy', 'rain', 'estate', 'dawn', 'tea'];

describe('search order and total', () => {
  it.each(QUERIES)('"%s": every page as the written-out rule, total exact', async (q) => {
    const first = await expected({ q, sort: 'relevant', limit: 30, offset: 0 });
    expect(first.total).toBeGreaterThan(0);
    for (const offset of [0, 30, 60]) {
      const search: PhotoSearch = { q, sort: 'relevant', limit: 30, offset };
      const got = await actual(search);
      expect(got).toEqual({ ...(await expected(search)), fuzzy: false });
    }
  });

  it.each([
    { sort: 'newest', orientation: undefined, price: undefined },
    { sort: 'popular', orientation: undefined, price: undefined },
    { sort: 'relevant', orientation: 'portrait', price: undefined },
    { sort: 'relevant', orientation: 'square', price: 'paid' },
    { sort: 'newest', orientation: 'landscape', price: 'free' },
  ] as const)('sorts and filters: %o', async (options) => {
    for (const q of ['elephant', 'leopard or whale', 'beach -galle']) {
      const search: PhotoSearch = { q, limit: 12, offset: 12, ...options };
      expect(await actual(search)).toEqual({ ...(await expected(search)), fuzzy: false });
    }
  });

  // The threshold algorithm (one-word searches; the others rank every match) stops as soon as
  // the page is certain: from a shallow first depth it stops at every depth on the way, with
  // many equal ranks decided by popularity and id.
  it.each([1, 7, 25])(
    'reading the word lists from depth %i: every page as the rule',
    async (walk) => {
      for (const q of [...QUERIES, ...WORDS]) {
        for (const [limit, offset] of [
          [30, 0],
          [12, 12],
          [30, 60],
        ] as const) {
          const search: PhotoSearch = { q, sort: 'relevant', limit, offset };
          expect({ q, walk, ...(await actual(search, walk)) }).toEqual({
            q,
            walk,
            ...(await expected(search)),
            fuzzy: false,
          });
        }
      }
    },
  );

  it('past the last page: no photos, the same exact total', async () => {
    const { total } = await expected({ q: 'elephant', sort: 'relevant', limit: 30, offset: 0 });
    const got = await actual({ q: 'elephant', sort: 'relevant', limit: 30, offset: total + 30 });
    expect(got).toEqual({ ids: [], total, fuzzy: false });
  });

  it('the API answers the same page and total', async () => {
    const search: PhotoSearch = { q: 'temple kandy', sort: 'relevant', limit: 24, offset: 24 };
    const answer = await visitor.get<SearchAnswer>(
      '/v1/public/photos/search?q=temple%20kandy&page=2&per_page=24',
    );
    expect(answer.status).toBe(200);
    const want = await expected(search);
    expect(answer.body.photos.map((photo) => photo.id)).toEqual(want.ids);
    expect(answer.body).toMatchObject({ total: want.total, page: 2, per_page: 24, fuzzy: false });
  });
});
