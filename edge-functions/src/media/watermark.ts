/**
 * The watermark of paid previews: a diagonal "LankaLens · preview" tile repeated over the whole
 * image, so it cannot be cropped away. sharp renders the tile once; stamping is a plain loop over
 * raw pixels because libvips' composite costs three times the rest of the derivatives together.
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
    const tileRow = (y % tileHeight) * tileWidth;
    for (let x = 0; x < width; x++) {
      const t = (tileRow + (x % tileWidth)) * 4;
      const alpha = rgba[t + 3]!;
      if (alpha === 0) continue;
      const p = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) {
        pixels[p + c] = (rgba[t + c]! * alpha + pixels[p + c]! * (255 - alpha) + 127) / 255;
      }
    }
  }
}
