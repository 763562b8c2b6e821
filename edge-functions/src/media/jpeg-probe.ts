/**
 * Decides whether uploaded bytes are an acceptable JPEG by reading its marker segments, never its
 * pixels. Runs in the Deno edge function (no sharp, no Node APIs), so a pixel-flood file is
 * refused from its frame header before any decoder sees it.
 */
import type { ErrorName } from '../contract/error-codes.ts';
import { MAX_PIXELS, MIN_PIXELS, MIN_SIDE_EXCLUSIVE } from './upload-rules.ts';

export type JpegProbeError = Extract<
  ErrorName,
  'NOT_JPEG' | 'IMAGE_TOO_SMALL' | 'PIXEL_LIMIT' | 'IMAGE_CORRUPT'
>;

export interface FrameSize {
  width: number;
  height: number;
}

export type JpegProbeResult =
  { ok: true; width: number; height: number } | { ok: false; error: JpegProbeError };

/** While streaming: `frame` is null until the bytes seen so far reach the frame header. */
export type JpegHeaderSniff =
  { ok: true; frame: FrameSize | null } | { ok: false; error: JpegProbeError };

const SOI_MAGIC = [0xff, 0xd8, 0xff] as const;
const EOI = 0xd9;
const SOS = 0xda;

type FrameScan =
  | { kind: 'frame'; frame: FrameSize; payloadAt: number; next: number }
  | { kind: 'need-more-bytes' }
  | { kind: 'error'; error: JpegProbeError };

function readUint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

/** RSTn and TEM carry no length field. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** SOF0..SOF15 minus DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Baseline, extended and progressive Huffman frames are what cameras and browsers produce;
 * lossless, hierarchical and arithmetic-coded JPEGs are refused as "not a JPEG we accept".
 */
function isSupportedFrame(marker: number): boolean {
  return marker === 0xc0 || marker === 0xc1 || marker === 0xc2;
}

function hasJpegMagic(bytes: Uint8Array): boolean {
  return SOI_MAGIC.every((value, i) => bytes[i] === value);
}

/**
 * Walks the segments after SOI up to the frame header. `complete` says whether `bytes` is the
 * whole file (running out is then damage) or only its beginning (running out means wait).
 */
function scanToFrame(bytes: Uint8Array, complete: boolean): FrameScan {
  const outOfBytes: FrameScan = complete
    ? { kind: 'error', error: 'IMAGE_CORRUPT' }
    : { kind: 'need-more-bytes' };
  let pos = 2;
  for (;;) {
    if (pos >= bytes.length) return outOfBytes;
    if (bytes[pos] !== 0xff) return { kind: 'error', error: 'IMAGE_CORRUPT' };
    while (bytes[pos] === 0xff) pos++; // fill bytes before a marker are legal
    if (pos >= bytes.length) return outOfBytes;
    const marker = bytes[pos]!;
    pos++;
    if (isStandalone(marker)) continue;
    // Data, a second SOI, the end or a scan before any frame header: not a well-formed JPEG.
    if (marker === 0x00 || marker === 0xd8 || marker === EOI || marker === SOS) {
      return { kind: 'error', error: 'IMAGE_CORRUPT' };
    }
    if (pos + 2 > bytes.length) return outOfBytes;
    const length = readUint16(bytes, pos);
    if (length < 2) return { kind: 'error', error: 'IMAGE_CORRUPT' };
    const segmentEnd = pos + length;
    if (isFrameMarker(marker)) {
      if (!isSupportedFrame(marker)) return { kind: 'error', error: 'NOT_JPEG' };
      // precision (1), height (2), width (2), component count (1)
      if (length < 8) return { kind: 'error', error: 'IMAGE_CORRUPT' };
      if (pos + 8 > bytes.length) return outOfBytes;
      const height = readUint16(bytes, pos + 3);
      const width = readUint16(bytes, pos + 5);
      // Height 0 defers it to a DNL marker, which no camera writes; treat as damaged.
      if (width === 0 || height === 0) return { kind: 'error', error: 'IMAGE_CORRUPT' };
      return { kind: 'frame', frame: { width, height }, payloadAt: pos + 2, next: segmentEnd };
    }
    pos = segmentEnd;
  }
}

