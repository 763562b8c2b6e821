import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipSeededJobs } from '../test/creator-fixtures.ts';
import { seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
let admin: TestClient;
let creator: TestClient;
let newcreator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  // As if the worker had run: no seeded photo waits for its fingerprint (decision 51).
  await skipSeededJobs(t.db);
  [admin, creator, newcreator] = await Promise.all([
    signedIn(t.app, seedUsers.admin.email),
    signedIn(t.app, seedUsers.creator.email),
    signedIn(t.app, seedUsers.newCreator.email),
  ]);
});
afterAll(() => t.close());

const query = <T>(sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query<T>(sql, params));

const mailsTo = (address: string, template: string) =>
  query<{ subject: string; text_body: string }>(
    `select subject, text_body from public.mail_outbox where to_address = $1 and template = $2`,
    [address, template],
  );

const auditOf = (targetId: string) =>
  query<{ action: string; admin_id: string; details: Record<string, unknown> }>(
    `select action, admin_id, details from public.admin_audit where target_id = $1 order by id`,
    [targetId],
  );

describe('who may use the admin API', () => {
  const paths: [string, string][] = [
    ['GET', '/v1/admin/review_queue'],
    ['POST', `/v1/admin/photos/${seedPhoto(8)}/accept`],
    ['POST', `/v1/admin/photos/${seedPhoto(8)}/reject`],
    ['GET', '/v1/admin/verification_requests'],
    ['GET', '/v1/admin/jobs'],
  ];

  it('answers 403 (1002) to creators and 401 to visitors, and changes nothing', async () => {
    for (const [method, path] of paths) {
      const refused = await creator.request<{ code: number }>(method, path);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(1002);
      expect((await new TestClient(t.app).request(method, path)).status).toBe(401);
    }
    const [photo] = await query<{ status: string }>(
      'select status from public.photos where id = $1',
      [seedPhoto(8)],
    );
    expect(photo!.status).toBe('IN_REVIEW');
  });
});

