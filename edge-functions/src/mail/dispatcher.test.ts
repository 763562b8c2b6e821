import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createMailDispatcher, MAX_MAIL_ATTEMPTS } from './dispatcher.ts';
import { createHttpMailSender, type MailSender, type OutgoingMail } from './mail-sender.ts';
import { enqueueMail } from './outbox.ts';

interface OutboxState {
  to_address: string;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

const received: { auth: string | null; body: Record<string, unknown> }[] = [];
const server = setupServer(
  http.post('https://mail.fake/emails', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({ auth: request.headers.get('authorization'), body });
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
    expect(received.find((r) => (r.body.to as string[])[0] === 'ok@example.com')).toEqual({
      auth: 'Bearer re_test_key',
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

  it('refuses an HTTP transport without a key at start', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'resend' })).toThrow(/MAIL_API_KEY/);
  });
});
