import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@contract/browse.ts';
import type { SearchParams } from '../../../config/paths.ts';
import { SEARCH_LAST_PAGE, SEARCH_PER_PAGE } from '@contract/page-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** GET /v1/public/photos/search: one page of results for the query and filters. */
export function searchPhotos(params: SearchParams, page: number, signal?: AbortSignal) {
  return api.get<SearchAnswer>('/v1/public/photos/search', {
    query: { ...params, page, per_page: SEARCH_PER_PAGE },
    signal,
  });
}

/**
 * The page after `last`, if there is one. Up to 1,000 matches `total` is exact; past that it is
 * capped (`total_capped`, decision 41) and only a page shorter than `per_page` says the end.
 */
export function nextSearchPage(last: SearchAnswer): number | undefined {
  if (last.page >= SEARCH_LAST_PAGE) return undefined;
  const more = last.total_capped
    ? last.photos.length === last.per_page
    : last.page * last.per_page < last.total;
  return more ? last.page + 1 : undefined;
}

export const searchPhotosQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(params),
    queryFn: ({ pageParam, signal }) => searchPhotos(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
    enabled: params.q.trim().length > 0,
  });

export function useSearchPhotos(params: SearchParams) {
  return useInfiniteQuery(searchPhotosQuery(params));
}
