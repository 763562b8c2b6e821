import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@contract/browse.ts';
import type { SearchParams } from '../../../config/paths.ts';
import { SEARCH_PER_PAGE } from '@contract/page-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** GET /v1/public/photos/search: one page of results for the query and filters. */
export function searchPhotos(params: SearchParams, page: number, signal?: AbortSignal) {
  return api.get<SearchAnswer>('/v1/public/photos/search', {
    query: { ...params, page, per_page: SEARCH_PER_PAGE },
    signal,
  });
}

export const searchPhotosQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(params),
    queryFn: ({ pageParam, signal }) => searchPhotos(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.per_page < last.total ? last.page + 1 : undefined,
    enabled: params.q.trim().length > 0,
  });

export function useSearchPhotos(params: SearchParams) {
  return useInfiniteQuery(searchPhotosQuery(params));
}
