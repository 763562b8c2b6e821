import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../contract/browse.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { searchByRule } from '../test/search-rule.ts';
import { seedUsers } from '../test/seed-ids.ts';
import { searchPhotos, type PhotoSearch } from './photo-search.ts';

/**
 * The order and the total of a search, pinned against the rule written out in plain SQL over
 * public.photos (docs/search.md): live photos (ACCEPTED, album not deleted) whose vector matches
 * the websearch query, by ts_rank, then popularity, then id (or newest / most popular first), and
 * `total` the exact number of matches on every page, up to the cap (decision 41: past it the cap,
 * and `totalCapped`). Whatever makes search faster (issue 22) must keep these answers. Relevance orders only `sort=relevant`; newest and popular break ties by
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

/** The rule in plain SQL (test/search-rule.ts): ids of the page, and the exact count. */
const expected = (search: PhotoSearch) => searchByRule(t.db, search);

/**
 * The search as a visitor. `walk` makes a relevance search read the word lists
 * (app_private.live_photo_search_terms, decisions 36 and 41) from depth `walk` even on this small
 * catalogue, where it would otherwise rank every match at once; `cap` stops the count there
 * instead of at 1,000, so this catalogue's searches are capped as a million photos' are.
 * `countFirst: false` counts after the walk, as on a catalogue of 250,000 photos or more.
 */
async function actual(
  search: PhotoSearch,
  options: { walk?: number; cap?: number; countFirst?: boolean; prefixRows?: number } = {},
) {
  const { walk, cap, countFirst = true, prefixRows } = options;
  // The knobs (app_private.search_tuning): fields left out keep their production values.
  const tuning: Record<string, number> = {};
  if (prefixRows !== undefined) {
    // No walk (it would need more than one list row), and every search it leaves answered from
    // one word's list when that makes the page certain within `prefixRows` rows.
    Object.assign(tuning, { max_rows: 0, prefix_from: 0, prefix_rows: prefixRows });
  }
  if (!countFirst) tuning.count_first_below = 0;
  if (walk !== undefined) Object.assign(tuning, { first_depth: walk, max_rows: 1_000_000 });
  if (cap !== undefined) tuning.total_cap = cap;
  const result = await t.db.asUser(null, async (tx) => {
    await tx.query(`select set_config('lankalens.search_tuning', $1, true)`, [
      JSON.stringify(tuning),
    ]);
    return searchPhotos(tx, search);
  });
  return {
    ids: result.rows.map((row) => row.id),
    total: result.total,
    totalCapped: result.totalCapped,
    fuzzy: result.fuzzy,
  };
}

