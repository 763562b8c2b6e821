import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../providers.tsx';
import { serverRender } from '../../lib/server-render.ts';

/**
 * How long a page waits for its data before it shows itself with its loading skeletons: long
 * enough for a normal answer (the page then arrives complete), short enough that a slow API
 * never leaves a blank screen.
 */
export const PREFETCH_WAIT_MS = 1000;

/**
 * Route loaders start the page's queries before the page renders, so it appears complete
 * instead of swapping skeletons for content (CLS, docs/performance.md). A query that takes longer
 * than PREFETCH_WAIT_MS keeps loading inside the page, behind its skeleton. Failures are left to
 * the page's own error and not-found states: a prefetch never throws.
 *
 *   export const loader = () => prefetch((client) => [client.prefetchQuery(someQuery())]);
 */
export async function prefetch(start: (client: QueryClient) => Promise<void>[]): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREFETCH_WAIT_MS)));
  // On the server, the request's own cache; its answers are all there, so nothing waits.
  await Promise.race([Promise.all(start(serverRender()?.queryClient ?? queryClient)), waited]);
  clearTimeout(timer);
  return null;
}
