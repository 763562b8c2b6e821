import type { PhotoCard } from './photo.ts';

/**
 * Responsive image sets the web app renders and the server preloads from the HTML (decision 21):
 * a preload only helps when the browser picks the same candidate for it as for the `<img>`.
 */

/** The thumbnail and the large preview as `srcset` candidates. */
export function previewSrcSet(photo: Pick<PhotoCard, 'public_urls'>): string {
  return `${photo.public_urls.thumbnail} 400w, ${photo.public_urls.full} 1600w`;
}

/** The home page's hero slide covers the viewport's width. */
export const HERO_IMAGE_SIZES = '100vw';

/** The photo page's image: the full width on phones, 800 px beside the side panel on desktops. */
export const PHOTO_PAGE_IMAGE_SIZES = '(min-width: 1024px) 800px, 100vw';
