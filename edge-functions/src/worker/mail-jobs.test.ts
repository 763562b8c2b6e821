import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AdminJob } from '../contract/admin.ts';
import type { AdminHealth } from '../contract/ops.ts';
import { silentLogger } from '../lib/logger.ts';
import { createHttpMailSender, type MailSender } from '../mail/mail-sender.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestClient } from '../test/test-client.ts';
import { defaultQueueTiming, type QueueTiming } from './job-queue.ts';
import { MAIL_JOB_KIND } from '../ops/job-kinds.ts';
import { runPendingJobs, workerJobHandlers } from './run-worker.ts';

/** Mail as a job kind (decision 55): one claim loop sends it, at most once per message. */
const received: { auth: string | null; key: string | null; body: Record<string, unknown> }[] = [];
const server = setupServer(
  http.post('https://mail.fake/emails', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({
      auth: request.headers.get('authorization'),
      key: request.headers.get('idempotency-key'),
      body,
    });
    if ((body.to as string[])[0] === 'bounce@example.com') {
      return HttpResponse.json({ message: 'invalid recipient' }, { status: 422 });
    }
    return HttpResponse.json({ id: 'msg_1' });
  }),
);

interface MailState {
  id: string;
  to_address: string;
  sent_at: Date | null;
  status: string;
  attempts: number;
  last_error: string | null;
}

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp();
  admin = await signedIn(t.app, seedUsers.admin.email);
});
afterAll(async () => {
  server.close();
  await t.close();
});
beforeEach(async () => {
  received.length = 0;
  await t.db.asService(async (tx) => {
    await tx.query(`delete from public.jobs where kind = $1`, [MAIL_JOB_KIND]);
    await tx.query('delete from public.mail_outbox');
  });
});

const now = () => new Date(Date.now() + t.clock.offsetMs);
const mailOnly = { [MAIL_JOB_KIND]: workerJobHandlers[MAIL_JOB_KIND]! };

function worker(mail: MailSender | undefined, timing: QueueTiming = defaultQueueTiming) {
  return {
    db: t.db,
    storage: t.storage,
    logger: silentLogger,
    now,
    timing,
    mail,
    handlers: mailOnly,
  };
}

async function queue(...addresses: string[]) {
  await t.db.asService(async (tx) => {
    for (const to of addresses) {
      await enqueueMail(tx, {
        to,
        subject: `Hi ${to}`,
        text: 'text',
        html: '<p>html</p>',
        template: 'test',
      });
    }
  });
}

/** Each message with its send_mail job, by address. */
async function mails(): Promise<Record<string, MailState>> {
  const rows = await t.db.asService((tx) =>
    tx.query<MailState>(
      `select m.id, m.to_address, m.sent_at, j.status, j.attempts, j.last_error
         from public.mail_outbox m
         join public.jobs j on j.kind = $1 and j.payload->>'outbox_id' = m.id::text`,
      [MAIL_JOB_KIND],
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.to_address, row]));
}

/** A provider that remembers each request's key, as Resend does for 24 h. */
function recordingSender(fail: (to: string) => boolean = () => false) {
  const requests: { to: string; key: string | undefined }[] = [];
  const sender: MailSender = {
    async send(mail, options) {
      requests.push({ to: mail.to, key: options?.idempotencyKey });
      if (fail(mail.to)) throw new Error('connection reset');
    },
  };
  return { sender, requests };
}

it('queues a send_mail job with each message, in the same transaction', async () => {
  await queue('a@example.com');
  await t.db
    .asService(async (tx) => {
      await enqueueMail(tx, {
        to: 'b@example.com',
        subject: 'x',
        text: '',
        html: '',
        template: 't',
      });
      throw new Error('the change that caused it failed');
    })
    .catch(() => {});
  const queued = await mails();
  expect(Object.keys(queued)).toEqual(['a@example.com']);
  expect(queued['a@example.com']).toMatchObject({ status: 'QUEUED', attempts: 0, sent_at: null });
});

