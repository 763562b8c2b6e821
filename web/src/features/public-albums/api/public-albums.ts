import { useQuery } from '@tanstack/react-query';
import type { PublicAlbum, PublicAlbumTile, PublicUser } from '@contract/browse.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of a contributor's public pages, general to specific. */
export const publicAlbumKeys = {
  all: ['public-albums'] as const,
  user: (username: string) => [...publicAlbumKeys.all, 'user', username] as const,
  lists: () => [...publicAlbumKeys.all, 'list'] as const,
  list: (username: string) => [...publicAlbumKeys.lists(), username] as const,
  detail: (albumId: string) => [...publicAlbumKeys.all, 'detail', albumId] as const,
};

/** GET /v1/public/users/{username}: the contributor's header. */
export function usePublicUser(username: string) {
  return useQuery({
    queryKey: publicAlbumKeys.user(username),
    queryFn: ({ signal }) =>
      api.get<PublicUser>(`/v1/public/users/${encodeURIComponent(username)}`, { signal }),
  });
}

/** GET /v1/public/albums?username=: albums that have a public cover photo. */
export function usePublicAlbums(username: string) {
  return useQuery({
    queryKey: publicAlbumKeys.list(username),
    queryFn: ({ signal }) =>
      api.get<PublicAlbumTile[]>('/v1/public/albums', { query: { username }, signal }),
  });
}

/** GET /v1/public/albums/{albumId}: name, tags and the published photos. */
export function usePublicAlbum(albumId: string) {
  return useQuery({
    queryKey: publicAlbumKeys.detail(albumId),
    queryFn: ({ signal }) =>
      api.get<PublicAlbum>(`/v1/public/albums/${encodeURIComponent(albumId)}`, { signal }),
  });
}
