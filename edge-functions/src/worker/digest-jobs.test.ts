import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { colomboDay, digestDue, scheduleDailyDigest, sendDigests } from './digest-jobs.ts';

let t: TestApp;
const urls = {
  consoleUrl: 'http://site.test/admin',
  settingsUrl: 'http://site.test/profile/albums',
};
// Two more admins, so one digest run writes in all three languages.
const admins = {
  en: seedUsers.admin,
  si: seedUsers.buyer,
  ta: seedUsers.creator,
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [language, user] of Object.entries(admins)) {
    await query(`update public.profiles set role = 'ADMIN', language = $2 where id = $1`, [
      user.id,
      language,
    ]);
  }
});
afterAll(() => t.close());

const query = <T = unknown>(sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query<T>(sql, params));

const digests = () =>
  query<{ to_address: string; subject: string; text_body: string }>(
    `select to_address, subject, text_body from public.mail_outbox where template = 'admin_digest'
      order by to_address`,
  );

beforeEach(async () => {
  await query(`delete from public.mail_outbox`);
  await query(`delete from app_private.admin_digests`);
});

describe('when the digest is due', () => {
  it('is due from 08:00 in Colombo (02:30 UTC), on the Colombo calendar day', () => {
    expect(digestDue(new Date('2026-12-03T02:29:00Z'))).toBe(false);
    expect(digestDue(new Date('2026-12-03T02:30:00Z'))).toBe(true);
    // 20:00 UTC on the 3rd is 01:30 on the 4th in Colombo: a new day, not yet due.
    expect(colomboDay(new Date('2026-12-03T20:00:00Z'))).toBe('2026-12-04');
    expect(digestDue(new Date('2026-12-03T20:00:00Z'))).toBe(false);
  });

  it('queues one digest job per Colombo day, only from 08:00', async () => {
    let clock = new Date('2027-01-10T02:00:00Z');
    const schedule = scheduleDailyDigest(t.db, { ...urls, now: () => clock });
    await schedule();
    const jobs = () =>
      query<{ payload: { day: string } }>(
        `select payload from public.jobs where kind = 'daily_digest'`,
      );
    expect(await jobs()).toEqual([]);
    clock = new Date('2027-01-10T02:31:00Z');
    await schedule();
    clock = new Date('2027-01-10T09:00:00Z');
    await schedule();
    expect((await jobs()).map((job) => job.payload.day)).toEqual(['2027-01-10']);
  });
});

