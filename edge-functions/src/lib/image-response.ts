import type { Bucket, Storage, StoredObject } from '../ports/storage.ts';

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

/**
 * Production: a redirect to where Storage serves the object itself (its public CDN URL, or a
 * short-lived signed URL for a private bucket), so image bytes never pass through the function.
 * `undefined` when the storage cannot (local disk: the caller streams the bytes), `null` when a
 * private object is missing. Call it only after the caller's access check.
 */
export async function redirectToStored(
  storage: Storage,
  bucket: Bucket,
  key: string,
  cacheControl: string,
  options?: { expiresInSeconds?: number; downloadAs?: string },
): Promise<Response | null | undefined> {
  if (!storage.locate) return undefined;
  const location = await storage.locate(bucket, key, options);
  if (!location) return null;
  return new Response(null, { status: 302, headers: { location, 'cache-control': cacheControl } });
}
