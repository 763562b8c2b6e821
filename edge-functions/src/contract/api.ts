import { z } from 'zod';
import {
  availabilityAnswer,
  becomeCreatorRequest,
  csrfAnswer,
  emailAvailableQuery,
  emailRequest,
  emailRequestAnswer,
  loginRequest,
  profileSchema,
  languageRequest,
  profileUpdateRequest,
  registerAnswer,
  registerRequest,
  resetPasswordAnswer,
  resetPasswordRequest,
  updatePhotosRequest,
  usernameRequest,
} from './account.ts';
import {
  adminJob,
  adminPhotoDetail,
  jobRetryAnswer,
  reviewQueueItem,
  verificationDecisionAnswer,
  verificationRequestDetail,
  verificationRequestItem,
} from './admin.ts';
import { duplicateCheck, duplicateDecisionAnswer, suspectedDuplicate } from './duplicates.ts';
import {
  photoDetailSchema,
  publicAlbumSchema,
  publicAlbumTileSchema,
  publicAlbumsQuery,
  publicUserSchema,
  searchAnswer,
  searchRequest,
  tagSearchRequest,
} from './browse.ts';
import {
  checkoutFreeAnswer,
  checkoutFreeRequest,
  checkoutOrPriceAnswer,
  checkoutRequest,
  downloadQuery,
  paymentResultAnswer,
  paymentResultQuery,
  purchaseSchema,
  webhookAnswer,
} from './checkout.ts';
import {
  addFavouriteRequest,
  collectionDeletedAnswer,
  collectionPhotosInput,
  collectionSchema,
  collectionTileSchema,
  createCollectionRequest,
  favouriteAddedAnswer,
  favouriteRemovedAnswer,
  removeFavouriteQuery,
} from './collections.ts';
import {
  albumDeletedAnswer,
  albumDetail,
  albumListItem,
  albumRequest,
  createPhotoRequest,
  creatorStats,
  dailyStats,
  dailyStatsQuery,
  decisionReason,
  jobListQuery,
  ownerPhoto,
  photoIdAnswer,
  reviewAnswer,
  reviewRequest,
  statusMoveAnswer,
  updatePhotoRequest,
  uploadAnswer,
  resumableUploadTicket,
  uploadCompleteRequest,
} from './creator.ts';
import type { ErrorName } from './error-codes.ts';
import { uuid } from './fields.ts';
import { imageQuery, photoCardSchema, publicImageQuery } from './photo.ts';
import {
  adminPayoutItem,
  adminPayoutQuery,
  markPaidRequest,
  payoutAccount,
  payoutAccountRequest,
  payoutDecisionAnswer,
  payoutOverview,
  payoutRequestBody,
  payoutRequestItem,
  payoutStatement,
  statementQuery,
} from './payouts.ts';
import { publicConfigAnswer } from './public-config.ts';
import {
  adminDigestRequest,
  adminDigestSetting,
  adminHealth,
  healthAnswer,
  healthQuery,
} from './ops.ts';
import { sendEmailHookAnswer, sendEmailHookRequest } from './auth-hooks.ts';

/**
 * Every /v1 route and what it answers: the one list that the route tests' client checks each
 * answer against and that GET /v1/openapi.json is generated from. A route the app mounts but
 * this list lacks, or an answer that differs from its schema, fails a test.
 */

/**
 * An answer that is no JSON: image bytes, a file download, a redirect (OAuth, activation, and in
 * production the images and downloads that Storage serves itself) or an empty body.
 */
export type NonJsonAnswer = 'image' | 'file' | 'redirect' | 'empty';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below /v1, in OpenAPI form: `/public/photos/{id}`. */
  path: string;
  summary: string;
  /**
   * Who may call it: anyone, a signed-in user, an admin, or (`webhook`) a payment provider or
   * Supabase Auth that signs the body instead of sending the anti-forgery token every other mutation needs.
   */
  access: 'public' | 'user' | 'admin' | 'webhook';
  /** Path parameters that are not uuids (`{id}` and the like are: see `pathParameters`). */
  params?: Record<string, z.ZodType>;
  /** Other spellings of the path that answer the same (the spec's `/favourites/`). */
  aliases?: string[];
  /**
   * A mutation browsers send as a beacon, which cannot carry the anti-forgery header: its Origin
   * must be the site's or the API's instead (403 / 1005 otherwise).
   */
  beacon?: true;
  query?: z.ZodType;
  /** The request body, JSON or form-encoded (`multipart` for the upload). */
  body?: z.ZodType | 'multipart';
  /** Success answers by HTTP status. Errors are always {code, description}. */
  answers: Partial<Record<200 | 201 | 204 | 302 | 304, z.ZodType | NonJsonAnswer>>;
  /**
   * The catalogue errors this route answers besides those its shape implies (input, session,
   * admin, anti-forgery: see route-errors.ts). The route tests' client refuses any other.
   */
  errors?: ErrorName[];
}

