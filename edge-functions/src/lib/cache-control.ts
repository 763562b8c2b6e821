/**
 * For answers whose URL names their content (hashed asset names, image URLs with the image's
 * version): a year in every cache, never revalidated.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** For a caller's own answers: never kept by a shared cache; the browser asks again each time. */
export const PRIVATE_CACHE = 'private, no-cache';

/** Nothing keeps it: errors of the server, answers that set a cookie, mutations. */
export const NO_STORE = 'no-store';

/**
 * How long a shared cache (CDN, proxy) may keep an answer that is the same for every anonymous
 * visitor (docs/performance.md, "Issue 22"): fresh for `sMaxAge` seconds, then served while one
 * request refreshes it for `staleWhileRevalidate` more. Browsers keep nothing (`max-age=0`) and
 * revalidate with the ETag, so a visitor who signs in never sees an anonymous copy from their own
 * cache.
 */
export interface SharedCachePolicy {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

/** Per answer: search changes with every publication, a photo or an album rarely. */
export const SHARED_CACHE = {
  search: { sMaxAge: 10, staleWhileRevalidate: 20 },
  tagSuggestions: { sMaxAge: 60, staleWhileRevalidate: 60 },
  featured: { sMaxAge: 60, staleWhileRevalidate: 60 },
  photo: { sMaxAge: 120, staleWhileRevalidate: 60 },
  album: { sMaxAge: 120, staleWhileRevalidate: 60 },
  user: { sMaxAge: 300, staleWhileRevalidate: 60 },
  /** A server-delivered page that embeds no answer (terms, login): its shell changes on deploy. */
  page: { sMaxAge: 300, staleWhileRevalidate: 60 },
} satisfies Record<string, SharedCachePolicy>;

export function sharedCacheControl(policy: SharedCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** The shared-cache policy a Cache-Control value states, or null when it is not public. */
export function readSharedCacheControl(value: string | null): SharedCachePolicy | null {
  if (!value || !/(?:^|,)\s*public\s*(?:,|$)/i.test(value)) return null;
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`, 'i').exec(value)?.[1]);
  const sMaxAge = seconds('s-maxage');
  if (!Number.isFinite(sMaxAge)) return null;
  return { sMaxAge, staleWhileRevalidate: seconds('stale-while-revalidate') || 0 };
}

/** The policy that keeps each part no longer than its own: the shortest of each figure. */
export function shortestPolicy(policies: SharedCachePolicy[]): SharedCachePolicy | null {
  if (policies.length === 0) return null;
  return {
    sMaxAge: Math.min(...policies.map((policy) => policy.sMaxAge)),
    staleWhileRevalidate: Math.min(...policies.map((policy) => policy.staleWhileRevalidate)),
  };
}

/** Whether `If-None-Match` names this validator (weak comparison, RFC 9110 13.1.2). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}
