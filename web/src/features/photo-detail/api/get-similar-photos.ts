import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoCard } from '@contract/photo.ts';
import { api } from '../../../lib/api-client.ts';
import { photoDetailKeys } from './keys.ts';

/** GET /v1/public/photos/{id}/similar: shared tags first, then the same album. */
export const similarPhotosQuery = (id: string) =>
  queryOptions({
    queryKey: photoDetailKeys.similar(id),
    queryFn: ({ signal }) =>
      api.get<PhotoCard[]>(`/v1/public/photos/${encodeURIComponent(id)}/similar`, { signal }),
  });

export function useSimilarPhotos(id: string) {
  return useQuery(similarPhotosQuery(id));
}
