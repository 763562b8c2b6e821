import { useQuery } from '@tanstack/react-query';
import { tagSuggestionsQuery } from '../../../lib/tag-suggestions.ts';

/**
 * Tags close to a query that found nothing (GET /v1/public/photos/search_tags, which matches
 * by prefix and by similarity): the "did you mean" of the no-results state.
 */
export function useSearchSuggestions(q: string) {
  return useQuery(tagSuggestionsQuery(q));
}
