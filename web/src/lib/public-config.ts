import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigAnswer } from '@contract/public-config.ts';
import { api } from './api-client.ts';

/** What this deployment offers: social sign-ins, payment providers (GET /v1/public/config). */
export async function getPublicConfig() {
  return publicConfigAnswer.parse(await api.get('/v1/public/config'));
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  // Changes only with a deploy.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
