import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPhotoDetail,
  verificationRequestDetail,
  type AdminPhotoDetail,
} from '../contract/admin.ts';
import { seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let admin: TestClient;
let creator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, creator] = await Promise.all([
    signedIn(t.app, seedUsers.admin.email),
    signedIn(t.app, seedUsers.creator.email),
  ]);
});
afterAll(() => t.close());

const unknownId = '99999999-9999-4999-8999-999999999999';

describe('GET /v1/admin/photos/{id}', () => {
  it('answers the photo with its EXIF, the creator with their record, and the audit trail', async () => {
    const id = seedPhoto(17);
    const before = adminPhotoDetail.parse((await admin.get(`/v1/admin/photos/${id}`)).body);
    expect(before.photo.id).toBe(id);
    expect(before.photo.status).toBe('IN_REVIEW');
    expect(before.photo.metadata.camera_model).toEqual(expect.any(String));
    expect(before.creator.photos.in_review).toBeGreaterThan(0);
    expect(before.audit).toEqual([]);

    const reason = 'The horizon is tilted';
    const rejected = await admin.request('POST', `/v1/admin/photos/${id}/reject`, {
      form: { reason },
    });
    expect(rejected.status).toBe(200);
    const after = await admin.get<AdminPhotoDetail>(`/v1/admin/photos/${id}`);
    expect(after.body.audit).toHaveLength(1);
    expect(after.body.audit[0]).toMatchObject({
      action: 'photo.reject',
      details: { reason },
      admin: { id: seedUsers.admin.id },
    });
    expect(after.body.creator.decisions.rejected).toBe(before.creator.decisions.rejected + 1);
    expect(after.body.creator.photos.uploaded).toBe(before.creator.photos.uploaded + 1);
  });

  it('answers 404 for an unknown or malformed id, 403 to a creator, 401 to a visitor', async () => {
    expect((await admin.get(`/v1/admin/photos/${unknownId}`)).status).toBe(404);
    expect((await admin.get('/v1/admin/photos/nope')).status).toBe(404);
    const own = await creator.get<{ code: number }>(`/v1/admin/photos/${seedPhoto(1)}`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe(1002);
    expect((await new TestClient(t.app).get(`/v1/admin/photos/${seedPhoto(1)}`)).status).toBe(401);
  });
});

describe('GET /v1/admin/verification_requests/{id}', () => {
  it("answers the request, the creator's counts and their live photos only", async () => {
    const [request] = await t.db.asService((tx) =>
      tx.query<{ id: string }>(
        `insert into public.verification_requests (user_id) values ($1) returning id`,
        [seedUsers.newCreator.id],
      ),
    );
    const answer = await admin.get(`/v1/admin/verification_requests/${request!.id}`);
    expect(answer.status).toBe(200);
    const detail = verificationRequestDetail.parse(answer.body);
    expect(detail.request).toMatchObject({ status: 'PENDING', user_id: seedUsers.newCreator.id });
    expect(detail.creator.id).toBe(seedUsers.newCreator.id);
    expect(detail.live_photos.length).toBe(detail.creator.photos.live);
    expect(detail.live_photos.every((photo) => photo.status === 'ACCEPTED')).toBe(true);
    expect(detail.creator.photos.live_free).toBeGreaterThanOrEqual(5);
    expect(detail.live_photos[0]!.thumbnail_url).toMatch(
      /\/v1\/photos\/.+\/image\?fullsize=false$/,
    );
  });

  it('answers 404 for an unknown request and 403 to a creator', async () => {
    expect((await admin.get(`/v1/admin/verification_requests/${unknownId}`)).status).toBe(404);
    expect((await creator.get(`/v1/admin/verification_requests/${unknownId}`)).status).toBe(403);
  });
});
