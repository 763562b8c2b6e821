import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerPhoto, type OwnerPhoto } from '@contract/creator.ts';
import { duplicateCheck, type DuplicateCheck } from '@contract/duplicates.ts';
import { api } from '../../../lib/api-client.ts';
import { useOwnVerified } from '../../../lib/own-profile.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';

/** The owner's photo (GET /v1/photos/{id}) and what its menu does. */
export const ownerPhotoKeys = {
  all: ['owner-photo'] as const,
  detail: (id: string) => [...ownerPhotoKeys.all, id] as const,
};

export const ownerPhotoQuery = (id: string) =>
  queryOptions({
    queryKey: ownerPhotoKeys.detail(id),
    queryFn: async (): Promise<OwnerPhoto> =>
      ownerPhoto.parse(await api.get<unknown>(`/v1/photos/${encodeURIComponent(id)}`)),
  });

export const useOwnerPhoto = (id: string) => useQuery(ownerPhotoQuery(id));

/** The fields of PUT /v1/photos/{id} the update dialog sends (contract: updatePhotoRequest). */
export type PhotoUpdate = {
  name?: string;
  description?: string;
  tags?: string[];
  free_download?: boolean;
};

export function usePhotoActions(id: string) {
  const queryClient = useQueryClient();
  // Album views and stats show the status too: refresh everything the studio shows.
  const refresh = () => queryClient.invalidateQueries();
  const path = `/v1/photos/${encodeURIComponent(id)}`;
  return {
    update: useMutation({
      ...errorShownByCaller,
      mutationFn: (input: PhotoUpdate) => api.put(path, input, { json: true }),
      onSuccess: refresh,
    }),
    submit: useMutation({
      ...errorShownByCaller,
      mutationFn: () => api.post('/v1/photos/review', { ids: [id] }, { json: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      ...errorShownByCaller,
      mutationFn: () => api.delete(path),
    }),
    unpublish: useMutation({
      ...errorShownByCaller,
      mutationFn: () => api.post(`${path}/unpublish`),
      onSuccess: refresh,
    }),
  };
}

/** Whether the owner is verified: only verified creators may switch a photo to paid. */
export const useOwnerVerified = useOwnVerified;

/** GET /v1/photos/{id}/duplicate_check: why a photo cannot be submitted, or a warning. */
export const duplicateCheckQuery = (id: string) =>
  queryOptions({
    queryKey: [...ownerPhotoKeys.detail(id), 'duplicate-check'] as const,
    queryFn: async (): Promise<DuplicateCheck> =>
      duplicateCheck.parse(
        await api.get<unknown>(`/v1/photos/${encodeURIComponent(id)}/duplicate_check`),
      ),
  });

export const useDuplicateCheck = (id: string) => useQuery(duplicateCheckQuery(id));
