/**
 * Object storage port (Supabase Storage in production, a directory in local mode). Buckets and
 * their visibility are fixed by the data model: originals are private, derivatives and avatars
 * public. Keys start with the owner's user id.
 */
export type Bucket = 'originals' | 'derivatives' | 'avatars';

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/** Bytes read from within an object, and the object's whole size. */
export interface ObjectRange {
  bytes: Uint8Array;
  size: number;
}

/** An object as a bucket's listing shows it (the storage sweep, worker/storage-sweep.ts). */
export interface ListedObject {
  key: string;
  /** When its bytes were last written. */
  updatedAt: Date;
  /** The temp file of a write still going on or cut off by a crash (disk only), never an object. */
  partial: boolean;
}

export interface Storage {
  /** Writes the whole object or nothing (no partial file is ever visible). */
  put(
    bucket: Bucket,
    key: string,
    data: Uint8Array | ReadableStream<Uint8Array>,
    contentType: string,
  ): Promise<{ size: number }>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** Reads a whole object into memory (worker and EXIF reading; bounded by the upload cap). */
  read(bucket: Bucket, key: string): Promise<Uint8Array | null>;
  /**
   * Up to `length` bytes from `offset` (fewer at the end), with the object's whole size, or null
   * when it is missing: what checks an upload where it landed without reading all of it.
   */
  readRange(
    bucket: Bucket,
    key: string,
    offset: number,
    length: number,
  ): Promise<ObjectRange | null>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  remove(bucket: Bucket, keys: string[]): Promise<void>;
  /**
   * Every object of a bucket, a page at a time, with when it was last written; on disk also the
   * temp files of unfinished writes, which no other method shows (`remove` takes their keys).
   */
  list(bucket: Bucket): AsyncIterable<ListedObject[]>;
  /**
   * Where a browser can fetch the object itself, so its bytes never pass through the API:
   * the public URL (CDN) of an object in a public bucket, or a signed URL valid for
   * `expiresInSeconds` in a private one (null when the object is missing). Production storage
   * has it; local disk storage does not, and the API streams the bytes instead.
   */
  /**
   * Bytes and objects stored, every bucket (the admin Health tab). Disk storage counts its files;
   * Supabase Storage has none, and its table is read instead (ops/health-figures.ts).
   */
  usage?(): Promise<{ bytes: number; objects: number }>;
  locate?(
    bucket: Bucket,
    key: string,
    options?: { expiresInSeconds?: number; downloadAs?: string },
  ): Promise<string | null>;
}

/** Buckets whose objects anyone may read (the data model's visibility). */
export const publicBuckets: ReadonlySet<Bucket> = new Set(['derivatives', 'avatars']);

/** Refuses keys that could escape their bucket or hide in odd places. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    !/^[A-Za-z0-9._\-/]+$/.test(key)
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
