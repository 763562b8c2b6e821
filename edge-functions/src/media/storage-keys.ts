/**
 * The one place that knows how storage object names are laid out (docs/data-model.md). Every
 * object sits in its owner's folder, `<uid>/...`, which the storage policies and
 * `app_private.is_own_storage_key` rely on:
 *
 * - bucket `originals`: `<uid>/uploads/<uuid>.jpg` (an upload: the only names owners may write
 *   themselves, `app_private.is_own_upload_key`), `<uid>/thumbs/<photo>.jpg` (the owner
 *   thumbnail) and `<uid>/previews/<photo>.jpg` (the staged clean preview), service-only;
 * - bucket `derivatives`: the image set `<uid>/<photo>/<hash>/` (issue 22): `thumb.jpg` (the
 *   clean thumbnail) and `<width>.<avif|webp|jpg>` for each width of `imageSetWidths`, `<hash>`
 *   naming all their bytes, so new bytes get new URLs; rows from before it name
 *   `<uid>/<photo>/<hash>-thumb.jpg` and `<uid>/<photo>/<hash>-preview.jpg`;
 * - bucket `avatars`: `<uid>/<uuid>.<jpg|png|webp>`.
 */

import type { Bucket } from '../ports/storage.ts';
import { IMAGE_SET_FORMATS, imageSetWidths, type ImageSetFormat } from './derivative-sizes.ts';

const UPLOAD_FILE = /^[0-9a-f-]{36}\.jpg$/;
const UPLOAD_KEY = /^[0-9a-f-]{36}\/uploads\/[0-9a-f-]{36}\.jpg$/;
const AVATAR_KEY = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp)$/;

export type AvatarExtension = 'jpg' | 'png' | 'webp';

const uploadFolder = (ownerId: string) => `${ownerId}/uploads/`;

/** A fresh name for an uploaded original. */
export function newOriginalKey(ownerId: string): string {
  return `${uploadFolder(ownerId)}${crypto.randomUUID()}.jpg`;
}

/**
 * The original's key from what the upload answered (`filename` in POST /v1/photos): the whole
 * key or only its file part. Anything outside the caller's own upload folder names no upload of
 * theirs.
 */
export function ownOriginalKey(ownerId: string, filename: string): string | null {
  const folder = uploadFolder(ownerId);
  const file = filename.startsWith(folder) ? filename.slice(folder.length) : filename;
  return UPLOAD_FILE.test(file) ? `${folder}${file}` : null;
}

export function newAvatarKey(ownerId: string, extension: AvatarExtension): string {
  return `${ownerId}/${crypto.randomUUID()}.${extension}`;
}

/** Whether a name can be an avatar at all (before asking storage for it). */
export function isAvatarKey(key: string): boolean {
  return AVATAR_KEY.test(key);
}

/**
 * Names written once under a fresh UUID and never again: uploads and avatars. Only these can be
 * judged unused by their age and the rows (worker/storage-sweep.ts): a staged file or a derivative
 * is written again under the same name (the same photo, the same bytes), so an old one no row
 * names may be about to be named again.
 */
export function isWriteOnceKey(bucket: Bucket, key: string): boolean {
  if (bucket === 'originals') return UPLOAD_KEY.test(key);
  return bucket === 'avatars' && AVATAR_KEY.test(key);
}

/** Whether an object name lies in the owner's folder and cannot step out of it. */
export function isOwnKey(ownerId: string, key: string): boolean {
  return key.startsWith(`${ownerId}/`) && !key.includes('..');
}

/** The private owner thumbnail and staged preview: one per photo, overwritten when remade. */
export function stagedKeys(ownerId: string, photoId: string) {
  return {
    thumbnail: `${ownerId}/thumbs/${photoId}.jpg`,
    preview: `${ownerId}/previews/${photoId}.jpg`,
  };
}

/**
 * The public image set of a photo, in one folder named by a hash of all its files' bytes. The row
 * keeps two keys: `thumbnail_key` (`thumb.jpg`) and `preview_key`, the largest JPEG, whose name
 * (its width) is all the API needs to list the rest (`imageSetOf`).
 */
export function imageSetKeys(ownerId: string, photoId: string, hash: string, widths: number[]) {
  const folder = `${ownerId}/${photoId}/${hash}`;
  return {
    folder,
    thumbnail: `${folder}/thumb.jpg`,
    preview: imageSetFileKey(folder, Math.max(...widths), 'jpg'),
  };
}

export function imageSetFileKey(folder: string, width: number, format: ImageSetFormat): string {
  return `${folder}/${width}.${format}`;
}

const IMAGE_SET_PREVIEW = /^([0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f]{16})\/([1-9][0-9]{1,3})\.jpg$/;

/**
 * The image set a preview key belongs to: its folder and widths, or null for a key from before
 * the sets (a single JPEG preview) or anything else.
 */
export function imageSetOf(previewKey: string | null): { folder: string; widths: number[] } | null {
  const match = previewKey ? IMAGE_SET_PREVIEW.exec(previewKey) : null;
  if (!match) return null;
  return { folder: match[1]!, widths: imageSetWidths(Number(match[2])) };
}

/**
 * Every public file the row's keys stand for: the keys themselves, and for an image set's preview
 * key all widths in all formats. What unpublishing, deleting and replacing remove.
 */
export function publicFileKeys(keys: (string | null)[]): string[] {
  const all = new Set<string>();
  for (const key of keys) {
    if (!key) continue;
    all.add(key);
    const set = imageSetOf(key);
    if (!set) continue;
    for (const width of set.widths) {
      for (const format of IMAGE_SET_FORMATS) all.add(imageSetFileKey(set.folder, width, format));
    }
  }
  return [...all];
}

const IMAGE_SET_FILE =
  /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f]{16}\/(thumb\.jpg|[1-9][0-9]{1,3}\.(avif|webp|jpg))$/;

/** Whether a name is a file of an image set (what /v1/public/derivatives serves). */
export function isImageSetFileKey(key: string): boolean {
  return IMAGE_SET_FILE.test(key);
}

/**
 * The object the deep health check writes and reads back in the private bucket (issue 41): one
 * fixed name, rewritten on each check, in no owner's folder, so no sweep or route ever takes it.
 */
export const HEALTH_PROBE_KEY = 'health/probe.txt';
