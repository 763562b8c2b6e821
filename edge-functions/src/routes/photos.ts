import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  createPhotoRequest,
  reviewRequest,
  updatePhotoRequest,
  type PhotoStatus,
} from '../contract/creator.ts';
import { uuid } from '../contract/fields.ts';
import { imageQuery } from '../contract/photo.ts';
import { AppError, fromDatabaseError } from '../lib/app-error.ts';
import { errorCodes } from '../contract/error-codes.ts';
import { publicOrigins } from '../lib/public-url.ts';
import { imageResponse, redirectToStored } from '../lib/image-response.ts';
import { parseBody, parseParam, parseQuery } from '../lib/request-input.ts';
import { ownOriginalKey } from '../media/storage-keys.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Database, Tx } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import {
  photoDetailColumns,
  photoDetailFrom,
  toPhotoDetail,
  type PhotoDetailRow,
} from '../presenters/photo-detail.ts';
import type { PhotoIdAnswer, ReviewAnswer, StatusMoveAnswer } from '../contract/creator.ts';

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
      const key = ownOriginalKey(principal.userId, input.filename);
      if (!key) throw new AppError('UPLOAD_NOT_FOUND');
      // A database-only step: the insert trigger takes the size, dimensions and EXIF from the
      // upload's row (photos_25_upload_facts) and refuses unknown or used uploads (1209).
      const [row] = await db
        .asUser(principal, async (tx) => {
          const used = await tx.query(`select 1 from public.photos where original_key = $1`, [key]);
          if (used.length > 0)
            throw new AppError('CONFLICT', 'This upload was already added as a photo');
          return tx.query<{ id: string }>(
            `insert into public.photos (album_id, original_key, name, description, tags, free_download)
             values ($1, $2, $3, $4, $5::text[], $6)
             returning id`,
            [input.album, key, input.name, input.description, input.tags, input.allow_free],
          );
        })
        .catch(async (error: unknown) => {
          // A file without EXIF can never become a photo (1205): do not keep it.
          if (fromDatabaseError(error)?.code === errorCodes.EXIF_MISSING.code) {
            await forgetUpload(db, storage, key);
          }
          throw error;
        });
      return c.json({ id: row!.id } satisfies PhotoIdAnswer, 201);
    })
    .post('/photos/review', async (c) => {
      const principal = requireUser(c);
      const ids = await parseBody(c, reviewRequest);
      await db.asUser(principal, (tx) => moveOwnPhotos(tx, ids, 'IN_REVIEW'));
      return c.json({ ids, status: 'IN_REVIEW' } satisfies ReviewAnswer);
    })
    .get('/photos/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<PhotoDetailRow>(
          `select ${photoDetailColumns} from ${photoDetailFrom}
            where p.id = $1 and p.owner_id = (select auth.uid())`,
          [id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toPhotoDetail(row, publicOrigins(c, config), 'owner'));
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
      return c.json({ id } satisfies PhotoIdAnswer);
    })
    .delete('/photos/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<StoredKeys>(
          `delete from public.photos where id = $1 and owner_id = (select auth.uid())
           returning original_key, owner_thumbnail_key, staged_preview_key`,
          [id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      // Only after the delete committed: a refused or rolled-back delete keeps its files. The
      // public thumbnail and preview are the remove_public_files job's (queued by the delete).
      await removePrivateFiles(storage, row);
      return c.json({ id } satisfies PhotoIdAnswer);
    })
    .post('/photos/:id/unpublish', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      await db.asUser(principal, (tx) => moveOwnPhotos(tx, [id], 'UNPUBLISHED'));
      return c.json({ id, status: 'UNPUBLISHED' } satisfies StatusMoveAnswer);
    })
    .get('/photos/:id/image', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const { fullsize } = parseQuery(c, imageQuery);
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
      // Production: after the owner-or-admin check, a signed URL valid for a minute.
      const redirect = await redirectToStored(storage, 'originals', key, 'private, no-store');
      if (redirect === null) throw new AppError('NOT_FOUND');
      if (redirect) return redirect;
      const object = await storage.get('originals', key);
      if (!object) throw new AppError('NOT_FOUND');
      return imageResponse(object, 'private, max-age=60');
    });
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

/** Removes an upload that can never become a photo: its row and its file. */
async function forgetUpload(db: Database, storage: Storage, key: string): Promise<void> {
  await db.asService((tx) =>
    tx.query(`delete from app_private.photo_uploads where original_key = $1`, [key]),
  );
  await storage.remove('originals', [key]);
}

interface StoredKeys {
  original_key: string;
  owner_thumbnail_key: string | null;
  staged_preview_key: string | null;
}

/** A deleted photo's private files: the original and what was made from it for the owner. */
async function removePrivateFiles(storage: Storage, keys: StoredKeys): Promise<void> {
  const present = [keys.original_key, keys.owner_thumbnail_key, keys.staged_preview_key].filter(
    (key): key is string => key !== null,
  );
  await storage.remove('originals', present);
}
