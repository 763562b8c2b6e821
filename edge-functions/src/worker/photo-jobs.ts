import {
  decodeStagedPreview,
  IMAGE_SET_CONTENT_TYPES,
  makeImageSet,
  makePublicDerivatives,
  type RawImage,
} from '../media/derivatives.ts';
import type { ImageRights } from '../media/rights-metadata.ts';
import { SITE_NAME } from '../site/page-head.ts';
import type { DbColumns } from '../db/rows.ts';
import { sha256HexOfBytes } from '../lib/secure-token.ts';
import type { Database } from '../ports/database.ts';
import { deriveAvatarJob } from './avatar-jobs.ts';
import type { JobHandler, PhotoJobDeps } from './job-handler.ts';

export type { JobHandler, PhotoJobDeps };
import { recordFingerprint } from './fingerprint-jobs.ts';
import type { Bucket, Storage } from '../ports/storage.ts';
import {
  imageSetFileKey,
  imageSetKeys,
  imageSetOf,
  publicFileKeys,
  stagedKeys,
} from '../media/storage-keys.ts';

/**
 * The media jobs (Node only: sharp). Each is idempotent: it reads the photo's current row,
 * writes content-addressed files (the same input gives the same key), and commits the new keys
 * only if the photo is still in the state the job was for. Files it replaced are removed after
 * that commit; files nobody references any more (the photo changed or went away) are removed too.
 */
type PhotoRow = DbColumns<
  'photos',
  | 'id'
  | 'owner_id'
  | 'status'
  | 'free_download'
  | 'original_key'
  | 'owner_thumbnail_key'
  | 'staged_preview_key'
  | 'placeholder'
  | 'dominant_color'
>;

async function loadPhoto(db: Database, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db.asService((tx) =>
    tx.query<PhotoRow>(
      `select id, owner_id, status, free_download, original_key, owner_thumbnail_key,
              staged_preview_key, placeholder, dominant_color
         from public.photos where id = $1`,
      [photoId],
    ),
  );
  return row ?? null;
}

async function readOriginal(storage: Storage, photo: PhotoRow): Promise<Uint8Array> {
  const original = await storage.read('originals', photo.original_key);
  if (!original) throw new Error(`original ${photo.original_key} is missing`);
  return original;
}

/** First 16 hex digits of the SHA-256 of the bytes: new bytes, new key (cache-safe URLs). */
async function contentHash(bytes: Uint8Array): Promise<string> {
  return (await sha256HexOfBytes(bytes)).slice(0, 16);
}

/**
 * `owner_thumbnail` (queued when the photo is created): the one decode of the original. The
 * clean public set is made here, before review, and kept PRIVATE in the originals bucket: its
 * 400 px thumbnail is the owner's thumbnail, its clean 1600 px preview is staged for publishing,
 * placeholder and colour go on the row (which only the owner and admins see until ACCEPTED).
 * Nothing reaches the public bucket before an admin accepts the photo.
 */
export async function preparePhotoJob(deps: PhotoJobDeps, photoId: string): Promise<void> {
  const { db, storage } = deps;
  const photo = await loadPhoto(db, photoId);
  if (!photo) return; // deleted before the job ran: nothing to do
  const clean = await makePublicDerivatives(await readOriginal(storage, photo), { paid: false });
  // The layout of docs/data-model.md; the owner image URL does not name the keys, so they stay.
  const { thumbnail: thumbnailKey, preview: previewKey } = stagedKeys(photo.owner_id, photo.id);
  await Promise.all([
    storage.put('originals', thumbnailKey, clean.thumbnail, 'image/jpeg'),
    storage.put('originals', previewKey, clean.preview, 'image/jpeg'),
  ]);
  const [row] = await db.asService((tx) =>
    tx.query<{ old_thumbnail: string | null; old_preview: string | null }>(
      `update public.photos p
          set owner_thumbnail_key = $2, staged_preview_key = $3, placeholder = $4,
              dominant_color = $5
         from (select id, owner_thumbnail_key as old_thumbnail, staged_preview_key as old_preview
                 from public.photos where id = $1 for update) o
        where p.id = o.id
       returning o.old_thumbnail, o.old_preview`,
      [photo.id, thumbnailKey, previewKey, clean.placeholder, clean.dominantColor],
    ),
  );
  const written = [thumbnailKey, previewKey];
  if (!row) await storage.remove('originals', written);
  else await removeReplaced(storage, 'originals', [row.old_thumbnail, row.old_preview], written);
  // Duplicate detection (decision 51) from the preview just made: no second decode.
  if (row) await recordFingerprint(db, photo.id, clean.preview);
}

async function removeReplaced(
  storage: Storage,
  bucket: Bucket,
  old: (string | null)[],
  written: string[],
): Promise<void> {
  const replaced = old.filter((key): key is string => key !== null && !written.includes(key));
  if (replaced.length > 0) await storage.remove(bucket, replaced);
}

