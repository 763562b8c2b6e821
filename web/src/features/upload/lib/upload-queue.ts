import type { PhotoExif } from '@contract/upload-checks.ts';
import type { Transfer } from '../api/resumable-upload.ts';

/**
 * The upload page's files (spec section 4, Upload flow): each is checked, uploaded at once with
 * a progress percentage (at most UPLOAD_CONCURRENCY at a time, so a phone on mobile data is not
 * swamped), then filled in and submitted: the photo is created and sent for review. A failure
 * marks only that file; Retry repeats the step that failed. An upload can be paused, which frees
 * its place for the next file, and resumed, which queues it again. Framework-free so it can be
 * tested alone; React reads it through useSyncExternalStore.
 */
export const UPLOAD_CONCURRENCY = 3;

export type ItemStatus =
  | 'checking'
  | 'pending'
  | 'uploading'
  | 'paused'
  | 'uploaded'
  | 'submitting'
  | 'completed'
  | 'failed';

export interface PhotoDetails {
  name: string;
  tags: string[];
  free: boolean;
  description: string;
}

export interface QueueItem {
  key: string;
  file: File;
  fileName: string;
  /** A local object URL of the file for the card's preview; revoked on remove. */
  preview: string | null;
  status: ItemStatus;
  progress: number;
  /** The stored upload's name (POST /v1/generic/upload answers it). */
  filename: string | null;
  photoId: string | null;
  exif: PhotoExif | null;
  details: PhotoDetails;
  error: string | null;
  /** False when trying again cannot help (the file itself breaks a rule). */
  retryable: boolean;
}

export interface QueueDeps {
  check: (file: File) => Promise<{ ok: true; exif: PhotoExif } | { ok: false; message: string }>;
  /** Starts sending a file; the transfer can be paused and resumed. */
  upload: (file: File, onProgress: (percent: number) => void) => Transfer;
  createPhoto: (input: { filename: string } & PhotoDetails) => Promise<{ id: string }>;
  submitForReview: (ids: string[]) => Promise<unknown>;
  /** The message to show for a failed call (the server's description, spec 8). */
  describe: (error: unknown, step: 'upload' | 'submit') => { message: string; retryable: boolean };
}

let nextKey = 0;

export class UploadQueue {
  private items: QueueItem[] = [];
  private readonly files = new Map<string, File>();
  /** Transfers started and not finished, paused ones included. */
  private readonly transfers = new Map<string, Transfer>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: QueueDeps,
    private readonly defaults: () => PhotoDetails,
    private readonly concurrency = UPLOAD_CONCURRENCY,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.items;

  /** Files still on their way up: leaving the page now would lose them. */
  get busy(): boolean {
    return this.items.some((item) => ['checking', 'pending', 'uploading'].includes(item.status));
  }

  get canSubmitAll(): boolean {
    return this.items.some((item) => item.status === 'uploaded');
  }

  add(files: File[]): void {
    for (const file of files) {
      const key = `upload-${++nextKey}`;
      this.files.set(key, file);
      this.items = [
        ...this.items,
        {
          key,
          file,
          fileName: file.name,
          preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
          status: 'checking',
          progress: 0,
          filename: null,
          photoId: null,
          exif: null,
          details: this.defaults(),
          error: null,
          retryable: false,
        },
      ];
      void this.check(key, file);
    }
    this.emit();
  }

  update(key: string, details: Partial<PhotoDetails>): void {
    const item = this.find(key);
    if (item) this.patch(key, { details: { ...item.details, ...details } });
  }

  /** Stops sending the file where it is and frees its place in the queue. */
  pause(key: string): void {
    const transfer = this.transfers.get(key);
    if (!transfer || this.find(key)?.status !== 'uploading') return;
    transfer.pause();
    this.patch(key, { status: 'paused' });
    this.pump();
  }

  /** Queues a paused file again; it goes on from where it stopped when its turn comes. */
  resume(key: string): void {
    if (this.find(key)?.status !== 'paused') return;
    this.patch(key, { status: 'pending' });
    this.pump();
  }

  remove(key: string): void {
    this.transfers.get(key)?.pause();
    this.transfers.delete(key);
    const preview = this.find(key)?.preview;
    if (preview) URL.revokeObjectURL(preview);
    this.items = this.items.filter((item) => item.key !== key);
    this.files.delete(key);
    this.emit();
  }

  retry(key: string): void {
    const item = this.find(key);
    if (!item || item.status !== 'failed' || !item.retryable) return;
    if (item.filename) {
      void this.submit(key);
    } else {
      this.patch(key, { status: 'pending', progress: 0, error: null });
      this.pump();
    }
  }

  /** Creates the photo (once) and sends it for review. */
  async submit(key: string): Promise<void> {
    const item = this.find(key);
    if (!item?.filename || !['uploaded', 'failed'].includes(item.status)) return;
    this.patch(key, { status: 'submitting', error: null });
    try {
      let photoId = item.photoId;
      if (!photoId) {
        photoId = (await this.deps.createPhoto({ filename: item.filename, ...item.details })).id;
        this.patch(key, { photoId });
      }
      await this.deps.submitForReview([photoId]);
      this.patch(key, { status: 'completed' });
    } catch (error) {
      const { message, retryable } = this.deps.describe(error, 'submit');
      // The API drops an upload it refused as a photo (1205): only a new file can help.
      this.patch(key, { status: 'failed', error: message, retryable });
    }
  }

  async submitAll(): Promise<void> {
    const ready = this.items.filter((item) => item.status === 'uploaded');
    await Promise.all(ready.map((item) => this.submit(item.key)));
  }

  private async check(key: string, file: File): Promise<void> {
    const result = await this.deps.check(file);
    if (!this.find(key)) return;
    if (!result.ok) {
      this.patch(key, { status: 'failed', error: result.message, retryable: false });
      return;
    }
    this.patch(key, { status: 'pending', exif: result.exif });
    this.pump();
  }

  /** Starts pending uploads while fewer than `concurrency` are running. */
  private pump(): void {
    let running = this.items.filter((item) => item.status === 'uploading').length;
    for (const item of this.items) {
      if (running >= this.concurrency) break;
      if (item.status !== 'pending') continue;
      running += 1;
      void this.upload(item.key);
    }
  }

  private async upload(key: string): Promise<void> {
    const file = this.files.get(key);
    if (!file) return;
    const paused = this.transfers.get(key);
    if (paused) {
      this.patch(key, { status: 'uploading' });
      paused.resume();
      return;
    }
    this.patch(key, { status: 'uploading', progress: 0 });
    const transfer = this.deps.upload(file, (percent) => {
      if (this.find(key)?.status === 'uploading') this.patch(key, { progress: percent });
    });
    this.transfers.set(key, transfer);
    try {
      const { name } = await transfer.done;
      if (this.find(key)) this.patch(key, { status: 'uploaded', progress: 100, filename: name });
    } catch (error) {
      if (this.find(key)) {
        const { message, retryable } = this.deps.describe(error, 'upload');
        this.patch(key, { status: 'failed', error: message, retryable });
      }
    } finally {
      this.transfers.delete(key);
      this.pump();
    }
  }

  private find(key: string): QueueItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private patch(key: string, change: Partial<QueueItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
