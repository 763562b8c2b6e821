import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  createMailDispatcher,
  MAIL_CLAIM_TIMEOUT_MS,
  MAX_MAIL_ATTEMPTS,
  releaseMailClaims,
} from './dispatcher.ts';
import { createHttpMailSender, type MailSender, type OutgoingMail } from './mail-sender.ts';
import { enqueueMail } from './outbox.ts';

interface OutboxState {
  to_address: string;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

const received: {
  auth: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}[] = [];
const server = setupServer(
  http.post('https://mail.fake/emails', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({
      auth: request.headers.get('authorization'),
      idempotencyKey: request.headers.get('idempotency-key'),
      body,
    });
    if ((body.to as string[])[0] === 'bounce@example.com') {
      return HttpResponse.json({ message: 'invalid recipient' }, { status: 422 });
    }
    return HttpResponse.json({ id: 'msg_1' });
  }),
);

describe('mail dispatcher', () => {
  let t: TestApp;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });
  beforeEach(async () => {
    received.length = 0;
    await t.db.asService((tx) => tx.query('delete from public.mail_outbox'));
  });

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

  async function outbox(): Promise<OutboxState[]> {
    return t.db.asService((tx) =>
      tx.query<OutboxState>(
        'select to_address, sent_at, attempts, last_error from public.mail_outbox order by to_address',
      ),
    );
  }

  it('sends each unsent message once and records failures for a retry', async () => {
    await queue('a@example.com', 'fail@example.com', 'b@example.com');
    const sent: OutgoingMail[] = [];
    const flaky: MailSender = {
      async send(mail) {
        if (mail.to === 'fail@example.com') throw new Error('connection reset');
        sent.push(mail);
      },
    };
    const dispatcher = createMailDispatcher(t.db, flaky);
    expect(await dispatcher.dispatchBatch()).toEqual({ sent: 2, failed: 1 });
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(sent[0]).toMatchObject({
      subject: expect.stringMatching(/^Hi /),
      text: 'text',
      html: '<p>html</p>',
    });

    const rows = await outbox();
    expect(rows.find((r) => r.to_address === 'a@example.com')).toMatchObject({
      attempts: 1,
      last_error: null,
    });
    expect(rows.find((r) => r.to_address === 'a@example.com')!.sent_at).not.toBeNull();
    expect(rows.find((r) => r.to_address === 'fail@example.com')).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'connection reset',
    });

    // The next batch retries only the failed one.
    sent.length = 0;
    expect(await dispatcher.dispatchBatch()).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    await queue('never@example.com');
    const broken: MailSender = { send: () => Promise.reject(new Error('down')) };
    const dispatcher = createMailDispatcher(t.db, broken);
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) await dispatcher.dispatchBatch();
    expect(await dispatcher.dispatchBatch()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sent_at: null });
  });

  it('never hands one message to two dispatchers running at once', async () => {
    await queue('a@example.com', 'b@example.com', 'c@example.com', 'd@example.com');
    const sent: string[] = [];
    const slow: MailSender = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(mail.to);
      },
    };
    await Promise.all([
      createMailDispatcher(t.db, slow, { batchSize: 2 }).dispatchBatch(),
      createMailDispatcher(t.db, slow, { batchSize: 2 }).dispatchBatch(),
      createMailDispatcher(t.db, slow, { batchSize: 2 }).dispatchBatch(),
    ]);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('sends through the HTTP mail API with the key, and reports its refusals', async () => {
    const config = loadConfig({
      MAIL_TRANSPORT: 'resend',
      MAIL_API_KEY: 're_test_key',
      MAIL_API_URL: 'https://mail.fake',
      MAIL_FROM: 'LankaLens <hello@lankalens.test>',
    });
    await queue('ok@example.com', 'bounce@example.com');
    const dispatcher = createMailDispatcher(t.db, createHttpMailSender(config.mail));
    expect(await dispatcher.dispatchBatch()).toEqual({ sent: 1, failed: 1 });
    const [ok] = await t.db.asService((tx) =>
      tx.query<{ id: string }>(
        `select id from public.mail_outbox where to_address = 'ok@example.com'`,
      ),
    );
    expect(received.find((r) => (r.body.to as string[])[0] === 'ok@example.com')).toEqual({
      auth: 'Bearer re_test_key',
      // The message id: Resend sends a repeat of the same key only once (24 h).
      idempotencyKey: ok!.id,
      body: {
        from: 'LankaLens <hello@lankalens.test>',
        to: ['ok@example.com'],
        subject: 'Hi ok@example.com',
        text: 'text',
        html: '<p>html</p>',
      },
    });
    const bounced = (await outbox()).find((r) => r.to_address === 'bounce@example.com')!;
    expect(bounced.last_error).toMatch(/^mail API answered 422/);
    expect(bounced.last_error).not.toContain('re_test_key');
  });

  describe('at most once per message', () => {
    interface ClaimState {
      to_address: string;
      sent_at: Date | null;
      attempts: number;
      attempt_id: string | null;
      claimed_at: Date | null;
      last_error: string | null;
    }
    async function claims(): Promise<ClaimState[]> {
      return t.db.asService((tx) =>
        tx.query<ClaimState>(
          `select to_address, sent_at, attempts, attempt_id, claimed_at, last_error
             from public.mail_outbox order by to_address`,
        ),
      );
    }
    /**
     * A provider that remembers each request's key, as Resend does for 24 h. With `hangOn`, the
     * process dies during that request (1 = the first): the provider took the message, the mark
     * never commits.
     */
    function recordingSender(hangOn?: number) {
      const requests: { to: string; key: string | undefined }[] = [];
      const sender: MailSender = {
        async send(mail, options) {
          requests.push({ to: mail.to, key: options?.idempotencyKey });
          if (requests.length === hangOn) await new Promise<never>(() => {});
        },
      };
      return { sender, requests };
    }

    it('claims a message (SENDING, committed) before sending it, then marks it SENT', async () => {
      await queue('a@example.com', 'b@example.com');
      const seen: { to: string; rows: ClaimState[] }[] = [];
      const sender: MailSender = {
        async send(mail) {
          // Another connection sees the claim: it was committed before the send.
          seen.push({ to: mail.to, rows: await claims() });
        },
      };
      expect(await createMailDispatcher(t.db, sender).dispatchBatch()).toEqual({
        sent: 2,
        failed: 0,
      });
      const [first, second] = seen;
      const row = (at: typeof first, to: string) => at!.rows.find((r) => r.to_address === to)!;
      // While the first was in flight: it was SENDING with its attempt counted, the other untouched.
      expect(row(first, first!.to)).toMatchObject({ sent_at: null, attempts: 1 });
      expect(row(first, first!.to).attempt_id).not.toBeNull();
      expect(row(first, first!.to).claimed_at).not.toBeNull();
      expect(row(first, second!.to)).toMatchObject({
        attempts: 0,
        attempt_id: null,
        sent_at: null,
      });
      // While the second was in flight: the first already SENT, by the same attempt.
      expect(row(second, first!.to).sent_at).not.toBeNull();
      expect(row(second, first!.to).attempt_id).toBe(row(first, first!.to).attempt_id);
      expect(row(second, second!.to)).toMatchObject({ sent_at: null, attempts: 1 });
      for (const r of await claims()) expect(r).toMatchObject({ attempts: 1, last_error: null });
    });

    it('after a crash between send and mark, sends only the mail in flight again, with its key', async () => {
      await queue('a@example.com', 'b@example.com', 'c@example.com');
      const crashed = recordingSender(2);
      let offsetMs = 0;
      const now = () => new Date(Date.now() + offsetMs);
      // The first dispatcher sends one mail, then dies while the second is in flight.
      void createMailDispatcher(t.db, crashed.sender, { now }).dispatchBatch();
      await expect.poll(() => crashed.requests.length).toBe(2);
      const [done, inFlight] = crashed.requests.map((r) => r.to);
      const state = async () =>
        Object.fromEntries((await claims()).map((r) => [r.to_address, r.sent_at !== null]));
      const untouched = ['a@example.com', 'b@example.com', 'c@example.com'].find(
        (to) => to !== done && to !== inFlight,
      )!;
      expect(await state()).toEqual({ [done!]: true, [inFlight!]: false, [untouched]: false });

      // Another dispatcher leaves the claimed one alone while its claim may still be live...
      const next = recordingSender();
      const dispatcher = createMailDispatcher(t.db, next.sender, { now });
      expect(await dispatcher.dispatchBatch()).toEqual({ sent: 1, failed: 0 });
      expect(next.requests.map((r) => r.to)).toEqual([untouched]);
      // ...and takes it over once the claim lapsed.
      offsetMs = MAIL_CLAIM_TIMEOUT_MS + 1000;
      expect(await dispatcher.dispatchBatch()).toEqual({ sent: 1, failed: 0 });
      expect(next.requests.map((r) => r.to)).toEqual([untouched, inFlight]);

      // Only the mail in flight went twice, with the same key (the provider sends it once).
      const all = [...crashed.requests, ...next.requests];
      expect(all).toHaveLength(4);
      const keys = all.filter((r) => r.to === inFlight).map((r) => r.key);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeDefined();
      expect(keys[1]).toBe(keys[0]);
      expect(new Set(all.map((r) => r.key)).size).toBe(3);
      expect(Object.values(await state())).toEqual([true, true, true]);
      expect((await claims()).find((r) => r.to_address === inFlight)!.attempts).toBe(2);
    });

    it('releases the claims of a dead process at an embedded start', async () => {
      await queue('a@example.com');
      const crashed = recordingSender(1);
      void createMailDispatcher(t.db, crashed.sender).dispatchBatch();
      await expect.poll(() => crashed.requests.length).toBe(1);
      expect(await releaseMailClaims(t.db)).toBe(1);
      expect((await claims())[0]).toMatchObject({
        attempt_id: null,
        attempts: 1,
        last_error: 'The process stopped during attempt 1',
      });
      const next = recordingSender();
      expect(await createMailDispatcher(t.db, next.sender).dispatchBatch()).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(next.requests[0]!.key).toBe(crashed.requests[0]!.key);
    });

    it('gives up on a message whose dispatcher died on its last attempt', async () => {
      await queue('a@example.com');
      await t.db.asService((tx) =>
        tx.query(
          `update public.mail_outbox
              set attempts = $1, attempt_id = gen_random_uuid(), claimed_at = now() - interval '1 hour'`,
          [MAX_MAIL_ATTEMPTS],
        ),
      );
      const next = recordingSender();
      expect(await createMailDispatcher(t.db, next.sender).dispatchBatch()).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(next.requests).toEqual([]);
      expect((await claims())[0]).toMatchObject({
        sent_at: null,
        attempt_id: null,
        last_error: `The dispatcher stopped during attempt ${MAX_MAIL_ATTEMPTS}`,
      });
    });
  });

  it('refuses an HTTP transport without a key at start', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'resend' })).toThrow(/MAIL_API_KEY/);
  });
});