/**
 * From just after the frame header, follows segments and entropy-coded scans to the EOI of the
 * primary image. Returns the offset after EOI, or -1 when the file is cut short or malformed.
 * Whatever follows EOI (padding, the extra images of an MPF camera file) is ignored.
 */
function findEndOfImage(bytes: Uint8Array, from: number): number {
  let pos = from;
  let inScan = false;
  for (;;) {
    if (inScan) {
      // Entropy-coded data: 0xFF is always followed by 0x00 (stuffing), RSTn or a real marker.
      pos = bytes.indexOf(0xff, pos);
      if (pos < 0) return -1;
      const next = bytes[pos + 1];
      if (next === undefined) return -1;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        pos += 2;
        continue;
      }
      if (next === 0xff) {
        pos += 1;
        continue;
      }
      inScan = false;
    }
    if (pos >= bytes.length || bytes[pos] !== 0xff) return -1;
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) return -1;
    const marker = bytes[pos]!;
    pos++;
    if (marker === EOI) return pos;
    if (isStandalone(marker)) continue;
    if (marker === 0x00 || marker === 0xd8 || isFrameMarker(marker)) return -1;
    if (pos + 2 > bytes.length) return -1;
    const length = readUint16(bytes, pos);
    if (length < 2) return -1;
    pos += length;
    if (pos > bytes.length) return -1;
    if (marker === SOS) inScan = true;
  }
}

/** The upload dimension rules: the pixel cap first, then the minimum size. */
export function dimensionError({ width, height }: FrameSize): JpegProbeError | null {
  const pixels = width * height;
  if (pixels > MAX_PIXELS) return 'PIXEL_LIMIT';
  if (pixels < MIN_PIXELS || width <= MIN_SIDE_EXCLUSIVE || height <= MIN_SIDE_EXCLUSIVE) {
    return 'IMAGE_TOO_SMALL';
  }
  return null;
}

/**
 * Incremental check for a streaming upload: call it with the bytes received so far. It rejects a
 * non-JPEG from its first three bytes, and a too-large or too-small frame as soon as the frame
 * header has arrived (usually within the first 64 KB, after the EXIF segment).
 */
export function sniffJpegHeader(firstBytes: Uint8Array): JpegHeaderSniff {
  const known = Math.min(firstBytes.length, SOI_MAGIC.length);
  for (let i = 0; i < known; i++) {
    if (firstBytes[i] !== SOI_MAGIC[i]) return { ok: false, error: 'NOT_JPEG' };
  }
  if (known < SOI_MAGIC.length) return { ok: true, frame: null };
  const scan = scanToFrame(firstBytes, false);
  if (scan.kind === 'need-more-bytes') return { ok: true, frame: null };
  if (scan.kind === 'error') return { ok: false, error: scan.error };
  const error = dimensionError(scan.frame);
  return error ? { ok: false, error } : { ok: true, frame: scan.frame };
}

/**
 * The whole-file check, in the order of docs/upload-rules.md: JPEG magic (1201), readable frame
 * header (1207), pixel cap (1206), minimum size (1204), complete up to EOI (1207). The size rule
 * (1202/1203) is the upload route's, on the byte count, before this runs.
 */
export function probeJpeg(bytes: Uint8Array): JpegProbeResult {
  if (!hasJpegMagic(bytes)) return { ok: false, error: 'NOT_JPEG' };
  const scan = scanToFrame(bytes, true);
  if (scan.kind === 'error') return { ok: false, error: scan.error };
  if (scan.kind === 'need-more-bytes') return { ok: false, error: 'IMAGE_CORRUPT' };
  const error = dimensionError(scan.frame);
  if (error) return { ok: false, error };
  if (findEndOfImage(bytes, scan.next) < 0) return { ok: false, error: 'IMAGE_CORRUPT' };
  return { ok: true, width: scan.frame.width, height: scan.frame.height };
}

export interface FrameHeader extends FrameSize {
  /** Offset of the SOF payload (its precision byte); height and width follow as two uint16. */
  offset: number;
}

/** The stored (not EXIF-rotated) pixel size from the frame header, or null if there is none. */
export function readJpegFrameHeader(bytes: Uint8Array): FrameHeader | null {
  if (!hasJpegMagic(bytes)) return null;
  const scan = scanToFrame(bytes, true);
  return scan.kind === 'frame' ? { ...scan.frame, offset: scan.payloadAt } : null;
}
