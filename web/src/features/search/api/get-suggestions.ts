import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './keys.ts';

/**
 * Tags close to a query that found nothing (GET /v1/public/photos/search_tags, which matches
 * by prefix and by similarity): the "did you mean" of the no-results state.
 */
export function useSearchSuggestions(q: string, enabled: boolean) {
  const term = q.trim().toLowerCase();
  return useQuery({
    queryKey: searchKeys.suggestions(term),
    queryFn: ({ signal }) =>
      api.get<string[]>('/v1/public/photos/search_tags', { query: { q: term }, signal }),
    enabled: enabled && term.length >= 2,
  });
}
