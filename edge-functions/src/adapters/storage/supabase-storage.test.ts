import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeSupabaseStorage, fakeStorageUrl } from '../../test/fake-supabase-storage.ts';
import { createSupabaseStorage } from './supabase-storage.ts';

const { objects, seenAuth, handlers, base } = createFakeSupabaseStorage();
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  objects.clear();
  seenAuth.length = 0;
});

const storage = createSupabaseStorage({
  url: fakeStorageUrl,
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

  it('reads a byte range with the whole size, as the completion of a resumable upload does', async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    await storage.put('originals', 'u1/uploads/big.jpg', bytes, 'image/jpeg');
    const head = await storage.readRange('originals', 'u1/uploads/big.jpg', 0, 100);
    expect(head?.size).toBe(1000);
    expect(Array.from(head!.bytes)).toEqual(Array.from(bytes.slice(0, 100)));
    const tail = await storage.readRange('originals', 'u1/uploads/big.jpg', 900, 500);
    expect(Array.from(tail!.bytes)).toEqual(Array.from(bytes.slice(900)));
    const past = await storage.readRange('originals', 'u1/uploads/big.jpg', 2000, 10);
    expect(past).toEqual({ bytes: new Uint8Array(0), size: 1000 });
    expect(await storage.readRange('originals', 'u1/uploads/none.jpg', 0, 10)).toBeNull();
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

  it('lists a bucket a page at a time with when each object was written', async () => {
    for (let i = 0; i < 1001; i++) {
      objects.set(`avatars/u1/${String(i).padStart(4, '0')}.png`, {
        bytes: new Uint8Array([i % 256]),
        type: 'image/png',
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    objects.set('originals/u1/uploads/other-bucket.jpg', {
      bytes: new Uint8Array([1]),
      type: 'image/jpeg',
      updatedAt: new Date(),
    });
    const pages = [];
    for await (const page of storage.list('avatars')) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([1000, 1]);
    expect(pages[0]![2]).toEqual({
      key: 'u1/0002.png',
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 2)),
      partial: false,
    });
    expect(pages[1]![0]!.key).toBe('u1/1000.png');
  });
});