it('sends each message once with its id as the key, and retries a failure later', async () => {
  await queue('a@example.com', 'fail@example.com', 'b@example.com');
  const provider = recordingSender((to) => to === 'fail@example.com');
  expect(await runPendingJobs(worker(provider.sender))).toEqual({ done: 2, retried: 1, dead: 0 });
  const state = await mails();
  expect(provider.requests).toHaveLength(3);
  for (const request of provider.requests) expect(request.key).toBe(state[request.to]!.id);
  expect(state['a@example.com']).toMatchObject({ status: 'DONE', attempts: 1, last_error: null });
  expect(state['a@example.com']!.sent_at).not.toBeNull();
  expect(state['fail@example.com']).toMatchObject({
    status: 'QUEUED',
    attempts: 1,
    sent_at: null,
    last_error: 'connection reset',
  });

  // Nothing more until the retry is due; then only the failed one goes, and now it is taken.
  provider.requests.length = 0;
  expect(await runPendingJobs(worker(provider.sender))).toEqual({ done: 0, retried: 0, dead: 0 });
  t.clock.advance(defaultQueueTiming.retryBaseMs);
  const fixed = recordingSender();
  expect(await runPendingJobs(worker(fixed.sender))).toEqual({ done: 1, retried: 0, dead: 0 });
  expect(fixed.requests).toEqual([{ to: 'fail@example.com', key: state['fail@example.com']!.id }]);
  expect((await mails())['fail@example.com']).toMatchObject({ status: 'DONE', attempts: 2 });
});

it('ends DEAD after the last attempt, shown to admins, who can send it again', async () => {
  await queue('never@example.com');
  const broken: MailSender = { send: () => Promise.reject(new Error('Resend answered 503')) };
  const fast: QueueTiming = { ...defaultQueueTiming, retryBaseMs: 1, retryMaxMs: 1 };
  let round = await runPendingJobs(worker(broken, fast));
  for (let i = 1; round.dead === 0 && i < 10; i++) {
    t.clock.advance(10);
    round = await runPendingJobs(worker(broken, fast));
  }
  const dead = (await mails())['never@example.com']!;
  expect(dead).toMatchObject({ status: 'DEAD', attempts: 5, sent_at: null });

  const listed = await admin.get<AdminJob[]>('/v1/admin/jobs');
  expect(
    listed.body.find((job) => (job.payload as { outbox_id?: string }).outbox_id === dead.id),
  ).toMatchObject({
    kind: MAIL_JOB_KIND,
    status: 'DEAD',
    last_error: 'Resend answered 503',
    payload: { outbox_id: dead.id, template: 'test' },
  });
  const health = (await admin.get<AdminHealth>('/v1/admin/health')).body;
  expect(health.mail).toMatchObject({ unsent: 1, last_error: 'Resend answered 503' });
  expect(health.mail.failed_24h).toBeGreaterThanOrEqual(1);
  expect(health.queue.dead_jobs.map((job) => job.kind)).toContain(MAIL_JOB_KIND);

  // The provider is back: the admin's retry sends it, with the same key.
  const [job] = await t.db.asService((tx) =>
    tx.query<{ id: number }>(`select id from public.jobs where kind = $1`, [MAIL_JOB_KIND]),
  );
  expect((await admin.request('POST', `/v1/admin/jobs/${job!.id}/retry`)).status).toBe(200);
  const back = recordingSender();
  expect(await runPendingJobs(worker(back.sender))).toEqual({ done: 1, retried: 0, dead: 0 });
  expect(back.requests).toEqual([{ to: 'never@example.com', key: dead.id }]);
  expect((await admin.get<AdminHealth>('/v1/admin/health')).body.mail).toMatchObject({
    unsent: 0,
    last_error: null,
  });
});

it('never hands one message to two workers running at once', async () => {
  await queue('a@example.com', 'b@example.com', 'c@example.com', 'd@example.com');
  const sent: string[] = [];
  const slow: MailSender = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(mail.to);
    },
  };
  await Promise.all([1, 2, 3].map(() => runPendingJobs(worker(slow))));
  expect(sent.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
});

