import type { StoredObject } from '../ports/storage.ts';

/** A stored image as an HTTP answer, streamed, with the caller's caching rule. */
export function imageResponse(
  object: StoredObject,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(object.body, {
    headers: {
      ...extraHeaders,
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': cacheControl,
      // Served as what the bytes were checked to be, never sniffed into something else.
      'x-content-type-options': 'nosniff',
    },
  });
}
