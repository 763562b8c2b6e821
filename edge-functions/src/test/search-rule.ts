import type { Database } from '../ports/database.ts';
import { popularityScore } from '../presenters/photo-card.ts';
import type { PhotoSearch } from '../search/photo-search.ts';

/**
 * A search by its rule written out in plain SQL over public.photos (docs/search.md), read as the
 * service over all photos: live photos (ACCEPTED, album not deleted) whose vector matches the
 * websearch query, by ts_rank, then popularity, then id (or newest / most popular first), and
 * the exact number of matches. Whatever makes search faster (issue 22) must keep these answers.
 * Relevance orders only `sort=relevant`; newest and popular break ties by popularity, then id.
 */
export async function searchByRule(db: Database, search: PhotoSearch) {
  const filters = [search.q, search.orientation ?? null, search.price ?? null];
  const matches = `
      from public.photos p
     where p.status = 'ACCEPTED'
       and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted)
       and p.search_vector @@ public.photo_search_query($1)
       and ($2::text is null or $2 = case when p.width > p.height then 'landscape'
                                        when p.height > p.width then 'portrait'
                                        else 'square' end)
       and ($3::text is null or p.free_download = ($3 = 'free'))`;
  return db.asService(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `select p.id ${matches}
        order by case when $4 = 'newest' then p.published_at end desc nulls last,
                 case when $4 = 'popular' then ${popularityScore} end desc,
                 case when $4 = 'relevant'
                      then ts_rank(p.search_vector, public.photo_search_query($1)) end desc,
                 ${popularityScore} desc, p.id
        limit $5 offset $6`,
      [...filters, search.sort, search.limit, search.offset],
    );
    const [all] = await tx.query<{ n: number }>(`select count(*)::int as n ${matches}`, filters);
    return { ids: rows.map((row) => row.id), total: all!.n };
  });
}
