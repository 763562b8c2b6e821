import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { shouldSuggest } from './tag-rules.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Tags that start like, or look like, a term (GET /v1/public/photos/search_tags): the search
 * box's suggestions, the tag input's, and the "did you mean" of a search that found nothing. One
 * query and one cache entry per term for all three.
 */
export const tagSuggestionsQuery = (text: string) => {
  const term = text.trim().toLowerCase();
  return queryOptions({
    queryKey: ['tag-suggestions', term],
    queryFn: ({ signal }) =>
      api.get<string[]>('/v1/public/photos/search_tags', { query: { q: term }, signal }),
    // Spec 5: suggestions from 2 characters.
    enabled: shouldSuggest(term),
    staleTime: 5 * 60_000,
  });
};

/** While someone types: asks once they pause, not at every key. */
const TYPING_PAUSE_MS = 250;

export function useTagSuggestionsWhileTyping(text: string) {
  return useQuery(tagSuggestionsQuery(useDebouncedValue(text, TYPING_PAUSE_MS)));
}