/**
 * The clean preview pixels to publish from: the staged preview decoded within its size (stored
 * bytes are never published as they are), or, when it is missing or is no such image (rows from
 * before the staging, the seed, a file lost or replaced), a decode of the original. Also the
 * placeholder and colour the row needs.
 */
async function cleanPreview(
  storage: Storage,
  photo: PhotoRow,
): Promise<{ pixels: RawImage; placeholder: string; dominantColor: string }> {
  const { staged_preview_key, placeholder, dominant_color } = photo;
  if (staged_preview_key && placeholder && dominant_color) {
    const staged = await storage.read('originals', staged_preview_key);
    const pixels = staged ? await decodeStagedPreview(staged).catch(() => null) : null;
    if (pixels) return { pixels, placeholder, dominantColor: dominant_color };
  }
  const clean = await makePublicDerivatives(await readOriginal(storage, photo), { paid: false });
  return {
    pixels: await decodeStagedPreview(clean.preview),
    placeholder: clean.placeholder,
    dominantColor: clean.dominantColor,
  };
}

/**
 * `publish_photo` (from PROCESSING, ends ACCEPTED) and `refresh_derivatives` (an ACCEPTED photo
 * keeps its status): the public image set (clean thumbnail; every width in AVIF, WebP and JPEG,
 * watermarked when the photo is paid), GPS and serial numbers never copied (sharp writes no
 * metadata). Made from the staged preview when it is there (the queue runs these jobs after
 * `owner_thumbnail`), from the original otherwise. The original stays in its private bucket.
 */
export async function makePublicDerivativesJob(
  deps: PhotoJobDeps,
  photoId: string,
  mode: 'publish' | 'refresh',
): Promise<void> {
  const { db, storage } = deps;
  const expected = mode === 'publish' ? 'PROCESSING' : 'ACCEPTED';
  const photo = await loadPhoto(db, photoId);
  if (!photo || photo.status !== expected) return; // unpublished, deleted or already done
  const paid = !photo.free_download;
  const source = await cleanPreview(storage, photo);
  const set = await makeImageSet(source.pixels, {
    paid,
    rights: deps.siteUrl ? await imageRights(db, photo.id, deps.siteUrl) : undefined,
  });
  // One hash over every file: the folder names exactly these bytes (the same input, the same key).
  const hash = await contentHash(
    new Uint8Array(Buffer.concat([set.thumbnail, ...set.files.map((file) => file.bytes)])),
  );
  const widths = set.files.map((file) => file.width);
  const keys = imageSetKeys(photo.owner_id, photo.id, hash, widths);
  const written = [
    keys.thumbnail,
    ...set.files.map((f) => imageSetFileKey(keys.folder, f.width, f.format)),
  ];
  await Promise.all([
    storage.put('derivatives', keys.thumbnail, set.thumbnail, 'image/jpeg'),
    ...set.files.map((file) =>
      storage.put(
        'derivatives',
        imageSetFileKey(keys.folder, file.width, file.format),
        file.bytes,
        IMAGE_SET_CONTENT_TYPES[file.format],
      ),
    ),
  ]);

  // One service transaction, and only if the photo is still what these files were made for.
  const [row] = await db.asService((tx) =>
    tx.query<{ old_thumbnail: string | null; old_preview: string | null }>(
      `update public.photos p
          set thumbnail_key = $2, preview_key = $3, dominant_color = $4, placeholder = $5,
              status = 'ACCEPTED'
         from (select id, thumbnail_key as old_thumbnail, preview_key as old_preview
                 from public.photos where id = $1 for update) o
        where p.id = o.id and p.status = $6 and p.free_download = $7
       returning o.old_thumbnail, o.old_preview`,
      [
        photo.id,
        keys.thumbnail,
        keys.preview,
        source.dominantColor,
        source.placeholder,
        expected,
        !paid,
      ],
    ),
  );
  if (!row) {
    const now = await loadPhoto(db, photoId);
    await storage.remove('derivatives', written);
    // Switched free <-> paid while we worked: the watermark is wrong, so try again.
    if (now && now.status === expected) throw new Error('the photo changed while processing');
    return;
  }
  await removeReplaced(
    storage,
    'derivatives',
    publicFileKeys([row.old_thumbnail, row.old_preview]),
    written,
  );
}

/** What the photo page shows anyone about the photo's rights, for its files' XMP. */
async function imageRights(db: Database, photoId: string, siteUrl: string): Promise<ImageRights> {
  const [row] = await db.asService((tx) =>
    tx.query<{ first_name: string; last_name: string; published_at: Date | string | null }>(
      `select u.first_name, u.last_name, p.published_at
         from public.photos p join public.profiles u on u.id = p.owner_id
        where p.id = $1`,
      [photoId],
    ),
  );
  const published = row?.published_at ? new Date(row.published_at) : new Date();
  return {
    creator: `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim(),
    year: published.getUTCFullYear(),
    licencePage: `${siteUrl.replace(/\/+$/, '')}/photodetail/${encodeURIComponent(photoId)}#licence`,
    licensor: SITE_NAME,
  };
}

