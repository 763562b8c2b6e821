import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.ts';
import type { Storage } from '../ports/storage.ts';
import {
  acceptThroughReview,
  createPhoto,
  markedShare,
  skipSeededJobs,
  uploadableJpeg,
} from '../test/creator-fixtures.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
import { runPendingJobs, type WorkerDeps } from './run-worker.ts';

let t: TestApp;
let creator: TestClient;
let worker: WorkerDeps;

beforeAll(async () => {
  t = await createTestApp();
  creator = await signedIn(t.app, seedUsers.creator.email);
  await skipSeededJobs(t.db);
  worker = {
    db: t.db,
    storage: t.storage,
    logger: silentLogger,
    now: () => new Date(Date.now() + t.clock.offsetMs),
  };
});
afterAll(() => t.close());

interface PhotoFiles {
  status: string;
  owner_thumbnail_key: string | null;
  thumbnail_key: string | null;
  preview_key: string | null;
  dominant_color: string | null;
  placeholder: string | null;
}

async function photoRow(id: string): Promise<PhotoFiles> {
  const [row] = await t.db.asService((tx) =>
    tx.query<PhotoFiles>(
      `select status, owner_thumbnail_key, thumbnail_key, preview_key, dominant_color, placeholder
         from public.photos where id = $1`,
      [id],
    ),
  );
  return row!;
}

async function jobOf(kind: string, id: string) {
  const [job] = await t.db.asService((tx) =>
    tx.query<{ id: number; status: string; attempts: number; last_error: string | null }>(
      `select id, status, attempts, last_error from public.jobs
        where kind = $1 and payload->>'photo_id' = $2`,
      [kind, id],
    ),
  );
  return job!;
}

describe('media worker', () => {
  let free: string;
  let paid: string;

  beforeAll(async () => {
    free = await createPhoto(creator, seedAlbum(1), { name: 'Free one' });
    paid = await createPhoto(creator, seedAlbum(1), { name: 'Paid one', allow_free: 'false' });
    await acceptThroughReview(worker, free, paid);
    const result = await runPendingJobs(worker);
    expect(result).toEqual({ done: 2, retried: 0, dead: 0 });
  });

  it('publishes: derivatives written, keys set, status ACCEPTED, owner thumbnail made', async () => {
    for (const id of [free, paid]) {
      const row = await photoRow(id);
      expect(row.status).toBe('ACCEPTED');
      expect(row.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(row.placeholder).toMatch(/^data:image\/jpeg;base64,/);
      expect(row.thumbnail_key).toMatch(new RegExp(`/${id}/[0-9a-f]{16}/thumb\\.jpg$`));
      expect(row.preview_key).toMatch(new RegExp(`/${id}/[0-9a-f]{16}/1600\\.jpg$`));
      const thumbnail = (await t.storage.read('derivatives', row.thumbnail_key!))!;
      const preview = (await t.storage.read('derivatives', row.preview_key!))!;
      const owner = (await t.storage.read('originals', row.owner_thumbnail_key!))!;
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 300 });
      expect(await sharp(preview).metadata()).toMatchObject({ width: 1600, height: 1200 });
      expect(await sharp(owner).metadata()).toMatchObject({ width: 400 });
      // The test original carries GPS and a serial number; nothing public may.
      for (const file of [thumbnail, preview]) {
        expect(await exifr.parse(file, true)).toBeUndefined();
        expect((await sharp(file).metadata()).exif).toBeUndefined();
      }
      // The original is never copied to the public bucket.
      expect(row.preview_key).not.toContain('originals');
    }
  });

  it('watermarks only the paid preview', async () => {
    const original = await uploadableJpeg();
    const freePreview = (await t.storage.read('derivatives', (await photoRow(free)).preview_key!))!;
    const paidPreview = (await t.storage.read('derivatives', (await photoRow(paid)).preview_key!))!;
    expect(await markedShare(freePreview, original)).toBeLessThan(0.01);
    expect(await markedShare(paidPreview, original)).toBeGreaterThan(0.02);
  });

  it('publishes every width in AVIF, WebP and JPEG, watermarked when paid, without metadata', async () => {
    const original = await uploadableJpeg();
    const shares: Record<string, number> = {};
    for (const id of [free, paid]) {
      const folder = (await photoRow(id)).preview_key!.replace(/\/[^/]+$/, '');
      for (const width of [400, 800, 1200, 1600]) {
        for (const [format, reported] of [
          ['avif', 'heif'],
          ['webp', 'webp'],
          ['jpg', 'jpeg'],
        ] as const) {
          const bytes = await t.storage.read('derivatives', `${folder}/${width}.${format}`);
          expect(bytes, `${width}.${format}`).not.toBeNull();
          const metadata = await sharp(bytes!).metadata();
          expect(metadata).toMatchObject({ format: reported, width, height: (width * 3) / 4 });
          // The test original carries GPS and a serial number; no file of the set may.
          expect(metadata.exif).toBeUndefined();
          expect(metadata.xmp).toBeUndefined();
          shares[`${id === paid ? 'paid' : 'free'} ${width}.${format}`] = await markedShare(
            bytes!,
            original,
          );
        }
      }
    }
    for (const [name, share] of Object.entries(shares)) {
      if (name.startsWith('free')) expect(share, name).toBeLessThan(0.01);
      else expect(share, name).toBeGreaterThan(0.02);
    }
  });

  it('re-running a publish job changes nothing', async () => {
    const before = await photoRow(free);
    await t.db.asService((tx) =>
      tx.query(
        `update public.jobs set status = 'QUEUED' where kind = 'publish_photo' and payload->>'photo_id' = $1`,
        [free],
      ),
    );
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(await photoRow(free)).toEqual(before);
    expect(await t.storage.exists('derivatives', before.preview_key!)).toBe(true);
  });

  it('makes a new watermarked preview when a live photo becomes paid, and removes the old files', async () => {
    const before = await photoRow(free);
    const answer = await creator.request('PUT', `/v1/photos/${free}`, {
      form: { free_download: 'false' },
    });
    expect(answer.status).toBe(200);
    expect((await jobOf('refresh_derivatives', free)).status).toBe('QUEUED');
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    const after = await photoRow(free);
    expect(after.status).toBe('ACCEPTED');
    expect(after.preview_key).not.toBe(before.preview_key);
    expect(await t.storage.exists('derivatives', before.preview_key!)).toBe(false);
    const preview = (await t.storage.read('derivatives', after.preview_key!))!;
    expect(await markedShare(preview, await uploadableJpeg())).toBeGreaterThan(0.02);
  });

  it('does nothing for a photo that is no longer PROCESSING', async () => {
    const id = await createPhoto(creator, seedAlbum(1));
    await acceptThroughReview(worker, id);
    // An admin path took it back before the worker came round.
    await t.db.asService((tx) =>
      tx.query(`update public.photos set status = 'UPLOADED' where id = $1`, [id]),
    );
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    const row = await photoRow(id);
    expect(row).toMatchObject({ status: 'UPLOADED', thumbnail_key: null, preview_key: null });
  });
});

