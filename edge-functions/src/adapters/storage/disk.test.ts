import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'disk-storage-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('disk storage', () => {
  it('stores bytes and streams under bucket/key and reads them back', async () => {
    const storage = createDiskStorage(root);
    await storage.put('originals', 'u1/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const stream = new Blob([new Uint8Array([4, 5])]).stream();
    const { size } = await storage.put('derivatives', 'u1/p/thumb.jpg', stream, 'image/jpeg');
    expect(size).toBe(2);
    expect(Array.from((await storage.read('originals', 'u1/a.jpg'))!)).toEqual([1, 2, 3]);
    const object = await storage.get('derivatives', 'u1/p/thumb.jpg');
    expect(object?.contentType).toBe('image/jpeg');
    expect(Array.from(new Uint8Array(await new Response(object!.body).arrayBuffer()))).toEqual([
      4, 5,
    ]);
    expect(await filesUnder(root)).toEqual(
      expect.arrayContaining(['originals/u1/a.jpg', 'derivatives/u1/p/thumb.jpg']),
    );
  });

  it('names the type of every image format the worker writes, so browsers accept the bytes', async () => {
    const storage = createDiskStorage(root);
    const types = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };
    for (const [extension, type] of Object.entries(types)) {
      await storage.put('derivatives', `u1/p/set/400.${extension}`, new Uint8Array([1]), type);
      const object = await storage.get('derivatives', `u1/p/set/400.${extension}`);
      await object?.body.cancel();
      expect(object?.contentType, extension).toBe(type);
    }
  });

  it('leaves no file behind when a streamed upload fails midway', async () => {
    const storage = createDiskStorage(root);
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.error(new Error('client went away'));
      },
    });
    await expect(
      storage.put('originals', 'u1/broken.jpg', failing, 'image/jpeg'),
    ).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
    expect(await storage.exists('originals', 'u1/broken.jpg')).toBe(false);
  });

  it('refuses keys that could leave the bucket', async () => {
    const storage = createDiskStorage(root);
    for (const key of ['../x.jpg', '/etc/passwd', 'u1//a.jpg', 'u1/./a.jpg', 'u1/a b.jpg']) {
      await expect(storage.put('avatars', key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
        /Unsafe storage key/,
      );
    }
    expect(await filesUnder(root)).toEqual([]);
  });

  it('removes objects and answers null for missing ones', async () => {
    const storage = createDiskStorage(root);
    await storage.put('avatars', 'u1/a.png', new Uint8Array([1]), 'image/png');
    await storage.remove('avatars', ['u1/a.png', 'u1/never-existed.png']);
    expect(await storage.get('avatars', 'u1/a.png')).toBeNull();
    expect(await storage.read('avatars', 'u1/a.png')).toBeNull();
  });

  it('lists every file of a bucket with its write time, a crashed write as partial', async () => {
    const storage = createDiskStorage(root);
    await storage.put('originals', 'u1/uploads/a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.put('avatars', 'u1/b.png', new Uint8Array([2]), 'image/png');
    // What a write killed half-way leaves: the temp file beside its target.
    const temp = 'u1/uploads/c.jpg.0b6e4c52-8d0e-4a43-9d7e-4a36f1a2c0de.part';
    await mkdir(path.join(root, 'originals', 'u1', 'uploads'), { recursive: true });
    await writeFile(path.join(root, 'originals', temp), new Uint8Array([3]));
    const written = new Date('2026-11-01T10:00:00Z');
    await utimes(path.join(root, 'originals', temp), written, written);

    const listed = [];
    for await (const page of storage.list('originals')) listed.push(...page);
    expect(listed).toEqual([
      { key: 'u1/uploads/a.jpg', updatedAt: expect.any(Date), partial: false },
      { key: temp, updatedAt: written, partial: true },
    ]);
    await storage.remove('originals', [temp]);
    expect(await filesUnder(root)).toEqual(
      expect.arrayContaining(['originals/u1/uploads/a.jpg', 'avatars/u1/b.png']),
    );
    expect(await filesUnder(root)).toHaveLength(2);
    const empty = [];
    for await (const page of storage.list('derivatives')) empty.push(...page);
    expect(empty).toEqual([]);
  });
});
