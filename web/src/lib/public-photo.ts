import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoDetail } from '@contract/browse.ts';
import { api, ApiError } from './api-client.ts';
import { isUuid } from './ids.ts';

/**
 * A published photo (GET /v1/public/photos/{id}), shared by the photo page and the checkout:
 * one request and one cache entry, so opening the checkout from the photo page fetches nothing.
 */
export const publicPhotoKeys = {
  all: ['public-photo'] as const,
  details: () => [...publicPhotoKeys.all, 'detail'] as const,
  detail: (id: string) => [...publicPhotoKeys.details(), id] as const,
};

/** A mistyped address is a missing photo, not a bad request. */
export function getPhoto(id: string, signal?: AbortSignal) {
  if (!isUuid(id))
    return Promise.reject(new ApiError(404, { code: 1003, description: 'Not found' }));
  return api.get<PhotoDetail>(`/v1/public/photos/${encodeURIComponent(id)}`, { signal });
}

export const photoQuery = (id: string) =>
  queryOptions({
    queryKey: publicPhotoKeys.detail(id),
    queryFn: ({ signal }) => getPhoto(id, signal),
  });

export function usePhoto(id: string) {
  return useQuery(photoQuery(id));
}
