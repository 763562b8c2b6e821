import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import { verifyLocalStorageToken } from '../adapters/auth/local-storage-token.ts';
import { RESUMABLE_PATH } from '../routes/uploads.ts';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import type { Database } from '../ports/database.ts';
import type { Bucket, Storage } from '../ports/storage.ts';
import { assertSafeKey } from '../ports/storage.ts';

/** Supabase Storage keeps an unfinished resumable upload for 24 hours. */
export const DEFAULT_TUS_EXPIRY_MS = 24 * 3600_000;

const buckets: ReadonlySet<string> = new Set<Bucket>(['originals', 'derivatives', 'avatars']);

/** A refusal in Supabase Storage's shape: the status and its JSON error body. */
class StorageRefusal {
  readonly body: string;
  constructor(
    readonly status_code: number,
    error: string,
    message: string,
  ) {
    this.body = JSON.stringify({ statusCode: String(status_code), error, message });
  }
}

const unauthorized = (message: string) => new StorageRefusal(403, 'Unauthorized', message);

/** The upload's id names its object, as Supabase's does: base64url of `bucket/name/version`. */
function idFor(bucket: string, objectName: string): string {
  return Buffer.from(`${bucket}/${objectName}/${crypto.randomUUID()}`).toString('base64url');
}

function objectOf(id: string): { bucket: string; name: string } | null {
  const plain = Buffer.from(id, 'base64url').toString('utf8');
  const match = /^([a-z]+)\/(.+)\/[0-9a-f-]{36}$/.exec(plain);
  if (!match || !buckets.has(match[1]!)) return null;
  try {
    assertSafeKey(match[2]!);
  } catch {
    return null;
  }
  return { bucket: match[1]!, name: match[2]! };
}

const ROLLBACK = Symbol('rollback');

/**
 * Whether the user may create this object, by the storage policies themselves: the row Supabase
 * Storage would insert into storage.objects is inserted as the user and rolled back. Owners write
 * originals only under `<uid>/uploads/` (supabase/schemas/11_storage.sql).
 */
