import type { PhotoDetail } from '../contract/browse.ts';
import type { PublicOrigins } from '../lib/public-url.ts';
import type { OwnerPhoto } from '../contract/creator.ts';
import type { DbColumns, DbRow } from '../db/rows.ts';
import {
  photoCardColumns,
  publicImageUrls,
  toCameraMetadata,
  toPhotoCard,
  type PhotoCardRow,
} from './photo-card.ts';
import { photoPriceRupees } from '../lib/price.ts';

/**
 * One photo in full, as its public page (GET /v1/public/photos/{id}) and its owner
 * (GET /v1/photos/{id}) see it: one select list, one row type, one mapper with two audiences.
 * Owner image URLs serve the private owner thumbnail and the original; public URLs exist only
 * once derivatives were made.
 */
export function ownerImageUrl(apiOrigin: string, photoId: string, fullsize: boolean): string {
  return `${apiOrigin}/v1/photos/${photoId}/image?fullsize=${fullsize}`;
}

/** Timestamps arrive as Date from both drivers; the contract sends ISO strings. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export const photoDetailColumns = `${photoCardColumns},
  p.description, p.album_id, a.name as album_name, a.deleted as album_deleted, p.category_id,
  c.name as category_name, c.description as category_description, p.status,
  p.rejection_reason, p.created_at, p.published_at, p.sale_count,
  p.camera_make, p.camera_model, p.focal_length_35, p.fnum, p.iso, p.exposure_time,
  p.captured_at, p.file_size`;

/** `from` clause matching photoDetailColumns (`p` the photo, `u` its owner). */
export const photoDetailFrom = `
  public.photos p
  join public.profiles u on u.id = p.owner_id
  join public.albums a on a.id = p.album_id
  left join public.categories c on c.id = p.category_id`;

/** A row of photoDetailColumns; column types come from the generated database types. */
export type PhotoDetailRow = PhotoCardRow &
  DbColumns<
    'photos',
    | 'description'
    | 'album_id'
    | 'category_id'
    | 'status'
    | 'rejection_reason'
    | 'created_at'
    | 'published_at'
    | 'sale_count'
    | CameraColumn
    | 'file_size',
    'created_at' | 'published_at' | 'captured_at'
  > & {
    album_name: Album['name'];
    album_deleted: Album['deleted'];
    category_name: Category['name'] | null; // left join
    category_description: Category['description'] | null;
  };

/**
 * The public answer's districts and sights from the search glossary (service-only), through
 * its definer function: `${photoDetailColumns}, ${placesColumn}`.
 */
export const placesColumn = 'app_private.photo_places(p.tags) as places';
export interface PlacesColumn {
  places: string[];
}

/** The photo columns the camera metadata comes from (toCameraMetadata). */
export type CameraColumn =
  | 'camera_make'
  | 'camera_model'
  | 'focal_length_35'
  | 'fnum'
  | 'iso'
  | 'exposure_time'
  | 'captured_at';

type Album = DbRow<'albums'>;
type Category = DbRow<'categories'>;

/** The facts both audiences see, worded the same way. */
function sharedDetail(row: PhotoDetailRow) {
  return {
    id: row.id,
    ext_id: row.ext_id,
    name: row.name,
    description: row.description,
    alt: row.alt,
    tags: row.tags,
    album_id: row.album_id,
    free_download: row.free_download,
    price: photoPriceRupees(row),
    view_count: row.view_count,
    download_count: row.download_count,
    like_count: row.like_count,
    placeholder: row.placeholder,
    dominant_color: row.dominant_color,
    created_at: isoTime(row.created_at),
    published_at: isoTime(row.published_at),
  };
}

export function toPhotoDetail(
  row: PhotoDetailRow & PlacesColumn,
  origins: PublicOrigins,
  audience: 'public',
): PhotoDetail;
export function toPhotoDetail(
  row: PhotoDetailRow,
  origins: PublicOrigins,
  audience: 'owner',
): OwnerPhoto;
export function toPhotoDetail(
  row: PhotoDetailRow & Partial<PlacesColumn>,
  origins: PublicOrigins,
  audience: 'public' | 'owner',
): PhotoDetail | OwnerPhoto {
  const shared = sharedDetail(row);
  const category =
    row.category_id === null
      ? null
      : { name: row.category_name ?? '', description: row.category_description ?? '' };
  if (audience === 'public') {
    return {
      ...toPhotoCard(row, origins),
      ...shared,
      album: { id: row.album_id, name: row.album_name },
      category: category && { ...category, desription: category.description },
      status: 'ACCEPTED',
      metadata: toCameraMetadata(row),
      places: row.places ?? [],
    };
  }
  const live = row.status === 'ACCEPTED' && row.thumbnail_key !== null;
  return {
    ...shared,
    album: { id: row.album_id, name: row.album_name, deleted: row.album_deleted },
    category: category && {
      id: row.category_id!,
      name: category.name,
      desription: category.description,
    },
    status: row.status,
    rejection_reason: row.rejection_reason,
    sale_count: row.sale_count,
    thumbnail: ownerImageUrl(origins.api, row.id, false),
    fullsize: ownerImageUrl(origins.api, row.id, true),
    public_urls: live ? publicImageUrls(origins, row.id, row) : null,
    metadata: {
      ...toCameraMetadata(row),
      captured_at: isoTime(row.captured_at),
      file_size: row.file_size,
    },
  };
}
