import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoCard } from '@contract/photo.ts';
import { api } from '../../../lib/api-client.ts';
import { homeKeys } from './keys.ts';

/** GET /v1/public/featured_photos: the most popular published photos. */
export function getFeaturedPhotos(): Promise<PhotoCard[]> {
  return api.get<PhotoCard[]>('/v1/public/featured_photos');
}

export const featuredPhotosQuery = () =>
  queryOptions({ queryKey: homeKeys.featured(), queryFn: getFeaturedPhotos });

export function useFeaturedPhotos() {
  return useQuery(featuredPhotosQuery());
}
