/**
 * The images the public and the owner see instead of the original (decision 6 in docs/decisions/).
 * sharp, so media worker and local host only: the edge function must never import this module.
 *
 * Every output is auto-rotated by its EXIF orientation, converted to sRGB and written without any
 * metadata (sharp strips it unless told to keep it), so GPS positions and camera serial numbers
 * never leave the private original.
 */
import sharp, {
  type AvifOptions,
  type JpegOptions,
  type SharpOptions,
  type WebpOptions,
} from 'sharp';
import { rightsXmp, type ImageRights } from './rights-metadata.ts';
import { dominantColor } from './dominant-color.ts';
import { MAX_PIXELS } from './upload-rules.ts';
import { stampWatermark, watermarkTile, type WatermarkTile } from './watermark.ts';

import {
  IMAGE_SET_FORMATS,
  imageSetWidths,
  PLACEHOLDER_WIDTH,
  PREVIEW_LONG_SIDE,
  THUMBNAIL_WIDTH,
  type ImageSetFormat,
} from './derivative-sizes.ts';

export { PLACEHOLDER_WIDTH, PREVIEW_LONG_SIDE, THUMBNAIL_WIDTH };

export interface PublicDerivatives {
  /** ~400 px wide JPEG for grids and search results. */
  thumbnail: Uint8Array;
  /** ~1600 px on the long side; watermarked when the photo is paid. */
  preview: Uint8Array;
  /** '#rrggbb', shown while images load. */
  dominantColor: string;
  /** A tiny blurred `data:image/jpeg;base64,...` URI, under 1.5 KB. */
  placeholder: string;
  /** The original's displayed size (after EXIF rotation). */
  width: number;
  height: number;
}

/**
 * The pixel cap again (the probe already refused larger headers), and 'error' rather than the
 * default 'warning': camera files often carry harmless warnings such as extraneous bytes, but a
 * truncated or broken scan must fail the job instead of publishing a half-grey image.
 */
const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_PIXELS,
  failOn: 'error',
  autoOrient: true,
};

const JPEG_OUTPUT: JpegOptions = { quality: 82, progressive: true, chromaSubsampling: '4:2:0' };

/**
 * Thumbnail, preview, dominant colour and placeholder of a photo. The original is decoded once,
 * straight to preview size (libjpeg shrinks on load), and everything else is made from those
 * pixels, so the cost stays close to one decode-and-resize of the original.
 */
