import sharp from 'sharp';
import { sha256HexOfBytes } from '../lib/secure-token.ts';
import { PREVIEW_LONG_SIDE } from './derivative-sizes.ts';
import { removeWatermark } from './watermark.ts';

/**
 * The two fingerprints of a photo (Node only: sharp), decision 51.
 *
 * - `hashes`: 64-bit perceptual hashes (DCT pHash). The image, upright, in grey, squeezed to
 *   32 x 32; its 2-D DCT-II; the 8 x 8 lowest frequencies after the DC term; one bit per
 *   coefficient: above their mean or not. Resizing, recompressing, a watermark or a colour shift
 *   move few bits; another picture differs in about half. Bit for bit the algorithm of the
 *   `sharp-phash` package (checked against it in the tests), with a separable DCT (2 x 32^3
 *   multiplications instead of 32^4). Of the whole frame, and of four 90 % crops (CROPS).
 * - `unwatermarked`: the whole frame's hash after undoing our watermark's blend, as if the
 *   upload were one of our stamped public images (decision 58). Looked up, never stored: a
 *   stamped image is only ever published after its photo was fingerprinted, so the copy is
 *   always the later photo of the pair. The tile moves 10 to 18 bits of a hash; undone, 0 to 3.
 * - `exact`: SHA-256 of the decoded pixels at a fixed 64 x 64 sRGB size: the same picture in the
 *   same file, or a byte-different file with the same pixels (metadata stripped), is equal.
 *
 * A hash is a signed 64-bit integer as Postgres `bigint` holds it; bit 63 is the first
 * coefficient (horizontal frequency 1, vertical 1), bit 0 the last (8, 8).
 */
export interface PhotoFingerprint {
  /** Variant 0 the whole frame, 1-4 the crops of CROPS. */
  hashes: bigint[];
  /** At the scales of WATERMARK_SCALES; only what the lookup asks with, never stored. */
  unwatermarked: bigint[];
  exact: string;
}

/**
 * The 90 % crops hashed beside the whole frame, as [left, top] fractions: a copy cropped by up
 * to 10 % anywhere is within 2.5 % of one of them in each direction, which moves few bits,
 * where the whole frame's hash moves by 10 to 25 (decision 51).
 */
export const CROPS: readonly (readonly [number, number])[] = [
  [0.025, 0.025],
  [0.075, 0.025],
  [0.025, 0.075],
  [0.075, 0.075],
];
const CROP_SIDE = 0.9;
/** The grey copy the crops are cut from: big enough that a 32 px square of a crop is exact. */
const CROP_SOURCE_SIDE = 512;

const SAMPLE = 32;
const LOW = 8;
const EXACT_SIDE = 64;

/** COS[i][u] = cos((2i + 1) u pi / 2N), the DCT-II basis. */
const COS: Float64Array[] = Array.from({ length: SAMPLE }, (_, i) =>
  Float64Array.from({ length: SAMPLE }, (_, u) =>
    Math.cos(((2 * i + 1) / (2 * SAMPLE)) * u * Math.PI),
  ),
);

/**
 * The pHash bits of 32 x 32 grey pixels (row-major). Only coefficients 1..8 in each direction
 * are needed; their common scale factor does not change which are above the mean.
 */