describe('the digest', () => {
  it("tells each admin yesterday's sales, revenue and new creators, and what waits, in their language", async () => {
    const today = '2026-12-20';
    // Yesterday in Colombo: from 2026-12-18T18:30Z to 2026-12-19T18:30Z.
    await query(
      `insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
       values ($1, 'A', 'a@example.lk', 450000, 'STRIPE', 'PAID', '2026-12-18T18:40:00Z'),
              ($1, 'B', 'b@example.lk', 250000, 'PAYHERE', 'PAID', '2026-12-19T18:00:00Z'),
              -- the day before yesterday, today, a free download, an unpaid order: none counts
              ($1, 'C', 'c@example.lk', 990000, 'STRIPE', 'PAID', '2026-12-18T18:20:00Z'),
              ($1, 'D', 'd@example.lk', 990000, 'STRIPE', 'PAID', '2026-12-19T18:40:00Z'),
              ($1, 'E', 'e@example.lk', 0, 'FREE', 'PAID', '2026-12-19T10:00:00Z'),
              ($1, 'F', 'f@example.lk', 990000, 'STRIPE', 'PENDING', null)`,
      [seedFacts.paidPhoto],
    );
    // Failures: a DEAD job, a refused notice yesterday, a failing mail.
    await query(`insert into public.jobs (kind, status) values ('publish_photo', 'DEAD')`);
    await query(
      `insert into app_private.payment_notices (provider, refused, reason, received_at)
       values ('stripe', true, 'signature', '2026-12-19T12:00:00Z')`,
    );
    const [mail] = await query<{ id: string }>(
      `insert into public.mail_outbox (to_address, subject) values ('x@example.lk', 'R') returning id`,
    );
    await query(`update public.jobs set last_error = 'Resend 503' where dedupe_key = $1`, [
      `send_mail:${mail!.id}`,
    ]);
    const waiting = await query<{ review: number; verification: number; payouts: number }>(
      `select (select count(*)::int from public.photos where status = 'IN_REVIEW') as review,
              (select count(*)::int from public.verification_requests where status = 'PENDING') as verification,
              (select count(*)::int from public.payout_requests where status = 'REQUESTED') as payouts`,
    );
    const { review, verification, payouts } = waiting[0]!;

    expect(await sendDigests(t.db, today, urls)).toBe(3);
    const [en, si, ta] = await digests().then((mails) =>
      ['admin@example.com', 'buyer@example.com', 'creator@example.com'].map((address) =>
        mails.find((mail) => mail.to_address === address)!,
      ),
    );
    expect(en!.subject).toBe('[LankaLens] Daily digest for 2026-12-19');
    expect(en!.text_body).toBe(
      [
        'Yesterday (2026-12-19): 2 sales, revenue Rs. 7,000.00, 0 new creators.',
        `Waiting for an admin: photos to review ${review}, verification requests ${verification}, payouts to approve ${payouts}.`,
        'Failures: failed jobs 1, refused payment notices 1, failing mails 1.',
        'Admin console: http://site.test/admin',
        'You can turn this digest off on your profile: http://site.test/profile/albums',
      ].join('\n\n'),
    );
    expect(si!.subject).toBe('[LankaLens] 2026 උඳුවප් 19 දෛනික සාරාංශය');
    expect(si!.text_body).toContain('විකුණුම් 2, ආදායම රු.');
    expect(si!.text_body).toContain(`සමාලෝචනයට ඡායාරූප ${review}`);
    expect(si!.text_body).toContain('අසාර්ථක කාර්ය 1');
    expect(ta!.subject).toBe('[LankaLens] 19 டிசம்பர், 2026 தினசரிச் சுருக்கம்');
    expect(ta!.text_body).toContain('2 விற்பனைகள், வருவாய் Rs.');
    expect(ta!.text_body).toContain(`அங்கீகரிக்க ${payouts} கொடுப்பனவுகள்`);

    // Once a day: the same day again mails nobody.
    expect(await sendDigests(t.db, today, urls)).toBe(0);
  });

  it('counts a creator whose first album was made yesterday as new', async () => {
    // The unverified creator's albums, as if their first was made on 2027-02-01 in Colombo.
    await query(
      `update public.albums set created_at = '2027-02-01T10:00:00Z' where owner_id = $1`,
      [seedUsers.newCreator.id],
    );
    await sendDigests(t.db, '2027-02-02', urls);
    const mail = (await digests()).find((row) => row.to_address === 'admin@example.com')!;
    expect(mail.text_body).toContain('0 sales, revenue Rs. 0.00, 1 new creator.');
  });

  it('is not sent to an admin who turned it off on their profile', async () => {
    const admin = await signedIn(t.app, seedUsers.admin.email);
    expect((await admin.get('/v1/admin/digest')).body).toEqual({ daily_digest: true });
    const off = await admin.request('PUT', '/v1/admin/digest', { form: { daily_digest: 'false' } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ daily_digest: false });
    expect((await admin.get('/v1/admin/digest')).body).toEqual({ daily_digest: false });
    // Another role cannot set it.
    const creator = await signedIn(t.app, seedUsers.newCreator.email);
    const refused = await creator.request('PUT', '/v1/admin/digest', {
      form: { daily_digest: 'true' },
    });
    expect(refused.status).toBe(403);

    expect(await sendDigests(t.db, '2027-03-01', urls)).toBe(2);
    expect((await digests()).map((mail) => mail.to_address)).toEqual([
      'buyer@example.com',
      'creator@example.com',
    ]);
    await admin.request('PUT', '/v1/admin/digest', { form: { daily_digest: 'true' } });
  });
});
