import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { renderUploadTestJpeg } from '../media/test-images.ts';
import type { Bucket } from '../ports/storage.ts';
import type { TestClient } from './test-client.ts';

/** Ids from seed.sql, so tests can name seeded rows. */
export const seedUsers = {
  admin: '00000000-0000-4000-8000-000000000001',
  creator: '00000000-0000-4000-8000-000000000002',
  newcreator: '00000000-0000-4000-8000-000000000003',
  buyer: '00000000-0000-4000-8000-000000000004',
} as const;

export const seedPhotoId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const seedAlbumId = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let goodJpeg: Promise<Uint8Array> | null = null;

/** A 2000 x 1500 camera JPEG with EXIF (and GPS) that passes every upload rule; made once. */
export function uploadableJpeg(): Promise<Uint8Array> {
  goodJpeg ??= renderUploadTestJpeg({ width: 2000, height: 1500, withExif: true });
  return goodJpeg;
}

/** POST /v1/generic/upload as the browser sends it: multipart with field `file`. */
export function upload(
  client: TestClient,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; purpose?: string } = {},
) {
  const form = new FormData();
  if (options.purpose) form.append('purpose', options.purpose);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: options.type ?? 'image/jpeg' });
  form.append('file', blob, options.filename ?? 'photo.jpg');
  return client.request<{ name: string; code?: number }>('POST', '/v1/generic/upload', {
    body: form,
  });
}

/** Uploads and creates a photo in `album`; answers the new photo's id. */
export async function createPhoto(
  client: TestClient,
  album: string,
  fields: Record<string, string> = {},
  bytes?: Uint8Array,
): Promise<string> {
  const uploaded = await upload(client, bytes ?? (await uploadableJpeg()));
  if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  const created = await client.request<{ id: string }>('POST', '/v1/photos', {
    form: { album, filename: uploaded.body.name, name: 'Test photo', tags: 'test', ...fields },
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** Every file under `<dataDir>/storage/<bucket>/<folder>` (relative paths), for "nothing stored". */
export async function storedFiles(
  dataDir: string,
  bucket: Bucket,
  folder: string,
): Promise<string[]> {
  const root = path.join(dataDir, 'storage', bucket, folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
