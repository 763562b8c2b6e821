import type { Tx } from '../ports/database.ts';
import { photoCardColumns, popularityScore, type PhotoCardRow } from '../presenters/photo-card.ts';

/**
 * Photo search on the GIN-indexed `photos.search_vector` (title and tags weight A, description
 * B, album and category C; english stems plus simple exact words, websearch syntax). When the
 * full-text query matches nothing, a trigram pass on titles and on the closest live tags (both
 * indexed) finds near misses such as "sigirya".
 *
 * Ranking runs in two definer functions (app_private.search_photo_hits, near_photo_matches)
 * because under RLS Postgres cannot use the GIN index for the non-leakproof `@@`. They only
 * answer ids: the cards are read here as the caller, so RLS still decides what is returned.
 * search_photo_hits reads the narrow trigger-kept side table app_private.live_photo_search
 * (live photos only), not the wide photos heap; hits, total and cards come in one round trip.
 */
export interface PhotoSearch {
  q: string;
  orientation?: 'landscape' | 'portrait' | 'square' | undefined;
  price?: 'free' | 'paid' | undefined;
  sort: 'relevant' | 'newest' | 'popular';
  limit: number;
  offset: number;
}

export interface PhotoSearchResult {
  rows: PhotoCardRow[];
  /** Exact up to SEARCH_TOTAL_CAP; past it SEARCH_TOTAL_CAP, with `totalCapped`. */
  total: number;
  totalCapped: boolean;
  fuzzy: boolean;
}

/**
 * `total` counts matches up to this many (app_private.search_photo_hits stops counting there,
 * decision 41); a search with more says `totalCapped`.
 */
export const SEARCH_TOTAL_CAP = 1000;

type SearchRow = PhotoCardRow & { total: number; total_capped?: boolean };

/** Full text: one ranked, filtered, paginated page of ids, then their cards in that order. */
export const fullTextSearchSql = `
  select ${photoCardColumns}, hits.total, hits.total_capped
    from app_private.search_photo_hits($1, $2, $3, $4, $5, $6)
         with ordinality as hits (photo_id, total, total_capped, position)
    join public.photos p on p.id = hits.photo_id
    join public.profiles u on u.id = p.owner_id
   order by hits.position`;

/** Near misses: few rows, so filters and sort apply here (parameters, never spliced text). */
export const nearMatchSearchSql = `
  select ${photoCardColumns}, count(*) over () as total
    from app_private.near_photo_matches($1) near
    join public.photos p on p.id = near.photo_id
    join public.profiles u on u.id = p.owner_id
   where ($2::text is null or case $2::text when 'landscape' then p.width > p.height
                                            when 'portrait' then p.height > p.width
                                            else p.width = p.height end)
     and ($3::text is null or p.free_download = ($3::text = 'free'))
   order by case when $4::text = 'newest' then p.published_at end desc nulls last,
            case when $4::text = 'popular' then ${popularityScore} end desc,
            near.similarity desc, ${popularityScore} desc, p.id
   limit $5 offset $6`;

/** The words of a websearch query without its operators, for the trigram pass. */
export function plainWords(q: string): string {
  return q
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .join(' ');
}

function run(tx: Tx, sql: string, q: string, search: PhotoSearch, limit: number, offset: number) {
  return tx.query<SearchRow>(sql, [
    q,
    search.orientation ?? null,
    search.price ?? null,
    search.sort,
    limit,
    offset,
  ]);
}

/** The total of a page's first row, capped as the full-text count is. */
function totalOf(rows: SearchRow[]): Pick<PhotoSearchResult, 'total' | 'totalCapped'> {
  const total = Number(rows[0]?.total ?? 0);
  return {
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: rows[0]?.total_capped === true || total > SEARCH_TOTAL_CAP,
  };
}

export async function searchPhotos(tx: Tx, search: PhotoSearch): Promise<PhotoSearchResult> {
  const { limit, offset } = search;
  const exact = await run(tx, fullTextSearchSql, search.q, search, limit, offset);
  if (exact.length > 0) return { rows: exact, ...totalOf(exact), fuzzy: false };
  // An empty page is either past the end of the exact matches or there are none at all.
  const firstExact = offset > 0 ? await run(tx, fullTextSearchSql, search.q, search, 1, 0) : [];
  if (firstExact.length > 0) return { rows: [], ...totalOf(firstExact), fuzzy: false };
  // Near misses only when nothing matches exactly and the words are long enough to compare.
  const words = plainWords(search.q);
  if (words.length < 3) return { rows: [], total: 0, totalCapped: false, fuzzy: false };
  const near = await run(tx, nearMatchSearchSql, words, search, limit, offset);
  const firstNear =
    near.length > 0 || offset === 0 ? near : await run(tx, nearMatchSearchSql, words, search, 1, 0);
  const counted = totalOf(firstNear);
  return { rows: near, ...counted, fuzzy: counted.total > 0 };
}