describe('retries', () => {
  it('retries a failed job after a backoff and then succeeds', async () => {
    const id = await createPhoto(creator, seedAlbum(2));
    await acceptThroughReview(worker, id);
    let failures = 1;
    const flaky: Storage = {
      ...t.storage,
      put: (...args) =>
        failures-- > 0 ? Promise.reject(new Error('storage unavailable')) : t.storage.put(...args),
    };
    expect(await runPendingJobs({ ...worker, storage: flaky })).toEqual({
      done: 0,
      retried: 1,
      dead: 0,
    });
    expect(await jobOf('publish_photo', id)).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      last_error: 'storage unavailable',
    });
    expect((await photoRow(id)).status).toBe('PROCESSING');
    // Not due yet: nothing runs until the backoff has passed.
    expect(await runPendingJobs({ ...worker, storage: flaky })).toEqual({
      done: 0,
      retried: 0,
      dead: 0,
    });
    t.clock.advance(60_000);
    expect(await runPendingJobs({ ...worker, storage: flaky })).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect((await photoRow(id)).status).toBe('ACCEPTED');
    expect(await jobOf('publish_photo', id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('gives up after max_attempts: the job is DEAD, listed for admins, and can be retried', async () => {
    const id = await createPhoto(creator, seedAlbum(2));
    const key = (
      await t.db.asService((tx) =>
        tx.query<{ original_key: string }>(`select original_key from public.photos where id = $1`, [
          id,
        ]),
      )
    )[0]!.original_key;
    const original = (await t.storage.read('originals', key))!;
    await t.storage.remove('originals', [key]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await runPendingJobs(worker);
      t.clock.advance(60 * 60_000);
    }
    const job = await jobOf('owner_thumbnail', id);
    expect(job).toMatchObject({ status: 'DEAD', attempts: 5 });
    expect(job.last_error).toMatch(/missing/);

    const admin = await signedIn(t.app, seedUsers.admin.email);
    const listed = await admin.get<{ id: number; kind: string }[]>('/v1/admin/jobs?status=DEAD');
    expect(listed.body.map((row) => row.id)).toContain(job.id);

    await t.storage.put('originals', key, original, 'image/jpeg');
    expect((await admin.request('POST', `/v1/admin/jobs/${job.id}/retry`)).status).toBe(200);
    expect(await runPendingJobs(worker)).toEqual({ done: 1, retried: 0, dead: 0 });
    expect((await photoRow(id)).owner_thumbnail_key).not.toBeNull();
    const audit = await t.db.asService((tx) =>
      tx.query(
        `select action from public.admin_audit where target_type = 'job' and target_id = $1`,
        [String(job.id)],
      ),
    );
    expect(audit).toEqual([{ action: 'job.retry' }]);
  });
});
