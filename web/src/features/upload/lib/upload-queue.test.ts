import { describe, expect, it, vi } from 'vitest';
import type { PhotoExif } from '@contract/upload-checks.ts';
import { UploadQueue, type QueueDeps } from './upload-queue.ts';

const exif = { cameraMake: 'Canon', cameraModel: 'EOS R6' } as PhotoExif;
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Uploads that the test finishes by hand, reporting progress on the way. */
function manualUploads() {
  const running: {
    name: string;
    progress: (percent: number) => void;
    finish: () => void;
    fail: (error: unknown) => void;
    paused: boolean;
  }[] = [];
  const upload: QueueDeps['upload'] = (chosen, onProgress) => {
    let entry!: (typeof running)[number];
    const done = new Promise<{ name: string }>((resolve, reject) => {
      entry = {
        name: chosen.name,
        progress: onProgress,
        finish: () => resolve({ name: `stored-${chosen.name}` }),
        fail: reject,
        paused: false,
      };
      running.push(entry);
    });
    return {
      done,
      pause: () => (entry.paused = true),
      resume: () => (entry.paused = false),
    };
  };
  return { running, upload };
}

function makeQueue(overrides: Partial<QueueDeps> = {}, concurrency = 2) {
  const uploads = manualUploads();
  const deps: QueueDeps = {
    check: async () => ({ ok: true, exif }),
    upload: uploads.upload,
    createPhoto: vi.fn(async () => ({ id: 'photo-1' })),
    submitForReview: vi.fn(async () => ({})),
    describe: (error) => ({
      message:
        error instanceof Error ? error.message : 'Error while uploading image. Please try again.',
      retryable: !(error instanceof Error && error.message.startsWith('Image metadata')),
    }),
    ...overrides,
  };
  const queue = new UploadQueue(
    deps,
    () => ({ name: '', tags: [], free: true, description: '' }),
    concurrency,
  );
  return { queue, deps, uploads };
}

describe('the upload queue', () => {
  it('uploads at most `concurrency` files at once and starts the next when one ends', async () => {
    const { queue, uploads } = makeQueue();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    await settle();
    expect(uploads.running.map((upload) => upload.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(queue.getSnapshot().map((item) => item.status)).toEqual([
      'uploading',
      'uploading',
      'pending',
    ]);
    expect(queue.busy).toBe(true);
    uploads.running[0]!.finish();
    await settle();
    expect(uploads.running.map((upload) => upload.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'uploaded',
      progress: 100,
      filename: 'stored-a.jpg',
    });
  });

  it('shows each file its own progress and enables Submit all once one is uploaded', async () => {
    const { queue, uploads } = makeQueue();
    queue.add([file('a.jpg'), file('b.jpg')]);
    await settle();
    uploads.running[1]!.progress(42);
    expect(queue.getSnapshot().map((item) => item.progress)).toEqual([0, 42]);
    expect(queue.canSubmitAll).toBe(false);
    uploads.running[1]!.finish();
    await settle();
    expect(queue.canSubmitAll).toBe(true);
  });

  it('marks a failed upload with its message, and Retry uploads it again', async () => {
    const { queue, uploads } = makeQueue();
    queue.add([file('a.jpg')]);
    await settle();
    uploads.running[0]!.fail(new Error('The file must be at least 1 MB'));
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'The file must be at least 1 MB',
      retryable: true,
    });
    expect(queue.busy).toBe(false);
    queue.retry(queue.getSnapshot()[0]!.key);
    await settle();
    expect(uploads.running).toHaveLength(2);
    uploads.running[1]!.finish();
    await settle();
    expect(queue.getSnapshot()[0]!.status).toBe('uploaded');
  });

  it('refuses a file the browser check fails, without uploading it or offering Retry', async () => {
    const { queue, uploads } = makeQueue({
      check: async () => ({ ok: false, message: 'Only JPEG images are accepted' }),
    });
    queue.add([file('a.png')]);
    await settle();
    expect(uploads.running).toHaveLength(0);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'Only JPEG images are accepted',
      retryable: false,
    });
  });

  it('creates the photo with the card details and submits it for review', async () => {
    const { queue, uploads, deps } = makeQueue();
    queue.add([file('a.jpg')]);
    await settle();
    uploads.running[0]!.finish();
    await settle();
    const { key } = queue.getSnapshot()[0]!;
    queue.update(key, { name: 'Tea pickers', tags: ['tea'] });
    await queue.submit(key);
    expect(deps.createPhoto).toHaveBeenCalledWith({
      filename: 'stored-a.jpg',
      name: 'Tea pickers',
      tags: ['tea'],
      free: true,
      description: '',
    });
    expect(deps.submitForReview).toHaveBeenCalledWith(['photo-1']);
    expect(queue.getSnapshot()[0]!.status).toBe('completed');
  });

  it('retries only the review when the photo was created, and never retries a 1205', async () => {
    const submitForReview = vi
      .fn()
      .mockRejectedValueOnce(new Error('Something went wrong'))
      .mockResolvedValueOnce({});
    const { queue, uploads, deps } = makeQueue({ submitForReview });
    queue.add([file('a.jpg'), file('b.jpg')]);
    await settle();
    uploads.running.forEach((upload) => upload.finish());
    await settle();
    const [first, second] = queue.getSnapshot();
    await queue.submit(first!.key);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'failed', retryable: true });
    queue.retry(first!.key);
    await settle();
    expect(deps.createPhoto).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()[0]!.status).toBe('completed');

    vi.mocked(deps.createPhoto).mockRejectedValueOnce(
      new Error('Image metadata is missing. Please include all Exif tags when uploading images'),
    );
    await queue.submit(second!.key);
    expect(queue.getSnapshot()[1]).toMatchObject({ status: 'failed', retryable: false });
    queue.retry(second!.key);
    await settle();
    expect(queue.getSnapshot()[1]!.status).toBe('failed');
  });

  it('pauses an upload, gives its place to the next file, and resumes it when a place is free', async () => {
    const { queue, uploads } = makeQueue({}, 1);
    queue.add([file('a.jpg'), file('b.jpg')]);
    await settle();
    uploads.running[0]!.progress(40);
    const [a] = queue.getSnapshot();
    queue.pause(a!.key);
    expect(uploads.running[0]!.paused).toBe(true);
    expect(queue.getSnapshot().map((item) => item.status)).toEqual(['paused', 'uploading']);
    // A paused file keeps its progress and waits for a place (one at a time here).
    queue.resume(a!.key);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'pending', progress: 40 });
    expect(uploads.running[0]!.paused).toBe(true);
    uploads.running[1]!.finish();
    await settle();
    expect(uploads.running[0]!.paused).toBe(false);
    expect(queue.getSnapshot()[0]!.status).toBe('uploading');
    // Resumed, not started again: still one transfer for a.jpg.
    expect(uploads.running.filter((upload) => upload.name === 'a.jpg')).toHaveLength(1);
    uploads.running[0]!.finish();
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploaded', filename: 'stored-a.jpg' });
  });
});
