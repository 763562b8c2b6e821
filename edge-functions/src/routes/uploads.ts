import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { imageContentTypes, imageDimensions, imageKind, mayBeImage } from '../lib/image-kind.ts';
import { enforceRateLimit } from '../rules/rate-limit.ts';
import { multipartBoundary, parseMultipart, readBodyWithin } from '../lib/multipart.ts';
import { probeJpeg, sniffJpegHeader } from '../media/jpeg-probe.ts';
import { MAX_PIXELS, MAX_UPLOAD_BYTES, uploadSizeError } from '../media/upload-rules.ts';
import { newAvatarKey, newOriginalKey } from '../media/storage-keys.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Database, Principal } from '../ports/database.ts';
import { readPhotoExif, type PhotoExif } from '../media/exif.ts';
import { sha256HexOfBytes } from '../lib/secure-token.ts';
import type { Storage } from '../ports/storage.ts';
import type { UploadAnswer } from '../contract/creator.ts';

/** Room for the multipart framing and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The JPEG frame header sits within the first bytes (after EXIF, which is at most 64 KB). */
const HEAD_BYTES = 256 * 1024;
export const MAX_AVATAR_BYTES = 10 * 1024 * 1024;
/** Uploads per user and hour: a day's shoot fits; a script filling storage does not. */
export const UPLOADS_PER_HOUR = 300;

/**
 * POST /v1/generic/upload: a photo original (default) or an avatar (`purpose=avatar`). Every
 * rule is checked before anything is written, so a refused upload leaves nothing behind; the
 * size cap and the JPEG header are checked while the body streams in.
 */
export function uploadRoutes({ db, storage }: AppDeps) {
  return new Hono<AppEnv>().post('/generic/upload', async (c) => {
    const principal = requireUser(c);
    await enforceRateLimit(db, `upload:${principal.userId}`, UPLOADS_PER_HOUR, 3600);
    const boundary = multipartBoundary(c.req.header('content-type'));
    if (!boundary)
      throw new AppError('VALIDATION', 'Send the file as multipart/form-data in field "file"');

    const body = await readBodyWithin(c.req.raw, {
      maxBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      headBytes: HEAD_BYTES,
      inspectHead: (head) => refuseEarly(head, boundary),
    });
    const parts = parseMultipart(body, boundary);
    const file = parts.find((part) => part.name === 'file' && part.complete);
    if (!file)
      throw new AppError('VALIDATION', 'Send the file as multipart/form-data in field "file"');
    const purpose = parts.find((part) => part.name === 'purpose');
    const isAvatar = purpose ? new TextDecoder().decode(purpose.data).trim() === 'avatar' : false;

    const name = isAvatar
      ? await storeAvatar(storage, principal, file.data)
      : await storeOriginal(db, storage, principal, file.data);
    return c.json({ name } satisfies UploadAnswer, 201);
  });
}

/**
 * Refuses as soon as the first bytes of the file part show that it is no image at all, or a
 * JPEG whose header claims more pixels than the cap (a pixel flood), whatever the purpose.
 */
function refuseEarly(head: Uint8Array, boundary: string): void {
  const file = parseMultipart(head, boundary).find((part) => part.name === 'file');
  if (!file || file.data.length === 0) return;
  if (!mayBeImage(file.data)) throw new AppError('NOT_JPEG');
  const sniff = sniffJpegHeader(file.data);
  if (!sniff.ok && sniff.error === 'PIXEL_LIMIT') throw new AppError('PIXEL_LIMIT');
}

/** The upload rules of spec section 5, in the order of docs/creator-pipeline.md. */
async function storeOriginal(
  db: Database,
  storage: Storage,
  principal: Principal,
  bytes: Uint8Array,
): Promise<string> {
  if (imageKind(bytes) !== 'jpeg') throw new AppError('NOT_JPEG');
  const sizeError = uploadSizeError(bytes.length);
  if (sizeError) throw new AppError(sizeError);
  const probe = probeJpeg(bytes);
  if (!probe.ok) throw new AppError(probe.error);
  // What the bytes say is measured now, while they are in memory, and recorded for POST
  // /v1/photos: the original is never read back for it.
  const exif = await readPhotoExif(bytes);
  const key = newOriginalKey(principal.userId);
  await storage.put('originals', key, bytes, 'image/jpeg');
  await recordUpload(db, principal, key, {
    fileSize: bytes.length,
    sha256: await sha256HexOfBytes(bytes),
    width: exif?.width ?? probe.width,
    height: exif?.height ?? probe.height,
    exif,
  }).catch(async (error: unknown) => {
    await storage.remove('originals', [key]);
    throw error;
  });
  return key;
}

/** The upload's row (app_private.photo_uploads), written on the service path only. */
async function recordUpload(
  db: Database,
  principal: Principal,
  key: string,
  facts: {
    fileSize: number;
    sha256: string;
    width: number;
    height: number;
    exif: PhotoExif | null;
  },
): Promise<void> {
  const { exif } = facts;
  await db.asService((tx) =>
    tx.query(
      `insert into app_private.photo_uploads (
         original_key, owner_id, file_size, content_sha256, width, height, has_exif, camera_make,
         camera_model, focal_length_35, fnum, iso, exposure_time, captured_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        key,
        principal.userId,
        facts.fileSize,
        facts.sha256,
        facts.width,
        facts.height,
        exif !== null,
        exif?.cameraMake ?? null,
        exif?.cameraModel ?? null,
        exif?.focalLength35 ?? null,
        exif?.fnum ?? null,
        exif?.iso ?? null,
        exif?.exposureTime ?? null,
        exif?.capturedAt ?? null,
      ],
    ),
  );
}

async function storeAvatar(
  storage: Storage,
  principal: Principal,
  bytes: Uint8Array,
): Promise<string> {
  const kind = imageKind(bytes);
  if (!kind) throw new AppError('NOT_JPEG', 'Only JPEG, PNG or WebP images are accepted');
  if (bytes.length > MAX_AVATAR_BYTES) {
    throw new AppError('FILE_TOO_LARGE', 'The image must be at most 10 MB');
  }
  const size = imageDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) throw new AppError('IMAGE_CORRUPT');
  if (size.width * size.height > MAX_PIXELS) throw new AppError('PIXEL_LIMIT');
  const key = newAvatarKey(principal.userId, kind === 'jpeg' ? 'jpg' : kind);
  await storage.put('avatars', key, bytes, imageContentTypes[kind]);
  return key;
}
