import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { albumListItem } from '@contract/creator.ts';
import { api } from '../../../lib/api-client.ts';
import { albumKeys } from './keys.ts';

export type AlbumListItem = z.infer<typeof albumListItem>;

/** The spec's album grid loading state lasts at least 0.5 s (section 9). */
const MIN_LOADING_MS = 500;

export async function getAlbums(): Promise<AlbumListItem[]> {
  const [albums] = await Promise.all([
    api.get<unknown>('/v1/albums').then((answer) => z.array(albumListItem).parse(answer)),
    new Promise((resolve) => setTimeout(resolve, MIN_LOADING_MS)),
  ]);
  return albums;
}

export const albumsQuery = () => queryOptions({ queryKey: albumKeys.lists(), queryFn: getAlbums });

export const useAlbums = () => useQuery(albumsQuery());
