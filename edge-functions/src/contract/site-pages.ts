/**
 * The one list of the web app's pages (decision 56): every route pattern is written here and
 * nowhere else. The web router builds its routes from it, `web/src/config/paths.ts` fills its
 * patterns for links, and the site app draws, indexes and crawls the pages it lists (decision 21).
 * Any other address is unknown and answers 404.
 */
import { readSearchPageParams, SEARCH_PER_PAGE } from './page-requests.ts';

/**
 * `server`: a plain-CSS page (decision 20) whose markup the server draws and the browser paints
 * before any script ran (decision 32); `script`: a Chakra page the browser draws.
 */
export type PageDrawing = 'server' | 'script';

/** Who may see the page: the web app's guards send anyone else to login or a refusal page. */
export type PageGuard = 'anyone' | 'user' | 'creator' | 'admin';

/** An address the page was opened at: the pattern's parameters and the query string. */
export interface PageAddress {
  params: Record<string, string>;
  search: URLSearchParams;
}

export interface SitePage {
  /** The router's pattern, `:name` for one path segment. */
  pattern: string;
  /** Search engines may index it; every other page is `noindex` and kept out by robots.txt. */
  indexed: boolean;
  drawn: PageDrawing;
  guard: PageGuard;
  /**
   * The route module the router loads for it (under web/src/app/), where the server preloads its
   * chunks from the HTML instead of the browser finding them after the entry ran.
   */
  module?: string;
  /**
   * The API requests the page makes first, by name: the site app asks them in the page's place
   * and writes the answers into the HTML, and the route's loader asks the same ones, so the
   * browser takes them from the page (a web test holds the loaders to this).
   */
  firstData?: (address: PageAddress) => Record<string, string>;
}

/** The module of the router's catch-all 404 page (drawn by the server too). */
export const NOT_FOUND_MODULE = 'routes/not-found.tsx';

const enc = encodeURIComponent;
const photo = (id: string) => `/v1/public/photos/${enc(id)}`;
const album = (id: string) => `/v1/public/albums/${enc(id)}`;
const FEATURED = '/v1/public/featured_photos';
const PUBLIC_CONFIG = '/v1/public/config';

/** A published photo's page: the photo and its similar photos. */
const photoPageData = ({ params }: PageAddress) => ({
  photo: photo(params.photoId ?? ''),
  similar: `${photo(params.photoId ?? '')}/similar`,
});

