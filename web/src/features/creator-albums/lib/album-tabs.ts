import type { AlbumDetail } from '../api/get-album.ts';

/**
 * Which tab of the album view holds each photo (docs/creator-pipeline.md, "Album view tabs"):
 * 'Live' holds what has been on the website (ACCEPTED, and UNPUBLISHED marked as such); 'In
 * Review' holds everything not yet live: UPLOADED (not submitted yet, or sent back with a
 * reason), IN_REVIEW and PROCESSING. Every photo is in exactly one tab, so the two counts add
 * up to the album's photos.
 */
export type AlbumTab = 'live' | 'review';

type AlbumPhoto = AlbumDetail['photos'][number];

export const tabOf = (photo: AlbumPhoto): AlbumTab =>
  photo.status === 'ACCEPTED' || photo.status === 'UNPUBLISHED' ? 'live' : 'review';

/** The album's photos of one tab, newest first (spec: sorted by created_at). */
export function photosOfTab(photos: AlbumPhoto[], tab: AlbumTab): AlbumPhoto[] {
  return photos
    .filter((photo) => tabOf(photo) === tab)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
