/**
 * The first data of a server-delivered page (docs/decisions/, decision 21): the server asks the
 * API for what the page will ask first and writes the answers into the HTML; the web app's API
 * client takes each one instead of fetching it again. Both sides find an answer by `answerKey`.
 */

/** The id of the `<script type="application/json">` element that carries the answers. */
export const PRELOADED_ANSWERS_ID = 'preloaded-answers';

/** One API answer as the page's first request would have received it. */
export interface PreloadedAnswer {
  status: number;
  body: unknown;
}

export type PreloadedAnswers = Record<string, PreloadedAnswer>;

/**
 * A GET request's identity: its path and its query parameters in a fixed order, so the server
 * and the browser name the same request alike however each built its query string.
 */
export function answerKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://answer.invalid');
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
