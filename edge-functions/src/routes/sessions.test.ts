import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { avoidWindowEdge } from '../test/rate-limit-window.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test uses its own client address, so per-IP counters do not leak between tests. */
function loginForm(user_id: string, password: string) {
  return { user_id, password, auth_provider: 'EMAIL' };
}

describe('sessions (local auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the seeded password and sets both cookies with the spec attributes', async () => {
    const client = new TestClient(t.app);
    const answer = await client.login('buyer@example.com');
    expect(answer.body).toMatchObject({
      email: 'buyer@example.com',
      first_name: 'Kasun',
      role: 'USER',
    });
    const session = answer.setCookies.find((line) => line.startsWith('lk_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=86400/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    const user = answer.setCookies.find((line) => line.startsWith('user='))!;
    expect(user).not.toMatch(/HttpOnly/);
    expect(user).toMatch(/Max-Age=86400/);
    const display = JSON.parse(decodeURIComponent(user.split(';')[0]!.slice('user='.length)));
    expect(display).toMatchObject({ email: 'buyer@example.com', first_name: 'Kasun' });
    expect(JSON.stringify(display)).not.toMatch(/password|token/i);
  });

  it('marks cookies Secure when the browser reached the API over https', async () => {
    const client = new TestClient(t.app);
    const answer = await client.request('POST', '/v1/sessions', {
      form: loginForm('buyer@example.com', 'password123'),
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.0.0.2' },
    });
    expect(answer.status).toBe(200);
    for (const name of ['lk_session=', 'user=']) {
      expect(answer.setCookies.find((line) => line.startsWith(name))).toMatch(/Secure/);
    }
  });

  it('ends the session after 24 hours', async () => {
    const client = new TestClient(t.app);
    await client.login('creator@example.com');
    expect((await client.get('/v1/profile')).status).toBe(200);
    t.clock.advance(DAY_MS + 1000);
    try {
      const expired = await client.get('/v1/profile');
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ code: 1001 });
    } finally {
      t.clock.advance(-(DAY_MS + 1000));
    }
  });

  it('revokes the session on logout: the old cookie no longer works', async () => {
    const client = new TestClient(t.app);
    await client.login('buyer@example.com');
    const stolen = client.cookies.get('lk_session')!;
    const logout = await client.request('DELETE', '/v1/sessions');
    expect(logout.status).toBe(204);
    expect(logout.setCookies.some((line) => /^lk_session=;.*Max-Age=0/i.test(line))).toBe(true);
    expect(logout.setCookies.some((line) => /^user=;.*Max-Age=0/i.test(line))).toBe(true);
    const replay = await t.app.request('http://api.test/v1/profile', {
      headers: { cookie: `lk_session=${stolen}` },
    });
    expect(replay.status).toBe(401);
  });

  it('issues a new session on every login and revokes the previous one', async () => {
    const client = new TestClient(t.app);
    await client.login('buyer@example.com');
    const first = client.cookies.get('lk_session')!;
    await client.login('buyer@example.com');
    const second = client.cookies.get('lk_session')!;
    expect(second).not.toBe(first);
    const old = await t.app.request('http://api.test/v1/profile', {
      headers: { cookie: `lk_session=${first}` },
    });
    expect(old.status).toBe(401);
  });

  it('answers one message for an unknown address and a wrong password', async () => {
    const client = new TestClient(t.app);
    const headers = { 'x-forwarded-for': '10.0.1.1' };
    const wrong = await client.request('POST', '/v1/sessions', {
      form: loginForm('buyer@example.com', 'not-the-password'),
      headers,
    });
    const unknown = await client.request('POST', '/v1/sessions', {
      form: loginForm('nobody@example.com', 'not-the-password'),
      headers,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 1102, description: 'Incorrect email or/and password!' });
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookies.has('lk_session')).toBe(false);
  });

  it('validates the login form with the spec messages', async () => {
    const client = new TestClient(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ password: 'x' }, 'Please enter your Email or Phone number'],
      [{ user_id: 'not-an-email', password: 'x' }, 'Please enter a valid Email'],
      [{ user_id: 'buyer@example.com' }, 'Please enter your password'],
    ];
    for (const [form, description] of cases) {
      const answer = await client.request('POST', '/v1/sessions', { form });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 1000, description });
    }
  });

  it('blocks an account after 5 failed logins, even for the right password', async () => {
    await avoidWindowEdge(15 * 60);
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) {
      const answer = await client.request('POST', '/v1/sessions', {
        form: loginForm('newcreator@example.com', `wrong-${i}`),
        headers: { 'x-forwarded-for': `10.0.2.${i}` },
      });
      expect(answer.body).toMatchObject({ code: 1102 });
    }
    const sixth = await client.request('POST', '/v1/sessions', {
      form: loginForm('newcreator@example.com', 'wrong-6'),
      headers: { 'x-forwarded-for': '10.0.2.6' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 1004 });
    const right = await client.request('POST', '/v1/sessions', {
      form: loginForm('newcreator@example.com', 'password123'),
      headers: { 'x-forwarded-for': '10.0.2.7' },
    });
    expect(right.status).toBe(429);
    expect(client.cookies.has('lk_session')).toBe(false);
  });

  it('blocks an address after 5 failures across accounts; other addresses still log in', async () => {
    await avoidWindowEdge(15 * 60);
    const client = new TestClient(t.app);
    const headers = { 'x-forwarded-for': '10.0.3.1, 172.16.0.1' };
    for (let i = 0; i < 5; i++) {
      const answer = await client.request('POST', '/v1/sessions', {
        form: loginForm(`someone${i}@example.com`, 'wrong-password'),
        headers,
      });
      expect(answer.status).toBe(401);
    }
    const sixth = await client.request('POST', '/v1/sessions', {
      form: loginForm('admin@example.com', 'password123'),
      headers,
    });
    expect(sixth.status).toBe(429);
    const elsewhere = await client.request('POST', '/v1/sessions', {
      form: loginForm('admin@example.com', 'password123'),
      headers: { 'x-forwarded-for': '10.0.3.2' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('counts only failures: successful logins never lock anyone out', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 7; i++) {
      const answer = await client.request('POST', '/v1/sessions', {
        form: loginForm('creator@example.com', 'password123'),
        headers: { 'x-forwarded-for': '10.0.4.1' },
      });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses mutations without a valid anti-forgery token, before and after login', async () => {
    const client = new TestClient(t.app);
    const missing = await client.request('POST', '/v1/sessions', {
      form: loginForm('buyer@example.com', 'password123'),
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 1005 });
    expect(client.cookies.has('lk_session')).toBe(false);

    await client.csrfToken(); // the browser cookie now exists; a forged header must still fail
    const wrong = await client.request('POST', '/v1/sessions', {
      form: loginForm('buyer@example.com', 'password123'),
      headers: { 'x-csrf-token': 'forged-token' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 1005 });

    await client.login('buyer@example.com');
    const logout = await client.request('DELETE', '/v1/sessions', { csrf: false });
    expect(logout.status).toBe(403);
    expect((await client.get('/v1/profile')).status).toBe(200);

    // A token made for another browser does not fit this one.
    const other = new TestClient(t.app);
    const foreign = await client.request('DELETE', '/v1/sessions', {
      headers: { 'x-csrf-token': await other.csrfToken() },
    });
    expect(foreign.status).toBe(403);
    expect((await client.get('/v1/profile')).status).toBe(200);
  });
});
