import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHealth } from '../contract/ops.ts';
import { localPayHereSecret } from '../adapters/payments/local-payhere.ts';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { deliverPayHereNotice, deliverWebhook, payHereNotice } from '../test/payment-helpers.ts';
import { recordHeartbeat } from '../worker/heartbeat.ts';
import { SWEEP_JOB_KIND } from '../worker/storage-sweep.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, seedUsers.admin.email);
});
afterAll(() => t.close());

const query = <T>(sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query<T>(sql, params));

const minutesAgo = (minutes: number) => new Date(t.deps.now!().getTime() - minutes * 60_000);

async function health(): Promise<AdminHealth> {
  const answer = await admin.get<AdminHealth>('/v1/admin/health');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('who may read the health figures', () => {
  it('answers 403 (1002) to every other role and 401 to visitors', async () => {
    for (const email of [
      seedUsers.creator.email,
      seedUsers.newCreator.email,
      seedUsers.buyer.email,
    ]) {
      const refused = await (
        await signedIn(t.app, email)
      ).get<{ code: number }>('/v1/admin/health');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(1002);
    }
    expect((await new TestClient(t.app).get('/v1/admin/health')).status).toBe(401);
  });
});

describe('GET /v1/admin/health', () => {
  it('shows the newest worker heartbeat and its age; none before any worker beat', async () => {
    expect((await health()).worker).toMatchObject({
      last_heartbeat_at: null,
      heartbeat_age_seconds: null,
      stale_after_seconds: 120,
    });
    const newest = minutesAgo(3);
    await recordHeartbeat(t.db, 'old-worker', 'host-a', minutesAgo(30));
    await recordHeartbeat(t.db, 'new-worker', 'host-b', newest);
    const { worker } = await health();
    expect(worker.last_heartbeat_at).toBe(newest.toISOString());
    expect(worker.heartbeat_age_seconds).toBeGreaterThanOrEqual(180);
    expect(worker.heartbeat_age_seconds).toBeLessThan(190);
  });

  it('counts the queue per kind, the oldest waiting job, and lists DEAD jobs with their errors', async () => {
    // The seeded snapshot may hold queued jobs from whenever it was built: wait longer than them.
    const [seeded] = await query<{ oldest: Date | null }>(
      `select min(run_after) as oldest from public.jobs where status = 'QUEUED'`,
    );
    const fortyFiveMinutesAgo = minutesAgo(45);
    const waitingSince =
      seeded?.oldest && new Date(seeded.oldest) < fortyFiveMinutesAgo
        ? new Date(new Date(seeded.oldest).getTime() - 60_000)
        : fortyFiveMinutesAgo;
    await query(
      `insert into public.jobs (kind, status, run_after, last_error) values
         ('fixture_alpha', 'QUEUED', $1, null),
         ('fixture_alpha', 'QUEUED', now() + interval '1 hour', null),
         ('fixture_alpha', 'RUNNING', now(), null),
         ('fixture_beta', 'DEAD', now(), 'sharp: Input buffer contains unsupported image format'),
         ('fixture_beta', 'DONE', now(), null)`,
      [waitingSince],
    );
    const { queue } = await health();
    expect(queue.kinds.find((row) => row.kind === 'fixture_alpha')).toEqual({
      kind: 'fixture_alpha',
      queued: 2,
      running: 1,
      dead: 0,
      oldest_waiting_at: waitingSince.toISOString(),
    });
    expect(queue.kinds.find((row) => row.kind === 'fixture_beta')).toMatchObject({
      queued: 0,
      dead: 1,
    });
    expect(queue.oldest_waiting_at).toBe(waitingSince.toISOString());
    expect(queue.oldest_waiting_seconds).toBeGreaterThanOrEqual(45 * 60);
    expect(queue.dead).toBeGreaterThanOrEqual(1);
    const dead = queue.dead_jobs.find((job) => job.kind === 'fixture_beta')!;
    expect(dead).toMatchObject({
      status: 'DEAD',
      last_error: 'sharp: Input buffer contains unsupported image format',
    });
  });

  it('counts mail sent and failed in the last 24 hours and names the oldest unsent', async () => {
    const before = (await health()).mail;
    const oldest = minutesAgo(60 * 24 * 40);
    await query(
      `insert into public.mail_outbox (to_address, subject, created_at, sent_at) values
         ('a@example.lk', 'sent an hour ago', now() - interval '2 hours', now() - interval '1 hour'),
         ('b@example.lk', 'sent two days ago', now() - interval '3 days', now() - interval '2 days'),
         ('c@example.lk', 'failing now', now() - interval '1 hour', null),
         ('d@example.lk', 'waiting for weeks', $1, null)`,
      [oldest],
    );
    // A mail fails in its send_mail job (decision 55).
    await query(
      `update public.jobs set attempts = 1, last_error = 'Resend answered 503'
        where dedupe_key = (select 'send_mail:' || id from public.mail_outbox
                             where subject = 'failing now')`,
    );
    const { mail } = await health();
    expect(mail.sent_24h - before.sent_24h).toBe(1);
    expect(mail.failed_24h - before.failed_24h).toBe(1);
    expect(mail.unsent - before.unsent).toBe(2);
    expect(mail.oldest_unsent_at).toBe(oldest.toISOString());
    expect(mail.last_error).toBe('Resend answered 503');
  });

  it('counts payment notices by provider, and why they were refused', async () => {
    const secret = t.deps.config.appSecret;
    // A well-signed Stripe event the marketplace does not act on: received, not refused.
    const ignored = JSON.stringify({
      id: 'evt_health_1',
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await deliverWebhook(t.app, ignored, { appSecret: secret })).status).toBe(200);
    // Two with a wrong signature, one PayHere notice signed with the wrong secret.
    for (const id of ['evt_health_2', 'evt_health_3']) {
      const forged = JSON.stringify({ id, type: 'checkout.session.completed', data: {} });
      const refused = await deliverWebhook(t.app, forged, { appSecret: secret, secret: 'whsec_x' });
      expect(refused.status).toBe(400);
    }
    const payhereSecret = await localPayHereSecret(secret);
    const notice = payHereNotice(
      { id: '00000000-0000-4000-8000-00000000abcd', amount_cents: seedFacts.paidPhotoCents },
      { secret: `${payhereSecret}-wrong` },
    );
    expect((await deliverPayHereNotice(t.app, notice)).status).toBe(400);

    const { payment_notices } = await health();
    expect(payment_notices.window_hours).toBe(24);
    expect(payment_notices.providers).toEqual([
      { provider: 'payhere', received: 1, refused: 1 },
      { provider: 'stripe', received: 3, refused: 2 },
    ]);
    const stripeRefusal = payment_notices.refusals.find((row) => row.provider === 'stripe')!;
    expect(stripeRefusal.count).toBe(2);
    expect(stripeRefusal.reason).toMatch(/^signature: /);
    expect(payment_notices.refusals.find((row) => row.provider === 'payhere')!.count).toBe(1);
  });

  it('shows payouts waiting for approval, photos waiting review and verification requests, with the oldest', async () => {
    const before = await health();
    // A sale past the hold, a bank account and a request: one payout to approve.
    await query(
      `with o as (
         insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
         values ($1, 'Amaya Silva', 'amaya@example.lk', 900000, 'STRIPE', 'PAID', now() - interval '30 days')
         returning id)
       insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents, created_at)
       select $2, o.id, $1, 900000, 0, 900000, now() - interval '30 days' from o`,
      [seedFacts.paidPhoto, seedUsers.creator.id],
    );
    const creator = await signedIn(t.app, seedUsers.creator.email);
    await creator.request('PUT', '/v1/payouts/account', {
      form: {
        bank_name: 'Commercial Bank of Ceylon',
        branch: 'Kandy',
        account_holder: 'Nuwan Perera',
        account_number: '8001 2345 6789',
      },
    });
    expect((await creator.request('POST', '/v1/payouts', { form: {} })).status).toBe(201);
    const [payout] = await query<{ created_at: Date }>(
      `select created_at from public.payout_requests where status = 'REQUESTED'`,
    );
    // The photo waiting longest for review, and the oldest pending verification request.
    const reviewSince = minutesAgo(60 * 24 * 9);
    await query(`update public.photos set submitted_at = $2 where id = $1`, [
      seedFacts.inReviewPhoto,
      reviewSince,
    ]);
    const figures = await health();
    expect(figures.payouts.waiting - before.payouts.waiting).toBe(1);
    expect(figures.payouts.oldest_at).toBe(new Date(payout!.created_at).toISOString());
    expect(figures.review.waiting).toBe(
      (await query(`select 1 from public.photos where status = 'IN_REVIEW'`)).length,
    );
    expect(figures.review.oldest_at).toBe(reviewSince.toISOString());
    const pending = await query<{ created_at: Date }>(
      `select created_at from public.verification_requests where status = 'PENDING'
        order by created_at`,
    );
    expect(figures.verification.waiting).toBe(pending.length);
    expect(figures.verification.oldest_at).toBe(
      pending[0] ? new Date(pending[0].created_at).toISOString() : null,
    );
  });

  it("shows the storage sweep's last run, the storage used and the database size", async () => {
    expect((await health()).storage_sweep).toBeNull();
    await query(
      `insert into public.jobs (kind, status, dedupe_key, result) values ($1, 'DONE', $1, $2)`,
      [SWEEP_JOB_KIND, { scanned: 12, partial: 1, unused: 2 }],
    );
    await t.storage.put('originals', 'health-test/a.jpg', new Uint8Array(1000), 'image/jpeg');
    await t.storage.put('derivatives', 'health-test/b.jpg', new Uint8Array(2500), 'image/jpeg');
    const figures = await health();
    expect(figures.storage_sweep).toMatchObject({
      status: 'DONE',
      result: { scanned: 12, partial: 1, unused: 2 },
      last_error: null,
    });
    expect(figures.storage).toEqual({ bytes: 3500, objects: 2 });
    expect(figures.database.bytes).toBeGreaterThan(1_000_000);
  });

  it('lists the slowest queries where pg_stat_statements is readable, slowest first', async () => {
    expect((await health()).slow_queries).toEqual({ available: false, queries: [] });
    // The view's columns as the extension has them, standing in where it is not loaded.
    await t.driver.runScript(
      `create table extensions.pg_stat_statements
         (query text, calls bigint, mean_exec_time float8, total_exec_time float8);
       grant usage on schema extensions to service_role;
       grant select on extensions.pg_stat_statements to service_role;
       insert into extensions.pg_stat_statements values
         ('select * from public.photos where tags @> $1', 40, 12.5, 500),
         ('select 1', 9000, 0.01, 90),
         ('select count(*) from public.orders', 3, 250.125, 750.375);`,
    );
    const { slow_queries } = await health();
    await t.driver.runScript(`drop table extensions.pg_stat_statements`);
    expect(slow_queries.available).toBe(true);
    expect(slow_queries.queries.map((row) => [row.query, row.mean_ms])).toEqual([
      ['select count(*) from public.orders', 250.13],
      ['select * from public.photos where tags @> $1', 12.5],
      ['select 1', 0.01],
    ]);
    expect(slow_queries.queries[0]).toMatchObject({ calls: 3, total_ms: 750.38 });
  });
});
