import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuspectedDuplicate } from '../contract/duplicates.ts';
import { renderDemoPhoto } from '../local/demo-images.ts';
import { silentLogger } from '../lib/logger.ts';
import { watermarkPreview } from '../media/derivatives.ts';
import { createPhoto, skipSeededJobs } from '../test/creator-fixtures.ts';
import { TEST_CAMERA, uploadableCopyOf } from '../test/test-images.ts';
import { seedAlbum, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
import { runPendingJobs } from '../worker/run-worker.ts';

/**
 * One photo, one owner (decision 51), as creators and admins meet it: another creator's copy is
 * refused at submit, one's own copy is warned and allowed, a distinct photo passes, a photo not
 * yet fingerprinted waits in review, and the admin sees, confirms and clears suspicions.
 */
let t: TestApp;
let nuwan: TestClient; // the verified creator of the seed: owns the originals
let kasun: TestClient; // the seed's new creator: tries to sell copies
let admin: TestClient;

const runWorker = () => runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger });
const submit = (client: TestClient, id: string) =>
  client.request<{ code?: number; description?: string }>('POST', '/v1/photos/review', {
    json: [id],
  });
const check = async (client: TestClient, id: string) =>
  (
    await client.get<{ state: string; first_photo_id: string | null }>(
      `/v1/photos/${id}/duplicate_check`,
    )
  ).body;

