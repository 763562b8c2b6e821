import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '@contract/account.ts';
import { api } from './api-client.ts';

/**
 * The signed-in user's own profile (GET /v1/profile) in one cache entry, for every screen that
 * reads it (profile header, upload page, owner's photo page): the profile feature's mutations
 * write their answer here, so none of them shows a stale copy.
 */
export const ownProfileKey = ['profile'] as const;

export async function getOwnProfile() {
  return profileSchema.parse(await api.get('/v1/profile'));
}

export const ownProfileQuery = queryOptions({ queryKey: ownProfileKey, queryFn: getOwnProfile });

export function useOwnProfile() {
  return useQuery(ownProfileQuery);
}

/** Whether the creator is verified: only verified creators may offer paid photos. */
export function useOwnVerified() {
  return useQuery({ ...ownProfileQuery, select: (profile) => profile.verified });
}