describe('photo review', () => {
  it('lists IN_REVIEW photos oldest first, with the owner and image URLs the admin can open', async () => {
    const answer =
      await admin.get<{ id: string; owner: { email: string }; thumbnail_url: string }[]>(
        '/v1/admin/review_queue',
      );
    expect(answer.status).toBe(200);
    const ids = answer.body.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([seedPhoto(8), seedPhoto(17), seedPhoto(40)]));
    const first = answer.body.find((row) => row.id === seedPhoto(40))!;
    expect(first.owner.email).toBe('newcreator@example.com');
    expect(first.thumbnail_url).toBe(
      `http://api.test/v1/photos/${seedPhoto(40)}/image?fullsize=false`,
    );
  });

  it('accept: PROCESSING, a publish job, a mail to the creator and an audit row', async () => {
    const id = seedPhoto(8);
    const answer = await admin.request('POST', `/v1/admin/photos/${id}/accept`);
    expect(answer.status).toBe(200);
    const [photo] = await query<{ status: string }>(
      'select status from public.photos where id = $1',
      [id],
    );
    expect(photo!.status).toBe('PROCESSING');
    const jobs = await query(
      `select status from public.jobs where kind = 'publish_photo' and payload->>'photo_id' = $1`,
      [id],
    );
    expect(jobs).toEqual([{ status: 'QUEUED' }]);
    expect(await mailsTo('creator@example.com', 'photo_accepted')).toHaveLength(1);
    expect(await auditOf(id)).toEqual([
      { action: 'photo.accept', admin_id: seedUsers.admin.id, details: {} },
    ]);

    // A second decision on the same photo is refused and sends nothing more.
    const again = await admin.request<{ code: number }>('POST', `/v1/admin/photos/${id}/accept`);
    expect(again.body.code).toBe(1301);
    expect(await mailsTo('creator@example.com', 'photo_accepted')).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('reject: needs a reason; UPLOADED with the reason shown to the owner, mail and audit', async () => {
    const id = seedPhoto(40);
    const missing = await admin.request<{ code: number }>('POST', `/v1/admin/photos/${id}/reject`, {
      form: {},
    });
    expect(missing.status).toBe(400);
    expect(await auditOf(id)).toEqual([]);

    const reason = 'The horizon is tilted';
    expect(
      (await admin.request('POST', `/v1/admin/photos/${id}/reject`, { form: { reason } })).status,
    ).toBe(200);
    const owner = await newcreator.get<{ status: string; rejection_reason: string }>(
      `/v1/photos/${id}`,
    );
    expect(owner.body).toMatchObject({ status: 'UPLOADED', rejection_reason: reason });
    const [mail] = await mailsTo('newcreator@example.com', 'photo_rejected');
    expect(mail!.text_body).toContain(reason);
    expect(await auditOf(id)).toEqual([
      { action: 'photo.reject', admin_id: seedUsers.admin.id, details: { reason } },
    ]);

    // The owner can submit it again; the old reason goes away.
    expect((await newcreator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(
      200,
    );
    const resubmitted = await newcreator.get<{ status: string; rejection_reason: string | null }>(
      `/v1/photos/${id}`,
    );
    expect(resubmitted.body).toMatchObject({ status: 'IN_REVIEW', rejection_reason: null });
  });

  it('refuses to accept a photo that is not in review (1301) and an unknown one (404)', async () => {
    expect(
      (await admin.request<{ code: number }>('POST', `/v1/admin/photos/${seedPhoto(16)}/accept`))
        .body.code,
    ).toBe(1301);
    const unknown = await admin.request(
      'POST',
      '/v1/admin/photos/10000000-0000-4000-8000-999999999999/accept',
    );
    expect(unknown.status).toBe(404);
  });
});

describe('creator verification', () => {
  it('approve: the creator becomes verified, with a mail and an audit row', async () => {
    // newcreator has 6 live free photos: enough to ask (the RPC behind request_verification).
    const [request] = await t.db.asUser(
      { userId: seedUsers.newCreator.id, email: 'newcreator@example.com' },
      (tx) => tx.query<{ id: string }>('select id from public.request_verification()'),
    );
    const list = await admin.get<{ id: string; status: string; email: string }[]>(
      '/v1/admin/verification_requests',
    );
    expect(list.body[0]).toMatchObject({
      id: request!.id,
      status: 'PENDING',
      email: 'newcreator@example.com',
    });

    expect(
      (await admin.request('POST', `/v1/admin/verification_requests/${request!.id}/approve`))
        .status,
    ).toBe(200);
    const [profile] = await query<{ verified: boolean; verify_requested: boolean }>(
      'select verified, verify_requested from public.profiles where id = $1',
      [seedUsers.newCreator.id],
    );
    expect(profile).toEqual({ verified: true, verify_requested: false });
    expect(await mailsTo('newcreator@example.com', 'verification_approved')).toHaveLength(1);
    expect((await auditOf(seedUsers.newCreator.id)).map((row) => row.action)).toEqual([
      'verification.approve',
    ]);
    // Verified now: the creator may offer paid photos (1208 before).
    const paid = await newcreator.request('PUT', `/v1/photos/${seedPhoto(43)}`, {
      form: { free_download: 'false' },
    });
    expect(paid.status).toBe(200);
    // Decided requests cannot be decided again.
    const again = await admin.request(
      'POST',
      `/v1/admin/verification_requests/${request!.id}/deny`,
      { form: { reason: 'x' } },
    );
    expect(again.status).toBe(409);
  });

  it('deny: needs a reason; the request is closed, with a mail and an audit row', async () => {
    const [request] = await query<{ id: string }>(
      `insert into public.verification_requests (user_id) values ($1) returning id`,
      [seedUsers.buyer.id],
    );
    await query(`update public.profiles set verify_requested = true where id = $1`, [
      seedUsers.buyer.id,
    ]);
    const path = `/v1/admin/verification_requests/${request!.id}/deny`;
    expect((await admin.request('POST', path, { form: {} })).status).toBe(400);
    expect(
      (await admin.request('POST', path, { form: { reason: 'Too few photos of your own' } }))
        .status,
    ).toBe(200);
    const [row] = await query<{ status: string; reason: string }>(
      'select status, reason from public.verification_requests where id = $1',
      [request!.id],
    );
    expect(row).toEqual({ status: 'DENIED', reason: 'Too few photos of your own' });
    const [profile] = await query<{ verified: boolean; verify_requested: boolean }>(
      'select verified, verify_requested from public.profiles where id = $1',
      [seedUsers.buyer.id],
    );
    expect(profile).toEqual({ verified: false, verify_requested: false });
    const [mail] = await mailsTo('buyer@example.com', 'verification_denied');
    expect(mail!.text_body).toContain('Too few photos of your own');
    expect((await auditOf(seedUsers.buyer.id)).map((entry) => entry.action)).toEqual([
      'verification.deny',
    ]);
  });
});

describe('failed jobs', () => {
  it('lists DEAD jobs by default and retries only DEAD ones', async () => {
    const [job] = await query<{ id: number }>(
      `insert into public.jobs (kind, payload, status, attempts, last_error)
       values ('publish_photo', '{"photo_id": "x"}', 'DEAD', 5, 'boom') returning id`,
    );
    const listed = await admin.get<{ id: number; last_error: string }[]>('/v1/admin/jobs');
    expect(listed.body).toEqual([expect.objectContaining({ id: job!.id, last_error: 'boom' })]);
    const queued = await admin.get<{ status: string }[]>('/v1/admin/jobs?status=QUEUED');
    expect(queued.body.every((row) => row.status === 'QUEUED')).toBe(true);

    const [running] = await query<{ id: number }>(
      `insert into public.jobs (kind, status) values ('publish_photo', 'RUNNING') returning id`,
    );
    const refused = await admin.request('POST', `/v1/admin/jobs/${running!.id}/retry`);
    expect(refused.status).toBe(409);
    expect((await admin.request('POST', '/v1/admin/jobs/999999/retry')).status).toBe(404);
    expect((await admin.request('POST', `/v1/admin/jobs/${job!.id}/retry`)).status).toBe(200);
    const [after] = await query<{ status: string; attempts: number }>(
      'select status, attempts from public.jobs where id = $1',
      [job!.id],
    );
    expect(after).toEqual({ status: 'QUEUED', attempts: 0 });
  });
});
