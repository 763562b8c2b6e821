import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorStats } from '@contract/creator.ts';
import { profileSchema } from '@contract/account.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';
import { albumKeys } from './keys.ts';

/**
 * What the verification banner needs: the profile's flags and the number of live free photos,
 * the figure the API's request_verification checks (docs/business-rules.md: 5).
 */
export const VERIFICATION_MIN_LIVE_FREE = 5;

async function getVerificationState() {
  const [profile, stats] = await Promise.all([
    api.get<unknown>('/v1/profile').then((answer) => profileSchema.parse(answer)),
    api.get<unknown>('/v1/creator/stats').then((answer) => creatorStats.parse(answer)),
  ]);
  return {
    verified: profile.verified,
    requested: profile.verify_requested,
    liveFree: stats.totals.live_free,
  };
}

export const verificationQuery = () =>
  queryOptions({ queryKey: albumKeys.summary(), queryFn: getVerificationState });

export const useVerificationState = () => useQuery(verificationQuery());

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    ...errorShownByCaller,
    mutationFn: () => api.post('/v1/profile/request_verification'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.summary() }),
  });
}