export async function makePublicDerivatives(
  original: Uint8Array,
  { paid }: { paid: boolean },
): Promise<PublicDerivatives> {
  const decoder = sharp(original, INPUT_OPTIONS);
  const [metadata, decoded, tile] = await Promise.all([
    decoder.metadata(),
    decoder
      .clone()
      .resize({
        width: PREVIEW_LONG_SIDE,
        height: PREVIEW_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    paid ? watermarkTile() : null,
  ]);
  const { width, height, channels } = decoded.info;
  const raw = { raw: { width, height, channels } };
  const [preview, small] = await Promise.all([
    encodePreview(decoded.data, decoded.info, tile),
    sharp(decoded.data, raw)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  // Thumbnail, placeholder and colour all come from the thumbnail-sized pixels.
  const thumbnailPixels = sharp(small.data, { raw: small.info });
  const [thumbnail, tiny] = await Promise.all([
    thumbnailPixels.clone().jpeg(JPEG_OUTPUT).toBuffer(),
    thumbnailPixels
      .clone()
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(0.8)
      // Baseline and low quality: progressive scans cost bytes at 16 px.
      .jpeg({ quality: 45, optimiseCoding: true })
      .toBuffer(),
  ]);

  return {
    thumbnail: new Uint8Array(thumbnail),
    preview: new Uint8Array(preview),
    dominantColor: dominantColor(small.data, small.info.channels),
    placeholder: `data:image/jpeg;base64,${tiny.toString('base64')}`,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
  };
}

/** Pixels as sharp hands them over: interleaved, sRGB, no alpha. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The staged clean preview decoded for publishing: the worker trusts no stored bytes (a
 * polyglot, metadata, a swapped full-size image), only pixels within the size it made. Throws on
 * anything that is not such an image; the caller then works from the original.
 */
export async function decodeStagedPreview(staged: Uint8Array): Promise<RawImage> {
  const { data, info } = await sharp(staged, {
    failOn: 'error',
    limitInputPixels: PREVIEW_LONG_SIDE * PREVIEW_LONG_SIDE,
  })
    .resize({
      width: PREVIEW_LONG_SIDE,
      height: PREVIEW_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * AVIF at effort 2: effort 4 (sharp's default) saved ~25% more bytes but took 6-7x as long
 * (4.7 s for one 1600 px image on the build machine), which would cut publishing to a crawl.
 */
const AVIF_OUTPUT: AvifOptions = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' };
const WEBP_OUTPUT: WebpOptions = { quality: 76, effort: 4 };

export const IMAGE_SET_CONTENT_TYPES: Record<ImageSetFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface ImageSetFile {
  width: number;
  format: ImageSetFormat;
  bytes: Uint8Array;
}

export interface ImageSet {
  /** The clean 400 px JPEG (the spec's `thumbnail`), never watermarked, as before. */
  thumbnail: Uint8Array;
  /** Every width of `imageSetWidths` in every format, watermarked when the photo is paid. */
  files: ImageSetFile[];
}

function encode(image: sharp.Sharp, format: ImageSetFormat, xmp?: string): Promise<Buffer> {
  // The rights packet, in every format (rights-metadata.ts); nothing else of any metadata.
  if (xmp) image.withXmp(xmp);
  if (format === 'avif') return image.avif(AVIF_OUTPUT).toBuffer();
  if (format === 'webp') return image.webp(WEBP_OUTPUT).toBuffer();
  return image.jpeg(JPEG_OUTPUT).toBuffer();
}

/**
 * The public image set from clean preview pixels: the watermark of a paid photo is stamped once
 * at full preview size and every smaller width is scaled from the stamped pixels, so a visitor
 * sees the same mark whichever candidate the browser picks. No metadata in any file but the
 * rights (an XMP packet, rights-metadata.ts) when they are given.
 */
export async function makeImageSet(
  preview: RawImage,
  { paid, rights }: { paid: boolean; rights?: ImageRights },
): Promise<ImageSet> {
  const xmp = rights ? rightsXmp(rights) : undefined;
  const { info } = preview;
  let pixels = preview.data;
  if (paid) {
    pixels = Buffer.from(preview.data);
    stampWatermark(pixels, info, await watermarkTile());
  }
  const thumbnail = encode(
    sharp(preview.data, { raw: info }).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }),
    'jpg',
    xmp,
  );
  const perWidth = imageSetWidths(info.width).map(async (width) => {
    // Resize once per width; the three encoders share those pixels.
    const resized =
      width === info.width
        ? { data: pixels, info }
        : await sharp(pixels, { raw: info })
            .resize({ width })
            .raw()
            .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: resized.info.width,
        height: resized.info.height,
        channels: resized.info.channels as 1 | 2 | 3 | 4,
      },
    };
    return Promise.all(
      IMAGE_SET_FORMATS.map(async (format) => ({
        width,
        format,
        bytes: new Uint8Array(await encode(sharp(resized.data, raw), format, xmp)),
      })),
    );
  });
  const [thumbnailBytes, files] = await Promise.all([thumbnail, Promise.all(perWidth)]);
  return { thumbnail: new Uint8Array(thumbnailBytes), files: files.flat() };
}

/**
 * A profile or cover picture made from an uploaded photo: upright, at most PREVIEW_LONG_SIDE on
 * its long side, re-encoded without any metadata (an original carries EXIF, often GPS).
 */
export async function makeAvatar(original: Uint8Array): Promise<Uint8Array> {
  const encoded = await sharp(original, INPUT_OPTIONS)
    .resize({
      width: PREVIEW_LONG_SIDE,
      height: PREVIEW_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .jpeg(JPEG_OUTPUT)
    .toBuffer();
  return new Uint8Array(encoded);
}

/**
 * The paid preview made from a clean one (the worker stages the clean 1600 px preview privately
 * at upload and stamps it on accept): decoding a 1600 px JPEG costs a few milliseconds, against
 * a decode of the whole original. Same stamp and output settings as `makePublicDerivatives`.
 */
export async function watermarkPreview(cleanPreview: Uint8Array): Promise<Uint8Array> {
  const [decoded, tile] = await Promise.all([
    sharp(cleanPreview, { failOn: 'error' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    watermarkTile(),
  ]);
  return new Uint8Array(await encodePreview(decoded.data, decoded.info, tile));
}

/**
 * Encodes preview pixels, stamping the watermark first when a tile is given (on a copy: the
 * caller's pixels stay clean for the thumbnail and placeholder).
 */
function encodePreview(
  pixels: Buffer,
  info: { width: number; height: number; channels: number },
  tile: WatermarkTile | null,
): Promise<Buffer> {
  let previewPixels = pixels;
  if (tile) {
    previewPixels = Buffer.from(pixels);
    stampWatermark(previewPixels, info, tile);
  }
  const { width, height, channels } = info;
  return sharp(previewPixels, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
    .jpeg(JPEG_OUTPUT)
    .toBuffer();
}