export const pages = {
  home: {
    pattern: '/',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/home.tsx',
    firstData: () => ({ featured: FEATURED }),
  },
  searchResults: {
    pattern: '/searchresults',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/search-results.tsx',
    firstData: ({ search }): Record<string, string> => {
      const { q, ...filters } = readSearchPageParams(search);
      if (!q) return {};
      // As search-photos.ts asks for the first page (the answer's key ignores the order).
      const query = new URLSearchParams({ q, page: '1', per_page: String(SEARCH_PER_PAGE) });
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      return { search: `/v1/public/photos/search?${query}` };
    },
  },
  photoDetail: {
    pattern: '/photodetail/:photoId',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/photo-detail.tsx',
    firstData: photoPageData,
  },
  publicAlbums: {
    pattern: '/public/albums/:username',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/public-albums.tsx',
    firstData: ({ params }) => ({
      user: `/v1/public/users/${enc(params.username ?? '')}`,
      albums: `/v1/public/albums?${new URLSearchParams({ username: params.username ?? '' })}`,
    }),
  },
  publicAlbum: {
    pattern: '/public/albums/view/:albumId',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/public-album.tsx',
    firstData: ({ params }) => ({ album: album(params.albumId ?? '') }),
  },
  publicAlbumPhoto: {
    pattern: '/public/albums/view/:albumId/:photoId',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/public-album-photo.tsx',
    firstData: (address) => ({
      ...photoPageData(address),
      album: album(address.params.albumId ?? ''),
    }),
  },
  termsConditions: {
    pattern: '/terms-conditions',
    indexed: true,
    drawn: 'script',
    guard: 'anyone',
    module: 'routes/static-terms.tsx',
  },
  privacyPolicy: {
    pattern: '/privacy-policy',
    indexed: true,
    drawn: 'script',
    guard: 'anyone',
    module: 'routes/static-privacy.tsx',
  },
  uploadGuideline: {
    pattern: '/photo-upload-guideline',
    indexed: true,
    drawn: 'script',
    guard: 'anyone',
    module: 'routes/static-upload-guideline.tsx',
  },
  // Both account pages show the deployment's social sign-in buttons: their config comes along.
  login: {
    pattern: '/login',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/auth/login.tsx',
    firstData: () => ({ config: PUBLIC_CONFIG }),
  },
  signup: {
    pattern: '/signup',
    indexed: true,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/auth/signup.tsx',
    firstData: () => ({ config: PUBLIC_CONFIG, featured: FEATURED }),
  },
  // The account forms work before the script (decision 45): drawn by the server, like login.
  updatePassword: {
    pattern: '/update_password',
    indexed: false,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/auth/update-password.tsx',
  },
  forgotPassword: {
    pattern: '/forgot_password',
    indexed: false,
    drawn: 'server',
    guard: 'anyone',
    module: 'routes/auth/forgot-password.tsx',
  },
  activated: { pattern: '/activated', indexed: false, drawn: 'script', guard: 'anyone' },
  purchase: { pattern: '/purchase', indexed: false, drawn: 'script', guard: 'anyone' },
  /** Where the card provider sends the buyer back (the API's PAYMENT_RESULT_PATH). */
  paymentResult: { pattern: '/payment_result', indexed: false, drawn: 'script', guard: 'anyone' },
  profileAlbums: { pattern: '/profile/albums', indexed: false, drawn: 'script', guard: 'user' },
  profileFavourites: {
    pattern: '/profile/favourites',
    indexed: false,
    drawn: 'script',
    guard: 'user',
  },
  profileCollections: {
    pattern: '/profile/collections',
    indexed: false,
    drawn: 'script',
    guard: 'user',
  },
  profileCollection: {
    pattern: '/profile/collection/view/:collectionId',
    indexed: false,
    drawn: 'script',
    guard: 'user',
  },
  /** Ours, beyond the spec: what the signed-in user bought. */
  profilePurchases: {
    pattern: '/profile/purchases',
    indexed: false,
    drawn: 'script',
    guard: 'user',
  },
  ownerPhoto: {
    pattern: '/photo_detail_view/:photoId',
    indexed: false,
    drawn: 'script',
    guard: 'creator',
  },
  profileAlbum: {
    pattern: '/profile/album/view/:albumId',
    indexed: false,
    drawn: 'script',
    guard: 'creator',
  },
  profileAlbumUpload: {
    pattern: '/profile/album/view/:albumId/:albumName',
    indexed: false,
    drawn: 'script',
    guard: 'creator',
  },
  /** Beyond the spec: the creator dashboard, a month's printable statement, the admin console. */
  profileStats: { pattern: '/profile/stats', indexed: false, drawn: 'script', guard: 'creator' },
  profileStatement: {
    pattern: '/profile/stats/statement/:month',
    indexed: false,
    drawn: 'script',
    guard: 'creator',
  },
  admin: { pattern: '/admin', indexed: false, drawn: 'script', guard: 'admin' },
} as const satisfies Record<string, SitePage>;

export type PageName = keyof typeof pages;

/** Every page with its name, in the list's order. */
export const sitePages: readonly (SitePage & { name: PageName })[] = Object.entries(pages).map(
  ([name, page]) => ({ ...(page as SitePage), name: name as PageName }),
);

/** Router patterns of the server-drawn pages (the 404 page is one too, at any unknown address). */
export const plainPagePatterns = (): string[] =>
  sitePages.filter((page) => page.drawn === 'server').map((page) => page.pattern);

/**
 * The address of a page: its pattern with each `:name` filled (encoded as one path segment).
 * `pathTo(pages.photoDetail, { photoId })` is `/photodetail/<id>`.
 */
export function pathTo(page: SitePage, params: Record<string, string> = {}): string {
  return page.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${page.pattern} needs :${name}`);
    return enc(value);
  });
}

/** The page an address shows and its parameters, or null for an unknown address. */
export function matchSitePage(
  pathname: string,
): { page: SitePage & { name: PageName }; params: Record<string, string> } | null {
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
