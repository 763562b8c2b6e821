import type { PhotoCard } from './photo.ts';

/** Spec 2 and 9: the home page's carousel auto-plays every 5000 ms across 6 images. */
export const SLIDE_COUNT = 6;

/**
 * The hero's slides out of the featured photos. Shared with the server, which preloads the first
 * slide's image from the HTML. Free photos first: paid previews carry a watermark, which does not
 * belong in a hero. Then the most popular landscape photos, as the API orders them.
 */
export function pickSlides(photos: PhotoCard[]): PhotoCard[] {
  const landscape = photos.filter((photo) => photo.width >= photo.height);
  const pool = landscape.length >= SLIDE_COUNT ? landscape : photos;
  return [...pool.filter((p) => p.free_download), ...pool.filter((p) => !p.free_download)].slice(
    0,
    SLIDE_COUNT,
  );
}
