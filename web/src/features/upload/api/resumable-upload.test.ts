import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviousUpload, UploadOptions } from 'tus-js-client';

/**
 * The browser side of decision 49 with tus-js-client and the API replaced: which object name the
 * completion names, how a previous upload of the same file is picked up, and how Storage's
 * refusals read.
 */
const calls = vi.hoisted(() => ({
  posts: [] as { path: string; body: unknown }[],
  uploads: [] as { options: UploadOptions; resumedFrom: PreviousUpload | null }[],
  previous: [] as PreviousUpload[],
  outcome: 'success' as 'success' | 413,
}));

vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client.ts')>()),
  api: {
    post: vi.fn(async (path: string, body?: unknown) => {
      calls.posts.push({ path, body });
      if (path === '/v1/generic/upload/resumable') {
        return {
          endpoint: 'https://ref.supabase.co/storage/v1/upload/resumable',
          token: 'user-jwt',
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          bucket: 'originals',
          object_name: `u1/uploads/fresh-${calls.posts.length}.jpg`,
          chunk_size: 6 * 1024 * 1024,
          apikey: 'anon',
        };
      }
      return { name: (body as { name: string }).name };
    }),
  },
}));

vi.mock('tus-js-client', async (original) => {
  const real = await original<typeof import('tus-js-client')>();
  class Upload {
    entry: { options: UploadOptions; resumedFrom: PreviousUpload | null };
    constructor(
      _file: unknown,
      public options: UploadOptions,
    ) {
      this.entry = { options, resumedFrom: null };
      calls.uploads.push(this.entry);
    }
    findPreviousUploads = async () => calls.previous;
    resumeFromPreviousUpload(previous: PreviousUpload) {
      this.entry.resumedFrom = previous;
    }
    start() {
      if (calls.outcome === 'success') {
        this.options.onProgress?.(50, 100);
        this.options.onSuccess?.({} as never);
        return;
      }
      const error = Object.assign(new real.DetailedError('refused'), {
        originalResponse: { getStatus: () => calls.outcome },
      });
      this.options.onError?.(error);
    }
    abort() {
      return Promise.resolve();
    }
  }
  return { ...real, Upload };
});

const { startResumableUpload } = await import('./resumable-upload.ts');
const file = new File(['x'], 'sigiriya.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  calls.posts.length = 0;
  calls.uploads.length = 0;
  calls.previous = [];
  calls.outcome = 'success';
});

describe('startResumableUpload', () => {
  it("sends the file to the ticket's endpoint as Storage asks, then completes that object", async () => {
    const progress: number[] = [];
    const { done } = startResumableUpload(file, (percent) => progress.push(percent));
    expect(await done).toEqual({ name: 'u1/uploads/fresh-1.jpg' });
    const [upload] = calls.uploads;
    expect(upload!.options).toMatchObject({
      endpoint: 'https://ref.supabase.co/storage/v1/upload/resumable',
      chunkSize: 6 * 1024 * 1024,
      metadata: { bucketName: 'originals', objectName: 'u1/uploads/fresh-1.jpg' },
      headers: { 'x-upsert': 'false', apikey: 'anon' },
      removeFingerprintOnSuccess: true,
    });
    expect(upload!.options.retryDelays!.length).toBeGreaterThan(3);
    expect(progress).toEqual([50]);
    expect(calls.posts.at(-1)).toEqual({
      path: '/v1/generic/upload/complete',
      body: { name: 'u1/uploads/fresh-1.jpg' },
    });
  });

  it("resumes this browser's earlier upload of the same file, in the user's own folder only", async () => {
    const earlier = (objectName: string, creationTime: string): PreviousUpload => ({
      size: 1,
      metadata: { objectName },
      creationTime,
      urlStorageKey: objectName,
      uploadUrl: `https://ref.supabase.co/storage/v1/upload/resumable/${objectName}`,
      parallelUploadUrls: null,
    });
    calls.previous = [
      earlier('u1/uploads/old.jpg', '2026-12-01T10:00:00Z'),
      earlier('u1/uploads/newer.jpg', '2026-12-02T10:00:00Z'),
      earlier('u2/uploads/someone-else.jpg', '2026-12-03T10:00:00Z'),
    ];
    expect(await startResumableUpload(file, () => {}).done).toEqual({
      name: 'u1/uploads/newer.jpg',
    });
    expect(calls.uploads[0]!.resumedFrom?.metadata.objectName).toBe('u1/uploads/newer.jpg');
    expect(calls.uploads[0]!.options.metadata?.objectName).toBe('u1/uploads/newer.jpg');
  });

  it("reads Storage's size refusal as the spec's 1203", async () => {
    calls.outcome = 413;
    await expect(startResumableUpload(file, () => {}).done).rejects.toMatchObject({
      status: 413,
      code: 1203,
      description: 'The file must be at most 64 MB',
    });
    expect(calls.posts.map((post) => post.path)).toEqual(['/v1/generic/upload/resumable']);
  });
});
