/**
 * The upload rules of an original (docs/upload-rules.md), checked from two reads of the file: its
 * head (EXIF and the frame header) and its tail (the end of the image). One home for both ways in:
 * the multipart route reads them from the bytes it holds, the completion of a resumable upload
 * (decision 49) as range reads of the object where it landed, so a 30 MB file is never read whole
 * in the edge function. No pixel is decoded: the pixel-flood and non-JPEG checks need the first
 * bytes only. Only a file whose last 64 KB hold no end marker is read whole, and its primary
 * image followed to its end: a phone's motion photo carries seconds of video after the picture.
 */
import type { ErrorName } from '../contract/error-codes.ts';
import { readPhotoExif, type PhotoExif } from './exif.ts';
import { dimensionError, probeJpeg, sniffJpegHeader } from './jpeg-probe.ts';
import { uploadSizeError } from './upload-rules.ts';

/** The first read: EXIF (at most 64 KB) and the frame header usually sit well inside it. */
export const HEAD_BYTES = 256 * 1024;
/** Metadata may be longer (several APP segments): the head grows up to this before giving up. */
export const MAX_HEAD_BYTES = 2 * 1024 * 1024;
/** The second read: the end of the file, where the image's EOI marker is. */
export const TAIL_BYTES = 64 * 1024;

export type OriginalError = Extract<
  ErrorName,
  | 'NOT_JPEG'
  | 'FILE_TOO_SMALL'
  | 'FILE_TOO_LARGE'
  | 'IMAGE_TOO_SMALL'
  | 'PIXEL_LIMIT'
  | 'IMAGE_CORRUPT'
>;

/** What the checks measured: what app_private.photo_uploads records. */
export interface OriginalFacts {
  fileSize: number;
  /** The displayed size (EXIF orientation applied when there is EXIF). */
  width: number;
  height: number;
  exif: PhotoExif | null;
}

/** Reads up to `length` bytes from `offset` of the file being checked. */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

export type OriginalCheck =
  { ok: true; facts: OriginalFacts } | { ok: false; error: OriginalError };

/** A reader over bytes already in memory (the multipart route, the browser, tests). */
export const readFromBytes =
  (bytes: Uint8Array): ReadRange =>
  (offset, length) =>
    Promise.resolve(bytes.subarray(offset, offset + length));

/**
 * The checks in the order of docs/upload-rules.md: JPEG magic (1201), size (1202/1203), a
 * readable frame header (1207; 1201 for frame types we do not take), the pixel cap (1206), the
 * minimum size (1204), the end of the image (1207). EXIF is read from the head and recorded;
 * its absence is refused when a photo is made from the upload (1205).
 */
export async function checkOriginal(read: ReadRange, size: number): Promise<OriginalCheck> {
  let head = await read(0, Math.min(HEAD_BYTES, size));
  if (size < 3 || !isJpegStart(head)) return { ok: false, error: 'NOT_JPEG' };
  const sizeError = uploadSizeError(size);
  if (sizeError) return { ok: false, error: sizeError };
  let sniff = sniffJpegHeader(head);
  while (sniff.ok && !sniff.frame && head.length < Math.min(size, MAX_HEAD_BYTES)) {
    head = await read(0, Math.min(size, MAX_HEAD_BYTES, head.length * 2));
    sniff = sniffJpegHeader(head);
  }
  if (!sniff.ok) return { ok: false, error: sniff.error };
  if (!sniff.frame) return { ok: false, error: 'IMAGE_CORRUPT' };
  const frameError = dimensionError(sniff.frame);
  if (frameError) return { ok: false, error: frameError };
  const tailStart = Math.max(0, size - TAIL_BYTES);
  if (
    !endsWithImageEnd(await read(tailStart, size - tailStart)) &&
    !probeJpeg(await read(0, size)).ok
  ) {
    return { ok: false, error: 'IMAGE_CORRUPT' };
  }
  const exif = await readPhotoExif(head);
  return {
    ok: true,
    facts: {
      fileSize: size,
      width: exif?.width ?? sniff.frame.width,
      height: exif?.height ?? sniff.frame.height,
      exif,
    },
  };
}

function isJpegStart(head: Uint8Array): boolean {
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/**
 * Whether the tail holds the EOI marker `FF D9` once trailing zero padding is set aside. Inside
 * entropy-coded data a 0xFF byte is always followed by 0x00 or a restart marker, so `FF D9` there
 * is the end of an image: a file cut off inside its scan has none near its end. Data after the
 * end (the extra images of an MPF camera file, a phone's short trailer) may follow within the
 * tail's 64 KB.
 */
function endsWithImageEnd(tail: Uint8Array): boolean {
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0x00) end--;
  for (let i = end - 2; i >= 0; i--) {
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  }
  return false;
}
