import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { albumRequest } from '@contract/creator.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import type { AlbumListItem } from './get-albums.ts';
import { albumKeys } from './keys.ts';

export type AlbumInput = z.input<typeof albumRequest>;

/** POST /v1/albums, or PUT /v1/albums/{id} when editing. */
export function useSaveAlbum(albumId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...errorShownByCaller,
    mutationFn: (input: AlbumInput) =>
      albumId
        ? api.put<AlbumListItem>(`/v1/albums/${encodeURIComponent(albumId)}`, input, { json: true })
        : api.post<AlbumListItem>('/v1/albums', input, { json: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.all }),
  });
}

/** DELETE /v1/albums/{id}: a soft delete (the tile then says 'Album Deleted'). */
export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    ...errorShownByCaller,
    mutationFn: (albumId: string) => api.delete(`/v1/albums/${encodeURIComponent(albumId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.all }),
  });
}
