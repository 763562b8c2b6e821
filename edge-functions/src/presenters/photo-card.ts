import type { CameraMetadata, PhotoCard, PublicUrls } from '../contract/photo.ts';
import type { PublicOrigins } from '../lib/public-url.ts';
import { IMAGE_SET_FORMATS } from '../media/derivative-sizes.ts';
import { imageSetOf, isImageSetFileKey } from '../media/storage-keys.ts';
import type { DbColumns, DbRow } from '../db/rows.ts';
import { photoPriceRupees } from '../lib/price.ts';

/**
 * The columns a photo card needs, for `select ${photoCardColumns} from photos p join profiles u
 * on u.id = p.owner_id`. Kept in one place so featured, search, albums and favourites agree.
 */
export const photoCardColumns = `
  p.id, p.ext_id, p.name, p.alt, p.tags, p.width, p.height, p.free_download, p.price_cents,
  p.view_count, p.download_count, p.like_count, p.placeholder, p.dominant_color,
  p.thumbnail_key, p.preview_key,
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
  | 'thumbnail_key'
  | 'preview_key'
> & {
  uploader_first_name: Profile['first_name'];
  uploader_last_name: Profile['last_name'];
  uploader_username: Profile['username'];
  uploader_profile_photo: Profile['profile_photo'];
};

type Profile = DbRow<'profiles'>;

/**
 * The version of a public image in its URL (`v`): a short hash of its storage key. Derivative
 * keys are named by their bytes, so the key changes exactly when the image does, and a URL with
 * the current version can be cached for good (routes/public-photos.ts). FNV-1a, 64 bits: sync,
 * and collisions only matter between two versions of the same photo. Computed in two 32-bit
 * halves (every card of every answer has two): BigInt arithmetic per byte cost more than the
 * rest of the card.
 */
export function imageVersion(key: string): string {
  // The offset basis 0xcbf29ce484222325; the prime 0x100000001b3 is 2^40 + 0x1b3.
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  // Keys are ASCII but for rare exceptions: their bytes are their char codes.
  const bytes = /^\p{ASCII}*$/u.test(key) ? null : encoder.encode(key);
  const length = bytes ? bytes.length : key.length;
  for (let i = 0; i < length; i++) {
    low ^= bytes ? bytes[i]! : key.charCodeAt(i);
    // (high * 2^32 + low) * (2^40 + 0x1b3) mod 2^64: low * 0x1b3 fits in 41 bits; low * 2^40
    // adds low << 8 to the high half.
    const product = (low >>> 0) * 0x1b3;
    high = (Math.imul(high, 0x1b3) + Math.floor(product / 0x100000000) + (low << 8)) >>> 0;
    low = product >>> 0;
  }
  const hex = (half: number) => half.toString(16).padStart(8, '0');
  return (hex(high) + hex(low)).slice(0, 12);
}

const encoder = new TextEncoder();

/** The derivative keys of a photo, as its row has them (null: not made, or not public). */
export interface DerivativeKeys {
  thumbnail_key: string | null;
  preview_key: string | null;
}

function publicImageUrl(
  origins: PublicOrigins,
  photoId: string,
  fullsize: boolean,
  key: string | null,
) {
  // An image set's file at its own address: its name carries a hash of its bytes, so it is
  // cached for a year. Files from before the sets go through the API's versioned route.
  if (key && isImageSetFileKey(key)) return `${origins.files}/${key}`;
  const url = `${origins.api}/v1/public/photos/${photoId}/image?fullsize=${fullsize}`;
  return key ? `${url}&v=${imageVersion(key)}` : url;
}

/**
 * Public image URLs: the derivatives' own addresses (Storage's CDN on Supabase, the API's
 * /v1/public/derivatives locally), never an original. With an image set, `set` lists its widths
 * and formats (`<base>/<width>.<format>`, contract/image-sets.ts builds the `srcset`s). Without
 * keys (a caller that does not read them) the thumbnail and preview go through the API route.
 */
export function publicImageUrls(
  origins: PublicOrigins,
  photoId: string,
  keys?: DerivativeKeys,
): PublicUrls {
  const set = imageSetOf(keys?.preview_key ?? null);
  return {
    thumbnail: publicImageUrl(origins, photoId, false, keys?.thumbnail_key ?? null),
    full: publicImageUrl(origins, photoId, true, keys?.preview_key ?? null),
    set: set && {
      base: `${origins.files}/${set.folder}`,
      widths: set.widths,
      formats: [...IMAGE_SET_FORMATS],
    },
  };
}

/** A photo's public thumbnail URL (album and collection covers). */
export function publicThumbnailUrl(origins: PublicOrigins, photoId: string, key: string | null) {
  return publicImageUrl(origins, photoId, false, key);
}

export function avatarUrl(apiOrigin: string, key: string | null): string | null {
  return key ? `${apiOrigin}/v1/public/avatars/${key}` : null;
}

export function toPhotoCard(row: PhotoCardRow, origins: PublicOrigins): PhotoCard {
  const urls = publicImageUrls(origins, row.id, row);
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
      profile_photo: avatarUrl(origins.api, row.uploader_profile_photo),
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
