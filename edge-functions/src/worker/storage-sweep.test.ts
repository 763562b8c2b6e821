import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseStorage } from '../adapters/storage/supabase-storage.ts';
import { silentLogger, type Logger } from '../lib/logger.ts';
import { imageSetKeys, stagedKeys } from '../media/storage-keys.ts';
import type { Bucket, Storage } from '../ports/storage.ts';
import { skipSeededJobs } from '../test/creator-fixtures.ts';
import { createFakeSupabaseStorage, fakeStorageUrl } from '../test/fake-supabase-storage.ts';
import { seedAlbum, seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
import { runPendingJobs } from './run-worker.ts';
import { scheduleStorageSweep, SWEEP_JOB_KIND, sweepStorage } from './storage-sweep.ts';

const HOUR = 3600_000;
const GRACE = 24 * HOUR;
const owner = seedUsers.creator.id;
const upload = () => `${owner}/uploads/${crypto.randomUUID()}.jpg`;
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A storage adapter under test, and how to make one of its objects look written at `when`. */
interface Subject {
  storage: Storage;
  age(bucket: Bucket, key: string, when: Date): Promise<void>;
}

const fake = createFakeSupabaseStorage();
const server = setupServer(...fake.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const subjects: [string, (t: TestApp) => Subject][] = [
  [
    'disk',
    (t) => ({
      storage: t.storage,
      age: (bucket, key, when) => utimes(path.join(t.dataDir, 'storage', bucket, key), when, when),
    }),
  ],
  [
    'Supabase Storage',
    () => ({
      storage: createSupabaseStorage({ url: fakeStorageUrl, serviceRoleKey: 'service-key' }),
      age: async (bucket, key, when) => {
        fake.objects.get(`${bucket}/${key}`)!.updatedAt = when;
      },
    }),
  ],
];

describe.each(subjects)('storage sweep on %s', (_name, subjectOf) => {
  let t: TestApp;
  let creator: TestClient;
  let subject: Subject;
  const now = new Date();
  const old = new Date(now.getTime() - GRACE - HOUR);
  const young = new Date(now.getTime() - GRACE + HOUR);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await signedIn(t.app, seedUsers.creator.email);
    await skipSeededJobs(t.db);
    subject = subjectOf(t);
  });
  afterAll(() => t.close());

  /** An upload as POST /v1/generic/upload leaves it: the file and its row, made at `when`. */
  async function uploaded(key: string, when: Date) {
    await subject.storage.put('originals', key, bytes, 'image/jpeg');
    await subject.age('originals', key, when);
    await t.db.asService((tx) =>
      tx.query(
        `insert into app_private.photo_uploads (original_key, owner_id, file_size, content_sha256,
           width, height, has_exif, camera_make, iso, created_at)
         values ($1, $2, 2000000, repeat('ab', 32), 2000, 1500, true, 'Canon', 100, $3)`,
        [key, owner, when],
      ),
    );
  }

  async function stored(bucket: Bucket, key: string, when: Date) {
    await subject.storage.put(bucket, key, bytes, 'image/jpeg');
    await subject.age(bucket, key, when);
  }

  async function uploadRow(key: string) {
    const rows = await t.db.asService((tx) =>
      tx.query('select used_at from app_private.photo_uploads where original_key = $1', [key]),
    );
    return rows.length;
  }

  it('removes the unused original and the unshown avatar, and keeps the used ones', async () => {
    // An upload made into a photo (its row spent), then left a day: the photo's original.
    const used = upload();
    await uploaded(used, old);
    const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: used, name: 'Kept', tags: 'test' },
    });
    expect(created.status).toBe(201);
    // The files the worker stages for that photo, and a seeded photo's public files.
    const staged = stagedKeys(owner, created.body.id);
    await stored('originals', staged.thumbnail, old);
    await stored('originals', staged.preview, old);
    const seeded = await t.db.asService(async (tx) => {
      const public_ = imageSetKeys(owner, seedFacts.freePhoto, '0123456789abcdef', [400, 1600]);
      const [row] = await tx.query<{ original_key: string }>(
        `update public.photos set thumbnail_key = $2, preview_key = $3 where id = $1
         returning original_key`,
        [seedFacts.freePhoto, public_.thumbnail, public_.preview],
      );
      return {
        original_key: row!.original_key,
        thumbnail_key: public_.thumbnail,
        preview_key: public_.preview,
      };
    });
    await stored('originals', seeded.original_key, old);
    await stored('derivatives', seeded.thumbnail_key, old);
    await stored('derivatives', seeded.preview_key, old);
    // An upload no photo was made from, and one still inside its day.
    const abandoned = upload();
    await uploaded(abandoned, old);
    const fresh = upload();
    await uploaded(fresh, young);
    // A profile picture, one uploaded and never chosen, and one still being derived from an upload.
    const shown = `${owner}/${crypto.randomUUID()}.jpg`;
    await stored('avatars', shown, old);
    await t.db.asService((tx) =>
      tx.query('update public.profiles set profile_photo = $2 where id = $1', [owner, shown]),
    );
    const neverChosen = `${owner}/${crypto.randomUUID()}.png`;
    await stored('avatars', neverChosen, old);
    const pictureSource = upload();
    await uploaded(pictureSource, old);
    await t.db.asService((tx) =>
      tx.query(`select app_private.enqueue_job('derive_avatar', $1, null)`, [
        { owner_id: owner, source: pictureSource, target: `${owner}/${crypto.randomUUID()}.jpg` },
      ]),
    );

    const report = await sweepStorage(
      { db: t.db, storage: subject.storage },
      { graceMs: GRACE, now },
    );

    expect(report).toMatchObject({ partial: 0, unused: 2 });
    expect(await subject.storage.exists('originals', abandoned)).toBe(false);
    expect(await subject.storage.exists('avatars', neverChosen)).toBe(false);
    for (const key of [used, staged.thumbnail, staged.preview, seeded.original_key, fresh]) {
      expect(await subject.storage.exists('originals', key)).toBe(true);
    }
    expect(await subject.storage.exists('originals', pictureSource)).toBe(true);
    expect(await subject.storage.exists('derivatives', seeded.thumbnail_key)).toBe(true);
    expect(await subject.storage.exists('derivatives', seeded.preview_key)).toBe(true);
    expect(await subject.storage.exists('avatars', shown)).toBe(true);

    // The abandoned upload's row went with its file: it cannot become a photo with no original.
    expect(await uploadRow(abandoned)).toBe(0);
    expect(await uploadRow(fresh)).toBe(1);
    const late = await creator.request<{ code: number }>('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: abandoned, name: 'Too late', tags: 'test' },
    });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe(1209);
    // The upload inside its day still becomes a photo.
    const inTime = await creator.request('POST', '/v1/photos', {
      form: { album: seedAlbum(1), filename: fresh, name: 'In time', tags: 'test' },
    });
    expect(inTime.status).toBe(201);

    // A second sweep finds nothing more to do.
    const again = await sweepStorage(
      { db: t.db, storage: subject.storage },
      { graceMs: GRACE, now },
    );
    expect(again).toMatchObject({ partial: 0, unused: 0 });
  });
});