/** Path parameters by name, for routes that do not name theirs: the ids are uuids. */
export const pathParameters: Record<string, z.ZodType> = {
  id: uuid,
  albumId: uuid,
  owner: uuid.describe("The owner's user id"),
  file: z.string().describe('The picture file name'),
  username: z.string(),
};

/** GET /v1/health (with deep=1 its checks: contract/ops.ts) */
export type { HealthAnswer } from './ops.ts';
export { healthAnswer };

/** GET /v1/openapi.json: an OpenAPI 3.1 document, described here only as an object. */
export const openApiAnswer = z.looseObject({ openapi: z.string() });

const ok = (schema: z.ZodType | NonJsonAnswer) => ({ 200: schema });
const created = (schema: z.ZodType) => ({ 201: schema });
/** An answer shared caches may keep: with an ETag, 304 to a matching `If-None-Match`. */
const cacheable = (schema: z.ZodType) => ({ 200: schema, 304: 'empty' as const });

/** The upload rules an original is refused by (docs/upload-rules.md), whichever way it came. */
const ORIGINAL_RULES: ErrorName[] = [
  'NOT_JPEG',
  'FILE_TOO_SMALL',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_SMALL',
  'PIXEL_LIMIT',
  'IMAGE_CORRUPT',
];

export const apiRoutes: ApiRoute[] = [
  // System
  {
    method: 'get',
    path: '/health',
    summary:
      'Liveness; with deep=1 and the monitor token (HEALTH_TOKEN), the database, storage, worker heartbeat and queue lag (503 naming what fails)',
    access: 'public',
    query: healthQuery,
    answers: ok(healthAnswer),
    errors: ['NOT_FOUND', 'HEALTH_TOKEN', 'UNHEALTHY'],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    answers: ok(openApiAnswer),
  },
  {
    method: 'get',
    path: '/public/config',
    summary: 'Which social sign-ins this deployment offers',
    access: 'public',
    answers: ok(publicConfigAnswer),
  },
  // Sessions and accounts
  {
    method: 'get',
    path: '/generic/refresh_csrf',
    summary: 'Anti-forgery token for x-csrf-token',
    access: 'public',
    answers: ok(csrfAnswer),
  },
  {
    method: 'post',
    path: '/sessions',
    summary: 'Sign in (e-mail and password, or a Google/Facebook token)',
    access: 'public',
    body: loginRequest,
    errors: [
      'WRONG_CREDENTIALS',
      'EMAIL_NOT_VERIFIED',
      'SOCIAL_TOKEN_REJECTED',
      'SOCIAL_PROFILE_UNUSABLE',
      'SOCIAL_REDIRECT_REQUIRED',
      'RATE_LIMITED',
    ],
    answers: ok(profileSchema),
  },
  {
    method: 'delete',
    path: '/sessions',
    summary: 'Sign out',
    access: 'public',
    answers: { 204: 'empty' },
  },
  {
    method: 'get',
    path: '/auth/facebook',
    summary: 'Start Facebook sign-in (Supabase mode)',
    access: 'public',
    errors: ['NOT_FOUND'],
    answers: { 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/auth/callback',
    summary: 'Return from the OAuth provider (Supabase mode)',
    access: 'public',
    errors: ['NOT_FOUND'],
    answers: { 302: 'redirect' },
  },
  {
    method: 'post',
    path: '/register',
    summary: 'Sign up',
    access: 'public',
    body: registerRequest,
    errors: [
      'EMAIL_TAKEN',
      'SOCIAL_TOKEN_REJECTED',
      'SOCIAL_PROFILE_UNUSABLE',
      'SOCIAL_REDIRECT_REQUIRED',
      'RATE_LIMITED',
    ],
    answers: created(registerAnswer),
  },
  {
    method: 'get',
    path: '/activate',
    summary: 'Activation link from the e-mail; redirects to the web app',
    access: 'public',
    answers: { 302: 'redirect' },
  },
  {
    method: 'post',
    path: '/resend_activation',
    summary: 'Send the activation e-mail again',
    access: 'public',
    body: emailRequest,
    errors: ['RATE_LIMITED'],
    answers: ok(emailRequestAnswer),
  },
  {
    method: 'post',
    path: '/request_password_reset',
    summary: 'Send a password reset e-mail',
    access: 'public',
    body: emailRequest,
    errors: ['RATE_LIMITED'],
    answers: ok(emailRequestAnswer),
  },
  {
    method: 'post',
    path: '/reset_password',
    summary: 'Set a new password with the e-mailed token',
    access: 'public',
    body: resetPasswordRequest,
    errors: ['INVALID_TOKEN'],
    answers: ok(resetPasswordAnswer),
  },
  {
    method: 'get',
    path: '/email_available',
    summary: 'Whether an address is free for sign-up',
    access: 'public',
    query: emailAvailableQuery,
    errors: ['RATE_LIMITED'],
    answers: ok(availabilityAnswer),
  },
  {
    method: 'get',
    path: '/username_available',
    summary: 'Whether a username is free',
    access: 'public',
    query: usernameRequest,
    answers: ok(availabilityAnswer),
  },
  // The signed-in user's profile
  {
    method: 'get',
    path: '/profile',
    summary: 'The signed-in user',
    access: 'user',
    answers: ok(profileSchema),
  },
  {
    method: 'put',
    path: '/profile',
    summary: 'Change first and last name (and the language, optionally)',
    access: 'user',
    body: profileUpdateRequest,
    answers: ok(profileSchema),
  },
  {
    method: 'post',
    path: '/profile/update_language',
    summary: "Change the language of the user's e-mails and of the web app",
    access: 'user',
    body: languageRequest,
    answers: ok(profileSchema),
  },
  {
    method: 'post',
    path: '/profile/update_username',
    summary: 'Change the username',
    access: 'user',
    body: usernameRequest,
    errors: ['USERNAME_TAKEN', 'CREATOR_ONLY'],
    answers: ok(profileSchema),
  },
  {
    method: 'post',
    path: '/profile/update_photos',
    summary: 'Set the profile and/or cover picture (uploaded with purpose=avatar)',
    access: 'user',
    body: updatePhotosRequest,
    errors: ['AVATAR_NOT_FOUND'],
    answers: ok(profileSchema),
  },
  {
    method: 'delete',
    path: '/profile/profile_photo',
    summary: 'Remove the profile picture',
    access: 'user',
    answers: ok(profileSchema),
  },
  {
    method: 'delete',
    path: '/profile/cover_photo',
    summary: 'Remove the cover picture',
    access: 'user',
    answers: ok(profileSchema),
  },
  {
    method: 'post',
    path: '/profile/request_verification',
    summary: 'Ask to become a verified creator',
    access: 'user',
    errors: ['CREATOR_ONLY', 'VERIFICATION_PENDING', 'VERIFICATION_NOT_ELIGIBLE'],
    answers: ok(profileSchema),
  },
  {
    method: 'post',
    path: '/become_creator',
    summary: 'Become a creator (with a username)',
    access: 'user',
    body: becomeCreatorRequest,
    errors: ['USERNAME_REQUIRED', 'USERNAME_TAKEN'],
    answers: ok(profileSchema),
  },
  // Public browsing
  {
    method: 'get',
    path: '/public/featured_photos',
    summary: 'Home page photos',
    access: 'public',
    answers: cacheable(z.array(photoCardSchema)),
  },
  {
    method: 'get',
    path: '/public/photos/search',
    summary: 'Search photos',
    access: 'public',
    query: searchRequest,
    answers: cacheable(searchAnswer),
  },
  {
    method: 'get',
    path: '/public/photos/search_tags',
    summary: 'Tag suggestions',
    access: 'public',
    query: tagSearchRequest,
    answers: cacheable(z.array(z.string())),
  },
  {
    method: 'get',
    path: '/public/photos/download',
    summary:
      'Download a bought or free original by its grant ref (with Supabase Storage: a redirect to a one-minute signed URL)',
    access: 'public',
    query: downloadQuery,
    errors: ['NOT_FOUND', 'DOWNLOAD_REVOKED', 'DOWNLOAD_EXPIRED', 'DOWNLOADS_EXHAUSTED'],
    answers: { 200: 'file', 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/public/photos/{id}',
    summary: 'A published photo',
    access: 'public',
    answers: cacheable(photoDetailSchema),
  },
  {
    method: 'get',
    path: '/public/photos/{id}/similar',
    summary: 'Photos like this one',
    access: 'public',
    answers: cacheable(z.array(photoCardSchema)),
  },
  {
    method: 'post',
    path: '/public/photos/{id}/views',
    summary:
      "Count a view of a published photo, once per visitor and day (the photo page's beacon: checked by its Origin, no anti-forgery token)",
    access: 'public',
    beacon: true,
    answers: { 204: 'empty' },
  },
  {
    method: 'get',
    path: '/public/photos/{id}/image',
    summary: 'Public thumbnail or preview (with Supabase Storage: a redirect to its public URL)',
    access: 'public',
    query: publicImageQuery,
    answers: { 200: 'image', 302: 'redirect', 304: 'empty' },
  },
  {
    method: 'get',
    path: '/public/avatars/{owner}/{file}',
    summary: 'A profile or cover picture (with Supabase Storage: a redirect to its public URL)',
    access: 'public',
    answers: { 200: 'image', 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/public/derivatives/{owner}/{photo}/{set}/{file}',
    summary:
      "A file of a photo's public image set, as `public_urls` names it locally (on Supabase those " +
      "URLs are Storage's own); cached for a year",
    access: 'public',
    params: {
      photo: uuid.describe('The photo id'),
      set: z.string().describe("The image set's hash"),
    },
    answers: { 200: 'image', 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/public/albums',
    summary: "A contributor's albums",
    access: 'public',
    query: publicAlbumsQuery,
    errors: ['NOT_FOUND'],
    answers: cacheable(z.array(publicAlbumTileSchema)),
  },
  {
    method: 'get',
    path: '/public/albums/{albumId}',
    summary: 'A public album with its photos',
    access: 'public',
    answers: cacheable(publicAlbumSchema),
  },
  {
    method: 'get',
    path: '/public/users/{username}',
    summary: "A contributor's public header",
    access: 'public',
    answers: cacheable(publicUserSchema),
  },
  // Creators: uploads, albums, photos
  {
    method: 'post',
    path: '/generic/upload',
    summary: 'Upload a photo original or (purpose=avatar) a picture',
    access: 'user',
    body: 'multipart',
    errors: ['CREATOR_ONLY', ...ORIGINAL_RULES, 'RATE_LIMITED'],
    answers: created(uploadAnswer),
  },
  {
    method: 'post',
    path: '/generic/upload/resumable',
    summary:
      'Where to send a photo original with the tus protocol, straight into storage (decision 49)',
    access: 'user',
    errors: ['RATE_LIMITED'],
    answers: ok(resumableUploadTicket),
  },
  {
    method: 'post',
    path: '/generic/upload/complete',
    summary: 'Check a finished resumable upload where it landed and record it (decision 49)',
    access: 'user',
    body: uploadCompleteRequest,
    errors: [...ORIGINAL_RULES, 'UPLOAD_NOT_FOUND', 'UPLOAD_ALREADY_COMPLETE'],
    answers: created(uploadAnswer),
  },
  {
    method: 'get',
    path: '/albums',
    summary: "The creator's albums",
    access: 'user',
    answers: ok(z.array(albumListItem)),
  },
  {
    method: 'post',
    path: '/albums',
    summary: 'Create an album',
    access: 'user',
    body: albumRequest,
    errors: ['CREATOR_ONLY'],
    answers: created(albumListItem),
  },
  {
    method: 'get',
    path: '/albums/{id}',
    summary: 'An own album with its photos',
    access: 'user',
    answers: ok(albumDetail),
  },
  {
    method: 'put',
    path: '/albums/{id}',
    summary: 'Change an album',
    access: 'user',
    body: albumRequest,
    errors: ['CREATOR_ONLY'],
    answers: ok(albumListItem),
  },
  {
    method: 'delete',
    path: '/albums/{id}',
    summary: 'Delete an album (soft)',
    access: 'user',
    errors: ['MIN_FREE_PHOTOS'],
    answers: ok(albumDeletedAnswer),
  },
  {
    method: 'post',
    path: '/photos',
    summary: 'Add an uploaded file as a photo',
    access: 'user',
    body: createPhotoRequest,
    errors: [
      'CREATOR_ONLY',
      'NOT_FOUND',
      'UPLOAD_NOT_FOUND',
      'CONFLICT',
      'EXIF_MISSING',
      'UNVERIFIED_PAID',
    ],
    answers: created(photoIdAnswer),
  },
  {
    method: 'post',
    path: '/photos/review',
    summary: 'Submit photos for review',
    access: 'user',
    body: reviewRequest,
    errors: ['NOT_FOUND', 'STATUS_FORBIDS', 'DUPLICATE_OF_OTHER', 'DUPLICATE_CONFIRMED'],
    answers: ok(reviewAnswer),
  },
  {
    method: 'get',
    path: '/photos/{id}',
    summary: 'An own photo',
    access: 'user',
    answers: ok(ownerPhoto),
  },
  {
    method: 'get',
    path: '/photos/{id}/duplicate_check',
    summary: "An own photo's duplicate check: pending, clear, or a copy of whose photo",
    access: 'user',
    answers: ok(duplicateCheck),
  },
  {
    method: 'put',
    path: '/photos/{id}',
    summary: 'Change an own photo',
    access: 'user',
    body: updatePhotoRequest,
    errors: ['STATUS_FORBIDS', 'UNVERIFIED_PAID', 'MIN_FREE_PHOTOS'],
    answers: ok(photoIdAnswer),
  },
  {
    method: 'delete',
    path: '/photos/{id}',
    summary: 'Delete an own photo',
    access: 'user',
    errors: ['STATUS_FORBIDS', 'MIN_FREE_PHOTOS'],
    answers: ok(photoIdAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/unpublish',
    summary: 'Take a photo off the marketplace',
    access: 'user',
    errors: ['STATUS_FORBIDS', 'MIN_FREE_PHOTOS'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'get',
    path: '/photos/{id}/image',
    summary:
      'Owner thumbnail or original (owner and admins; with Supabase Storage: a redirect to a one-minute signed URL)',
    access: 'user',
    query: imageQuery,
    answers: { 200: 'image', 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/creator/stats',
    summary: "The creator's dashboard",
    access: 'user',
    answers: ok(creatorStats),
  },
  {
    method: 'get',
    path: '/creator/stats/daily',
    summary: "The dashboard's charts: one point per day",
    access: 'user',
    query: dailyStatsQuery,
    errors: ['NOT_FOUND'],
    answers: ok(dailyStats),
  },
  // Reviewers
  {
    method: 'get',
    path: '/admin/review_queue',
    summary: 'Photos waiting for review',
    access: 'admin',
    answers: ok(z.array(reviewQueueItem)),
  },
  {
    method: 'get',
    path: '/admin/photos/{id}',
    summary: 'A photo with its EXIF, its creator and its audit trail',
    access: 'admin',
    answers: ok(adminPhotoDetail),
  },
  {
    method: 'post',
    path: '/admin/photos/{id}/accept',
    summary: 'Accept a photo (it is published by the worker)',
    access: 'admin',
    errors: ['STATUS_FORBIDS', 'FINGERPRINT_PENDING', 'DUPLICATE_UNDECIDED'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'get',
    path: '/admin/duplicates',
    summary: 'Open suspected duplicates, each beside the photo it looks like',
    access: 'admin',
    answers: ok(z.array(suspectedDuplicate)),
  },
  {
    method: 'post',
    path: '/admin/duplicates/{id}/confirm',
    summary: 'Confirm a suspected duplicate (a photo in review goes back with a reason)',
    access: 'admin',
    errors: ['DUPLICATE_DECIDED'],
    answers: ok(duplicateDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/duplicates/{id}/clear',
    summary: 'Clear a suspected duplicate (not a copy); audited',
    access: 'admin',
    errors: ['DUPLICATE_DECIDED'],
    answers: ok(duplicateDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/photos/{id}/reject',
    summary: 'Reject a photo with a reason',
    access: 'admin',
    body: decisionReason,
    errors: ['STATUS_FORBIDS'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'get',
    path: '/admin/verification_requests',
    summary: 'Creator verification requests',
    access: 'admin',
    answers: ok(z.array(verificationRequestItem)),
  },
  {
    method: 'get',
    path: '/admin/verification_requests/{id}',
    summary: 'A verification request with the creator and their live photos',
    access: 'admin',
    answers: ok(verificationRequestDetail),
  },
  {
    method: 'post',
    path: '/admin/verification_requests/{id}/approve',
    summary: 'Verify a creator',
    access: 'admin',
    errors: ['CONFLICT'],
    answers: ok(verificationDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/verification_requests/{id}/deny',
    summary: 'Deny a verification request with a reason',
    access: 'admin',
    body: decisionReason,
    errors: ['CONFLICT'],
    answers: ok(verificationDecisionAnswer),
  },
  {
    method: 'get',
    path: '/admin/health',
    summary:
      "The marketplace's health: worker, queue, mail, payment notices, waiting work, storage, database",
    access: 'admin',
    answers: ok(adminHealth),
  },
  {
    method: 'get',
    path: '/admin/digest',
    summary: 'Whether this admin gets the daily digest mail',
    access: 'admin',
    answers: ok(adminDigestSetting),
  },
  {
    method: 'put',
    path: '/admin/digest',
    summary: 'Turn the daily digest mail on or off for this admin',
    access: 'admin',
    body: adminDigestRequest,
    answers: ok(adminDigestSetting),
  },
  {
    method: 'get',
    path: '/admin/jobs',
    summary: 'Background jobs by status',
    access: 'admin',
    query: jobListQuery,
    answers: ok(z.array(adminJob)),
  },
  {
    method: 'post',
    path: '/admin/jobs/{id}/retry',
    summary: 'Run a dead job again',
    access: 'admin',
    params: { id: z.coerce.number().int().positive() },
    errors: ['CONFLICT'],
    answers: ok(jobRetryAnswer),
  },
  // Buyers: favourites, collections, checkout, downloads
  {
    method: 'get',
    path: '/favourites',
    summary: "The user's favourite photos",
    access: 'user',
    answers: ok(z.array(photoCardSchema)),
  },
  {
    method: 'post',
    path: '/favourites',
    summary: 'Add a favourite (200 when it already was one)',
    access: 'user',
    body: addFavouriteRequest,
    errors: ['NOT_FOUND'],
    answers: { 200: favouriteAddedAnswer, 201: favouriteAddedAnswer },
  },
  {
    method: 'delete',
    path: '/favourites',
    summary: 'Remove a favourite (also at /v1/favourites/, as the spec spells it)',
    access: 'user',
    aliases: ['/favourites/'],
    query: removeFavouriteQuery,
    answers: ok(favouriteRemovedAnswer),
  },
  {
    method: 'get',
    path: '/collections',
    summary: "The user's collections",
    access: 'user',
    answers: ok(z.array(collectionTileSchema)),
  },
  {
    method: 'post',
    path: '/collections',
    summary: 'Create a collection',
    access: 'user',
    body: createCollectionRequest,
    answers: created(collectionTileSchema),
  },
  {
    method: 'get',
    path: '/collections/{id}',
    summary: 'A collection with its photos',
    access: 'user',
    answers: ok(collectionSchema),
  },
  {
    method: 'put',
    path: '/collections/{id}',
    summary: 'Change a collection',
    access: 'user',
    body: createCollectionRequest,
    answers: ok(collectionTileSchema),
  },
  {
    method: 'delete',
    path: '/collections/{id}',
    summary: 'Delete a collection',
    access: 'user',
    answers: ok(collectionDeletedAnswer),
  },
  {
    method: 'post',
    path: '/collections/{id}/photos',
    summary: 'Add photos to a collection',
    access: 'user',
    body: collectionPhotosInput,
    answers: ok(collectionTileSchema),
  },
  {
    method: 'delete',
    path: '/collections/{id}/photos',
    summary: 'Remove photos from a collection (?photos=id&photos=id)',
    access: 'user',
    query: collectionPhotosInput,
    answers: ok(collectionTileSchema),
  },
  {
    method: 'post',
    path: '/public/photos/{id}/checkout',
    summary: 'Price check or checkout for a visitor',
    access: 'public',
    body: checkoutRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutOrPriceAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/checkout',
    summary: 'Price check or checkout for the signed-in user',
    access: 'user',
    body: checkoutRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutOrPriceAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/checkout_free',
    summary: 'Complete a free download (the link is e-mailed)',
    access: 'user',
    body: checkoutFreeRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutFreeAnswer),
  },
  {
    method: 'post',
    path: '/payments/stripe/webhook',
    summary: 'Stripe events (signed; no anti-forgery token)',
    access: 'webhook',
    errors: ['WEBHOOK_SIGNATURE', 'PAYMENT_MISMATCH', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    answers: ok(webhookAnswer),
  },
  {
    method: 'post',
    path: '/payments/payhere/notify',
    summary: 'PayHere payment notifications (md5sig-signed form; no anti-forgery token)',
    access: 'webhook',
    errors: ['WEBHOOK_SIGNATURE', 'PAYMENT_MISMATCH', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    answers: ok(webhookAnswer),
  },
  {
    method: 'post',
    path: '/hooks/send_email',
    summary:
      "Supabase Auth's Send Email Hook: activation and reset mails in the recipient's language (Standard Webhooks signature; no anti-forgery token)",
    access: 'webhook',
    body: sendEmailHookRequest,
    errors: ['HOOK_SIGNATURE', 'HOOK_EMAIL_UNSUPPORTED', 'MAIL_UNAVAILABLE', 'NOT_FOUND'],
    answers: ok(sendEmailHookAnswer),
  },
  {
    method: 'get',
    path: '/public/payments/result',
    summary: 'Outcome of a card payment by Checkout Session id',
    access: 'public',
    query: paymentResultQuery,
    errors: ['NOT_FOUND'],
    answers: ok(paymentResultAnswer),
  },
  {
    method: 'get',
    path: '/purchases',
    summary: "The buyer's download grants",
    access: 'user',
    answers: ok(z.array(purchaseSchema)),
  },
  // Payouts to creators
  {
    method: 'get',
    path: '/payouts',
    summary: "The creator's balance (pending, available, paid), bank account and payout requests",
    access: 'user',
    answers: ok(payoutOverview),
  },
  {
    method: 'put',
    path: '/payouts/account',
    summary: 'Set the Sri Lankan bank account payouts go to (creators)',
    access: 'user',
    body: payoutAccountRequest,
    errors: ['CREATOR_ONLY'],
    answers: ok(payoutAccount),
  },
  {
    method: 'post',
    path: '/payouts',
    summary: 'Ask for a payout of the available balance or part of it (at least the minimum)',
    access: 'user',
    body: payoutRequestBody,
    errors: [
      'CREATOR_ONLY',
      'PAYOUT_BELOW_MINIMUM',
      'PAYOUT_OVER_BALANCE',
      'PAYOUT_OPEN',
      'PAYOUT_ACCOUNT_MISSING',
    ],
    answers: created(payoutRequestItem),
  },
  {
    method: 'get',
    path: '/payouts/statement',
    summary: "A month's statement: sales, reversals and payouts with opening and closing balance",
    access: 'user',
    query: statementQuery,
    answers: ok(payoutStatement),
  },
  {
    method: 'get',
    path: '/admin/payouts',
    summary: 'Payout requests in one status, oldest first (account numbers masked)',
    access: 'admin',
    query: adminPayoutQuery,
    answers: ok(z.array(adminPayoutItem)),
  },
  {
    method: 'get',
    path: '/admin/payouts/export.csv',
    summary: 'The approved payouts as a bank bulk-transfer CSV file',
    access: 'admin',
    answers: ok('file'),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/approve',
    summary: 'Approve a requested payout',
    access: 'admin',
    errors: ['PAYOUT_STATE_FORBIDS'],
    answers: ok(payoutDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/mark_paid',
    summary: "Mark an approved payout paid, with the bank's reference",
    access: 'admin',
    body: markPaidRequest,
    errors: ['PAYOUT_STATE_FORBIDS', 'CONFLICT'],
    answers: ok(payoutDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/reject',
    summary: 'Reject a requested or approved payout with a reason (releases the amount)',
    access: 'admin',
    body: decisionReason,
    errors: ['PAYOUT_STATE_FORBIDS'],
    answers: ok(payoutDecisionAnswer),
  },
];

/** Matches `/v1/...` request paths (no query) to table entries: literal segments before `{x}`. */
export function findApiRoute(method: string, v1Path: string): ApiRoute | undefined {
  const lower = method.toLowerCase();
  const candidates = apiRoutes
    .filter(
      (route) =>
        route.method === lower &&
        [route.path, ...(route.aliases ?? [])].some((path) => pathPattern(path).test(v1Path)),
    )
    .sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return candidates[0];
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
