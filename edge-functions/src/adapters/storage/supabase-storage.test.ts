import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseStorage } from './supabase-storage.ts';

/** A fake of the Supabase Storage HTTP API holding objects in memory. */
const objects = new Map<string, { bytes: Uint8Array; type: string }>();
const seenAuth: string[] = [];
const base = 'https://project.supabase.test/storage/v1';

const server = setupServer(
  http.post(`${base}/object/:bucket/*`, async ({ request, params }) => {
    seenAuth.push(request.headers.get('authorization') ?? '');
    const key = `${params.bucket}/${params[0]}`;
    objects.set(key, {
      bytes: new Uint8Array(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    });
    return HttpResponse.json({ Key: key });
  }),
  http.get(`${base}/object/:bucket/*`, ({ params }) => {
    const found = objects.get(`${params.bucket}/${params[0]}`);
    if (!found)
      return HttpResponse.json(
        { statusCode: '404', error: 'not_found', message: 'Object not found' },
        { status: 400 },
      );
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
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  objects.clear();
  seenAuth.length = 0;
});

const storage = createSupabaseStorage({
  url: 'https://project.supabase.test',
  serviceRoleKey: 'service-key',
});

describe('Supabase Storage adapter', () => {
  it('uploads with the service key and reads the same bytes back', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const { size } = await storage.put('originals', 'u1/photo.jpg', bytes, 'image/jpeg');
    expect(size).toBe(6);
    expect(seenAuth).toEqual(['Bearer service-key']);
    expect(objects.get('originals/u1/photo.jpg')?.type).toBe('image/jpeg');

    expect(Array.from((await storage.read('originals', 'u1/photo.jpg'))!)).toEqual(
      Array.from(bytes),
    );
    const object = await storage.get('originals', 'u1/photo.jpg');
    expect(object?.size).toBe(6);
    expect(object?.contentType).toBe('image/jpeg');
    // Streamed from the HTTP answer, not buffered first.
    expect(Array.from(new Uint8Array(await new Response(object!.body).arrayBuffer()))).toEqual(
      Array.from(bytes),
    );
  });

  it('answers null and false for missing objects, and removes objects', async () => {
    expect(await storage.get('derivatives', 'u1/none.jpg')).toBeNull();
    expect(await storage.exists('derivatives', 'u1/none.jpg')).toBe(false);
    await storage.put('avatars', 'u1/a.png', new Uint8Array([1]), 'image/png');
    expect(await storage.exists('avatars', 'u1/a.png')).toBe(true);
    await storage.remove('avatars', ['u1/a.png']);
    expect(await storage.exists('avatars', 'u1/a.png')).toBe(false);
  });

  it('refuses keys that could escape the owner folder before any request', async () => {
    await expect(
      storage.put('avatars', '../etc/passwd', new Uint8Array([1]), 'image/png'),
    ).rejects.toThrow(/Unsafe storage key/);
    expect(seenAuth).toEqual([]);
  });
  it('locates public objects by URL and private ones by a signed URL, never a missing one', async () => {
    const signed: { path: string; expiresIn: unknown }[] = [];
    server.use(
      http.post(`${base}/object/sign/:bucket/*`, async ({ request, params }) => {
        const path = `${params.bucket}/${params[0]}`;
        if (!objects.has(path)) {
          return HttpResponse.json({ message: 'Object not found' }, { status: 400 });
        }
        signed.push({
          path,
          expiresIn: ((await request.json()) as { expiresIn: unknown }).expiresIn,
        });
        return HttpResponse.json({ signedURL: `/object/sign/${path}?token=abc` });
      }),
    );
    await storage.put('originals', 'u1/photo.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');

    expect(await storage.locate!('derivatives', 'u1/thumb.jpg')).toBe(
      `${base}/object/public/derivatives/u1/thumb.jpg`,
    );
    expect(
      await storage.locate!('originals', 'u1/photo.jpg', {
        expiresInSeconds: 60,
        downloadAs: 'photo one.jpg',
      }),
    ).toBe(`${base}/object/sign/originals/u1/photo.jpg?token=abc&download=photo+one.jpg`);
    expect(signed).toEqual([{ path: 'originals/u1/photo.jpg', expiresIn: 60 }]);
    expect(await storage.locate!('originals', 'u1/gone.jpg')).toBeNull();
    await expect(storage.locate!('originals', '../etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});
