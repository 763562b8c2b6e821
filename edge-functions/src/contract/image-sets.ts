import type { PhotoCard } from './photo.ts';

/**
 * Responsive image sets the web app renders and the server preloads from the HTML (decision 21):
 * a preload only helps when the browser picks the same candidate for it as for the `<picture>`,
 * so both take their `srcset`, `sizes` and types from here.
 */

type WithUrls = Pick<PhotoCard, 'public_urls'>;
export type ImageFormat = 'avif' | 'webp' | 'jpg';

export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The photo's widths in one format as `srcset` candidates. A photo from before the image sets
 * (until the backfill made them) has only the JPEG thumbnail and preview.
 */
export function previewSrcSet(photo: WithUrls, format: ImageFormat = 'jpg'): string {
  const { set, thumbnail, full } = photo.public_urls;
  if (!set) return `${thumbnail} 400w, ${full} 1600w`;
  return set.widths.map((width) => `${set.base}/${width}.${format} ${width}w`).join(', ');
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * The `<source>`s of the photo's `<picture>`, best format first (AVIF, then WebP); the `<img>`
 * inside keeps the JPEG `previewSrcSet` for browsers that take neither. Empty without a set.
 */
export function pictureSources(photo: WithUrls): PictureSource[] {
  const { set } = photo.public_urls;
  if (!set) return [];
  return set.formats
    .filter((format) => format !== 'jpg')
    .map((format) => ({ type: IMAGE_FORMAT_TYPES[format], srcSet: previewSrcSet(photo, format) }));
}

/**
 * What the server preloads for a `<picture>`: the first (best) source, with its type, so a
 * browser that cannot decode it skips the preload just as it skips the source; the JPEG set
 * without a set.
 */
export function picturePreload(photo: WithUrls): { href: string; srcSet: string; type?: string } {
  const { set, full } = photo.public_urls;
  const best = set?.formats[0];
  if (!set || !best || best === 'jpg') return { href: full, srcSet: previewSrcSet(photo) };
  return {
    href: `${set.base}/${Math.max(...set.widths)}.${best}`,
    srcSet: previewSrcSet(photo, best),
    type: IMAGE_FORMAT_TYPES[best],
  };
}

/** The home page's hero slide covers the viewport's width. */
export const HERO_IMAGE_SIZES = '100vw';

/** The photo page's image: the full width on phones, 800 px beside the side panel on desktops. */
export const PHOTO_PAGE_IMAGE_SIZES = '(min-width: 1024px) 800px, 100vw';

/**
 * A tile of the masonry grids (PhotoGrid, PhotoTileGrid): 2 columns under 600 px, 3 under
 * 1000 px, else 4 in at most 1216 px, less the gutters.
 */
export const GRID_IMAGE_SIZES =
  '(max-width: 599px) calc(50vw - 20px), (max-width: 999px) calc(33vw - 22px), ' +
  'min(25vw - 20px, 292px)';
