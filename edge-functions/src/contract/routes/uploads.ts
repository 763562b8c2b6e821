import { type ApiRoute, ok, created } from '../api-route.ts';
import { uploadAnswer, resumableUploadTicket, uploadCompleteRequest } from '../creator.ts';
import type { ErrorName } from '../error-codes.ts';

/** The upload rules an original is refused by (docs/upload-rules.md), whichever way it came. */
const ORIGINAL_RULES: ErrorName[] = [
  'NOT_JPEG',
  'FILE_TOO_SMALL',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_SMALL',
  'PIXEL_LIMIT',
  'IMAGE_CORRUPT',
];

/** What the handlers in routes/uploads.ts take and answer. */
export const uploadContract: ApiRoute[] = [
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
];
