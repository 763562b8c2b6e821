/**
 * For answers whose URL names their content (hashed asset names, image URLs with the image's
 * version): a year in every cache, never revalidated.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
