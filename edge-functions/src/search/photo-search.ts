import type { Tx } from '../ports/database.ts';
import { photoCardColumns, popularityScore, type PhotoCardRow } from '../presenters/photo-card.ts';

/**
 * Photo search in one SQL statement per step, on the GIN-indexed `photos.search_vector`
 * (title and tags weight A, description B, album and category C; english stems plus simple
 * exact words). When the full-text query matches nothing, a trigram pass on titles and on the
 * tag list (both indexed) finds near misses such as "sigirya". Runs as the caller: RLS decides
 * which photos exist at all.
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
  total: number;
  fuzzy: boolean;
}

type SearchRow = PhotoCardRow & { total: number };

// Filters and sort are parameters ($2..$6), never spliced text.
const filters = `
  and p.status = 'ACCEPTED'
  and ($2::text is null or case $2::text when 'landscape' then p.width > p.height
                                         when 'portrait' then p.height > p.width
                                         else p.width = p.height end)
  and ($3::text is null or p.free_download = ($3::text = 'free'))`;

const sortThen = (relevance: string) => `
  order by case when $4::text = 'newest' then p.published_at end desc nulls last,
           case when $4::text = 'popular' then ${popularityScore} end desc,
           case when $4::text = 'relevant' then ${relevance} end desc,
           ${popularityScore} desc, p.id
  limit $5 offset $6`;

/** Full text: websearch syntax (quotes, -word, or) in the english and simple configurations. */
export const fullTextSearchSql = `
  with query as (select public.photo_search_query($1) as tsq)
  select ${photoCardColumns}, count(*) over () as total
    from query
    cross join public.photos p
    join public.profiles u on u.id = p.owner_id
   where p.search_vector @@ query.tsq ${filters}
  ${sortThen('ts_rank(p.search_vector, query.tsq)')}`;

/** Near misses: titles by word similarity, photos carrying the tags closest to the text. */
export const nearMatchSearchSql = `
  with near_tags as (
    select coalesce(array_agg(tag), '{}') as tags
      from (select t.tag from public.tags t
             where t.tag operator(extensions.%) lower($1)
             order by extensions.similarity(t.tag, lower($1)) desc, t.uses desc
             limit 5) closest
  )
  select ${photoCardColumns}, count(*) over () as total
    from near_tags
    cross join public.photos p
    join public.profiles u on u.id = p.owner_id
   where ($1 operator(extensions.<%) p.name or p.tags && near_tags.tags) ${filters}
  ${sortThen('extensions.word_similarity($1, p.name) + (p.tags && near_tags.tags)::int')}`;

/** The words of a websearch query without its operators, for the trigram pass. */
export function plainWords(q: string): string {
  return q
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-') && word.toLowerCase() !== 'or')
    .join(' ');
}

async function run(tx: Tx, sql: string, q: string, search: PhotoSearch, limit: number, offset: number) {
  const rows = await tx.query<SearchRow>(sql, [
    q,
    search.orientation ?? null,
    search.price ?? null,
    search.sort,
    limit,
    offset,
  ]);
  return rows;
}

export async function searchPhotos(tx: Tx, search: PhotoSearch): Promise<PhotoSearchResult> {
  let fuzzy = false;
  let sql = fullTextSearchSql;
  let q = search.q;
  let rows = await run(tx, sql, q, search, search.limit, search.offset);
  if (rows.length === 0 && search.offset === 0) {
    const words = plainWords(search.q);
    if (words.length >= 3) {
      sql = nearMatchSearchSql;
      q = words;
      fuzzy = true;
      rows = await run(tx, sql, q, search, search.limit, search.offset);
    }
  }
  // A page past the end has no rows to carry the total: count with the first row instead.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.offset > 0) {
    const first = await run(tx, sql, q, search, 1, 0);
    total = first[0]?.total ?? 0;
    if (!first.length) {
      const near = await run(tx, nearMatchSearchSql, plainWords(search.q), search, 1, 0);
      if (near.length) {
        fuzzy = true;
        total = near[0]!.total;
      }
    }
  }
  return { rows, total: Number(total), fuzzy };
}
