import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  assertSafeKey,
  type Bucket,
  type ListedObject,
  type Storage,
} from '../../ports/storage.ts';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The temp file `put` writes beside its target before the rename: `<key>.<uuid>.part`. */
const tempSuffix = () => `.${crypto.randomUUID()}.part`;
const TEMP_FILE = /\.[0-9a-f-]{36}\.part$/;
const LIST_PAGE = 500;

/** Local-mode storage: `<root>/<bucket>/<key>`, written through a temp file and a rename. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, data, _contentType) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}${tempSuffix()}`;
      let writer: WriteStream | undefined;
      try {
        if (data instanceof Uint8Array) await writeFile(temp, data);
        else {
          writer = createWriteStream(temp);
          await pipeline(Readable.fromWeb(data as NodeReadableStream), writer);
        }
        const { size } = await stat(temp);
        await rename(temp, file);
        return { size };
      } catch (error) {
        // A stream that failed at once may still be opening its file, which would then appear
        // after the removal: remove it only once the writer has closed.
        if (writer && !writer.closed)
          await new Promise<void>((done) => writer!.once('close', () => done()));
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(bucket, key) {
      const file = fileOf(bucket, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      const contentType =
        contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      return { body, size: info.size, contentType };
    },
    async read(bucket, key) {
      const bytes = await readFile(fileOf(bucket, key)).catch(() => null);
      return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    },
    async readRange(bucket, key, offset, length) {
      const handle = await open(fileOf(bucket, key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const bytes = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
        if (bytes.length > 0) await handle.read(bytes, 0, bytes.length, offset);
        return { bytes, size };
      } finally {
        await handle.close();
      }
    },
    async exists(bucket, key) {
      const info = await stat(fileOf(bucket, key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async remove(bucket, keys) {
      await Promise.all(keys.map((key) => rm(fileOf(bucket, key), { force: true })));
    },
    async *list(bucket) {
      const folder = path.join(root, bucket);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .map((key) => key.split(path.sep).join('/'))
        .filter(isSafeKey)
        .sort();
      for (let start = 0; start < keys.length; start += LIST_PAGE) {
        const page = await Promise.all(
          keys.slice(start, start + LIST_PAGE).map(async (key): Promise<ListedObject | null> => {
            // Gone since the directory was read (renamed into place, removed): not listed.
            const info = await stat(path.join(folder, key)).catch(() => null);
            return info && { key, updatedAt: info.mtime, partial: TEMP_FILE.test(key) };
          }),
        );
        yield page.filter((object): object is ListedObject => object !== null);
      }
    },
    async usage() {
      return folderUsage(root);
    },
  };
}

/** Bytes and files under `root`, every bucket (the admin Health tab's storage figure). */
export async function folderUsage(root: string): Promise<{ bytes: number; objects: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(path.join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), objects: sizes.length };
}

/**
 * Removes every temp file (`<key>.<uuid>.part`) under the storage root, in every bucket, and
 * answers how many there were. Only for a start that holds the storage alone (the embedded
 * database's `npm start`, decision 22): any temp file it finds is a dead process's write, since no
 * other process writes there. Elsewhere the storage sweep removes them after its grace period.
 */
export async function removePartialFiles(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const partial = entries
    .filter((entry) => entry.isFile() && TEMP_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(partial.map((file) => rm(file, { force: true })));
  return partial.length;
}

/** A file put there some other way under a name no key could have is left alone. */
function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
