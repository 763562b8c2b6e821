import { http, HttpResponse } from 'msw';

/**
 * A fake of the Supabase Storage HTTP API holding objects in memory, for msw's setupServer: what
 * adapters/storage/supabase-storage.ts calls (upload, download, exists, remove, the flat list-v2).
 * `objects` is keyed `<bucket>/<key>`; a test may set an object's `updatedAt` to age it.
 */
export const fakeStorageUrl = 'https://project.supabase.test';
const base = `${fakeStorageUrl}/storage/v1`;

export interface FakeObject {
  bytes: Uint8Array;
  type: string;
  updatedAt: Date;
}

export function createFakeSupabaseStorage() {
  const objects = new Map<string, FakeObject>();
  const seenAuth: string[] = [];
  const handlers = [
    // Before the upload route below, whose pattern `/object/:bucket/*` would match it too.
    http.post(`${base}/object/list-v2/:bucket`, async ({ request, params }) => {
      const { limit = 1000, cursor } = (await request.json()) as {
        limit?: number;
        cursor?: string;
      };
      const folder = `${params.bucket}/`;
      const keys = [...objects.keys()]
        .filter((path) => path.startsWith(folder))
        .map((path) => path.slice(folder.length))
        .filter((key) => cursor === undefined || key > cursor)
        .sort();
      const page = keys.slice(0, limit);
      const hasNext = keys.length > limit;
      return HttpResponse.json({
        hasNext,
        nextCursor: hasNext ? page.at(-1) : undefined,
        folders: [],
        objects: page.map((key) => {
          const object = objects.get(`${folder}${key}`)!;
          return {
            id: crypto.randomUUID(),
            name: key,
            updated_at: object.updatedAt.toISOString(),
            created_at: object.updatedAt.toISOString(),
            last_accessed_at: object.updatedAt.toISOString(),
            metadata: { size: object.bytes.length, mimetype: object.type },
          };
        }),
      });
    }),
    http.post(`${base}/object/:bucket/*`, async ({ request, params }) => {
      seenAuth.push(request.headers.get('authorization') ?? '');
      const key = `${params.bucket}/${params[0]}`;
      objects.set(key, {
        bytes: new Uint8Array(await request.arrayBuffer()),
        type: request.headers.get('content-type') ?? '',
        updatedAt: new Date(),
      });
      return HttpResponse.json({ Key: key });
    }),
    http.get(`${base}/object/:bucket/*`, ({ request, params }) => {
      const found = objects.get(`${params.bucket}/${params[0]}`);
      if (!found)
        return HttpResponse.json(
          { statusCode: '404', error: 'not_found', message: 'Object not found' },
          { status: 400 },
        );
      // A byte range as Storage answers it: 206 with Content-Range, 416 past the end.
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('range') ?? '');
      if (range) {
        const size = found.bytes.length;
        const start = Number(range[1]);
        if (start >= size) {
          return new HttpResponse(null, {
            status: 416,
            headers: { 'content-range': `bytes */${size}` },
          });
        }
        const end = Math.min(Number(range[2]), size - 1);
        return new HttpResponse(found.bytes.slice(start, end + 1), {
          status: 206,
          headers: { 'content-type': found.type, 'content-range': `bytes ${start}-${end}/${size}` },
        });
      }
      return new HttpResponse(found.bytes, {
        headers: { 'content-type': found.type, 'content-length': String(found.bytes.length) },
      });
    }),
    http.head(`${base}/object/:bucket/*`, ({ params }) =>
      objects.has(`${params.bucket}/${params[0]}`)
        ? new HttpResponse(null, { status: 200 })
        : new HttpResponse(null, { status: 400 }),
    ),
    http.delete(`${base}/object/:bucket`, async ({ request, params }) => {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      for (const prefix of prefixes) objects.delete(`${params.bucket}/${prefix}`);
      return HttpResponse.json([]);
    }),
  ];
  return { objects, seenAuth, handlers, base };
}
