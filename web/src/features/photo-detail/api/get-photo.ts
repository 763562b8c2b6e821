import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoDetail } from '@contract/browse.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { isUuid } from '../../../lib/ids.ts';
import { photoDetailKeys } from './keys.ts';

/** GET /v1/public/photos/{id}: a published photo with its metadata (counts one view a day). */
export function getPhoto(id: string, signal?: AbortSignal) {
  // A mistyped address is a missing photo, not a bad request.
  if (!isUuid(id))
    return Promise.reject(new ApiError(404, { code: 1003, description: 'Not found' }));
  return api.get<PhotoDetail>(`/v1/public/photos/${encodeURIComponent(id)}`, { signal });
}

export const photoQuery = (id: string) =>
  queryOptions({
    queryKey: photoDetailKeys.detail(id),
    queryFn: ({ signal }) => getPhoto(id, signal),
  });

export function usePhoto(id: string) {
  return useQuery(photoQuery(id));
}
