/**
 * Every URL of the spec (section 2, route list) as links build it: `paths.photoDetail(id)`, and
 * `paths.photoDetail.pattern` where a pattern is wanted. The patterns themselves are written once,
 * in the page list (`@contract/site-pages.ts`, decision 56); no module builds a path from strings.
 */
import type { z } from 'zod';
import type { searchRequest } from '@contract/browse.ts';
import { pages, pathTo, type SitePage } from '@contract/site-pages.ts';
import { searchString, type SearchValue } from '../lib/search-string.ts';

type Href<A extends unknown[]> = ((...args: A) => string) & { pattern: string };

/** A page's link builder: its address from the arguments, and its pattern. */
function route<A extends unknown[]>(page: SitePage, href: (...args: A) => string): Href<A> {
  return Object.assign(href, { pattern: page.pattern });
}

/** A page without parameters, with an optional query string. */
const at = (page: SitePage, query: Record<string, SearchValue> = {}) =>
  `${pathTo(page)}${searchString(query)}`;

/** A page without parameters or query. */
const plain = (page: SitePage) => route(page, () => pathTo(page));

/** The search page's URL state: the query and the API's filters (the contract's names). */
export type SearchParams = Pick<
  z.input<typeof searchRequest>,
  'q' | 'orientation' | 'price' | 'sort'
>;

export const paths = {
  home: plain(pages.home),
  signup: plain(pages.signup),
  /** `next`: where to return after logging in (guards pass the page the visitor was on). */
  login: route(pages.login, (next?: string) => at(pages.login, { next })),
  searchResults: route(pages.searchResults, (params: SearchParams) =>
    // 'relevant' is the API's default order, so it stays out of the URL.
    at(pages.searchResults, {
      ...params,
      sort: params.sort === 'relevant' ? undefined : params.sort,
    }),
  ),
  photoDetail: route(pages.photoDetail, (photoId: string) =>
    pathTo(pages.photoDetail, { photoId }),
  ),
  purchase: route(pages.purchase, (photoId: string) => at(pages.purchase, { id: photoId })),
  /** The forgot-password form as a page: the login page's link before its script runs. */
  forgotPassword: plain(pages.forgotPassword),
  updatePassword: route(pages.updatePassword, (token?: string) =>
    at(pages.updatePassword, { t: token }),
  ),
  activated: route(pages.activated, (success?: boolean) => at(pages.activated, { success })),
  /** Where the card provider sends the buyer back (the API's PAYMENT_RESULT_PATH). */
  paymentResult: route(pages.paymentResult, (params: { success: boolean; session_id?: string }) =>
    at(pages.paymentResult, params),
  ),
  publicAlbums: route(pages.publicAlbums, (username: string) =>
    pathTo(pages.publicAlbums, { username }),
  ),
  publicAlbum: route(pages.publicAlbum, (albumId: string) =>
    pathTo(pages.publicAlbum, { albumId }),
  ),
  publicAlbumPhoto: route(pages.publicAlbumPhoto, (albumId: string, photoId: string) =>
    pathTo(pages.publicAlbumPhoto, { albumId, photoId }),
  ),
  ownerPhoto: route(pages.ownerPhoto, (photoId: string) => pathTo(pages.ownerPhoto, { photoId })),
  termsConditions: plain(pages.termsConditions),
  privacyPolicy: plain(pages.privacyPolicy),
  uploadGuideline: plain(pages.uploadGuideline),
  profileAlbums: plain(pages.profileAlbums),
  profileCollections: plain(pages.profileCollections),
  profileFavourites: plain(pages.profileFavourites),
  profilePurchases: plain(pages.profilePurchases),
  profileAlbum: route(pages.profileAlbum, (albumId: string) =>
    pathTo(pages.profileAlbum, { albumId }),
  ),
  profileAlbumUpload: route(pages.profileAlbumUpload, (albumId: string, albumName: string) =>
    pathTo(pages.profileAlbumUpload, { albumId, albumName }),
  ),
  profileCollection: route(pages.profileCollection, (collectionId: string) =>
    pathTo(pages.profileCollection, { collectionId }),
  ),
  profileStats: plain(pages.profileStats),
  /** A creator's printable monthly statement (YYYY-MM). */
  profileStatement: route(pages.profileStatement, (month: string) =>
    pathTo(pages.profileStatement, { month }),
  ),
  admin: plain(pages.admin),
} as const;
