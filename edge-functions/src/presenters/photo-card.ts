import type { CameraMetadata, PhotoCard } from '../contract/photo.ts';
import type { DbColumns, DbRow } from '../db/rows.ts';
import { photoPriceRupees } from '../lib/price.ts';

/**
 * The columns a photo card needs, for `select ${photoCardColumns} from photos p join profiles u
 * on u.id = p.owner_id`. Kept in one place so featured, search, albums and favourites agree.
 */
export const photoCardColumns = `
  p.id, p.ext_id, p.name, p.alt, p.tags, p.width, p.height, p.free_download, p.price_cents,
  p.view_count, p.download_count, p.like_count, p.placeholder, p.dominant_color,
  u.first_name as uploader_first_name, u.last_name as uploader_last_name,
  u.username as uploader_username, u.profile_photo as uploader_profile_photo`;

/** How popular a photo is, for featured photos and as the search tie-breaker. */
export const popularityScore = `(p.like_count * 3 + p.download_count * 2 + p.view_count / 10)`;

/** A row of photoCardColumns; column types come from the generated database types. */
export type PhotoCardRow = DbColumns<
  'photos',
  | 'id'
  | 'ext_id'
  | 'name'
  | 'alt'
  | 'tags'
  | 'width'
  | 'height'
  | 'free_download'
  | 'price_cents'
  | 'view_count'
  | 'download_count'
  | 'like_count'
  | 'placeholder'
  | 'dominant_color'
> & {
  uploader_first_name: Profile['first_name'];
  uploader_last_name: Profile['last_name'];
  uploader_username: Profile['username'];
  uploader_profile_photo: Profile['profile_photo'];
};

type Profile = DbRow<'profiles'>;

/** Public image URLs always go through the API, which serves derivatives, never originals. */
export function publicImageUrls(apiOrigin: string, photoId: string) {
  const base = `${apiOrigin}/v1/public/photos/${photoId}/image`;
  return { thumbnail: `${base}?fullsize=false`, full: `${base}?fullsize=true` };
}

export function avatarUrl(apiOrigin: string, key: string | null): string | null {
  return key ? `${apiOrigin}/v1/public/avatars/${key}` : null;
}

export function toPhotoCard(row: PhotoCardRow, apiOrigin: string): PhotoCard {
  const urls = publicImageUrls(apiOrigin, row.id);
  return {
    id: row.id,
    ext_id: row.ext_id,
    name: row.name,
    alt: row.alt,
    tags: row.tags,
    width: row.width,
    height: row.height,
    free_download: row.free_download,
    price: photoPriceRupees(row),
    view_count: row.view_count,
    download_count: row.download_count,
    like_count: row.like_count,
    placeholder: row.placeholder,
    dominant_color: row.dominant_color,
    public_urls: urls,
    thumbnail: urls.thumbnail,
    fullsize: urls.full,
    uploader: {
      first_name: row.uploader_first_name,
      last_name: row.uploader_last_name,
      username: row.uploader_username,
      profile_photo: avatarUrl(apiOrigin, row.uploader_profile_photo),
    },
  };
}

/** The camera columns of a photo row, as `metadata` in the photo answers. */
export function toCameraMetadata(row: CameraMetadata): CameraMetadata {
  return {
    width: row.width,
    height: row.height,
    camera_make: row.camera_make,
    camera_model: row.camera_model,
    focal_length_35: row.focal_length_35,
    fnum: row.fnum,
    iso: row.iso,
    exposure_time: row.exposure_time,
  };
}
