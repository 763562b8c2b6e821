import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { activationMail, passwordResetMail } from '../mail/auth-templates.ts';
import type { OutgoingMail, SendOptions } from '../mail/mail-sender.ts';
import { signStandardWebhook } from '../lib/standard-webhooks.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedUsers } from '../test/seed-ids.ts';

/**
 * Supabase Auth's Send Email Hook (issue 20): GoTrue's signed call becomes our own activation or
 * reset mail in the recipient's language, sent through the mail port; a call that is not
 * GoTrue's sends nothing.
 */
const SECRET = `v1,whsec_${Buffer.from('lankalens-send-email-hook-test-key-32b').toString('base64')}`;
const OTHER_SECRET = `v1,whsec_${Buffer.from('somebody-else-entirely-other-key-32b').toString('base64')}`;
const PATH = '/v1/hooks/send_email';

interface Sent {
  mail: OutgoingMail;
  options: SendOptions | undefined;
}

let test: TestApp;
let client: TestClient;
const sent: Sent[] = [];
let failNext = false;

beforeAll(async () => {
  test = await createTestApp({
    env: {
      SEND_EMAIL_HOOK_SECRET: SECRET,
      MAIL_TRANSPORT: 'resend',
      MAIL_API_KEY: 're_test_never_used',
    },
  });
  const app = createApp({
    ...test.deps,
    mailSender: {
      async send(mail, options) {
        if (failNext) {
          failNext = false;
          throw new Error('mail API answered 500');
        }
        sent.push({ mail, options });
      },
    },
  });
  client = new TestClient(app);
});

afterAll(() => test.close());

beforeEach(() => {
  sent.length = 0;
  failNext = false;
});

function payload(
  action: string,
  user: { id: string; email: string; user_metadata?: Record<string, unknown> },
  emailData: Record<string, string> = {},
) {
  return JSON.stringify({
    user: { aud: 'authenticated', role: 'authenticated', phone: '', ...user },
    email_data: {
      token: '305805',
      token_hash: 'pkce_7d5b7b1964cf5d388340a7f04f1dbb5e',
      redirect_to: 'http://site.test',
      email_action_type: action,
      site_url: 'https://project.supabase.test/auth/v1',
      token_new: '',
      token_hash_new: '',
      ...emailData,
    },
  });
}

async function deliver(
  body: string,
  options: { secret?: string; timestamp?: number; id?: string; signature?: string } = {},
) {
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature ?? (await signStandardWebhook(options.secret ?? SECRET, id, timestamp, body));
  return client.request<{ sent?: string; code?: number }>('POST', PATH, {
    body,
    csrf: false,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    },
  });
}

async function setLanguage(userId: string, language: string) {
  await test.db.asService((tx) =>
    tx.query('update public.profiles set language = $2 where id = $1', [userId, language]),
  );
}

