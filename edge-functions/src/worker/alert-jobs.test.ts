import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedUsers } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkAlerts } from './alert-jobs.ts';
import { recordHeartbeat } from './heartbeat.ts';

let t: TestApp;
const T = new Date('2026-12-03T08:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * 60_000);
const consoleUrl = 'http://site.test/admin?tab=health';

beforeAll(async () => {
  t = await createTestApp();
  // A second admin, who reads Tamil; the seeded admin reads Sinhala.
  await query(`update public.profiles set language = 'si' where id = $1`, [seedUsers.admin.id]);
  await query(`update public.profiles set role = 'ADMIN', language = 'ta' where id = $1`, [
    seedUsers.buyer.id,
  ]);
});
afterAll(() => t.close());

const query = <T = unknown>(sql: string, params: unknown[] = []) =>
  t.db.asService((tx) => tx.query<T>(sql, params));

// Each case starts with nothing wrong and no alert or mail.
beforeEach(async () => {
  await query(`delete from app_private.ops_alerts`);
  await query(`delete from app_private.worker_heartbeats`);
  await query(`delete from app_private.payment_notices`);
  await query(`delete from public.mail_outbox`);
  await query(`update public.jobs set status = 'DONE' where status <> 'DONE'`);
});

/** One round of the rules at minute `m`, with a live worker unless told otherwise. */
async function check(m: number, options: { disk?: number | null; beat?: boolean } = {}) {
  if (options.beat !== false) await recordHeartbeat(t.db, 'worker', 'host', at(m));
  return checkAlerts(t.db, at(m), { disk: options.disk ?? null, consoleUrl });
}

/** The alert mails queued since the last call, and forgets them. */
async function mails() {
  const rows = await query<{ to_address: string; subject: string; text_body: string }>(
    `select to_address, subject, text_body from public.mail_outbox
      where template like 'alert_%' order by to_address`,
  );
  await query(`delete from public.mail_outbox`);
  return rows;
}

describe('a job goes DEAD', () => {
  it('mails each admin in their language once, then a resolved mail when none is DEAD', async () => {
    await query(
      `insert into public.jobs (kind, status, last_error) values ('publish_photo', 'DEAD', 'original x.jpg is missing')`,
    );
    expect(await check(0)).toMatchObject({ opened: ['jobs_dead'], mailed: ['jobs_dead'] });
    const opened = await mails();
    expect(opened.map((mail) => [mail.to_address, mail.subject])).toEqual([
      ['admin@example.com', '[LankaLens] අනතුරු ඇඟවීම: පසුබිම් කාර්ය සම්පූර්ණයෙන්ම අසාර්ථක වී ඇත (DEAD)'],
      ['buyer@example.com', '[LankaLens] எச்சரிக்கை: பின்னணிப் பணிகள் முழுமையாகத் தோல்வியடைந்தன (DEAD)'],
    ]);
    expect(opened[0]!.text_body).toContain('original x.jpg is missing');
    expect(opened[0]!.text_body).toContain(consoleUrl);

    // Still DEAD ten minutes later, and another one: no second mail.
    await query(
      `insert into public.jobs (kind, status, last_error) values ('owner_thumbnail', 'DEAD', 'boom')`,
    );
    expect((await check(10)).mailed).toEqual([]);
    expect(await mails()).toEqual([]);

    // Retried: resolved, with a mail that says so.
    await query(`update public.jobs set status = 'QUEUED' where status = 'DEAD'`);
    expect(await check(20)).toMatchObject({ resolved: ['jobs_dead'] });
    const resolved = await mails();
    expect(resolved.map((mail) => mail.subject)).toEqual([
      '[LankaLens] නිරාකරණය විය: පසුබිම් කාර්ය සම්පූර්ණයෙන්ම අසාර්ථක වී ඇත (DEAD)',
      '[LankaLens] தீர்ந்தது: பின்னணிப் பணிகள் முழுமையாகத் தோல்வியடைந்தன (DEAD)',
    ]);
  });

  it('mails at most once an hour when it comes back: held until the hour is over', async () => {
    await query(`update public.profiles set language = 'en' where id = $1`, [seedUsers.admin.id]);
    await query(`insert into public.jobs (kind, status) values ('publish_photo', 'DEAD')`);
    await check(0);
    await query(`update public.jobs set status = 'QUEUED' where status = 'DEAD'`);
    await check(5);
    expect((await mails()).length).toBe(4); // opened and resolved, to two admins

    // Back at minute 30: within the hour of the last mail, so opened silently...
    await query(`update public.jobs set status = 'DEAD' where kind = 'publish_photo'`);
    expect(await check(30)).toMatchObject({ opened: ['jobs_dead'], mailed: [] });
    expect((await check(50)).mailed).toEqual([]);
    expect(await mails()).toEqual([]);
    // ...and mailed once the hour since the last mail (minute 5) is over.
    expect((await check(66)).mailed).toEqual(['jobs_dead']);
    const late = await mails();
    expect(late.find((mail) => mail.to_address === 'admin@example.com')!.subject).toBe(
      '[LankaLens] Alert: Background jobs have failed for good (DEAD)',
    );
    await query(`update public.profiles set language = 'si' where id = $1`, [seedUsers.admin.id]);
  });

  it('a problem that clears before its mail was due sends no resolved mail', async () => {
    await query(`insert into public.jobs (kind, status) values ('publish_photo', 'DEAD')`);
    await check(0);
    await query(`update public.jobs set status = 'QUEUED' where status = 'DEAD'`);
    await check(1);
    await mails();
    await query(`update public.jobs set status = 'DEAD' where kind = 'publish_photo'`);
    await check(10); // within the hour: not mailed
    await query(`update public.jobs set status = 'QUEUED' where status = 'DEAD'`);
    expect(await check(12)).toMatchObject({ resolved: ['jobs_dead'] });
    expect(await mails()).toEqual([]);
  });
});

describe('the worker stops', () => {
  it('alerts when the newest heartbeat is over 2 minutes old, and resolves when it beats', async () => {
    await check(0);
    expect((await check(2, { beat: false })).opened).toEqual([]); // exactly 2 minutes: not yet
    expect(await check(3, { beat: false })).toMatchObject({ opened: ['worker_stopped'] });
    expect((await mails())[0]!.subject).toBe(
      '[LankaLens] අනතුරු ඇඟවීම: පසුබිම් සේවකයා නැවතී ඇත: මිනිත්තු 2කට වඩා හද ගැස්මක් නැත',
    );
    expect(await check(4)).toMatchObject({ resolved: ['worker_stopped'] });
    expect((await mails()).length).toBe(2);
  });
});

describe('payment notices are refused', () => {
  const refuse = (m: number, count: number) =>
    query(
      `insert into app_private.payment_notices (provider, refused, reason, received_at)
       select 'payhere', true, 'signature: md5sig does not match', $1 from generate_series(1, $2)`,
      [at(m), count],
    );

  it('alerts at 5 refusals within 10 minutes, not at 4, and resolves when the window passes', async () => {
    await refuse(0, 2);
    await refuse(6, 2);
    await query(
      `insert into app_private.payment_notices (provider, refused, received_at) values ('stripe', false, $1)`,
      [at(7)],
    );
    expect((await check(8)).opened).toEqual([]);
    await refuse(9, 1);
    expect(await check(9)).toMatchObject({ opened: ['notices_refused'] });
    expect((await mails())[0]!.text_body).toContain('payhere: 5× signature: md5sig does not match');
    // At minute 15 only the three from minutes 6 and 9 are within the window.
    expect(await check(15)).toMatchObject({ resolved: ['notices_refused'] });
  });
});

describe('the mail provider fails', () => {
  // A message queued at minute m whose send_mail job failed once (decision 55).
  async function failing(m: number) {
    const [mail] = await query<{ id: string }>(
      `insert into public.mail_outbox (to_address, subject, created_at)
       values ('someone@example.lk', 'Receipt', $1) returning id`,
      [at(m)],
    );
    await query(
      `update public.jobs set created_at = $1, attempts = 1, last_error = 'Resend answered 503'
        where dedupe_key = $2`,
      [at(m), `send_mail:${mail!.id}`],
    );
  }

  it('alerts when 3 messages fail and none was sent since, resolves once one is sent', async () => {
    await failing(0);
    await failing(1);
    expect((await check(2)).opened).toEqual([]);
    await failing(2);
    expect(await check(3)).toMatchObject({ opened: ['mail_failing'] });
    const [alert] = await query<{ text_body: string }>(
      `select text_body from public.mail_outbox where template = 'alert_open' limit 1`,
    );
    expect(alert!.text_body).toContain('Resend answered 503');
    await query(`update public.mail_outbox set sent_at = $1 where subject = 'Receipt'`, [at(4)]);
    await query(
      `update public.jobs set status = 'DONE', last_error = null where kind = 'send_mail'`,
    );
    expect(await check(5)).toMatchObject({ resolved: ['mail_failing'] });
  });
});

describe('the local disk fills up', () => {
  it('alerts over 90 % and resolves below', async () => {
    expect((await check(0, { disk: 0.9 })).opened).toEqual([]);
    expect(await check(1, { disk: 0.93 })).toMatchObject({ opened: ['disk_full'] });
    expect((await mails())[0]!.text_body).toContain('Used: 93 %');
    expect(await check(2, { disk: 0.4 })).toMatchObject({ resolved: ['disk_full'] });
  });
});
