/**
 * The watermark of paid previews: a diagonal "LankaLens · preview" tile repeated over the whole
 * image, so it cannot be cropped away. sharp renders the tile once; stamping is a plain loop over
 * raw pixels because libvips' composite added about 25 ms to each 1600 px preview (more than the
 * thumbnail, placeholder and colour together), the loop about 5-10 ms.
 */
import sharp from 'sharp';

export const WATERMARK_TEXT = 'LankaLens · preview';

/**
 * White text with a dark outline shows on bright and dark photos; the hairline still marks the
 * image if the worker has no font installed.
 */
const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="300">
  <g transform="rotate(-28 260 150)">
    <text x="260" y="164" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-size="40" font-weight="bold" fill="#ffffff" fill-opacity="0.5"
      stroke="#000000" stroke-opacity="0.3" stroke-width="1.5">${WATERMARK_TEXT}</text>
    <line x1="-80" y1="196" x2="600" y2="196" stroke="#ffffff" stroke-opacity="0.35"
      stroke-width="3"/>
  </g>
</svg>`;

export interface WatermarkTile {
  /** Straight (not premultiplied) RGBA. */
  rgba: Uint8Array;
  width: number;
  height: number;
}

let tile: Promise<WatermarkTile> | undefined;

/** Rendered once per process. */
export function watermarkTile(): Promise<WatermarkTile> {
  tile ??= sharp(Buffer.from(TILE_SVG))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({
      rgba: new Uint8Array(data),
      width: info.width,
      height: info.height,
    }));
  return tile;
}

/** Blends the tile, repeated from the top-left corner, into interleaved pixels in place. */
export function stampWatermark(
  pixels: Uint8Array,
  image: { width: number; height: number; channels: number },
  { rgba, width: tileWidth, height: tileHeight }: WatermarkTile,
): void {
  const { width, height, channels } = image;
  for (let y = 0; y < height; y++) {
    const tileRow = (y % tileHeight) * tileWidth * 4;
    let p = y * width * channels;
    // Walk the tile column alongside x instead of taking x % tileWidth for every pixel.
    for (let x = 0, t = tileRow; x < width; x++, p += channels, t += 4) {
      if (t === tileRow + tileWidth * 4) t = tileRow;
      const alpha = rgba[t + 3]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      pixels[p] = (rgba[t]! * alpha + pixels[p]! * keep + 127) / 255;
      pixels[p + 1] = (rgba[t + 1]! * alpha + pixels[p + 1]! * keep + 127) / 255;
      pixels[p + 2] = (rgba[t + 2]! * alpha + pixels[p + 2]! * keep + 127) / 255;
    }
  }
}

/**
 * Undoes `stampWatermark` in place, as far as the pixels allow: each channel solved back from
 * the blend, `p = (s * 255 - tile * alpha) / (255 - alpha)`, and clamped. The duplicate check
 * (photo-fingerprint.ts) uses it on an upload that may be one of our stamped public images,
 * whose tile covers the whole frame and so cannot be masked out. `scale` is how much the image
 * was resized after stamping (a smaller width of the image set, an upscaled preview): the tile
 * is sampled at that scale. Grey pixels (one or two channels) are solved as one. Where alpha is high the JPEG noise is amplified about threefold;
 * a 32 x 32 perceptual hash averages it away.
 */
export async function removeWatermark(
  pixels: Uint8Array,
  image: { width: number; height: number; channels: number },
  scale = 1,
): Promise<void> {
  const base = await watermarkTile();
  const { rgba, width: tileWidth, height: tileHeight } = await scaledTile(base, scale);
  const { width, height, channels } = image;
  // Grey pixels take the tile's red, which is its grey: the tile is white and black only.
  const colours = channels >= 3 ? 3 : 1;
  // The stamped period in this image's pixels, which need not be a whole number.
  const periodX = base.width * scale;
  const periodY = base.height * scale;
  for (let y = 0; y < height; y++) {
    const row = tileIndex(y, periodY, tileHeight);
    const tileRow = row * tileWidth * 4;
    let p = y * width * channels;
    for (let x = 0; x < width; x++, p += channels) {
      const column = tileIndex(x, periodX, tileWidth);
      const t = tileRow + column * 4;
      const alpha = rgba[t + 3]!;
      if (alpha === 0 || alpha === 255) continue; // untouched, or nothing left to solve
      const keep = 255 - alpha;
      for (let c = 0; c < colours; c++) {
        const value = Math.round((pixels[p + c]! * 255 - rgba[t + c]! * alpha) / keep);
        pixels[p + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/** Which of `size` tile pixels covers image pixel `at`, the tile repeating every `period`. */
function tileIndex(at: number, period: number, size: number): number {
  // The small epsilon keeps 319 / 520 * 520 at 319 rather than 318.99999.
  return Math.min(size - 1, Math.floor(((at % period) / period) * size + 1e-6));
}

/** The tile resized to `scale` (sharp resizes RGBA with its alpha premultiplied). */
async function scaledTile(base: WatermarkTile, scale: number): Promise<WatermarkTile> {
  if (scale === 1) return base;
  const width = Math.max(1, Math.round(base.width * scale));
  const height = Math.max(1, Math.round(base.height * scale));
  const { data } = await sharp(base.rgba, {
    raw: { width: base.width, height: base.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8Array(data), width, height };
}
