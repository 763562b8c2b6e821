import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, OriginCache } from '../app-env.ts';
import {
  matchesIfNoneMatch,
  readSharedCacheControl,
  sharedCacheControl,
} from '../lib/cache-control.ts';
import { chooseEncoding, type ResponseEncoders } from './compression.ts';
import { hasSessionCookie } from './shared-cache.ts';

/**
 * The origin's own short-lived copy of the public answers (docs/performance.md, "The origin's
 * copy"): a crowd of anonymous visitors asking for the same featured list, photo or search
 * within a few seconds costs the database one query per answer and isolate, not one per
 * visitor. It is what a CDN does, one step closer, for the requests a CDN sends on (each of its
 * locations misses once, and a site page embeds answers the CDN never sees).
 *
 * What it keeps, and for how long:
 * - only answers a shared cache may keep (`public` with `s-maxage`, no cookie set, 200/400/404)
 *   to requests without a session, whole, as encoded for the client (one copy per encoding);
 * - for `seconds`, never longer than the answer's own `s-maxage`; a copy served later says the
 *   `s-maxage` that is left, so that a CDN in front keeps it no longer than from when it was
 *   made: the staleness bounds of docs/performance.md stay as they are;
 * - nothing once this process has handled a change (`clear`: any request that is not a read,
 *   except the view beacon, whose counts may lag anyway; the in-process worker's jobs), so a
 *   change made through this process is seen by the next read. A change made elsewhere (another
 *   isolate, the worker process) shows within `seconds`.
 * Requests for the same missing copy wait for the one that computes it.
 */
export interface OriginCacheOptions {
  /** How long a copy serves; 0 turns the cache off. */
  seconds: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Milliseconds, for tests that move time. */
  now?: () => number;
}

const DEFAULT_MAX_ENTRIES = 2_000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** A copy larger than this is not kept: public answers are a few kilobytes. */
const MAX_ENTRY_BYTES = 512 * 1024;
const KEPT_STATUSES = new Set([200, 400, 404]);
/** Headers the outer middleware sets per request. */
const PER_REQUEST_HEADERS = new Set(['x-request-id']);
const PUBLIC_PATH = /^\/v1\/public\//;
const VIEW_BEACON = /^\/v1\/public\/photos\/[^/]+\/views$/;

interface Copy {
  status: number;
  /** A plain object: Node's adapter writes it out as it is, without building Headers. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  etag: string | null;
  sMaxAge: number;
  staleWhileRevalidate: number;
  madeAt: number;
  expiresAt: number;
}

export function createOriginCache(options: OriginCacheOptions): OriginCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const copies = new Map<string, Copy>();
  const computing = new Map<string, Promise<Copy | null>>();
  let bytes = 0;
  // Bumped by clear(): an answer begun before a change is not kept after it.
  let generation = 0;

  function forget(key: string) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.body.byteLength;
  }

  function keep(key: string, copy: Copy) {
    forget(key);
    copies.set(key, copy);
    bytes += copy.body.byteLength;
    // Map order is insertion order, refreshed on every hit: the first key is the least used.
    for (const oldest of copies.keys()) {
      if (copies.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function clear() {
    generation++;
    copies.clear();
    computing.clear();
    bytes = 0;
  }

  function serve(c: Context<AppEnv>, copy: Copy): Response {
    const age = Math.floor((now() - copy.madeAt) / 1000);
    const headers: Record<string, string> = {
      ...copy.headers,
      'x-request-id': c.get('requestId'),
      'cache-control': sharedCacheControl({
        sMaxAge: Math.max(0, copy.sMaxAge - age),
        staleWhileRevalidate: copy.staleWhileRevalidate,
      }),
    };
    c.set('requestIdSent', true);
    if (copy.etag && matchesIfNoneMatch(c.req.header('if-none-match'), copy.etag)) {
      // As the route's own 304 says it: validators and caching, no body's description.
      delete headers['content-length'];
      delete headers['content-type'];
      delete headers['content-encoding'];
      return new Response(null, { status: 304, headers });
    }
    return new Response(copy.body, { status: copy.status, headers });
  }

  /** The answer's copy, or null when it may not be kept. Gives `c.res` a readable body again. */
  async function copyOf(c: Context, startedIn: number): Promise<Copy | null> {
    const res = c.res;
    const policy = readSharedCacheControl(res.headers.get('cache-control'));
    if (!policy || !KEPT_STATUSES.has(res.status) || res.headers.has('set-cookie')) return null;
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > MAX_ENTRY_BYTES) return null;
    const body = new Uint8Array(await res.arrayBuffer());
    c.res = new Response(body, res);
    if (startedIn !== generation || body.byteLength > MAX_ENTRY_BYTES) return null;
    const ttl = Math.min(options.seconds, policy.sMaxAge);
    if (ttl <= 0) return null;
    const madeAt = now();
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) {
      if (!PER_REQUEST_HEADERS.has(name)) headers[name] = value;
    }
    headers['content-length'] = String(body.byteLength);
    return {
      status: res.status,
      headers,
      body,
      etag: res.headers.get('etag'),
      sMaxAge: policy.sMaxAge,
      staleWhileRevalidate: policy.staleWhileRevalidate,
      madeAt,
      expiresAt: madeAt + ttl * 1000,
    };
  }

  const middleware =
    (encoders: ResponseEncoders): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const method = c.req.method;
      if (method !== 'GET') {
        await next();
        if (method !== 'HEAD' && method !== 'OPTIONS' && !VIEW_BEACON.test(c.req.path)) clear();
        return;
      }
      if (options.seconds <= 0 || !PUBLIC_PATH.test(c.req.path) || hasSessionCookie(c)) {
        return next();
      }
      const encoding = chooseEncoding(c.req.header('accept-encoding'), encoders) ?? '';
      const key = `${encoding} ${c.req.url}`;

      const found = copies.get(key);
      if (found && found.expiresAt > now()) {
        copies.delete(key); // refreshes its place in the least-used order
        copies.set(key, found);
        return serve(c, found);
      }
      const pending = computing.get(key);
      if (pending) {
        const copy = await pending;
        if (copy) return serve(c, copy);
      }

      // A conditional request's 304 cannot be kept: it computes for itself.
      if (c.req.header('if-none-match') !== undefined) return next();
      const startedIn = generation;
      let settle: (copy: Copy | null) => void = () => {};
      const computed = new Promise<Copy | null>((resolve) => (settle = resolve));
      computing.set(key, computed);
      let copy: Copy | null = null;
      try {
        await next();
        copy = await copyOf(c, startedIn);
        if (copy) keep(key, copy);
      } finally {
        if (computing.get(key) === computed) computing.delete(key);
        settle(copy);
      }
    };

  return {
    middleware,
    clear,
    get size() {
      return copies.size;
    },
  };
}

/** The host's cache from its settings (ORIGIN_CACHE_SECONDS); `now` for tests that move time. */
export function originCacheFor(
  config: { originCacheSeconds: number },
  now?: () => number,
): OriginCache {
  return createOriginCache({ seconds: config.originCacheSeconds, now });
}
