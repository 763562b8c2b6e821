import { api, ApiError } from '../../../lib/api-client.ts';
import { useOwnProfile } from '../../../lib/own-profile.ts';
import type { PhotoDetails, QueueDeps } from '../lib/upload-queue.ts';

/**
 * The calls of the upload flow (spec section 4): upload (resumable-upload.ts, straight into the
 * bucket), create the photo, send it for review.
 */

export const createPhoto = (albumId: string, input: { filename: string } & PhotoDetails) =>
  api.post<{ id: string }>(
    '/v1/photos',
    {
      album: albumId,
      filename: input.filename,
      name: input.name,
      description: input.description,
      tags: input.tags,
      allow_free: input.free,
    },
    { json: true },
  );

export const submitForReview = (ids: string[]) =>
  api.post('/v1/photos/review', { ids }, { json: true });

/** Spec 8, photo creation 1205: this exact text. */
export const EXIF_MISSING_MESSAGE =
  'Image metadata is missing. Please include all Exif tags when uploading images';
/** Spec 8, upload failures without a description. */
export const UPLOAD_FAILURE = 'Error while uploading image. Please try again.';

/** Codes that describe the file itself: sending it again cannot help. */
const FILE_RULE_CODES = new Set([1201, 1202, 1203, 1204, 1205, 1206, 1207]);

export const describeFailure: QueueDeps['describe'] = (error, step) => {
  if (error instanceof ApiError) {
    if (error.code === 1205) return { message: EXIF_MISSING_MESSAGE, retryable: false };
    const fallback = step === 'upload' ? UPLOAD_FAILURE : error.description;
    return {
      message: error.isNetworkFailure ? fallback : error.description || fallback,
      retryable: !FILE_RULE_CODES.has(error.code),
    };
  }
  return { message: UPLOAD_FAILURE, retryable: true };
};

/** The uploader's profile: unverified creators cannot untick Free. */
export const useUploader = useOwnProfile;
