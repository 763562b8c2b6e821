import sharp from 'sharp';
import phashOfSharpPhash from 'sharp-phash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhoto } from '../local/demo-images.ts';
import { silentLogger } from '../lib/logger.ts';
import { watermarkPreview } from '../media/derivatives.ts';
import {
  copyDistance,
  exactFingerprint,
  fingerprintDistance,
  perceptualHash,
  photoFingerprint,
  type PhotoFingerprint,
} from '../media/photo-fingerprint.ts';
import { createPhoto, skipSeededJobs, uploadableJpeg } from '../test/creator-fixtures.ts';
import { TEST_CAMERA, uploadableCopyOf } from '../test/test-images.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queueFingerprintBackfill } from './fingerprint-jobs.ts';
import { runPendingJobs, type WorkerDeps } from './run-worker.ts';

/** The threshold of app_private.duplicate_max_distance(). */
const SAME_PICTURE = 10;

function demo(title: string, tags: string[]): Promise<Uint8Array> {
  return renderDemoPhoto({
    seed: title,
    title,
    tags,
    width: 1800,
    height: 1200,
    camera: TEST_CAMERA,
  });
}

const jpeg = (image: sharp.Sharp) =>
  image
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('fingerprints', () => {
  let pictures: Uint8Array[];

  beforeAll(async () => {
    pictures = await Promise.all([
      demo('Sigiriya rock at dawn', ['sigiriya']),
      demo('Tea pickers above Ella', ['tea', 'ella']),
      demo('Galle fort lighthouse', ['galle']),
      demo('Leopard in Yala', ['yala', 'wildlife']),
      uploadableJpeg(),
    ]);
  });

  it('are the sharp-phash package’s hash, bit for bit', async () => {
    for (const picture of pictures) {
      const theirs = BigInt.asIntN(
        64,
        BigInt(`0b${await phashOfSharpPhash(Buffer.from(picture))}`),
      );
      expect(await perceptualHash(picture)).toBe(theirs);
    }
  });

  it('stay within the threshold for resized, recompressed, stamped, shifted and cropped copies', async () => {
    for (const picture of pictures) {
      const { width, height } = await sharp(picture).metadata();
      const preview = await jpeg(sharp(picture).resize({ width: 1600 }));
      const copies = {
        half: await jpeg(sharp(picture).resize({ width: Math.round(width / 2) })),
        quality60: new Uint8Array(await sharp(picture).jpeg({ quality: 60 }).toBuffer()),
        watermarked: await watermarkPreview(preview),
        warmer: await jpeg(sharp(picture).modulate({ brightness: 1.1, saturation: 1.2, hue: 8 })),
        upscaledPreview: await uploadableCopyOf(await watermarkPreview(preview), 2400),
      };
      const original = await photoFingerprint(picture);
      for (const [name, copy] of Object.entries(copies)) {
        const distance = copyDistance(original, await photoFingerprint(copy));
        expect({ name, near: distance <= SAME_PICTURE }).toEqual({ name, near: true });
      }
      // 10 % cropped: the crop hashes bring it nearer than the whole frame, and within the
      // threshold when the crop falls on one of them (bench/duplicate-recall.ts measures the rest).
      const cropAt = async (left: number, top: number) =>
        photoFingerprint(
          await jpeg(
            sharp(picture).extract({
              left: Math.round(width * left),
              top: Math.round(height * top),
              width: Math.round(width * 0.9),
              height: Math.round(height * 0.9),
            }),
          ),
        );
      const wholeFrame = (f: PhotoFingerprint) => ({
        ...f,
        hashes: f.hashes.slice(0, 1),
        unwatermarked: [],
      });
      for (const [left, top] of [
        [0, 0],
        [0.1, 0.05],
      ] as const) {
        const cropped = await cropAt(left, top);
        expect(copyDistance(original, cropped)).toBeLessThan(
          copyDistance(wholeFrame(original), wholeFrame(cropped)),
        );
      }
      expect(copyDistance(original, await cropAt(0.075, 0.025))).toBeLessThanOrEqual(SAME_PICTURE);
    }
  });

  it('see through our watermark on saved, upscaled and smaller public images', async () => {
    let withUndone = 0;
    let without = 0;
    for (const picture of pictures) {
      const original = await photoFingerprint(picture);
      const stamped = await watermarkPreview(await jpeg(sharp(picture).resize({ width: 1600 })));
      for (const copy of [
        stamped,
        await uploadableCopyOf(stamped, 2400),
        await jpeg(sharp(stamped).resize({ width: 800 })),
      ]) {
        const fingerprint = await photoFingerprint(copy);
        const distance = copyDistance(original, fingerprint);
        expect(distance).toBeLessThanOrEqual(5);
        withUndone += distance;
        without += copyDistance(original, { ...fingerprint, unwatermarked: [] });
      }
    }
    expect(withUndone).toBeLessThan(without / 2);
  });

  it('tell different pictures apart', async () => {
    const fingerprints = await Promise.all(pictures.map(photoFingerprint));
    for (let i = 0; i < fingerprints.length; i++) {
      for (let j = i + 1; j < fingerprints.length; j++) {
        expect(fingerprintDistance(fingerprints[i]!, fingerprints[j]!)).toBeGreaterThan(
          SAME_PICTURE,
        );
      }
    }
  });

  it('have an exact part equal for the same pixels and different after recompression', async () => {
    const picture = pictures[0]!;
    const sameFileWithoutMetadata = new Uint8Array(await sharp(picture).png().toBuffer());
    const recompressed = new Uint8Array(await sharp(picture).jpeg({ quality: 60 }).toBuffer());
    expect(await exactFingerprint(sameFileWithoutMetadata)).toBe(await exactFingerprint(picture));
    expect(await exactFingerprint(recompressed)).not.toBe(await exactFingerprint(picture));
  });
});