describe('storage sweep of half-written files (disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** What a process killed during a write leaves: the temp file beside its target. */
  async function partialFile(bucket: Bucket, key: string, when: Date) {
    const file = path.join(t.dataDir, 'storage', bucket, `${key}.${crypto.randomUUID()}.part`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    await utimes(file, when, when);
    return file;
  }

  it('removes the partial file of a crashed write and keeps an upload still being written', async () => {
    const now = new Date();
    const crashed = await partialFile('originals', upload(), new Date(now.getTime() - 2 * GRACE));
    const crashedPublic = await partialFile(
      'derivatives',
      `${owner}/${crypto.randomUUID()}/0123456789abcdef-thumb.jpg`,
      new Date(now.getTime() - 2 * GRACE),
    );
    const streaming = await partialFile('originals', upload(), new Date(now.getTime() - 1000));

    const report = await sweepStorage({ db: t.db, storage: t.storage }, { graceMs: GRACE, now });

    expect(report).toMatchObject({ partial: 2, unused: 0 });
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    expect(await exists(crashed)).toBe(false);
    expect(await exists(crashedPublic)).toBe(false);
    expect(await exists(streaming)).toBe(true);
  });
});

describe('storage sweep schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await skipSeededJobs(t.db);
  });
  afterAll(() => t.close());

  const sweepJobs = () =>
    t.db.asService((tx) =>
      tx.query<{ status: string; payload: { grace_seconds: number } }>(
        'select status, payload from public.jobs where kind = $1',
        [SWEEP_JOB_KIND],
      ),
    );

  it('queues one sweep job, runs it as a job, and queues it again an hour later', async () => {
    let clock = new Date();
    const schedule = scheduleStorageSweep(t.db, 6 * HOUR, () => clock);
    await schedule();
    await schedule();
    expect(await sweepJobs()).toEqual([{ status: 'QUEUED', payload: { grace_seconds: 21600 } }]);

    const lines: Record<string, unknown>[] = [];
    const logger: Logger = {
      ...silentLogger,
      info: (msg, fields) => void lines.push({ msg, ...fields }),
    };
    const round = await runPendingJobs({ db: t.db, storage: t.storage, logger });
    expect(round).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(await sweepJobs()).toEqual([{ status: 'DONE', payload: { grace_seconds: 21600 } }]);
    // Its counts are in the worker's log, and admins find the run and its counts with the other
    // jobs.
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'job done', kind: SWEEP_JOB_KIND, partial: 0, unused: 0 }),
    );
    const admin = await signedIn(t.app, seedUsers.admin.email);
    const done = await admin.get<{ kind: string; status: string }[]>('/v1/admin/jobs?status=DONE');
    expect(done.body).toContainEqual(
      expect.objectContaining({
        kind: SWEEP_JOB_KIND,
        status: 'DONE',
        result: { scanned: 0, partial: 0, unused: 0 },
      }),
    );

    // Within the hour nothing is queued; after it, the same row is queued again.
    clock = new Date(clock.getTime() + 30 * 60_000);
    await schedule();
    expect((await sweepJobs())[0]!.status).toBe('DONE');
    clock = new Date(clock.getTime() + 31 * 60_000);
    await schedule();
    expect(await sweepJobs()).toEqual([{ status: 'QUEUED', payload: { grace_seconds: 21600 } }]);
  });
});
