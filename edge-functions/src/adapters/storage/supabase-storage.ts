import { StorageClient } from '@supabase/storage-js';
import { assertSafeKey, publicBuckets, type Bucket, type Storage } from '../../ports/storage.ts';

const LIST_PAGE = 1000;
const IMMUTABLE_SECONDS = 365 * 24 * 3600;

/**
 * Production storage: Supabase Storage with the service key (server side only). Buckets and their
 * policies come from the migrations; this adapter only moves bytes.
 */
export function createSupabaseStorage(options: {
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): Storage {
  // storage-js alone: supabase-js would also start a realtime client this adapter never uses.
  const client = new StorageClient(
    `${options.url.replace(/\/$/, '')}/storage/v1`,
    { apikey: options.serviceRoleKey, authorization: `Bearer ${options.serviceRoleKey}` },
    options.fetch,
  );
  const bucketOf = (bucket: Bucket) => client.from(bucket);
  const base = `${options.url.replace(/\/$/, '')}/storage/v1`;
  const headers = {
    apikey: options.serviceRoleKey,
    authorization: `Bearer ${options.serviceRoleKey}`,
  };
  // Looked up per call, so a fetch patched later (tests, instrumentation) is used.
  const fetcher: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  const objectPath = (bucket: Bucket, key: string) =>
    `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(bucket, key, data, contentType) {
      assertSafeKey(key);
      const body =
        data instanceof Uint8Array ? data : new Uint8Array(await new Response(data).arrayBuffer());
      const size = body.byteLength;
      // Derivative names carry a hash of their bytes, so Storage's CDN may keep them a year.
      const cacheControl = bucket === 'derivatives' ? String(IMMUTABLE_SECONDS) : undefined;
      const { error } = await bucketOf(bucket).upload(key, body, {
        contentType,
        upsert: true,
        cacheControl,
      });
      if (error) throw new Error(`storage upload ${bucket}/${key}: ${error.message}`);
      return { size };
    },
    async get(bucket, key) {
      assertSafeKey(key);
      // Straight from the HTTP answer: a 64 MB original streams through instead of being held
      // whole in the isolate's memory (storage-js's download() buffers a Blob).
      const answer = await fetcher(`${base}/object/${objectPath(bucket, key)}`, { headers });
      if (!answer.ok || !answer.body) {
        await answer.text().catch(() => ''); // a short error body; read it to free the connection
        return null;
      }
      return {
        body: answer.body,
        size: Number(answer.headers.get('content-length') ?? 0),
        contentType: answer.headers.get('content-type') || 'application/octet-stream',
      };
    },
    async read(bucket, key) {
      assertSafeKey(key);
      const { data, error } = await bucketOf(bucket).download(key);
      if (error || !data) return null;
      return new Uint8Array(await data.arrayBuffer());
    },
    async readRange(bucket, key, offset, length) {
      assertSafeKey(key);
      const answer = await fetcher(`${base}/object/${objectPath(bucket, key)}`, {
        headers: { ...headers, range: `bytes=${offset}-${offset + length - 1}` },
      });
      if (answer.status === 416) {
        // Asked past the end: the size is in the refusal's Content-Range (`bytes */<size>`).
        await answer.text().catch(() => '');
        const size = Number(/\/(\d+)$/.exec(answer.headers.get('content-range') ?? '')?.[1]);
        return Number.isFinite(size) ? { bytes: new Uint8Array(0), size } : null;
      }
      if (!answer.ok) {
        await answer.text().catch(() => '');
        return null;
      }
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // 206 names the whole size after the slash; a 200 (a server ignoring Range) is all of it.
      const total = /\/(\d+)$/.exec(answer.headers.get('content-range') ?? '')?.[1];
      const size = answer.status === 206 && total ? Number(total) : bytes.length;
      return { bytes: answer.status === 206 ? bytes : bytes.slice(offset, offset + length), size };
    },
    async exists(bucket, key) {
      assertSafeKey(key);
      const { data } = await bucketOf(bucket).exists(key);
      return data === true;
    },
    async locate(bucket, key, { expiresInSeconds = 60, downloadAs } = {}) {
      assertSafeKey(key);
      if (publicBuckets.has(bucket)) return `${base}/object/public/${objectPath(bucket, key)}`;
      const answer = await fetcher(`${base}/object/sign/${objectPath(bucket, key)}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: expiresInSeconds }),
      });
      if (!answer.ok) {
        await answer.text().catch(() => '');
        return null;
      }
      const { signedURL } = (await answer.json()) as { signedURL?: string };
      if (!signedURL) return null;
      const url = new URL(`${base}${signedURL}`);
      if (downloadAs) url.searchParams.set('download', downloadAs);
      return url.toString();
    },
    async remove(bucket, keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      const { error } = await bucketOf(bucket).remove(keys);
      if (error) throw new Error(`storage remove from ${bucket}: ${error.message}`);
    },
    async *list(bucket) {
      // The flat listing (no folders) a page at a time; an upload is never seen half-written.
      let cursor: string | undefined;
      do {
        const { data, error } = await bucketOf(bucket).listV2({ limit: LIST_PAGE, cursor });
        if (error) throw new Error(`storage list of ${bucket}: ${error.message}`);
        yield data.objects.map((object) => ({
          key: object.key ?? object.name,
          updatedAt: new Date(object.updated_at ?? object.created_at),
          partial: false,
        }));
        cursor = data.hasNext ? data.nextCursor : undefined;
      } while (cursor);
    },
  };
}
