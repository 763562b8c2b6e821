import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE, readCookie } from '../lib/cookies.ts';
import {
  matchesIfNoneMatch,
  NO_STORE,
  PRIVATE_CACHE,
  sharedCacheControl,
  type SharedCachePolicy,
} from '../lib/cache-control.ts';
import { sha256HexOfBytes } from '../lib/secure-token.ts';

/** Answers that depend only on the URL and the catalogue (a missing photo stays missing). */
const CACHEABLE_STATUSES = new Set([200, 400, 404]);

/** Whether the request comes with a session: a CDN passes such requests to the origin. */
export function hasSessionCookie(c: Context): boolean {
  return readCookie(c, SESSION_COOKIE) !== undefined;
}

/**
 * Caching of an answer that is the same for every visitor (docs/performance.md, "Issue 22"):
 * `policy`'s Cache-Control (or the one the handler set), an ETag and 304 on a matching
 * `If-None-Match`. A shared cache never keeps one caller's answer for another: a request with a
 * session cookie gets `private` (the CDN bypasses it anyway), and an answer that sets a cookie
 * is `no-store` and never turned into a 304 that would drop the cookie.
 */
export function sharedCache(policy?: SharedCachePolicy): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has('set-cookie')) {
      c.header('cache-control', NO_STORE);
      return;
    }
    if (!CACHEABLE_STATUSES.has(res.status)) {
      c.header('cache-control', NO_STORE);
      return;
    }
    if (hasSessionCookie(c)) c.header('cache-control', PRIVATE_CACHE);
    else if (policy) c.header('cache-control', sharedCacheControl(policy));
    else if (!res.headers.has('cache-control')) c.header('cache-control', NO_STORE);
    if (res.status !== 200 || !res.body) return;

    // Over the uncompressed body; compression marks it weak on the variants it makes.
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = `"${(await sha256HexOfBytes(body)).slice(0, 32)}"`;
    const notModified = matchesIfNoneMatch(c.req.header('if-none-match'), etag);
    c.res = new Response(notModified ? null : body, { status: notModified ? 304 : res.status });
    if (notModified) c.res.headers.delete('content-length');
    else {
      c.header('content-type', res.headers.get('content-type') ?? 'application/octet-stream');
      // Whole in memory: said, so that compression can encode it in one call.
      c.header('content-length', String(body.byteLength));
    }
    c.header('etag', etag);
  };
}
