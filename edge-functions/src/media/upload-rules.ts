/**
 * The upload rules of the spec (section 5 and 9) as numbers, shared by the upload route, the
 * JPEG probe and the tests. docs/upload-rules.md explains each one.
 */

/** 1 MB, counted in binary units like the 64 MB ceiling. Smaller files answer 1202. */
export const MIN_UPLOAD_BYTES = 1024 * 1024;

/** 64 MB. Larger files answer 1203 (HTTP 413). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/** At least 2 megapixels (decimal, as cameras count them). Fewer answer 1204. */
export const MIN_PIXELS = 2_000_000;

/** Both sides must be strictly over this many pixels. Otherwise 1204. */
export const MIN_SIDE_EXCLUSIVE = 1080;

/**
 * Pixel-flood defence: a few-kilobyte JPEG can claim 65535 x 65535 pixels and make a decoder
 * allocate gigabytes. Headers over this cap are refused (1206) before anything is decoded, and the
 * worker passes the same number to sharp's `limitInputPixels`. 100 MP covers every current
 * camera body short of medium format.
 */
export const MAX_PIXELS = 100_000_000;

export type UploadSizeError = 'FILE_TOO_SMALL' | 'FILE_TOO_LARGE';

/** The size rule (1202 / 1203), or null when the byte count is within bounds. */
export function uploadSizeError(byteLength: number): UploadSizeError | null {
  if (byteLength < MIN_UPLOAD_BYTES) return 'FILE_TOO_SMALL';
  if (byteLength > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
