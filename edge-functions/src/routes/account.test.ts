import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { latestMail, linkIn } from '../test/mail-reader.ts';
import { signUpForm } from '../test/sign-up-form.ts';
import { avoidWindowEdge } from '../test/rate-limit-window.ts';
import { asGoTrue } from '../db/database.ts';

const HOUR_MS = 60 * 60 * 1000;
let ipCounter = 0;
/** A fresh client address per call, so the sign-up limit only bites where a test wants it. */
const freshIp = () => ({
  'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`,
});

async function outboxCount(t: TestApp, to: string): Promise<number> {
  const [row] = await t.db.asService((tx) =>
    tx.query<{ n: number }>(
      'select count(*)::int as n from public.mail_outbox where to_address = $1',
      [to],
    ),
  );
  return row!.n;
}

describe('sign-up, activation and password reset', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
  });
  afterAll(() => t.close());

  async function register(email: string, overrides: Record<string, string> = {}) {
    return client.request('POST', '/v1/register', {
      form: signUpForm(email, overrides),
      headers: freshIp(),
    });
  }

  it('validates the sign-up form with the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ first_name: '' }, 'Please enter your first name'],
      [{ first_name: '   ' }, 'Please enter your first name'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'amaya@example.info' }, 'Please enter a valid email address'],
      [{ email: 'amaya.example.com' }, 'Please enter a valid email address'],
      [{ password: '' }, 'Please enter your password'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
    ];
    for (const [overrides, description] of cases) {
      const answer = await register('amaya@example.com', overrides);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 1000, description });
    }
    expect(await outboxCount(t, 'amaya@example.com')).toBe(0);
  });

  it('stores a GoTrue-style user with a bcrypt hash, a hashed token and the profile names', async () => {
    const answer = await register('Ruwan.Dias@Example.com', {
      first_name: 'Ruwan',
      last_name: 'Dias',
      is_creator: 'true',
      ref_code: 'FRIEND42',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ email: 'ruwan.dias@example.com', activation_required: true });
    expect(client.cookies.has('lk_session')).toBe(false);

    const [user] = await t.db.asService((tx) =>
      asGoTrue(tx).query<{
        id: string;
        encrypted_password: string;
        confirmation_token: string;
        email_confirmed_at: Date | null;
        raw_user_meta_data: Record<string, unknown>;
      }>(
        `select id, encrypted_password, confirmation_token, email_confirmed_at, raw_user_meta_data
           from auth.users where email = 'ruwan.dias@example.com'`,
      ),
    );
    expect(user!.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(user!.email_confirmed_at).toBeNull();
    expect(user!.raw_user_meta_data).toMatchObject({ is_creator: true, ref_code: 'FRIEND42' });
    const mail = await latestMail(client, 'ruwan.dias@example.com');
    const token = new URL(`http://x${linkIn(mail, '/v1/activate')}`).searchParams.get('token')!;
    expect(mail!.html).toContain('LankaLens');
    expect(user!.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(user!.confirmation_token).not.toContain(token);

    const [profile] = await t.db.asService((tx) =>
      tx.query<{ first_name: string; last_name: string; role: string }>(
        'select first_name, last_name, role from public.profiles where id = $1',
        [user!.id],
      ),
    );
    // is_creator is kept as intent; the role waits for become_creator (it needs a username).
    expect(profile).toEqual({ first_name: 'Ruwan', last_name: 'Dias', role: 'USER' });
  });

  it('answers 1107 for an address that has an account, whatever its case, and sends nothing', async () => {
    const before = await outboxCount(t, 'buyer@example.com');
    const answer = await register('BUYER@example.com');
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 1107,
      description: 'An account with this email address already exists',
    });
    expect(await outboxCount(t, 'buyer@example.com')).toBe(before);
  });

  it('activates once; a used, expired, forged or missing token fails', async () => {
    await register('once@example.com');
    const link = linkIn(await latestMail(client, 'once@example.com'), '/v1/activate');
    const first = await client.get(link);
    expect(first.headers.get('location')).toBe('http://site.test/activated?success=true');
    const again = await client.get(link);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('http://site.test/activated?success=false');

    for (const path of ['/v1/activate?token=forged-token-value', '/v1/activate']) {
      const answer = await client.get(path);
      expect(answer.headers.get('location')).toBe('http://site.test/activated?success=false');
    }

    await register('late@example.com');
    const lateLink = linkIn(await latestMail(client, 'late@example.com'), '/v1/activate');
    t.clock.advance(24 * HOUR_MS + 60_000);
    try {
      const late = await client.get(lateLink);
      expect(late.headers.get('location')).toBe('http://site.test/activated?success=false');
    } finally {
      t.clock.advance(-(24 * HOUR_MS + 60_000));
    }
    const login = await client.request('POST', '/v1/sessions', {
      form: { user_id: 'late@example.com', password: 'correct-horse' },
      headers: freshIp(),
    });
    expect(login.body).toMatchObject({ code: 1104 });
  });

  it('resends activation with the same answer for every address, mailing only the unconfirmed', async () => {
    await register('waiting@example.com');
    const oldLink = linkIn(await latestMail(client, 'waiting@example.com'), '/v1/activate');
    const answers = [];
    for (const email of ['waiting@example.com', 'nobody-here@example.com', 'buyer@example.com']) {
      const before = await outboxCount(t, email);
      const answer = await client.request('POST', '/v1/resend_activation', { form: { email } });
      answers.push({
        status: answer.status,
        body: answer.body,
        mailed: (await outboxCount(t, email)) - before,
      });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.body).toEqual({ email: 'nobody-here@example.com' });
    expect(answers[0]!.body).toEqual({ email: 'waiting@example.com' });
    expect(answers.map((a) => a.mailed)).toEqual([1, 0, 0]);

    // The new mail's link works; the replaced one does not.
    const stale = await client.get(oldLink);
    expect(stale.headers.get('location')).toContain('success=false');
    const fresh = await client.get(
      linkIn(await latestMail(client, 'waiting@example.com'), '/v1/activate'),
    );
    expect(fresh.headers.get('location')).toContain('success=true');
  });

  it('validates the e-mail of reset and resend with the spec messages', async () => {
    for (const path of ['/v1/request_password_reset', '/v1/resend_activation']) {
      const empty = await client.request('POST', path, { form: { email: '' } });
      expect(empty.body).toEqual({ code: 1000, description: 'Please enter your email address' });
      const bad = await client.request('POST', path, { form: { email: 'nope' } });
      expect(bad.body).toEqual({ code: 1000, description: 'Please enter a valid email address' });
    }
  });

  it('limits reset and activation mails to 3 per address per hour (same for unknown addresses)', async () => {
    await avoidWindowEdge(60 * 60);
    for (const email of ['creator@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) {
        const answer = await client.request('POST', '/v1/request_password_reset', {
          form: { email },
        });
        expect(answer.status).toBe(200);
      }
      const fourth = await client.request('POST', '/v1/request_password_reset', {
        form: { email },
      });
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ code: 1004 });
    }
    expect(await outboxCount(t, 'creator@example.com')).toBe(3);
    expect(await outboxCount(t, 'ghost@example.com')).toBe(0);
  });

  it('answers a reset request alike for known and unknown addresses', async () => {
    const known = await client.request('POST', '/v1/request_password_reset', {
      form: { email: 'admin@example.com' },
    });
    const unknown = await client.request('POST', '/v1/request_password_reset', {
      form: { email: 'not-registered@example.com' },
    });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body as object)).toEqual(Object.keys(unknown.body as object));
    expect(await outboxCount(t, 'admin@example.com')).toBe(1);
    expect(await outboxCount(t, 'not-registered@example.com')).toBe(0);
  });

  it('resets the password once, signs out every session, and refuses used, expired or forged tokens', async () => {
    const signedIn = new TestClient(t.app);
    await signedIn.login('newcreator@example.com');
    await client.request('POST', '/v1/request_password_reset', {
      form: { email: 'newcreator@example.com' },
    });
    const link = new URL(
      `http://x${linkIn(await latestMail(client, 'newcreator@example.com'), '/update_password')}`,
    );
    const token = link.searchParams.get('t')!;

    const short = await client.request('POST', '/v1/reset_password', {
      form: { token, password: 'short' },
    });
    expect(short.body).toEqual({
      code: 1000,
      description: 'Password must be at least 8 characters',
    });

    const forged = await client.request('POST', '/v1/reset_password', {
      form: { token: 'forged-token', password: 'brand-new-pass' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ code: 1105, description: 'The link is invalid or has expired' });

    const done = await client.request('POST', '/v1/reset_password', {
      form: { token, password: 'brand-new-pass' },
    });
    expect(done.status).toBe(200);
    expect((await signedIn.get('/v1/profile')).status).toBe(401);

    const reused = await client.request('POST', '/v1/reset_password', {
      form: { token, password: 'another-pass-9' },
    });
    expect(reused.body).toMatchObject({ code: 1105 });
    await new TestClient(t.app).login('newcreator@example.com', 'brand-new-pass');

    await client.request('POST', '/v1/request_password_reset', {
      form: { email: 'buyer@example.com' },
    });
    const late = new URL(
      `http://x${linkIn(await latestMail(client, 'buyer@example.com'), '/update_password')}`,
    );
    t.clock.advance(HOUR_MS + 1000);
    try {
      const expired = await client.request('POST', '/v1/reset_password', {
        form: { token: late.searchParams.get('t')!, password: 'too-late-pass' },
      });
      expect(expired.body).toMatchObject({ code: 1105 });
    } finally {
      t.clock.advance(-(HOUR_MS + 1000));
    }
    await new TestClient(t.app).login('buyer@example.com', 'password123');
  });

  it('tells whether an e-mail is available', async () => {
    expect((await client.get('/v1/email_available?email=fresh%40example.com')).body).toEqual({
      value: true,
    });
    expect((await client.get('/v1/email_available?email=Buyer%40Example.com')).body).toEqual({
      value: false,
    });
    const bad = await client.get('/v1/email_available?email=nope');
    expect(bad.status).toBe(400);
  });

  it('limits e-mail look-ups to 30 per address per 15 minutes', async () => {
    await avoidWindowEdge(15 * 60);
    const headers = { 'x-forwarded-for': '192.168.60.1' };
    for (let i = 0; i < 30; i++) {
      const answer = await client.request(
        'GET',
        `/v1/email_available?email=probe${i}%40example.com`,
        { headers },
      );
      expect(answer.status).toBe(200);
    }
    const over = await client.request('GET', '/v1/email_available?email=buyer%40example.com', {
      headers,
    });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 1004 });
  });

  it('tells whether a username is available, ignoring case', async () => {
    expect((await client.get('/v1/username_available?username=Nuwan.Perera')).body).toEqual({
      value: false,
    });
    expect((await client.get('/v1/username_available?username=fresh_name')).body).toEqual({
      value: true,
    });
    const me = new TestClient(t.app);
    await me.login('creator@example.com');
    // One's own username is not "taken" for oneself.
    expect((await me.get('/v1/username_available?username=nuwan.perera')).body).toEqual({
      value: true,
    });
    const empty = await client.get('/v1/username_available?username=');
    expect(empty.body).toEqual({ code: 1000, description: 'Username is required' });
  });

  it('refuses sign-up without the anti-forgery token and creates nothing', async () => {
    const answer = await client.request('POST', '/v1/register', {
      form: signUpForm('forged@example.com'),
      csrf: false,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 1005 });
    expect((await client.get('/v1/email_available?email=forged%40example.com')).body).toEqual({
      value: true,
    });
  });

  it('limits sign-ups to 10 per address per hour', async () => {
    await avoidWindowEdge(60 * 60);
    const headers = { 'x-forwarded-for': '192.168.50.1' };
    for (let i = 0; i < 10; i++) {
      const answer = await client.request('POST', '/v1/register', {
        form: signUpForm(`bulk${i}@example.com`),
        headers,
      });
      expect(answer.status).toBe(201);
    }
    const eleventh = await client.request('POST', '/v1/register', {
      form: signUpForm('bulk10@example.com'),
      headers,
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: 1004 });
    expect((await client.get('/v1/email_available?email=bulk10%40example.com')).body).toEqual({
      value: true,
    });
  });
});
