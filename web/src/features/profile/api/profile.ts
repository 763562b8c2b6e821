import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { availabilityAnswer, profileSchema, type Profile } from '@contract/account.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { ownProfileKey, useOwnProfile } from '../../../lib/own-profile.ts';
import { notifySessionChanged } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload.ts';

/** The signed-in user's own profile and every change to it (docs/accounts.md). */

export const profileKeys = {
  all: ownProfileKey,
  usernameAvailable: (username: string) =>
    [...ownProfileKey, 'username-available', username] as const,
};

/** The profile itself: one query for every screen, in lib/own-profile.ts. */
export const useProfile = useOwnProfile;

/**
 * Every profile call answers the fresh profile and refreshes the `user` cookie: keep both the
 * cache and the session (navbar name and avatar) in step.
 */
function useProfileMutation<Input>(
  call: (input: Input) => Promise<unknown>,
  { callerShowsErrors = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(callerShowsErrors ? errorShownByCaller : {}),
    mutationFn: async (input: Input) => profileSchema.parse(await call(input)),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      notifySessionChanged();
    },
  });
}

export function useUpdateName() {
  return useProfileMutation((input: { first_name: string; last_name: string }) =>
    api.put('/v1/profile', input),
  );
}

export type PictureKind = 'profile_photo' | 'cover_photo';

const uploadAnswer = z.object({ name: z.string() });

/** Uploads the picture as an avatar (with progress), then links it to the profile. */
export function useChangePicture(kind: PictureKind, onProgress: (percent: number) => void) {
  return useProfileMutation(
    async (file: File) => {
      const body = new FormData();
      body.append('purpose', 'avatar');
      body.append('file', file);
      const { name } = uploadAnswer.parse(await uploadFile('/v1/generic/upload', body, onProgress));
      return api.post('/v1/profile/update_photos', { [kind]: name });
    },
    { callerShowsErrors: true },
  );
}

export function useRemovePicture(kind: PictureKind) {
  return useProfileMutation(() => api.delete(`/v1/profile/${kind}`));
}

/** Spec 4 'Becoming a creator': the username only when the user has none yet. */
export function useBecomeCreator() {
  return useProfileMutation(
    (username: string | undefined) => api.post('/v1/become_creator', username ? { username } : {}),
    { callerShowsErrors: true },
  );
}

export async function usernameAvailable(username: string) {
  return availabilityAnswer.parse(await api.get('/v1/username_available', { query: { username } }))
    .value;
}

export function useUsernameAvailable(username: string) {
  return useQuery({
    queryKey: profileKeys.usernameAvailable(username),
    queryFn: () => usernameAvailable(username),
    enabled: username.length > 0,
    staleTime: 10_000,
  });
}