async function auditOf(photoId: string) {
  return t.db.asService((tx) =>
    tx.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from public.admin_audit where target_id = $1 order by id`,
      [photoId],
    ),
  );
}

function demo(title: string): Promise<Uint8Array> {
  return renderDemoPhoto({
    seed: title,
    title,
    tags: [],
    width: 1800,
    height: 1200,
    camera: TEST_CAMERA,
  });
}

let sigiriya: Uint8Array; // Nuwan's file
let original: string;

beforeAll(async () => {
  t = await createTestApp();
  await skipSeededJobs(t.db);
  nuwan = await signedIn(t.app, seedUsers.creator.email);
  kasun = await signedIn(t.app, seedUsers.newCreator.email);
  admin = await signedIn(t.app, seedUsers.admin.email);
  sigiriya = await uploadableCopyOf(await demo('Sigiriya rock at dawn'), 2400);
  original = await createPhoto(nuwan, seedAlbum(1), { name: 'Sigiriya at dawn' }, sigiriya);
  await runWorker();
  expect(await check(nuwan, original)).toEqual({ state: 'CLEAR', first_photo_id: null });
});
afterAll(() => t.close());

describe('submitting a copy', () => {
  let exactCopy: string;
  let savedPreview: string;

  it("refuses another creator's exact copy with 1220, and the photo page says why", async () => {
    exactCopy = await createPhoto(kasun, seedAlbum(7), { name: 'My Sigiriya' }, sigiriya);
    await runWorker();
    const refused = await submit(kasun, exactCopy);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 1220,
      description:
        "This photo is a copy of another creator's photo and cannot be submitted for review",
    });
    expect(await check(kasun, exactCopy)).toEqual({ state: 'COPY_OF_OTHER', first_photo_id: null });
    const [row] = await t.db.asService((tx) =>
      tx.query<{ status: string }>(`select status from public.photos where id = $1`, [exactCopy]),
    );
    expect(row!.status).toBe('UPLOADED');
  });

  it("refuses a saved, watermarked, upscaled preview of another creator's photo", async () => {
    const preview = await sharp(sigiriya).resize({ width: 1600 }).jpeg().toBuffer();
    const copy = await uploadableCopyOf(await watermarkPreview(new Uint8Array(preview)), 2200);
    savedPreview = await createPhoto(kasun, seedAlbum(7), { name: 'Rock fortress' }, copy);
    await runWorker();
    expect((await submit(kasun, savedPreview)).body.code).toBe(1220);
  });

  it('warns about a copy of one’s own photo, links the first, and lets it through', async () => {
    const again = await createPhoto(nuwan, seedAlbum(2), { name: 'Sigiriya again' }, sigiriya);
    await runWorker();
    expect(await check(nuwan, again)).toEqual({ state: 'COPY_OF_OWN', first_photo_id: original });
    expect((await submit(nuwan, again)).status).toBe(200);

    // The admin sees it in the queue beside the first, with distance, owner and status; and
    // beside Kasun's two earlier copies of it, which did not keep Nuwan from submitting.
    const queue =
      await admin.get<
        { id: string; fingerprint_pending: boolean; duplicates: SuspectedDuplicate[] }[]
      >('/v1/admin/review_queue');
    const item = queue.body.find((row) => row.id === again)!;
    expect(item.fingerprint_pending).toBe(false);
    expect(item.duplicates.map((pair) => pair.match.owner.id).sort()).toEqual(
      [seedUsers.creator.id, seedUsers.newCreator.id, seedUsers.newCreator.id].sort(),
    );
    expect(item.duplicates.find((pair) => pair.same_owner)).toMatchObject({
      distance: 0,
      exact: true,
      same_owner: true,
      status: 'OPEN',
      match: { id: original, status: 'UPLOADED', owner: { id: seedUsers.creator.id } },
    });
  });

  it('lets a distinct photo through', async () => {
    const tea = await uploadableCopyOf(await demo('Tea pickers above Ella'), 2400);
    const id = await createPhoto(kasun, seedAlbum(7), { name: 'Tea pickers' }, tea);
    await runWorker();
    expect(await check(kasun, id)).toEqual({ state: 'CLEAR', first_photo_id: null });
    expect((await submit(kasun, id)).status).toBe(200);
  });

  it('lists both of Kasun’s copies for the admin, beside Nuwan’s photo', async () => {
    const answer = await admin.get<SuspectedDuplicate[]>('/v1/admin/duplicates');
    expect(answer.status).toBe(200);
    const pairs = answer.body.filter((row) => row.match.id === original && !row.same_owner);
    expect(pairs.map((row) => row.photo.id).sort()).toEqual([exactCopy, savedPreview].sort());
    for (const pair of pairs) {
      expect(pair.photo.owner.id).toBe(seedUsers.newCreator.id);
      expect(pair.match.owner.id).toBe(seedUsers.creator.id);
      expect(pair.distance).toBeLessThanOrEqual(10);
      expect(pair.match.thumbnail_url).toBe(
        `http://api.test/v1/photos/${original}/image?fullsize=false`,
      );
    }
    expect((await nuwan.get('/v1/admin/duplicates')).status).toBe(403);
  });

  it('clears a suspicion (audited), after which the photo can be submitted', async () => {
    const list = await admin.get<SuspectedDuplicate[]>('/v1/admin/duplicates');
    const pair = list.body.find((row) => row.photo.id === savedPreview)!;
    const cleared = await admin.request('POST', `/v1/admin/duplicates/${pair.id}/clear`);
    expect(cleared.body).toEqual({ id: pair.id, status: 'CLEARED' });
    expect(await auditOf(savedPreview)).toEqual([
      {
        action: 'duplicate.clear',
        details: { duplicate: pair.id, match: original, distance: pair.distance },
      },
    ]);
    expect((await submit(kasun, savedPreview)).status).toBe(200);
    // Decided once.
    const again = await admin.request<{ code: number }>(
      'POST',
      `/v1/admin/duplicates/${pair.id}/confirm`,
    );
    expect([again.status, again.body.code]).toEqual([409, 1224]);
    expect(await auditOf(savedPreview)).toHaveLength(1);
  });

  it('confirms a suspicion: the photo leaves review with the reason, and cannot come back', async () => {
    const queue =
      await admin.get<{ id: string; duplicates: SuspectedDuplicate[] }[]>('/v1/admin/review_queue');
    const item = queue.body.find((row) => row.duplicates.some((d) => d.match.id === original))!;
    const pair = item.duplicates.find((d) => d.match.id === original)!;
    const confirmed = await admin.request('POST', `/v1/admin/duplicates/${pair.id}/confirm`);
    expect(confirmed.body).toEqual({ id: pair.id, status: 'CONFIRMED' });
    const [row] = await t.db.asService((tx) =>
      tx.query<{ status: string; rejection_reason: string }>(
        `select status, rejection_reason from public.photos where id = $1`,
        [item.id],
      ),
    );
    expect(row).toEqual({
      status: 'UPLOADED',
      rejection_reason:
        'A reviewer confirmed that this photo is a copy of another photo on LankaLens',
    });
    expect((await auditOf(item.id)).map((entry) => entry.action)).toEqual(['duplicate.confirm']);
    expect(await check(nuwan, item.id)).toEqual({ state: 'CONFIRMED', first_photo_id: null });
    expect((await submit(nuwan, item.id)).body.code).toBe(1221);
  });
});

describe('before the fingerprint is known', () => {
  it('can be submitted, waits in review, and is refused acceptance until checked', async () => {
    const copy = await createPhoto(kasun, seedAlbum(8), { name: 'Quick upload' }, sigiriya);
    expect(await check(kasun, copy)).toEqual({ state: 'PENDING', first_photo_id: null });
    expect((await submit(kasun, copy)).status).toBe(200);

    const queue =
      await admin.get<{ id: string; fingerprint_pending: boolean }[]>('/v1/admin/review_queue');
    expect(queue.body.find((row) => row.id === copy)?.fingerprint_pending).toBe(true);
    const early = await admin.request<{ code: number }>('POST', `/v1/admin/photos/${copy}/accept`);
    expect([early.status, early.body.code]).toEqual([409, 1222]);

    // The worker catches up: a copy of Nuwan's photo, so it stays until confirmed or cleared.
    await runWorker();
    const late = await admin.request<{ code: number }>('POST', `/v1/admin/photos/${copy}/accept`);
    expect([late.status, late.body.code]).toEqual([409, 1223]);
    const [row] = await t.db.asService((tx) =>
      tx.query<{ status: string }>(`select status from public.photos where id = $1`, [copy]),
    );
    expect(row!.status).toBe('IN_REVIEW');
  });
});