/** The rule's answer as the API gives it: the total exact up to `cap`, else `cap` and capped. */
function counted(rule: { ids: string[]; total: number }, cap = 1000) {
  return {
    ids: rule.ids,
    total: Math.min(rule.total, cap),
    totalCapped: rule.total > cap,
    fuzzy: false,
  };
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

// Several words, phrases and exclusions, which the lists answer since decision 41 (driven by the
// rarest word's list; a photo holding an excluded word's one form found by the index).
const MIXED = [
  'elephants kandy',
  'temple at dawn',
  '"at sunset"',
  '"train in" galle',
  'elephant -rain',
  'temple -kandy -galle',
  'leopard -"in the rain"',
  'whale beach -sunset',
  'tea estate -jaffna',
  'kandy or galle',
];

// Alternatives, each bounded by its own lists, the photos holding two of them found by the index;
// a word that two alternatives share leaves the search to the full ranking.
const ALTERNATIVES = [
  'temple or beach or train',
  'elephants or whale or kandy',
  'dawn or rain',
  'leopard or leopards',
  'tea or estate or elephant',
];

describe('search order and total', () => {
  it.each(QUERIES)('"%s": every page as the written-out rule, total exact', async (q) => {
    const first = await expected({ q, sort: 'relevant', limit: 30, offset: 0 });
    expect(first.total).toBeGreaterThan(0);
    for (const offset of [0, 30, 60]) {
      const search: PhotoSearch = { q, sort: 'relevant', limit: 30, offset };
      const got = await actual(search);
      expect(got).toEqual(counted(await expected(search)));
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
      expect(await actual(search)).toEqual(counted(await expected(search)));
    }
  });

  // The threshold algorithm (relevance without filters) stops as soon as the page is certain: from a shallow first depth it stops at every depth on
  // the way, with many equal ranks decided by popularity and id.
  // A small catalogue counts the matches first; a large one after the walk: both are walked.
  it.each([
    [1, true],
    [7, false],
    [25, true],
  ])(
    'reading the word lists from depth %i (counting first: %s): every page as the rule',
    async (walk, countFirst) => {
      for (const q of [...QUERIES, ...WORDS, ...MIXED, ...ALTERNATIVES]) {
        for (const [limit, offset] of [
          [30, 0],
          [12, 12],
          [30, 60],
        ] as const) {
          const search: PhotoSearch = { q, sort: 'relevant', limit, offset };
          expect({ q, walk, ...(await actual(search, { walk, countFirst })) }).toEqual({
            q,
            walk,
            ...counted(await expected(search)),
          });
        }
      }
    },
  );

  // Past the cap the count stops, and the lists rank without it: the order is still the rule's
  // on every page, those past the cap too, and the answer says the total is capped.
  it.each([
    [20, false],
    [50, true],
  ])(
    'with the count capped at %i (counting first: %s): the same pages, the total capped',
    async (cap, countFirst) => {
      let capped = 0;
      for (const q of [...QUERIES, ...WORDS, ...MIXED, ...ALTERNATIVES]) {
        for (const [limit, offset] of [
          [30, 0],
          [12, 48],
          [30, 90],
        ] as const) {
          const search: PhotoSearch = { q, sort: 'relevant', limit, offset };
          const rule = await expected(search);
          if (rule.total > cap) capped++;
          expect({ q, cap, ...(await actual(search, { cap, countFirst })) }).toEqual({
            q,
            cap,
            ...counted(rule, cap),
          });
        }
      }
      // Most of these searches match more photos than the cap.
      expect(capped).toBeGreaterThan(40);
    },
  );

  // Decision 43: a search the walk leaves (independent words) may be answered from one word's
  // list down to one of its shares, the photos above ranked, when that makes the page certain.
  // Many rows, few rows (it gives up and every match is ranked), and the count capped.
  it.each([
    [4096, undefined, false],
    [40, undefined, false],
    [4096, 20, true],
  ])(
    "answered from one word's list (at most %i rows, cap %s, counting first: %s): every page as the rule",
    async (prefixRows, cap, countFirst) => {
      for (const q of [...QUERIES, ...WORDS, ...MIXED, ...ALTERNATIVES]) {
        for (const [limit, offset] of [
          [30, 0],
          [12, 12],
          [5, 55],
        ] as const) {
          const search: PhotoSearch = { q, sort: 'relevant', limit, offset };
          expect({
            q,
            prefixRows,
            ...(await actual(search, { prefixRows, cap, countFirst })),
          }).toEqual({
            q,
            prefixRows,
            ...counted(await expected(search), cap),
          });
        }
      }
    },
  );

  it("one word's list makes the first page of independent words certain", async () => {
    // The query's distinct words in byte order, as search_photo_hits hands them over.
    const page = (q: string, wanted: number) =>
      t.db.asService(async (tx) => {
        // An internal function, granted to no role: called as the database owner, as pgTAP does.
        await tx.query('reset role');
        const [row] = await tx.query<{ ids: string[] | null }>(
          `with q as (select public.photo_search_query($1) as query)
           select app_private.search_prefix_page(
                    q.query,
                    array(select distinct regexp_replace(m[1], '([''\\\\])\\1', '\\1', 'g') collate "C"
                            from regexp_matches(q.query::text, '''((?:[^'']|'''')*)''', 'g') m
                           order by 1),
                    $2, 4096) as ids
             from q`,
          [q, wanted],
        );
        return row!.ids;
      });
    let answered = 0;
    for (const q of [
      'temple kandy',
      'elephants in the rain',
      'train at dawn',
      'elephants kandy',
      'whale beach',
      'leopard galle',
    ]) {
      for (const wanted of [1, 10, 30]) {
        const ids = await page(q, wanted);
        if (ids === null) continue;
        answered++;
        const rule = await expected({ q, sort: 'relevant', limit: wanted, offset: 0 });
        expect({ q, wanted, ids }).toEqual({ q, wanted, ids: rule.ids });
      }
    }
    // Most of them are certain from one list on this catalogue.
    expect(answered).toBeGreaterThanOrEqual(9);
  });

  it('a filtered or sorted search caps its total the same way', async () => {
    for (const options of [
      { sort: 'newest', orientation: undefined },
      { sort: 'relevant', orientation: 'landscape' },
    ] as const) {
      const search: PhotoSearch = { q: 'temple', limit: 12, offset: 12, ...options };
      const got = await actual(search, { cap: 20 });
      expect(got).toEqual(counted(await expected(search), 20));
      expect(got.totalCapped).toBe(true);
    }
  });

  it('past the last page: no photos, the same exact total', async () => {
    const { total } = await expected({ q: 'elephant', sort: 'relevant', limit: 30, offset: 0 });
    const got = await actual({ q: 'elephant', sort: 'relevant', limit: 30, offset: total + 30 });
    expect(got).toEqual({ ids: [], total, totalCapped: false, fuzzy: false });
  });

  it('the API answers the same page and total', async () => {
    const search: PhotoSearch = { q: 'temple kandy', sort: 'relevant', limit: 24, offset: 24 };
    const answer = await visitor.get<SearchAnswer>(
      '/v1/public/photos/search?q=temple%20kandy&page=2&per_page=24',
    );
    expect(answer.status).toBe(200);
    const want = await expected(search);
    expect(answer.body.photos.map((photo) => photo.id)).toEqual(want.ids);
    expect(answer.body).toMatchObject({
      total: want.total,
      total_capped: false,
      page: 2,
      per_page: 24,
      fuzzy: false,
    });
  });
});