it('leaves mail queued in a worker without a mail sender', async () => {
  await queue('a@example.com');
  expect(await runPendingJobs(worker(undefined))).toEqual({
    done: 0,
    retried: 0,
    dead: 0,
  });
  expect((await mails())['a@example.com']).toMatchObject({ status: 'QUEUED', attempts: 0 });
});

describe('at most once per message', () => {
  it('after a worker stalls between send and mark, sends only that mail again, with its key', async () => {
    await queue('a@example.com', 'b@example.com');
    const lease: QueueTiming = { ...defaultQueueTiming, leaseMs: 30_000, heartbeatMs: 2 ** 30 };
    // The first worker sends one mail, then stalls (no heartbeat) while the second is in flight.
    const requests: { to: string; key: string | undefined }[] = [];
    let wake = () => {};
    const stalling: MailSender = {
      async send(mail, options) {
        requests.push({ to: mail.to, key: options?.idempotencyKey });
        if (requests.length === 2) await new Promise<void>((resolve) => (wake = resolve));
      },
    };
    const stalled = runPendingJobs({ ...worker(stalling, lease), concurrency: 1 });
    await expect.poll(() => requests.length).toBe(2);
    const [done, inFlight] = requests.map((r) => r.to);

    // Another worker leaves the claimed one alone while its lease may still be live...
    const next = recordingSender();
    expect(await runPendingJobs(worker(next.sender, lease))).toEqual({
      done: 0,
      retried: 0,
      dead: 0,
    });
    // ...and takes it over once the lease lapsed: the same key, so the provider sends it once.
    t.clock.advance(lease.leaseMs + 1000);
    expect(await runPendingJobs(worker(next.sender, lease))).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(next.requests).toEqual([{ to: inFlight, key: requests[1]!.key }]);
    expect(requests[1]!.key).toBeDefined();
    expect(requests[0]!.key).not.toBe(requests[1]!.key);

    // The stalled worker wakes up: its claim is gone, so it changes nothing.
    wake();
    await stalled;
    const state = await mails();
    expect(state[done!]).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(state[inFlight!]).toMatchObject({
      status: 'DONE',
      attempts: 2,
      last_error: null,
    });
    expect(state[inFlight!]!.sent_at).not.toBeNull();
  });

  it('sends nothing for a message already marked sent (its job ran again)', async () => {
    await queue('a@example.com');
    await t.db.asService((tx) => tx.query(`update public.mail_outbox set sent_at = now()`));
    const provider = recordingSender();
    expect(await runPendingJobs(worker(provider.sender))).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(provider.requests).toEqual([]);
  });
});

describe('the HTTP mail API', () => {
  it('gets the key and the message, and its refusal becomes the job error', async () => {
    const config = loadConfig({
      MAIL_TRANSPORT: 'resend',
      MAIL_API_KEY: 're_test_key',
      MAIL_API_URL: 'https://mail.fake',
      MAIL_FROM: 'LankaLens <hello@lankalens.test>',
    });
    await queue('ok@example.com', 'bounce@example.com');
    const sender = createHttpMailSender(config.mail);
    expect(await runPendingJobs(worker(sender))).toEqual({ done: 1, retried: 1, dead: 0 });
    const state = await mails();
    expect(received.find((r) => (r.body.to as string[])[0] === 'ok@example.com')).toEqual({
      auth: 'Bearer re_test_key',
      // The message id: Resend sends a repeat of the same key only once (24 h).
      key: state['ok@example.com']!.id,
      body: {
        from: 'LankaLens <hello@lankalens.test>',
        to: ['ok@example.com'],
        subject: 'Hi ok@example.com',
        text: 'text',
        html: '<p>html</p>',
      },
    });
    const bounced = state['bounce@example.com']!;
    expect(bounced.last_error).toMatch(/^mail API answered 422/);
    expect(bounced.last_error).not.toContain('re_test_key');
  });

  it('is refused without a key at start', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'resend' })).toThrow(/MAIL_API_KEY/);
  });
});
