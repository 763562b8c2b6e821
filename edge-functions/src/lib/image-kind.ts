import { readJpegFrameHeader } from '../media/jpeg-probe.ts';

/**
 * What an image file is by its bytes (never by its name or Content-Type), and its pixel size
 * from the header, for avatar uploads: JPEG, PNG or WebP.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export const imageContentTypes: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_MAGIC.every((value, i) => bytes[i] === value)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** True when the bytes could still turn out to be one of the kinds (too few to tell yet). */
export function mayBeImage(bytes: Uint8Array): boolean {
  if (bytes.length >= 12) return imageKind(bytes) !== null;
  const prefixes = [[0xff, 0xd8, 0xff], PNG_MAGIC, [0x52, 0x49, 0x46, 0x46]];
  return prefixes.some((prefix) =>
    prefix.every((value, i) => i >= bytes.length || bytes[i] === value),
  );
}

const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>>
  0;

/** Pixel size from the header, or null when the header is missing or unreadable. */
export function imageDimensions(
  bytes: Uint8Array,
  kind: ImageKind,
): { width: number; height: number } | null {
  if (kind === 'jpeg') {
    const frame = readJpegFrameHeader(bytes);
    return frame ? { width: frame.width, height: frame.height } : null;
  }
  if (kind === 'png') {
    if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
