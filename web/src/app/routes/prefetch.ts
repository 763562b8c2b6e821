import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../providers.tsx';

/**
 * Route loaders start the page's queries before the page renders, so it appears complete
 * instead of swapping skeletons for content (CLS, docs/performance.md). Failures are left to the
 * page's own error and not-found states: a prefetch never throws.
 *
 *   export const loader = () => prefetch((client) => [client.prefetchQuery(someQuery())]);
 */
export async function prefetch(start: (client: QueryClient) => Promise<void>[]): Promise<null> {
  await Promise.all(start(queryClient));
  return null;
}
