/**
 * Every address of the web app as the server sees it (decision 21): which pages search engines
 * may index and which are private or account pages (`noindex`). Anything else is an unknown
 * address and answers 404. The web router's routes must all be here (a web test checks it).
 */
export type SitePageKind = 'public' | 'private';

export interface SitePage {
  /** The router's pattern, `:name` for one path segment. */
  pattern: string;
  kind: SitePageKind;
}

export const sitePages: readonly SitePage[] = [
  { pattern: '/', kind: 'public' },
  { pattern: '/searchresults', kind: 'public' },
  { pattern: '/photodetail/:photoId', kind: 'public' },
  { pattern: '/public/albums/:username', kind: 'public' },
  { pattern: '/public/albums/view/:albumId', kind: 'public' },
  { pattern: '/public/albums/view/:albumId/:photoId', kind: 'public' },
  { pattern: '/terms-conditions', kind: 'public' },
  { pattern: '/privacy-policy', kind: 'public' },
  { pattern: '/photo-upload-guideline', kind: 'public' },
  { pattern: '/login', kind: 'public' },
  { pattern: '/signup', kind: 'public' },
  { pattern: '/update_password', kind: 'private' },
  { pattern: '/activated', kind: 'private' },
  { pattern: '/purchase', kind: 'private' },
  { pattern: '/payment_result', kind: 'private' },
  { pattern: '/photo_detail_view/:photoId', kind: 'private' },
  { pattern: '/profile/albums', kind: 'private' },
  { pattern: '/profile/favourites', kind: 'private' },
  { pattern: '/profile/collections', kind: 'private' },
  { pattern: '/profile/collection/view/:collectionId', kind: 'private' },
  { pattern: '/profile/purchases', kind: 'private' },
  { pattern: '/profile/album/view/:albumId', kind: 'private' },
  { pattern: '/profile/album/view/:albumId/:albumName', kind: 'private' },
  { pattern: '/profile/stats', kind: 'private' },
  { pattern: '/admin', kind: 'private' },
];

/** The page an address shows and its parameters, or null for an unknown address. */
export function matchSitePage(
  pathname: string,
): { page: SitePage; params: Record<string, string> } | null {
  const segments = splitPath(pathname);
  if (!segments) return null;
  for (const page of sitePages) {
    const parts = splitPath(page.pattern)!;
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i]!;
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (matches) return { page, params };
  }
  return null;
}

/** Decoded path segments (a trailing slash is ignored, as the router does), or null if malformed. */
function splitPath(pathname: string): string[] | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return [];
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}