export function phashOfGreyPixels(grey: Uint8Array): bigint {
  if (grey.length !== SAMPLE * SAMPLE) throw new Error('phash needs 32 x 32 grey pixels');
  // Along x first: rows[y][u] = sum_x cos(x, u) * p(x, y), for u in 1..8.
  const rows = new Float64Array(SAMPLE * LOW);
  for (let y = 0; y < SAMPLE; y++) {
    for (let u = 1; u <= LOW; u++) {
      let sum = 0;
      for (let x = 0; x < SAMPLE; x++) sum += COS[x]![u]! * grey[y * SAMPLE + x]!;
      rows[y * LOW + u - 1] = sum;
    }
  }
  // Then along y: F[u][v] = sum_y cos(y, v) * rows[y][u].
  const coefficients = new Float64Array(LOW * LOW);
  let total = 0;
  for (let u = 0; u < LOW; u++) {
    for (let v = 1; v <= LOW; v++) {
      let sum = 0;
      for (let y = 0; y < SAMPLE; y++) sum += COS[y]![v]! * rows[y * LOW + u]!;
      coefficients[u * LOW + v - 1] = sum;
      total += sum;
    }
  }
  const mean = total / (LOW * LOW);
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > mean ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The image's perceptual hash (EXIF orientation applied first). */
export async function perceptualHash(image: Uint8Array): Promise<bigint> {
  const grey = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(SAMPLE, SAMPLE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return phashOfGreyPixels(grey);
}

/**
 * SHA-256 (hex) of the upright image's pixels at 64 x 64 sRGB. Decoded whole first: a resize
 * straight from a JPEG shrinks on load, which would give other pixels than the same picture
 * from another file.
 */
export async function exactFingerprint(image: Uint8Array): Promise<string> {
  const decoded = await decodeUpright(image);
  const { width, height, channels } = decoded.info;
  const pixels = await sharp(decoded.data, { raw: { width, height, channels } })
    .resize(EXACT_SIDE, EXACT_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return sha256HexOfBytes(new Uint8Array(pixels));
}

function decodeUpright(image: Uint8Array) {
  return sharp(image, { failOn: 'error' })
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * How much a stamped public image may have been resized since it was stamped: not at all (a
 * saved preview, whose own size is the stamped one), and from a full 1600 px preview to this
 * size (a smaller width of the image set, or a preview scaled up to pass for an original).
 */
export function watermarkScales(width: number, height: number): number[] {
  const fromPreview = Math.max(width, height) / PREVIEW_LONG_SIDE;
  return Math.abs(fromPreview - 1) < 0.01 ? [1] : [1, fromPreview];
}

/** The whole frame's hash with our watermark undone at each of `watermarkScales`. */
export async function unwatermarkedHashes(image: Uint8Array): Promise<bigint[]> {
  // In grey at full size: the stamp is white and black, so grey is solved like each colour,
  // at a third of the work of three channels.
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 } as const;
  return Promise.all(
    watermarkScales(info.width, info.height).map(async (scale) => {
      const pixels = new Uint8Array(data);
      await removeWatermark(pixels, raw, scale);
      const grey = await sharp(pixels, { raw })
        .resize(SAMPLE, SAMPLE, { fit: 'fill' })
        .greyscale() // one channel out, as it came in
        .raw()
        .toBuffer();
      return phashOfGreyPixels(grey);
    }),
  );
}

/** The hashes of the four 90 % crops, cut from one grey copy of the upright image. */
async function cropHashes(image: Uint8Array): Promise<bigint[]> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(CROP_SOURCE_SIDE, CROP_SOURCE_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 } as const;
  const side = Math.round(CROP_SOURCE_SIDE * CROP_SIDE);
  return Promise.all(
    CROPS.map(async ([left, top]) => {
      const grey = await sharp(data, { raw })
        .extract({
          left: Math.round(CROP_SOURCE_SIDE * left),
          top: Math.round(CROP_SOURCE_SIDE * top),
          width: side,
          height: side,
        })
        .resize(SAMPLE, SAMPLE, { fit: 'fill' })
        .greyscale() // one channel out, as it came in
        .raw()
        .toBuffer();
      return phashOfGreyPixels(grey);
    }),
  );
}

export async function photoFingerprint(image: Uint8Array): Promise<PhotoFingerprint> {
  const [whole, crops, unwatermarked, exact] = await Promise.all([
    perceptualHash(image),
    cropHashes(image),
    unwatermarkedHashes(image),
    exactFingerprint(image),
  ]);
  return { hashes: [whole, ...crops], unwatermarked, exact };
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/**
 * How near `later` is to `earlier` as the lookup measures it when `later` arrives
 * (app_private.record_photo_fingerprint): its whole frame and its unwatermarked hashes against
 * all of earlier's hashes (it may be a crop of earlier), its crops against earlier's whole frame
 * (earlier may be a crop of it).
 */
export function copyDistance(earlier: PhotoFingerprint, later: PhotoFingerprint): number {
  const [whole, ...crops] = later.hashes;
  const distances = [
    ...[whole!, ...later.unwatermarked].flatMap((hash) =>
      earlier.hashes.map((theirs) => hammingDistance(hash, theirs)),
    ),
    ...crops.map((hash) => hammingDistance(hash, earlier.hashes[0]!)),
  ];
  return Math.min(...distances);
}

/** How far apart two photos look, whichever arrived first. */
export function fingerprintDistance(a: PhotoFingerprint, b: PhotoFingerprint): number {
  return Math.min(copyDistance(a, b), copyDistance(b, a));
}
