import { StorageClient } from '@supabase/storage-js';
import { assertSafeKey, type Bucket, type Storage } from '../../ports/storage.ts';

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

  return {
    async put(bucket, key, data, contentType) {
      assertSafeKey(key);
      const body =
        data instanceof Uint8Array ? data : new Uint8Array(await new Response(data).arrayBuffer());
      const size = body.byteLength;
      const { error } = await bucketOf(bucket).upload(key, body, { contentType, upsert: true });
      if (error) throw new Error(`storage upload ${bucket}/${key}: ${error.message}`);
      return { size };
    },
    async get(bucket, key) {
      assertSafeKey(key);
      const { data, error } = await bucketOf(bucket).download(key);
      if (error || !data) return null;
      return {
        body: data.stream(),
        size: data.size,
        contentType: data.type || 'application/octet-stream',
      };
    },
    async read(bucket, key) {
      assertSafeKey(key);
      const { data, error } = await bucketOf(bucket).download(key);
      if (error || !data) return null;
      return new Uint8Array(await data.arrayBuffer());
    },
    async exists(bucket, key) {
      assertSafeKey(key);
      const { data } = await bucketOf(bucket).exists(key);
      return data === true;
    },
    async remove(bucket, keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      const { error } = await bucketOf(bucket).remove(keys);
      if (error) throw new Error(`storage remove from ${bucket}: ${error.message}`);
    },
  };
}
