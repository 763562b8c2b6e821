/**
 * The upload rules the API applies (docs/upload-rules.md), for the browser to run on a file
 * before sending it: the same code, so the web app's messages and the API's answers cannot
 * drift. Everything here is pure and runs on a Uint8Array (no Node APIs).
 */
export { readPhotoExif, type PhotoExif } from '../media/exif.ts';
export { sniffJpegHeader } from '../media/jpeg-probe.ts';
export { MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES, uploadSizeError } from '../media/upload-rules.ts';

/** The file's first bytes hold the EXIF block and the frame header (uploads.ts reads as many). */
export const HEAD_BYTES = 256 * 1024;