describe('fingerprint jobs', () => {
  let t: TestApp;
  let worker: WorkerDeps;

  beforeAll(async () => {
    t = await createTestApp();
    await skipSeededJobs(t.db);
    worker = { db: t.db, storage: t.storage, logger: silentLogger };
  });
  afterAll(() => t.close());

  async function fingerprintOf(photoId: string) {
    const [row] = await t.db.asService((tx) =>
      tx.query<{ phash: string; exact: string }>(
        `select h.phash::text, encode(f.exact_hash, 'hex') as exact
           from public.photo_fingerprints f
           join public.photo_hashes h on h.photo_id = f.photo_id and h.variant = 0
          where f.photo_id = $1`,
        [photoId],
      ),
    );
    return row ?? null;
  }

  async function stagedPreviewOf(photoId: string): Promise<Uint8Array> {
    const [row] = await t.db.asService((tx) =>
      tx.query<{ key: string }>(
        `select staged_preview_key as key from public.photos where id = $1`,
        [photoId],
      ),
    );
    return (await t.storage.read('originals', row!.key))!;
  }

  async function suspicionsOf(photoId: string) {
    return t.db.asService((tx) =>
      tx.query<{ match_id: string; exact: boolean; same_owner: boolean; status: string }>(
        `select match_id, exact, same_owner, status from public.photo_duplicates
          where photo_id = $1 order by created_at`,
        [photoId],
      ),
    );
  }

  it('fingerprints a new upload and records a copy by another creator against it', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const other = await signedIn(t.app, seedUsers.newCreator.email);
    const picture = await uploadableCopyOf(await demo('Nine Arch Bridge', ['ella']), 2200);
    const first = await createPhoto(creator, seedAlbum(1), {}, picture);
    expect(await fingerprintOf(first)).toBeNull();

    // The owner thumbnail job fingerprints the clean preview it stages.
    await runPendingJobs(worker);
    const stored = await fingerprintOf(first);
    const staged = await stagedPreviewOf(first);
    expect(BigInt(stored!.phash)).toBe(await perceptualHash(staged));
    expect(stored!.exact).toBe(await exactFingerprint(staged));
    expect(await suspicionsOf(first)).toEqual([]);

    // The other creator's copy: the first photo's 1600 px preview, saved and scaled up.
    const preview = await jpeg(sharp(picture).resize({ width: 1600 }));
    const copy = await createPhoto(other, seedAlbum(7), {}, await uploadableCopyOf(preview, 2000));
    await runPendingJobs(worker);
    expect(await suspicionsOf(copy)).toEqual([
      { match_id: first, exact: false, same_owner: false, status: 'OPEN' },
    ]);
    // Only the later photo is the suspect.
    expect(await suspicionsOf(first)).toEqual([]);
  });

  it('records a saved, scaled-up watermarked preview against its photo', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const other = await signedIn(t.app, seedUsers.newCreator.email);
    // A picture whose stamped preview alone is 13 bits from it: found only with the stamp undone.
    const picture = await uploadableCopyOf(await demo('Kandy perahera', ['perahera']), 2200);
    const first = await createPhoto(creator, seedAlbum(1), {}, picture);
    await runPendingJobs(worker);
    const stamped = await watermarkPreview(await stagedPreviewOf(first));
    const copy = await createPhoto(other, seedAlbum(7), {}, await uploadableCopyOf(stamped, 2000));
    await runPendingJobs(worker);
    expect(await suspicionsOf(copy)).toEqual([
      { match_id: first, exact: false, same_owner: false, status: 'OPEN' },
    ]);
  });

  it('backfills photos from before the fingerprints', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const picture = await uploadableCopyOf(await demo('Adam’s Peak at dawn', ['peak']), 2100);
    const older = await createPhoto(creator, seedAlbum(2), {}, picture);
    const newer = await createPhoto(creator, seedAlbum(3), {}, picture);
    // As before this worker: no fingerprint jobs were ever queued for these two.
    await t.db.asService((tx) =>
      tx.query(`delete from public.jobs where payload->>'photo_id' = any($1::text[])`, [
        [older, newer],
      ]),
    );
    await runPendingJobs(worker);
    expect(await fingerprintOf(older)).toBeNull();

    await queueFingerprintBackfill(t.db);
    await runPendingJobs(worker);
    expect(await fingerprintOf(older)).not.toBeNull();
    expect(await fingerprintOf(newer)).not.toBeNull();
    // The same file twice: an exact copy of the creator's own photo, on the later one.
    expect(await suspicionsOf(newer)).toEqual([
      { match_id: older, exact: true, same_owner: true, status: 'OPEN' },
    ]);

    // A second run finds nothing left to do and queues nothing.
    await queueFingerprintBackfill(t.db);
    await runPendingJobs(worker);
    const [job] = await t.db.asService((tx) =>
      tx.query<{ result: { queued: number } }>(
        `select result from public.jobs where kind = 'backfill_photo_fingerprints'`,
      ),
    );
    expect(job!.result).toEqual({ queued: 0 });
  });
});
