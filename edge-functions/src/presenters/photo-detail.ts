import type { OwnerPhoto, PhotoStatus } from '../contract/creator.ts';
import { publicImageUrls, toCameraMetadata } from './photo-card.ts';

/**
 * The owner's (and reviewers') view of photos. Owner image URLs serve the private owner
 * thumbnail and the original; public URLs exist only once derivatives were made.
 */
export function ownerImageUrl(apiOrigin: string, photoId: string, fullsize: boolean): string {
  return `${apiOrigin}/v1/photos/${photoId}/image?fullsize=${fullsize}`;
}

/** Timestamps arrive as Date from both drivers; the contract sends ISO strings. */
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export const ownerPhotoColumns = `
  p.id, p.ext_id, p.name, p.description, p.alt, p.tags, p.album_id, a.name as album_name,
  a.deleted as album_deleted, p.category_id, c.name as category_name,
  c.description as category_description, p.free_download, p.price_cents, p.status,
  p.rejection_reason, p.created_at, p.published_at, p.view_count, p.download_count,
  p.like_count, p.sale_count, p.thumbnail_key, p.placeholder, p.dominant_color, p.width,
  p.height, p.camera_make, p.camera_model, p.focal_length_35, p.fnum, p.iso, p.exposure_time,
  p.captured_at, p.file_size`;

/** `from` clause matching ownerPhotoColumns. */
export const ownerPhotoFrom = `
  public.photos p
  join public.albums a on a.id = p.album_id
  left join public.categories c on c.id = p.category_id`;

export interface OwnerPhotoRow {
  id: string;
  ext_id: string;
  name: string;
  description: string;
  alt: string;
  tags: string[];
  album_id: string;
  album_name: string;
  album_deleted: boolean;
  category_id: number | null;
  category_name: string | null;
  category_description: string | null;
  free_download: boolean;
  price_cents: number;
  status: PhotoStatus;
  rejection_reason: string | null;
  created_at: Date;
  published_at: Date | null;
  view_count: number;
  download_count: number;
  like_count: number;
  sale_count: number;
  thumbnail_key: string | null;
  placeholder: string | null;
  dominant_color: string | null;
  width: number;
  height: number;
  camera_make: string | null;
  camera_model: string | null;
  focal_length_35: number | null;
  fnum: number | null;
  iso: number | null;
  exposure_time: number | null;
  captured_at: Date | null;
  file_size: number;
}

export function toOwnerPhoto(row: OwnerPhotoRow, apiOrigin: string): OwnerPhoto {
  const live = row.status === 'ACCEPTED' && row.thumbnail_key !== null;
  return {
    id: row.id,
    ext_id: row.ext_id,
    name: row.name,
    description: row.description,
    alt: row.alt,
    tags: row.tags,
    album_id: row.album_id,
    album: { id: row.album_id, name: row.album_name, deleted: row.album_deleted },
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: row.category_name ?? '',
            desription: row.category_description ?? '',
          },
    free_download: row.free_download,
    price: row.free_download ? 0 : row.price_cents / 100,
    status: row.status,
    rejection_reason: row.rejection_reason,
    created_at: isoTime(row.created_at)!,
    published_at: isoTime(row.published_at),
    view_count: row.view_count,
    download_count: row.download_count,
    like_count: row.like_count,
    sale_count: row.sale_count,
    thumbnail: ownerImageUrl(apiOrigin, row.id, false),
    fullsize: ownerImageUrl(apiOrigin, row.id, true),
    public_urls: live ? publicImageUrls(apiOrigin, row.id) : null,
    placeholder: row.placeholder,
    dominant_color: row.dominant_color,
    metadata: {
      ...toCameraMetadata(row),
      captured_at: isoTime(row.captured_at),
      file_size: row.file_size,
    },
  };
}
