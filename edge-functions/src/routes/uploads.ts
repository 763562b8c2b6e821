import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { imageContentTypes, imageDimensions, imageKind, mayBeImage } from '../lib/image-kind.ts';
import { enforceRateLimit } from '../rules/rate-limit.ts';
import { multipartBoundary, parseMultipart, readBodyWithin } from '../lib/multipart.ts';
import { sniffJpegHeader } from '../media/jpeg-probe.ts';
import { MAX_PIXELS, MAX_UPLOAD_BYTES } from '../media/upload-rules.ts';
import { newAvatarKey, newOriginalKey, ownOriginalKey } from '../media/storage-keys.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Database, Principal } from '../ports/database.ts';
import { checkOriginal, readFromBytes, type OriginalFacts } from '../media/original-checks.ts';
import { sha256HexOfBytes } from '../lib/secure-token.ts';
import type { Storage } from '../ports/storage.ts';
import {
  uploadCompleteRequest,
  type ResumableUploadTicket,
  type UploadAnswer,
} from '../contract/creator.ts';
import { parseBody } from '../lib/request-input.ts';
import { apiOrigin } from '../lib/public-url.ts';

/** Room for the multipart framing and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The JPEG frame header sits within the first bytes (after EXIF, which is at most 64 KB). */
const HEAD_BYTES = 256 * 1024;
export const MAX_AVATAR_BYTES = 10 * 1024 * 1024;
/** Uploads per user and hour: a day's shoot fits; a script filling storage does not. */
export const UPLOADS_PER_HOUR = 300;

/** Supabase Storage takes resumable uploads in chunks of exactly 6 MB (the last one shorter). */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;
/** Where Supabase Storage (and the Node host's stand-in) speaks tus. */
export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

/**
 * POST /v1/generic/upload: a photo original (default) or an avatar (`purpose=avatar`). Every
 * rule is checked before anything is written, so a refused upload leaves nothing behind; the
 * size cap and the JPEG header are checked while the body streams in.
 *
 * POST /v1/generic/upload/resumable and /complete (decision 49): an original goes straight into
 * the bucket with tus, then the same rules are checked where it landed, by range reads.
 */
export function uploadRoutes(deps: AppDeps) {
  const { db, storage, auth, config } = deps;
  return new Hono<AppEnv>()
    .post('/generic/upload/resumable', async (c) => {
      const principal = requireUser(c);
      await enforceRateLimit(db, `upload:${principal.userId}`, UPLOADS_PER_HOUR, 3600);
      const session = c.get('session');
      const token = session ? await auth.storageToken(session) : null;
      if (!token) throw new AppError('UNAUTHENTICATED');
      const storageUrl = config.supabase?.url.replace(/\/$/, '') ?? apiOrigin(c, config);
      return c.json({
        endpoint: `${storageUrl}${RESUMABLE_PATH}`,
        token: token.token,
        expires_at: token.expiresAt.toISOString(),
        bucket: 'originals',
        object_name: newOriginalKey(principal.userId),
        chunk_size: RESUMABLE_CHUNK_BYTES,
        apikey: config.supabase?.anonKey ?? null,
      } satisfies ResumableUploadTicket);
    })
    .post('/generic/upload/complete', async (c) => {
      const principal = requireUser(c);
      const { name } = await parseBody(c, uploadCompleteRequest);
      const key = ownOriginalKey(principal.userId, name);
      if (!key) throw new AppError('UPLOAD_NOT_FOUND');
      await completeOriginal(db, storage, principal, key);
      return c.json({ name: key } satisfies UploadAnswer, 201);
    })
    .post('/generic/upload', async (c) => {
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
 * A resumable upload's object, checked where it landed by range reads (the head and the tail)
 * and recorded as the multipart route records its upload. A refused object is removed; an
 * object already recorded is refused (1211) and left as it is.
 */
async function completeOriginal(
  db: Database,
  storage: Storage,
  principal: Principal,
  key: string,
): Promise<void> {
  const [recorded] = await db.asService((tx) =>
    tx.query('select 1 from app_private.photo_uploads where original_key = $1', [key]),
  );
  if (recorded) throw new AppError('UPLOAD_ALREADY_COMPLETE');
  const first = await storage.readRange('originals', key, 0, 1);
  if (!first) throw new AppError('UPLOAD_NOT_FOUND');
  const check = await checkOriginal(async (offset, length) => {
    const range = await storage.readRange('originals', key, offset, length);
    if (!range) throw new AppError('UPLOAD_NOT_FOUND');
    return range.bytes;
  }, first.size);
  if (!check.ok) {
    await storage.remove('originals', [key]);
    throw new AppError(check.error);
  }
  const written = await recordUpload(db, principal, key, { ...check.facts, sha256: null });
  if (!written) throw new AppError('UPLOAD_ALREADY_COMPLETE');
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
  const check = await checkOriginal(readFromBytes(bytes), bytes.length);
  if (!check.ok) throw new AppError(check.error);
  // What the bytes say is measured now, while they are in memory, and recorded for POST
  // /v1/photos: the original is never read back for it.
  const key = newOriginalKey(principal.userId);
  await storage.put('originals', key, bytes, 'image/jpeg');
  await recordUpload(db, principal, key, {
    ...check.facts,
    sha256: await sha256HexOfBytes(bytes),
  }).catch(async (error: unknown) => {
    await storage.remove('originals', [key]);
    throw error;
  });
  return key;
}

/**
 * The upload's row (app_private.photo_uploads), written on the service path only; false when the
 * key has one already. The hash is null for a resumable upload, whose bytes the API never holds.
 */
async function recordUpload(
  db: Database,
  principal: Principal,
  key: string,
  facts: OriginalFacts & { sha256: string | null },
): Promise<boolean> {
  const { exif } = facts;
  const rows = await db.asService((tx) =>
    tx.query(
      `insert into app_private.photo_uploads (
         original_key, owner_id, file_size, content_sha256, width, height, has_exif, camera_make,
         camera_model, focal_length_35, fnum, iso, exposure_time, captured_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (original_key) do nothing
       returning original_key`,
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
  return rows.length > 0;
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
