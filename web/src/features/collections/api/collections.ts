import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { collectionSchema, collectionTileSchema } from '@contract/collections.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { useSession } from '../../../lib/session.ts';

/** The signed-in user's collections (spec 7, /v1/collections). */

export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  detail: (id: string) => [...collectionKeys.all, 'detail', id] as const,
};

export const collectionsQuery = queryOptions({
  queryKey: collectionKeys.lists(),
  queryFn: async () => z.array(collectionTileSchema).parse(await api.get('/v1/collections')),
});

export function useCollections() {
  const user = useSession();
  return useQuery({ ...collectionsQuery, enabled: Boolean(user) });
}

export function collectionQuery(id: string) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: async () => collectionSchema.parse(await api.get(`/v1/collections/${id}`)),
  });
}

export function useCollection(id: string) {
  return useQuery(collectionQuery(id));
}

/** What the create-or-edit dialog sends; tags as the comma-joined text of the contract. */
export interface CollectionInput {
  name: string;
  description: string;
  tags: string;
}

function useCollectionMutation<Input>(
  call: (input: Input) => Promise<unknown>,
  { callerShowsErrors = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(callerShowsErrors ? errorShownByCaller : {}),
    mutationFn: async (input: Input) => collectionTileSchema.parse(await call(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export function useCreateCollection() {
  return useCollectionMutation(
    (input: CollectionInput) => api.post('/v1/collections', { ...input }),
    { callerShowsErrors: true }, // the dialog's banner (spec 8)
  );
}

export function useUpdateCollection(id: string) {
  return useCollectionMutation(
    (input: CollectionInput) => api.put(`/v1/collections/${id}`, { ...input }),
    { callerShowsErrors: true },
  );
}

export function useAddToCollection() {
  return useCollectionMutation(
    (input: { collectionId: string; photoId: string }) =>
      api.post(`/v1/collections/${input.collectionId}/photos`, { photos: input.photoId }),
    { callerShowsErrors: true },
  );
}

export function useRemoveFromCollection(collectionId: string) {
  return useCollectionMutation((photoId: string) =>
    api.delete(`/v1/collections/${collectionId}/photos`, { query: { photos: photoId } }),
  );
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/v1/collections/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}
