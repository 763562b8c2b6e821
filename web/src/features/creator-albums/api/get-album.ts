import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { albumDetail } from '@contract/creator.ts';
import { api } from '../../../lib/api-client.ts';
import { albumKeys } from './keys.ts';

export type AlbumDetail = z.infer<typeof albumDetail>;

export const getAlbum = async (id: string): Promise<AlbumDetail> =>
  albumDetail.parse(await api.get<unknown>(`/v1/albums/${encodeURIComponent(id)}`));

export const albumQuery = (id: string) =>
  queryOptions({ queryKey: albumKeys.detail(id), queryFn: () => getAlbum(id) });

export const useAlbum = (id: string) => useQuery(albumQuery(id));
