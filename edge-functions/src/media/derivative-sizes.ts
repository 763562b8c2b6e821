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
