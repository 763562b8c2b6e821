import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoCard } from '@contract/photo.ts';
import { api } from '../../../lib/api-client.ts';

export const featuredPhotoKeys = {
  all: ['featured-photos'] as const,
};

export function getFeaturedPhotos(): Promise<PhotoCard[]> {
  return api.get<PhotoCard[]>('/v1/public/featured_photos');
}

export const featuredPhotosQuery = () =>
  queryOptions({ queryKey: featuredPhotoKeys.all, queryFn: getFeaturedPhotos });

export function useFeaturedPhotos() {
  return useQuery(featuredPhotosQuery());
}
