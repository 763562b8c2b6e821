/**
 * Every URL of the spec (section 2, route list) in one place: `pattern` for the router, the
 * function for links (`paths.photoDetail(id)`). No other module builds a path from strings.
 */
import type { z } from 'zod';
import type { searchRequest } from '@contract/browse.ts';
import { searchString } from '../lib/search-string.ts';

type Href<A extends unknown[]> = ((...args: A) => string) & { pattern: string };

function route<A extends unknown[]>(pattern: string, href: (...args: A) => string): Href<A> {
  return Object.assign(href, { pattern });
}

const segment = encodeURIComponent;

/** The search page's URL state: the query and the API's filters (the contract's names). */
export type SearchParams = Pick<
  z.input<typeof searchRequest>,
  'q' | 'orientation' | 'price' | 'sort'
>;

export const paths = {
  home: route('/', () => '/'),
  signup: route('/signup', () => '/signup'),
  /** `next`: where to return after logging in (guards pass the page the visitor was on). */
  login: route('/login', (next?: string) => `/login${searchString({ next })}`),
  searchResults: route(
    '/searchresults',
    (params: SearchParams) =>
      // 'relevant' is the API's default order, so it stays out of the URL.
      `/searchresults${searchString({ ...params, sort: params.sort === 'relevant' ? undefined : params.sort })}`,
  ),
  photoDetail: route(
    '/photodetail/:photoId',
    (photoId: string) => `/photodetail/${segment(photoId)}`,
  ),
  purchase: route('/purchase', (photoId: string) => `/purchase${searchString({ id: photoId })}`),
  /** The forgot-password form as a page: the login page's link before its script runs. */
  forgotPassword: route('/forgot_password', () => '/forgot_password'),
  updatePassword: route(
    '/update_password',
    (token?: string) => `/update_password${searchString({ t: token })}`,
  ),
  activated: route('/activated', (success?: boolean) => `/activated${searchString({ success })}`),
  checkout: route('/checkout', () => '/checkout'),
  /** Where the card provider sends the buyer back (the API's PAYMENT_RESULT_PATH). */
  paymentResult: route(
    '/payment_result',
    (params: { success: boolean; session_id?: string }) => `/payment_result${searchString(params)}`,
  ),
  publicAlbums: route(
    '/public/albums/:username',
    (username: string) => `/public/albums/${segment(username)}`,
  ),
  publicAlbum: route(
    '/public/albums/view/:albumId',
    (albumId: string) => `/public/albums/view/${segment(albumId)}`,
  ),
  publicAlbumPhoto: route(
    '/public/albums/view/:albumId/:photoId',
    (albumId: string, photoId: string) =>
      `/public/albums/view/${segment(albumId)}/${segment(photoId)}`,
  ),
  ownerPhoto: route(
    '/photo_detail_view/:photoId',
    (photoId: string) => `/photo_detail_view/${segment(photoId)}`,
  ),
  termsConditions: route('/terms-conditions', () => '/terms-conditions'),
  privacyPolicy: route('/privacy-policy', () => '/privacy-policy'),
  uploadGuideline: route('/photo-upload-guideline', () => '/photo-upload-guideline'),
  profileAlbums: route('/profile/albums', () => '/profile/albums'),
  profileCollections: route('/profile/collections', () => '/profile/collections'),
  profileFavourites: route('/profile/favourites', () => '/profile/favourites'),
  /** Ours, beyond the spec: what the signed-in user bought. */
  profilePurchases: route('/profile/purchases', () => '/profile/purchases'),
  profileAlbum: route(
    '/profile/album/view/:albumId',
    (albumId: string) => `/profile/album/view/${segment(albumId)}`,
  ),
  profileAlbumUpload: route(
    '/profile/album/view/:albumId/:albumName',
    (albumId: string, albumName: string) =>
      `/profile/album/view/${segment(albumId)}/${segment(albumName)}`,
  ),
  profileCollection: route(
    '/profile/collection/view/:collectionId',
    (collectionId: string) => `/profile/collection/view/${segment(collectionId)}`,
  ),
  /** Beyond the spec: the creator dashboard and the admin console. */
  profileStats: route('/profile/stats', () => '/profile/stats'),
  /** A creator's printable monthly statement (YYYY-MM). */
  profileStatement: route(
    '/profile/stats/statement/:month',
    (month: string) => `/profile/stats/statement/${encodeURIComponent(month)}`,
  ),
  admin: route('/admin', () => '/admin'),
} as const;
