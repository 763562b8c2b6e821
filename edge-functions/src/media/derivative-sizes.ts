/**
 * The sizes of the public images the worker makes (derivatives.ts), without sharp, so the edge
 * function can describe them too (a page's share preview names its image's width and height).
 */
export const THUMBNAIL_WIDTH = 400;
export const PREVIEW_LONG_SIDE = 1600;
export const PLACEHOLDER_WIDTH = 16;

/** The large preview's size for a photo of this size: its long side at most 1600 px. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Widths of the public image set (issue 22): every one below the preview's own width, then the
 * preview itself. A 1600 x 1067 preview gives 400, 800, 1200, 1600; a portrait 1067 x 1600 one
 * 400, 800, 1067. The worker makes exactly these, and the set's key names the largest
 * (storage-keys.ts), so the API rebuilds the list from the key alone.
 */
export const IMAGE_SET_WIDTHS = [400, 800, 1200, 1600] as const;

/** The formats of every width, best first: what a `<picture>` offers in that order. */
export const IMAGE_SET_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageSetFormat = (typeof IMAGE_SET_FORMATS)[number];

export function imageSetWidths(previewWidth: number): number[] {
  const widths: number[] = IMAGE_SET_WIDTHS.filter((width) => width < previewWidth);
  widths.push(previewWidth);
  return widths;
}
