/**
 * The error catalogue shared by the API and the web app (docs/error-codes.md is its prose twin).
 * SQL raises the same codes as SQLSTATE `M<code>`, e.g. `M1306`.
 */
export const errorCodes = {
  VALIDATION: { code: 1000, status: 400, description: 'The request is not valid' },
  UNAUTHENTICATED: { code: 1001, status: 401, description: 'Please log in to continue' },
  FORBIDDEN: { code: 1002, status: 403, description: 'You are not allowed to do this' },
  NOT_FOUND: { code: 1003, status: 404, description: 'Not found' },
  RATE_LIMITED: {
    code: 1004,
    status: 429,
    description: 'Too many attempts. Please wait a while and try again',
  },
  CSRF: {
    code: 1005,
    status: 403,
    description: 'The anti-forgery token is missing or wrong. Refresh it and try again',
  },
  PAYLOAD_TOO_LARGE: { code: 1006, status: 413, description: 'The request body is too large' },
  INTERNAL: { code: 1007, status: 500, description: 'Something went wrong. Please try again' },
  CONFLICT: {
    code: 1008,
    status: 409,
    description: 'The change conflicts with the current state',
  },
  METHOD_NOT_ALLOWED: {
    code: 1009,
    status: 405,
    description: 'This address does not take that method',
  },
  WRONG_CREDENTIALS: { code: 1102, status: 401, description: 'Incorrect email or/and password!' },
  SOCIAL_TOKEN_REJECTED: {
    code: 1103,
    status: 401,
    description: 'Incorrect email or/and password!',
  },
  EMAIL_NOT_VERIFIED: {
    code: 1104,
    status: 403,
    description: 'Your email address is not verified yet. Please check your inbox',
  },
  INVALID_TOKEN: {
    code: 1105,
    status: 400,
    description: 'The link is invalid or has expired',
  },
  USERNAME_TAKEN: { code: 1106, status: 409, description: 'Usename exists' },
  EMAIL_TAKEN: {
    code: 1107,
    status: 409,
    description: 'An account with this email address already exists',
  },
  SOCIAL_PROFILE_UNUSABLE: {
    code: 1108,
    status: 400,
    description: 'Something went wrong. Please try again.',
  },
  VERIFICATION_PENDING: {
    code: 1109,
    status: 409,
    description: 'Your verification request is already pending',
  },
  VERIFICATION_NOT_ELIGIBLE: {
    code: 1110,
    status: 400,
    description: 'You need at least 5 free photos that are not unpublished to request verification',
  },
  CREATOR_ONLY: { code: 1111, status: 403, description: 'Only creators can do this' },
  USERNAME_REQUIRED: {
    code: 1112,
    status: 400,
    description: 'Username is required',
  },
  AVATAR_NOT_FOUND: {
    code: 1113,
    status: 400,
    description: 'The picture was not found; upload it again',
  },
  SOCIAL_REDIRECT_REQUIRED: {
    code: 1114,
    status: 400,
    description: 'Use the Facebook button to sign in',
  },
  HOOK_SIGNATURE: {
    code: 1115,
    status: 401,
    description: 'The auth hook signature is missing, wrong or too old',
  },
  HOOK_EMAIL_UNSUPPORTED: {
    code: 1116,
    status: 400,
    description: 'LankaLens does not send this kind of auth e-mail',
  },
  MAIL_UNAVAILABLE: {
    code: 1117,
    status: 503,
    description: 'The mail service did not take the message. Please try again',
  },
  NOT_JPEG: { code: 1201, status: 400, description: 'Only JPEG images are accepted' },
  FILE_TOO_SMALL: { code: 1202, status: 400, description: 'The file must be at least 1 MB' },
  FILE_TOO_LARGE: { code: 1203, status: 413, description: 'The file must be at most 64 MB' },
  IMAGE_TOO_SMALL: {
    code: 1204,
    status: 400,
    description: 'The image must be at least 2 megapixels with both sides over 1080 px',
  },
  EXIF_MISSING: {
    code: 1205,
    status: 400,
    description: 'Image metadata is missing. Please include all Exif tags when uploading images',
  },
  PIXEL_LIMIT: {
    code: 1206,
    status: 400,
    description: 'The image is too large to process (pixel limit)',
  },
  IMAGE_CORRUPT: {
    code: 1207,
    status: 400,
    description: 'The image file is damaged or incomplete',
  },
  UNVERIFIED_PAID: {
    code: 1208,
    status: 400,
    description: 'Unverified creators can only offer free photos',
  },
  UPLOAD_NOT_FOUND: {
    code: 1209,
    status: 404,
    description: 'The uploaded file was not found; upload it again',
  },
  UPLOAD_ALREADY_COMPLETE: {
    code: 1211,
    status: 409,
    description: 'This upload has already been completed',
  },
  DUPLICATE_OF_OTHER: {
    code: 1220,
    status: 409,
    description:
      "This photo is a copy of another creator's photo and cannot be submitted for review",
  },
  DUPLICATE_CONFIRMED: {
    code: 1221,
    status: 409,
    description:
      'A reviewer confirmed that this photo is a duplicate; it cannot be submitted again',
  },
  FINGERPRINT_PENDING: {
    code: 1222,
    status: 409,
    description:
      'This photo has not been checked for duplicates yet; accept it once its fingerprint is known',
  },
  DUPLICATE_UNDECIDED: {
    code: 1223,
    status: 409,
    description: 'Confirm or clear the suspected duplicate of this photo before accepting it',
  },
  DUPLICATE_DECIDED: {
    code: 1224,
    status: 409,
    description: 'This suspected duplicate was already confirmed or cleared',
  },
  STATUS_FORBIDS: {
    code: 1301,
    status: 409,
    description: 'This action is not allowed while the photo is in its current status',
  },
  MIN_FREE_PHOTOS: {
    code: 1306,
    status: 409,
    description:
      'You should have minimum 5 free photos in your account. Please upload another free photo and try again',
  },
  DOWNLOAD_EXPIRED: {
    code: 1401,
    status: 410,
    description: 'This download link has expired. Open your purchases or contact us for a new one',
  },
  DOWNLOADS_EXHAUSTED: {
    code: 1402,
    status: 410,
    description: 'This download link has been used the maximum number of times',
  },
  WEBHOOK_SIGNATURE: {
    code: 1403,
    status: 400,
    description: 'The webhook signature is missing, wrong or too old',
  },
  PAYMENT_MISMATCH: {
    code: 1404,
    status: 400,
    description: 'The paid amount or currency does not match the order',
  },
  DOWNLOAD_REVOKED: {
    code: 1405,
    status: 410,
    description: 'This download link was withdrawn because the payment was reversed',
  },
  PAYOUT_BELOW_MINIMUM: {
    code: 1501,
    status: 409,
    description: 'The amount is below the minimum payout',
  },
  PAYOUT_OVER_BALANCE: {
    code: 1502,
    status: 409,
    description: 'The amount is more than your available balance',
  },
  PAYOUT_OPEN: { code: 1503, status: 409, description: 'You already have an open payout request' },
  PAYOUT_ACCOUNT_MISSING: {
    code: 1504,
    status: 409,
    description: 'Add a bank account before requesting a payout',
  },
  PAYOUT_STATE_FORBIDS: {
    code: 1505,
    status: 409,
    description: 'This payout request cannot make that move in its current state',
  },
  HEALTH_TOKEN: {
    code: 1601,
    status: 401,
    description: 'The deep health check needs the monitor token',
  },
  UNHEALTHY: {
    code: 1602,
    status: 503,
    description: 'A part of the marketplace is failing',
  },
} as const satisfies Record<string, { code: number; status: number; description: string }>;

export type ErrorName = keyof typeof errorCodes;

/** The body of every error answer (its schema: error-body.ts, apart, so this table needs no zod). */
export interface ErrorBody {
  code: number;
  description: string;
}

const byCode = new Map<number, (typeof errorCodes)[ErrorName]>(
  Object.values(errorCodes).map((entry) => [entry.code, entry]),
);

export function errorByCode(code: number) {
  return byCode.get(code);
}
