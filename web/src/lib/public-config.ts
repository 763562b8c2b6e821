import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** What this deployment offers: social sign-ins, payment providers (GET /v1/public/config). */
export async function getPublicConfig() {
  const answer = await api.get('/v1/public/config');
  // Its schema, with zod, loads when asked: the account pages work before it (issue 33).
  const { publicConfigAnswer } = await import('@contract/public-config.ts');
  return publicConfigAnswer.parse(answer);
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
