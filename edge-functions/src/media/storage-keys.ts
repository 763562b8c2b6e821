/**
 * The one place that knows how storage object names are laid out (docs/data-model.md). Every
 * object sits in its owner's folder, `<uid>/...`, which the storage policies and
 * `app_private.is_own_storage_key` rely on:
 *
 * - bucket `originals`: `<uid>/uploads/<uuid>.jpg` (an upload: the only names owners may write
 *   themselves, `app_private.is_own_upload_key`), `<uid>/thumbs/<photo>.jpg` (the owner
 *   thumbnail) and `<uid>/previews/<photo>.jpg` (the staged clean preview), service-only;
 * - bucket `derivatives`: `<uid>/<photo>/<hash>-thumb.jpg` and `<uid>/<photo>/<hash>-preview.jpg`
 *   (content-addressed, so new bytes get a new URL);
 * - bucket `avatars`: `<uid>/<uuid>.<jpg|png|webp>`.
 */

import type { Bucket } from '../ports/storage.ts';

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

/** The public derivatives, named by a hash of their bytes. */
export function derivativeKeys(
  ownerId: string,
  photoId: string,
  hashes: { thumbnail: string; preview: string },
) {
  const folder = `${ownerId}/${photoId}`;
  return {
    thumbnail: `${folder}/${hashes.thumbnail}-thumb.jpg`,
    preview: `${folder}/${hashes.preview}-preview.jpg`,
  };
}
