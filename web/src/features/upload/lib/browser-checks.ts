import { errorCodes } from '@contract/error-codes.ts';
import {
  HEAD_BYTES,
  readPhotoExif,
  sniffJpegHeader,
  uploadSizeError,
  type PhotoExif,
} from '@contract/upload-checks.ts';

/**
 * Checks a chosen file in the browser with the API's own rules, before any byte is sent: JPEG
 * only (1201), 1-64 MB (1202/1203), the size rule (1204/1206) and usable EXIF (1205). The
 * messages are the API's descriptions, so a file refused here reads as it would from the server.
 */
export type BrowserCheck = { ok: true; exif: PhotoExif } | { ok: false; message: string };

const refuse = (name: keyof typeof errorCodes): BrowserCheck => ({
  ok: false,
  message: errorCodes[name].description,
});

export async function checkPhotoFile(file: File): Promise<BrowserCheck> {
  if (file.type !== 'image/jpeg') return refuse('NOT_JPEG');
  const sizeError = uploadSizeError(file.size);
  if (sizeError) return refuse(sizeError);
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const sniff = sniffJpegHeader(head);
  if (!sniff.ok) return refuse(sniff.error);
  const exif = await readPhotoExif(head);
  if (!exif) return refuse('EXIF_MISSING');
  return { ok: true, exif };
}