describe('POST /v1/hooks/send_email', () => {
  it('sends a Sinhala reset mail to a user whose profile is in Sinhala', async () => {
    await setLanguage(seedUsers.buyer.id, 'si');
    const [profile] = await test.db.asService((tx) =>
      tx.query<{ first_name: string }>('select first_name from public.profiles where id = $1', [
        seedUsers.buyer.id,
      ]),
    );
    const answer = await deliver(
      payload('recovery', {
        id: seedUsers.buyer.id,
        email: seedUsers.buyer.email,
        user_metadata: { language: 'ta' }, // the profile wins over what sign-up once said
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 'password_reset' });
    expect(sent).toHaveLength(1);
    const expected = passwordResetMail(
      'si',
      seedUsers.buyer.email,
      profile!.first_name,
      'http://site.test/update_password?t=pkce_7d5b7b1964cf5d388340a7f04f1dbb5e',
    );
    expect(sent[0]!.mail).toEqual(expected);
    expect(sent[0]!.mail.subject).toBe('ඔබේ LankaLens මුරපදය යළි සකසන්න');
    expect(sent[0]!.mail.html).toContain('<html lang="si">');
    await setLanguage(seedUsers.buyer.id, 'en');
  });

  it("writes a new sign-up's activation mail in sign-up's language (no profile visible yet)", async () => {
    const id = crypto.randomUUID();
    const answer = await deliver(
      payload('signup', {
        id,
        email: 'kavitha@example.lk',
        user_metadata: { first_name: ' Kavitha ', last_name: 'R', language: 'ta' },
      }),
    );
    expect(answer.body).toEqual({ sent: 'activation' });
    const expected = activationMail(
      'ta',
      'kavitha@example.lk',
      'Kavitha',
      'http://api.test/v1/activate?token=pkce_7d5b7b1964cf5d388340a7f04f1dbb5e',
    );
    expect(sent.map((s) => s.mail)).toEqual([expected]);
  });

  it('writes English when neither the profile nor the metadata names a language', async () => {
    const answer = await deliver(
      payload('signup', { id: crypto.randomUUID(), email: 'new@example.lk', user_metadata: {} }),
    );
    expect(answer.status).toBe(200);
    const expected = activationMail(
      'en',
      'new@example.lk',
      '',
      'http://api.test/v1/activate?token=pkce_7d5b7b1964cf5d388340a7f04f1dbb5e',
    );
    expect(sent.map((s) => s.mail)).toEqual([expected]);
    // A metadata language that is not one of ours is English too.
    await deliver(
      payload('signup', {
        id: crypto.randomUUID(),
        email: 'fr@example.lk',
        user_metadata: { language: 'fr' },
      }),
    );
    expect(sent[1]!.mail.subject).toBe('Activate your LankaLens account');
  });

  it('links with the token hash to our own origins, whatever redirect_to and site_url say', async () => {
    await deliver(
      payload(
        'recovery',
        { id: seedUsers.creator.id, email: seedUsers.creator.email },
        {
          token: '123456',
          token_hash: 'a+b/c=&d',
          redirect_to: 'https://evil.example/steal',
          site_url: 'https://evil.example/auth/v1',
        },
      ),
    );
    const [{ mail }] = sent as [Sent];
    expect(mail.text).toContain('http://site.test/update_password?t=a%2Bb%2Fc%3D%26d');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    // The 6-digit code is not the link's token.
    expect(mail.text).not.toContain('123456');
  });

  it("uses the webhook id as the send's idempotency key", async () => {
    await deliver(payload('recovery', { id: seedUsers.buyer.id, email: seedUsers.buyer.email }), {
      id: 'msg_2b7c7c2e',
    });
    expect(sent[0]!.options).toEqual({ idempotencyKey: 'auth-hook:msg_2b7c7c2e' });
  });

  describe('refuses a call that is not signed by GoTrue with 401 / 1115 and sends nothing', () => {
    const body = () =>
      payload('recovery', { id: seedUsers.buyer.id, email: seedUsers.buyer.email });

    it('signed with another secret', async () => {
      const answer = await deliver(body(), { secret: OTHER_SECRET });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 1115 });
    });

    it('a body changed after signing', async () => {
      const id = 'msg_tampered';
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = await signStandardWebhook(SECRET, id, timestamp, body());
      const changed = body().replace(seedUsers.buyer.email, 'attacker@example.com');
      const answer = await deliver(changed, { id, timestamp, signature });
      expect(answer.status).toBe(401);
    });

    it('signed too long ago, or in the future', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect((await deliver(body(), { timestamp: now - 6 * 60 })).status).toBe(401);
      expect((await deliver(body(), { timestamp: now + 6 * 60 })).status).toBe(401);
      // Within the five minutes' tolerance it is taken.
      expect((await deliver(body(), { timestamp: now - 4 * 60 })).status).toBe(200);
      sent.length = 0;
    });

    it('without the headers, or with an unversioned signature', async () => {
      const answer = await client.request('POST', PATH, {
        body: body(),
        csrf: false,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(401);
      const id = 'msg_unversioned';
      const timestamp = Math.floor(Date.now() / 1000);
      const good = await signStandardWebhook(SECRET, id, timestamp, body());
      const unversioned = good.replace(/^v1,/, 'v2,');
      expect((await deliver(body(), { id, timestamp, signature: unversioned })).status).toBe(401);
      // One good entry among others is enough (secret rotation sends several).
      const several = `v1,AAAA ${good}`;
      expect((await deliver(body(), { id, timestamp, signature: several })).status).toBe(200);
      sent.length = 0;
    });

    afterAll(() => expect(sent).toEqual([]));
  });

  it('answers 400 / 1116 for an auth e-mail LankaLens does not send, sending nothing', async () => {
    for (const action of ['magiclink', 'invite', 'email_change', 'reauthentication']) {
      const answer = await deliver(
        payload(action, { id: seedUsers.buyer.id, email: seedUsers.buyer.email }),
      );
      expect(answer.status, action).toBe(400);
      expect(answer.body).toMatchObject({ code: 1116 });
    }
    expect(sent).toEqual([]);
  });

  it('answers 400 / 1000 for a signed payload without the fields the mail needs', async () => {
    const answer = await deliver(JSON.stringify({ user: { id: 'not-a-uuid' }, email_data: {} }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 1000 });
    expect((await deliver('not json')).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('answers 503 / 1117 with Retry-After when the mail API fails, so GoTrue retries', async () => {
    failNext = true;
    const answer = await deliver(
      payload('signup', { id: crypto.randomUUID(), email: 'retry@example.lk' }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 1117 });
    expect(answer.headers.get('retry-after')).toBe('2');
  });
});

describe('without SEND_EMAIL_HOOK_SECRET', () => {
  it('the hook is off: 404, nothing sent', async () => {
    const off = await createTestApp({ seed: false });
    try {
      const body = payload('signup', { id: crypto.randomUUID(), email: 'x@example.lk' });
      const answer = await new TestClient(off.app).request('POST', PATH, {
        body,
        csrf: false,
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_1',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': await signStandardWebhook(SECRET, 'msg_1', Date.now(), body),
        },
      });
      expect(answer.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
