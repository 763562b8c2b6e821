import { queryOptions, useQuery } from '@tanstack/react-query';
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
export const publicUserQuery = (username: string) =>
  queryOptions({
    queryKey: publicAlbumKeys.user(username),
    queryFn: ({ signal }) =>
      api.get<PublicUser>(`/v1/public/users/${encodeURIComponent(username)}`, { signal }),
  });

/** GET /v1/public/albums?username=: albums that have a public cover photo. */
export const publicAlbumsQuery = (username: string) =>
  queryOptions({
    queryKey: publicAlbumKeys.list(username),
    queryFn: ({ signal }) =>
      api.get<PublicAlbumTile[]>('/v1/public/albums', { query: { username }, signal }),
  });

/** GET /v1/public/albums/{albumId}: name, tags and the published photos. */
export const publicAlbumQuery = (albumId: string) =>
  queryOptions({
    queryKey: publicAlbumKeys.detail(albumId),
    queryFn: ({ signal }) =>
      api.get<PublicAlbum>(`/v1/public/albums/${encodeURIComponent(albumId)}`, { signal }),
  });

export const usePublicUser = (username: string) => useQuery(publicUserQuery(username));
export const usePublicAlbums = (username: string) => useQuery(publicAlbumsQuery(username));
export const usePublicAlbum = (albumId: string) => useQuery(publicAlbumQuery(albumId));
