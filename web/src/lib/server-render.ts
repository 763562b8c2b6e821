import type { QueryClient } from '@tanstack/react-query';
import type { PreloadedAnswers } from '@contract/preloaded-answers.ts';

/**
 * One page rendered on the server (decision 32): its own query cache, and the API answers the
 * site app already asked for. Route loaders and the API client read the render in progress
 * through `serverRender()`; in the browser there is none. The server entry binds it to each
 * request (`entry-server.tsx`), so renders running side by side never see each other's data.
 */
export interface ServerRender {
  queryClient: QueryClient;
  answers: PreloadedAnswers;
  /** The page's origin as the browser asked for it (`http://localhost:8080`). */
  origin: string;
  /** GETs the page made that the server had no answer for: its markup would not be the browser's. */
  unanswered: string[];
}

let current: () => ServerRender | undefined = () => undefined;

/** The render this code runs in, on the server; undefined in the browser. */
export function serverRender(): ServerRender | undefined {
  return current();
}

/**
 * The page's origin: the request's on the server, the browser's own address after, so that an
 * address written out in full (the share panel's) reads the same in both renders.
 */
export function pageOrigin(): string {
  return serverRender()?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** Called once by the server entry with its per-request store. */
export function setServerRenderSource(source: () => ServerRender | undefined) {
  current = source;
}