/**
 * `remove_public_files` (queued when a photo leaves ACCEPTED, is deleted, or its album is
 * deleted): its public thumbnail and preview leave the public bucket and the row forgets them.
 * Idempotent: a photo that is public again keeps its files, removing a missing file is a no-op,
 * and the keys are cleared only if they are still the ones removed.
 */
export async function removePublicFilesJob(
  deps: PhotoJobDeps,
  photoId: string,
  keysOfDeletedPhoto: string[],
): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db.asService((tx) =>
    tx.query<{ thumbnail_key: string | null; preview_key: string | null; public: boolean }>(
      `select p.thumbnail_key, p.preview_key,
              p.status = 'ACCEPTED' and not a.deleted as public
         from public.photos p join public.albums a on a.id = p.album_id
        where p.id = $1`,
      [photoId],
    ),
  );
  if (row?.public) return;
  // Every width and format of the set, not only the two keys the row names.
  const keys = publicFileKeys(row ? [row.thumbnail_key, row.preview_key] : keysOfDeletedPhoto);
  if (keys.length > 0) await storage.remove('derivatives', keys);
  if (row) {
    await db.asService((tx) =>
      tx.query(
        `update public.photos set thumbnail_key = null, preview_key = null
          where id = $1
            and not (status = 'ACCEPTED' and exists (
                  select 1 from public.albums a where a.id = album_id and not a.deleted))
            and thumbnail_key is not distinct from $2 and preview_key is not distinct from $3`,
        [photoId, row.thumbnail_key, row.preview_key],
      ),
    );
  }
}

function keysOf(payload: Record<string, unknown>): string[] {
  const keys = Array.isArray(payload.keys) ? payload.keys : [];
  return keys.filter((key): key is string => typeof key === 'string' && key.length > 0);
}

export const IMAGE_BACKFILL_KIND = 'backfill_image_sets';

/**
 * `backfill_image_sets` (queued by the worker at start, `queueImageBackfill`, or by an operator):
 * every live photo whose files are from before the image sets (one JPEG preview) gets a
 * `refresh_derivatives` job, which makes the set and removes the old files. Idempotent: a photo
 * that has its set is skipped, and a refresh already waiting is not queued twice (dedupe key).
 */
async function backfillImageSetsJob(deps: PhotoJobDeps): Promise<Record<string, number>> {
  const rows = await deps.db.asService((tx) =>
    tx.query<{ id: string; preview_key: string }>(
      `select id, preview_key from public.photos
        where status = 'ACCEPTED' and preview_key is not null`,
    ),
  );
  const missing = rows.filter((row) => !imageSetOf(row.preview_key)).map((row) => row.id);
  if (missing.length > 0) {
    await deps.db.asService((tx) =>
      tx.query(
        `select app_private.enqueue_job('refresh_derivatives',
                  jsonb_build_object('photo_id', id, 'after', 'owner_thumbnail:' || id),
                  'refresh_derivatives:' || id)
           from unnest($1::uuid[]) as id`,
        [missing],
      ),
    );
  }
  return { live: rows.length, queued: missing.length };
}

/**
 * Queues the backfill once (a no-op while one is waiting or running): the worker calls it at
 * start, so deploying the worker that makes image sets also converts the photos published before.
 */
export async function queueImageBackfill(db: Database): Promise<void> {
  await db.asService((tx) =>
    tx.query(`select app_private.enqueue_job($1, '{}'::jsonb, $1)`, [IMAGE_BACKFILL_KIND]),
  );
}

function photoIdOf(payload: Record<string, unknown>): string {
  const id = payload.photo_id;
  if (typeof id !== 'string') throw new Error('job payload has no photo_id');
  return id;
}

/** Job kinds this worker runs, as the database's triggers name them. */
export const photoJobHandlers: Record<string, JobHandler> = {
  owner_thumbnail: (deps, payload) => preparePhotoJob(deps, photoIdOf(payload)),
  publish_photo: (deps, payload) => makePublicDerivativesJob(deps, photoIdOf(payload), 'publish'),
  refresh_derivatives: (deps, payload) =>
    makePublicDerivativesJob(deps, photoIdOf(payload), 'refresh'),
  remove_public_files: (deps, payload) =>
    removePublicFilesJob(deps, photoIdOf(payload), keysOf(payload)),
  derive_avatar: deriveAvatarJob,
  backfill_image_sets: backfillImageSetsJob,
};
