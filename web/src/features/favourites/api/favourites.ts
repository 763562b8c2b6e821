import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { photoCardSchema } from '@contract/photo.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { useSession } from '../../../lib/session.ts';

/** The signed-in user's favourites (GET/POST/DELETE /v1/favourites). */

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => [...favouriteKeys.all, 'list'] as const,
};

export async function getFavourites() {
  return z.array(photoCardSchema).parse(await api.get('/v1/favourites'));
}

export const favouritesQuery = queryOptions({
  queryKey: favouriteKeys.list(),
  queryFn: getFavourites,
});

/** The list, only asked for when someone is signed in (visitors have none). */
export function useFavourites() {
  const user = useSession();
  return useQuery({ ...favouritesQuery, enabled: Boolean(user) });
}

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => api.post('/v1/favourites', { photo_id: photoId }),
    // The heart undoes its optimistic fill and says why.
    ...errorShownByCaller,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

/** Spec 4: removal updates the list on success (not optimistically). */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => api.delete('/v1/favourites', { query: { photo_id: photoId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
