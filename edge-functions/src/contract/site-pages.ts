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
  /**
   * The route module the router loads for it (under web/src/app/), for public pages: the server
   * preloads its chunks from the HTML instead of the browser finding them after the entry ran.
   */
  module?: string;
  /**
   * A plain-CSS page (decision 20): it needs no Chakra, so the server renders its markup and the
   * browser paints it before any script has run (decision 32).
   */
  plain?: boolean;
}

/** The module of the router's catch-all 404 page. */
export const NOT_FOUND_MODULE = 'routes/not-found.tsx';

/** Router patterns of the plain-CSS pages (the 404 page is plain too, at any unknown address). */
export const plainPagePatterns = (): string[] =>
  sitePages.filter((page) => page.plain).map((page) => page.pattern);

export const sitePages: readonly SitePage[] = [
  { pattern: '/', kind: 'public', module: 'routes/home.tsx', plain: true },
  { pattern: '/searchresults', kind: 'public', module: 'routes/search-results.tsx', plain: true },
  {
    pattern: '/photodetail/:photoId',
    kind: 'public',
    module: 'routes/photo-detail.tsx',
    plain: true,
  },
  {
    pattern: '/public/albums/:username',
    kind: 'public',
    module: 'routes/public-albums.tsx',
    plain: true,
  },
  {
    pattern: '/public/albums/view/:albumId',
    kind: 'public',
    module: 'routes/public-album.tsx',
    plain: true,
  },
  {
    pattern: '/public/albums/view/:albumId/:photoId',
    kind: 'public',
    module: 'routes/public-album-photo.tsx',
    plain: true,
  },
  { pattern: '/terms-conditions', kind: 'public', module: 'routes/static-terms.tsx' },
  { pattern: '/privacy-policy', kind: 'public', module: 'routes/static-privacy.tsx' },
  {
    pattern: '/photo-upload-guideline',
    kind: 'public',
    module: 'routes/static-upload-guideline.tsx',
  },
  { pattern: '/login', kind: 'public', module: 'routes/auth/login.tsx', plain: true },
  { pattern: '/signup', kind: 'public', module: 'routes/auth/signup.tsx', plain: true },
  // The account forms work before the script (decision 45): drawn by the server, like login.
  {
    pattern: '/update_password',
    kind: 'private',
    module: 'routes/auth/update-password.tsx',
    plain: true,
  },
  {
    pattern: '/forgot_password',
    kind: 'private',
    module: 'routes/auth/forgot-password.tsx',
    plain: true,
  },
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
  { pattern: '/profile/stats/statement/:month', kind: 'private' },
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
