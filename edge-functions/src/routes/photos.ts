import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  createPhotoRequest,
  reviewRequest,
  updatePhotoRequest,
  type PhotoStatus,
} from '../contract/creator.ts';
import { formBoolean, uuid } from '../contract/fields.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { imageResponse } from '../lib/image-response.ts';
import { parseBody, parseParam, parseQuery } from '../lib/request-input.ts';
import { readPhotoExif } from '../media/exif.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Principal, Tx } from '../ports/database.ts';
import type { Bucket, Storage } from '../ports/storage.ts';
import {
  ownerPhotoColumns,
  ownerPhotoFrom,
  toOwnerPhoto,
  type OwnerPhotoRow,
} from '../presenters/owner-photo.ts';

/**
 * The owner's photos. Every statement runs as the caller: RLS hides other people's photos (so
 * they answer 404) and the photo triggers enforce the status machine (1301), free-only for
 * unverified creators (1208) and the minimum-free-photos rule (1306).
 */
export function photoRoutes({ db, storage, config }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/photos', async (c) => {
      const principal = requireUser(c);
      const input = await parseBody(c, createPhotoRequest);
      const key = ownOriginalKey(principal, input.filename);
      const original = key ? await storage.read('originals', key) : null;
      if (!key || !original) throw new AppError('UPLOAD_NOT_FOUND');
      // EXIF is read once, here, and kept on the row; the original is never parsed again for it.
      const exif = await readPhotoExif(original);
      if (!exif) {
        // Such a file can never become a photo; do not keep it.
        await storage.remove('originals', [key]);
        throw new AppError('EXIF_MISSING');
      }
      const [row] = await db.asUser(principal, async (tx) => {
        const used = await tx.query(`select 1 from public.photos where original_key = $1`, [key]);
        if (used.length > 0)
          throw new AppError('CONFLICT', 'This upload was already added as a photo');
        return tx.query<{ id: string }>(
          `insert into public.photos (
             album_id, original_key, name, description, tags, free_download, file_size, width,
             height, camera_make, camera_model, focal_length_35, fnum, iso, exposure_time,
             captured_at)
           values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           returning id`,
          [
            input.album,
            key,
            input.name,
            input.description,
            input.tags,
            input.allow_free,
            original.length,
            exif.width,
            exif.height,
            exif.cameraMake,
            exif.cameraModel,
            exif.focalLength35,
            exif.fnum,
            exif.iso,
            exif.exposureTime,
            exif.capturedAt,
          ],
        );
      });
      return c.json({ id: row!.id }, 201);
    })
    .post('/photos/review', async (c) => {
      const principal = requireUser(c);
      const ids = await parseBody(c, reviewRequest);
      await db.asUser(principal, (tx) => moveOwnPhotos(tx, ids, 'IN_REVIEW'));
      return c.json({ ids, status: 'IN_REVIEW' });
    })
    .get('/photos/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<OwnerPhotoRow>(
          `select ${ownerPhotoColumns} from ${ownerPhotoFrom}
            where p.id = $1 and p.owner_id = (select auth.uid())`,
          [id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toOwnerPhoto(row, apiOrigin(c, config)));
    })
    .put('/photos/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const input = await parseBody(c, updatePhotoRequest);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<{ id: string }>(
          `update public.photos set
             name = coalesce($2, name),
             description = coalesce($3, description),
             tags = coalesce($4::text[], tags),
             alt = coalesce($5, alt),
             category_id = case when $6::boolean then $7::smallint else category_id end,
             free_download = coalesce($8, free_download)
           where id = $1 and owner_id = (select auth.uid())
           returning id`,
          [
            id,
            input.name ?? null,
            input.description ?? null,
            input.tags ?? null,
            input.alt ?? null,
            input.category !== undefined,
            input.category ?? null,
            input.free_download ?? null,
          ],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json({ id });
    })
    .delete('/photos/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<StoredKeys>(
          `delete from public.photos where id = $1 and owner_id = (select auth.uid())
           returning original_key, owner_thumbnail_key, staged_preview_key, thumbnail_key,
                     preview_key`,
          [id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      // Only after the delete committed: a refused or rolled-back delete keeps its files.
      await removeStoredFiles(storage, row);
      return c.json({ id });
    })
    .post('/photos/:id/unpublish', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      await db.asUser(principal, (tx) => moveOwnPhotos(tx, [id], 'UNPUBLISHED'));
      return c.json({ id, status: 'UNPUBLISHED' });
    })
    .get('/photos/:id/image', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const { fullsize } = parseQuery(c, z.object({ fullsize: formBoolean.default(false) }));
      // Owners see their own photo; admins see any photo they review. RLS lets admins and the
      // public read some rows, so the owner-or-admin check here is what keeps originals private.
      const [photo] = await db.asUser(principal, (tx) =>
        tx.query<{ original_key: string; owner_thumbnail_key: string | null }>(
          `select p.original_key, p.owner_thumbnail_key
             from public.photos p
            where p.id = $1
              and (p.owner_id = (select auth.uid())
                   or exists (select 1 from public.profiles me
                               where me.id = (select auth.uid()) and me.role = 'ADMIN'))`,
          [id],
        ),
      );
      if (!photo) throw new AppError('NOT_FOUND');
      // Until the worker made the owner thumbnail, the original stands in for it.
      const key = fullsize ? photo.original_key : (photo.owner_thumbnail_key ?? photo.original_key);
      const object = await storage.get('originals', key);
      if (!object) throw new AppError('NOT_FOUND');
      return imageResponse(object, 'private, max-age=60');
    });
}

/**
 * The original's key from the upload's answer: the whole key (`<uid>/uploads/<file>.jpg`) or
 * only its file part. Anything outside the caller's own upload folder names no upload of theirs.
 */
function ownOriginalKey(principal: Principal, filename: string): string | null {
  const folder = `${principal.userId}/uploads/`;
  const file = filename.startsWith(folder) ? filename.slice(folder.length) : filename;
  return /^[0-9a-f-]{36}\.jpg$/.test(file) ? `${folder}${file}` : null;
}

/**
 * Moves the caller's photos to `target`, all or none. Photos that are not the caller's answer
 * 404; a photo already in `target` is refused with 1301 (the trigger sees no change there);
 * every other forbidden move is refused by the status trigger (M1301, M1306).
 */
async function moveOwnPhotos(tx: Tx, ids: string[], target: PhotoStatus): Promise<void> {
  const rows = await tx.query<{ id: string; status: PhotoStatus }>(
    `select id, status from public.photos
      where id = any($1::uuid[]) and owner_id = (select auth.uid())
      order by id
      for update`,
    [ids],
  );
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => row.status === target)) throw new AppError('STATUS_FORBIDS');
  await tx.query(`update public.photos set status = $2 where id = any($1::uuid[])`, [ids, target]);
}

interface StoredKeys {
  original_key: string;
  owner_thumbnail_key: string | null;
  staged_preview_key: string | null;
  thumbnail_key: string | null;
  preview_key: string | null;
}

export async function removeStoredFiles(storage: Storage, keys: StoredKeys): Promise<void> {
  const byBucket: [Bucket, (string | null)[]][] = [
    ['originals', [keys.original_key, keys.owner_thumbnail_key, keys.staged_preview_key]],
    ['derivatives', [keys.thumbnail_key, keys.preview_key]],
  ];
  for (const [bucket, list] of byBucket) {
    const present = list.filter((key): key is string => key !== null);
    if (present.length > 0) await storage.remove(bucket, present);
  }
}