async function mayCreate(db: Database, userId: string, bucket: string, name: string) {
  try {
    await db.asUser({ userId, email: '' }, async (tx) => {
      await tx.query(
        'insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3::text)',
        [bucket, name, userId],
      );
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return true;
    if ((error as { code?: string }).code === '42501') return false;
    throw error;
  }
  return false;
}

export interface TusStorageOptions {
  db: Database;
  storage: Storage;
  /** The app secret the local storage tokens are signed with. */
  secret: string;
  /** Where unfinished uploads are kept (outside the buckets). */
  directory: string;
  expiryMs?: number;
  now?: () => Date;
}

/**
 * The Node host's stand-in for Supabase Storage's resumable uploads (decision 49): the tus
 * protocol at `/storage/v1/upload/resumable`, in Supabase's dialect. Each request carries the
 * user's bearer token (`Authorization: Bearer`, local/storage-token), the creation names its
 * object in the metadata (`bucketName`, `objectName`, `contentType`), and every request, the
 * creation and each chunk, must pass the bucket's insert policy for that object as that user. An
 * unfinished upload waits in `directory` and expires (`Upload-Expires`); a finished one becomes
 * the object in the bucket, whole or not at all (Storage.put). A name that exists already is
 * refused (409), as owners may not replace originals.
 */
export function createTusStorage(options: TusStorageOptions) {
  const { db, storage, secret } = options;
  const now = options.now ?? (() => new Date());
  const store = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: options.expiryMs ?? DEFAULT_TUS_EXPIRY_MS,
  });

  async function limitsOf(bucket: string) {
    const [row] = await db.asService((tx) =>
      tx.query<{ file_size_limit: number | null; allowed_mime_types: string[] | null }>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      ),
    );
    return row ?? null;
  }

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    // The upload's address on the origin the request came to (the host checks the Host first).
    generateUrl: (req, { path: base, id }) => `${new URL(req.url).origin}${base}/${id}`,
    async maxSize(_req, id) {
      const object = id ? objectOf(id) : null;
      const limits = object ? await limitsOf(object.bucket) : null;
      return Number(limits?.file_size_limit ?? 0);
    },
    namingFunction(_req, metadata) {
      const bucket = metadata?.bucketName ?? '';
      const name = metadata?.objectName ?? '';
      if (!buckets.has(bucket))
        throw new StorageRefusal(404, 'Bucket not found', 'Bucket not found');
      try {
        assertSafeKey(name);
      } catch {
        throw new StorageRefusal(400, 'Invalid Key', `Invalid key: ${name}`);
      }
      return idFor(bucket, name);
    },
    async onIncomingRequest(req, id) {
      const header = req.headers.get('authorization') ?? '';
      const token = /^Bearer (.+)$/.exec(header)?.[1];
      const userId = token ? await verifyLocalStorageToken(secret, token, now()) : null;
      if (!userId) throw unauthorized('Invalid JWT');
      const object = objectOf(id);
      if (!object) throw new StorageRefusal(404, 'not_found', 'Upload not found');
      if (!(await mayCreate(db, userId, object.bucket, object.name))) {
        throw unauthorized('new row violates row-level security policy');
      }
    },
    async onUploadCreate(_req, upload) {
      const object = objectOf(upload.id)!;
      const limits = await limitsOf(object.bucket);
      const type = upload.metadata?.contentType ?? 'application/octet-stream';
      if (limits?.allowed_mime_types && !limits.allowed_mime_types.includes(type)) {
        throw new StorageRefusal(415, 'invalid_mime_type', `mime type ${type} is not supported`);
      }
      if (await storage.exists(object.bucket as Bucket, object.name)) {
        throw new StorageRefusal(409, 'Duplicate', 'The resource already exists');
      }
      return {};
    },
    async onUploadFinish(_req, upload: Upload) {
      const object = objectOf(upload.id)!;
      if (await storage.exists(object.bucket as Bucket, object.name)) {
        throw new StorageRefusal(409, 'Duplicate', 'The resource already exists');
      }
      const bytes = Readable.toWeb(createReadStream(path.join(options.directory, upload.id)));
      await storage.put(
        object.bucket as Bucket,
        object.name,
        bytes as ReadableStream<Uint8Array>,
        upload.metadata?.contentType ?? 'application/octet-stream',
      );
      return {};
    },
  });
  // Once the object is in its bucket, the upload's own files go (after the answer is written).
  server.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    void store.remove(upload.id).catch(() => undefined);
  });

  return {
    path: RESUMABLE_PATH,
    /** Answers a request under `path`; partial uploads are never read back (GET refused). */
    async fetch(request: Request): Promise<Response> {
      if (request.method === 'GET') return new Response('Method not allowed', { status: 405 });
      return server.handleWeb(request);
    },
    /** Removes unfinished uploads past their `Upload-Expires`; answers how many. */
    removeExpired: () => server.cleanUpExpiredUploads(),
  };
}

export type TusStorage = ReturnType<typeof createTusStorage>;

const EXPIRY_SWEEP_MS = 3600_000;

/**
 * The host's fetch with the resumable-upload endpoint in front (`npm start`): unfinished uploads
 * wait in `DATA_DIR/resumable` and those past their expiry are removed every hour. A finished
 * upload that is never completed through the API is the storage sweep's (worker/storage-sweep.ts).
 */
export function serveResumableUploads<Env>(
  fetch: (request: Request, env: Env) => Response | Promise<Response>,
  deps: { db: Database; storage: Storage; logger: Logger; config: AppConfig; dataDir: string },
) {
  const tus = createTusStorage({
    db: deps.db,
    storage: deps.storage,
    secret: deps.config.appSecret,
    directory: path.join(deps.dataDir, 'resumable'),
  });
  setInterval(() => {
    tus.removeExpired().then(
      (removed) =>
        removed > 0 && deps.logger.info('expired resumable uploads removed', { removed }),
      (error: unknown) =>
        deps.logger.warn('resumable upload expiry failed', { error: String(error) }),
    );
  }, EXPIRY_SWEEP_MS).unref();
  return (request: Request, env: Env) => {
    const { pathname } = new URL(request.url);
    return pathname === tus.path || pathname.startsWith(`${tus.path}/`)
      ? tus.fetch(request)
      : fetch(request, env);
  };
}
