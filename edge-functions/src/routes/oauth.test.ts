import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient, type TestResponse } from '../test/test-client.ts';
import { codeChallengeFor, sameSitePath } from './oauth.ts';
import { asGoTrue } from '../db/database.ts';

/**
 * Facebook sign-in in Supabase mode, against a fake of Supabase Auth's HTTP API: the fake plays
 * GoTrue's part of the OAuth dance (remembering the PKCE challenge of each code it hands out,
 * creating the user in the test database as GoTrue would in Supabase's) and the session calls
 * the adapter makes afterwards.
 */
const SUPABASE = 'https://ref.supabase.test';
const AUTH = `${SUPABASE}/auth/v1`;
const ANON = 'anon-key';

interface IssuedCode {
  challenge: string;
  email: string | null;
}

const gotrue = {
  codes: new Map<string, IssuedCode>(),
  accessTokens: new Map<string, { userId: string; email: string | null }>(),
  exchanges: [] as { code: string; verifier: string }[],
  logouts: [] as string[],
  failNextExchangeWith: null as number | null,
  counter: 0,
  reset() {
    this.exchanges.length = 0;
    this.logouts.length = 0;
    this.failNextExchangeWith = null;
  },
};

let t: TestApp;

/** GoTrue writes auth.users in the project's database; the profile trigger does the rest. */
async function gotrueUser(email: string | null): Promise<string> {
  return t.db.asService(async (tx) => {
    if (email) {
      const [found] = await asGoTrue(tx).query<{ id: string }>(
        'select id from auth.users where email = $1',
        [email],
      );
      if (found) return found.id;
    }
    const [created] = await asGoTrue(tx).query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', $1, now(), '{"provider":"facebook","providers":["facebook"]}',
               '{"full_name":"Fathima Rizvi"}', now(), now())
       returning id`,
      [email],
    );
    return created!.id;
  });
}

const server = setupServer(
  http.post(`${AUTH}/token`, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    if (grant !== 'pkce' || request.headers.get('apikey') !== ANON) {
      return HttpResponse.json({ error_code: 'bad_request' }, { status: 400 });
    }
    const body = (await request.json()) as { auth_code: string; code_verifier: string };
    gotrue.exchanges.push({ code: body.auth_code, verifier: body.code_verifier });
    if (gotrue.failNextExchangeWith) {
      const status = gotrue.failNextExchangeWith;
      gotrue.failNextExchangeWith = null;
      return HttpResponse.json({ error_code: 'unexpected_failure' }, { status });
    }
    const issued = gotrue.codes.get(body.auth_code);
    // Codes are single use, and only the verifier behind the challenge redeems one.
    gotrue.codes.delete(body.auth_code);
    if (!issued) return HttpResponse.json({ error_code: 'flow_state_not_found' }, { status: 404 });
    if ((await codeChallengeFor(body.code_verifier)) !== issued.challenge) {
      return HttpResponse.json({ error_code: 'bad_code_verifier' }, { status: 400 });
    }
    const userId = await gotrueUser(issued.email);
    const access = `at-${++gotrue.counter}`;
    gotrue.accessTokens.set(access, { userId, email: issued.email });
    return HttpResponse.json({
      access_token: access,
      refresh_token: `rt-${gotrue.counter}`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {
        id: userId,
        aud: 'authenticated',
        email: issued.email ?? '',
        app_metadata: { provider: 'facebook' },
      },
    });
  }),
  http.get(`${AUTH}/user`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const found = gotrue.accessTokens.get(token);
    if (!found) return HttpResponse.json({ error_code: 'bad_jwt' }, { status: 401 });
    return HttpResponse.json({ id: found.userId, aud: 'authenticated', email: found.email });
  }),
  http.post(`${AUTH}/logout`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    gotrue.logouts.push(token);
    gotrue.accessTokens.delete(token);
    return new HttpResponse(null, { status: 204 });
  }),
);

/** Starts the flow the way the Facebook button does, and reads the authorize redirect. */
async function startFlow(client: TestClient, redirect = '/profile/albums') {
  const answer = await client.get(`/v1/auth/facebook?redirect=${encodeURIComponent(redirect)}`);
  expect(answer.status).toBe(302);
  const authorize = new URL(answer.headers.get('location')!);
  const callback = new URL(authorize.searchParams.get('redirect_to')!);
  return { answer, authorize, callback, state: callback.searchParams.get('state')! };
}

/** What GoTrue does after Facebook approves: a one-time code bound to the challenge, and back. */
function providerApproves(authorize: URL, email: string | null = 'fathima@example.com') {
  const code = `code-${++gotrue.counter}`;
  gotrue.codes.set(code, { challenge: authorize.searchParams.get('code_challenge')!, email });
  const callback = new URL(authorize.searchParams.get('redirect_to')!);
  callback.searchParams.set('code', code);
  return `${callback.pathname}${callback.search}`;
}

function expectRefused(answer: TestResponse, client: TestClient) {
  expect(answer.status).toBe(302);
  expect(answer.headers.get('location')).toBe('http://site.test/login?error=social');
  expect(client.cookies.has('lk_session')).toBe(false);
  expect(client.cookies.has('user')).toBe(false);
  expect(client.cookies.has('lk_oauth')).toBe(false);
}

describe('Facebook sign-in through the Supabase Auth OAuth redirect (PKCE)', () => {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({
      env: {
        SUPABASE_URL: SUPABASE,
        SUPABASE_ANON_KEY: ANON,
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      },
    });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });
  beforeEach(() => gotrue.reset());

  it('redirects to Supabase Auth with an S256 challenge and keeps the verifier in a sealed cookie', async () => {
    const client = new TestClient(t.app);
    const { answer, authorize, callback, state } = await startFlow(client);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${AUTH}/authorize`);
    expect(authorize.searchParams.get('provider')).toBe('facebook');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`${callback.origin}${callback.pathname}`).toBe('http://api.test/v1/auth/callback');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = answer.setCookies.find((line) => line.startsWith('lk_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/v1\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
    // Sealed: neither the state nor the landing path can be read (or changed) by the browser.
    expect(cookie).not.toContain(state);
    expect(cookie).not.toContain('albums');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('signs in on the callback like a password login and lands on the stored path', async () => {
    const client = new TestClient(t.app);
    const { authorize } = await startFlow(client, '/profile/albums?tab=2');
    const landed = await client.get(providerApproves(authorize));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('http://site.test/profile/albums?tab=2');

    // The verifier sent to GoTrue is the one behind the challenge of the authorize redirect.
    expect(gotrue.exchanges).toHaveLength(1);
    expect(await codeChallengeFor(gotrue.exchanges[0]!.verifier)).toBe(
      authorize.searchParams.get('code_challenge'),
    );

    expect(landed.setCookies.find((line) => line.startsWith('lk_session='))).toMatch(
      /HttpOnly; SameSite=Lax/,
    );
    const user = JSON.parse(decodeURIComponent(client.cookies.get('user')!)) as {
      email: string;
      role: string;
    };
    expect(user).toMatchObject({ email: 'fathima@example.com', role: 'USER' });
    expect(client.cookies.has('lk_oauth')).toBe(false);

    const profile = await client.get('/v1/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: 'fathima@example.com', role: 'USER' });
    const [row] = await t.db.asService((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.profiles p
          where app_private.account_email(p.id) = 'fathima@example.com'`,
      ),
    );
    expect(row!.n).toBe(1);

    // The pending sign-in was used up: the same callback again is refused.
    const replay = await client.get(providerApproves(authorize));
    expect(replay.headers.get('location')).toBe('http://site.test/login?error=social');
  });

  it('replaces a foreign landing address with the home page', async () => {
    for (const foreign of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const client = new TestClient(t.app);
      const { authorize } = await startFlow(client, foreign);
      const landed = await client.get(providerApproves(authorize, 'wanderer@example.com'));
      expect(landed.headers.get('location')).toBe('http://site.test/');
      expect(client.cookies.has('lk_session')).toBe(true);
    }
  });

  it('refuses a callback whose state is wrong or missing, before redeeming the code', async () => {
    for (const tamper of [
      (url: URL) => url.searchParams.set('state', 'forged'),
      (url: URL) => url.searchParams.delete('state'),
    ]) {
      const client = new TestClient(t.app);
      const { authorize } = await startFlow(client);
      const url = new URL(providerApproves(authorize), 'http://api.test');
      tamper(url);
      expectRefused(await client.get(`${url.pathname}${url.search}`), client);
    }
    expect(gotrue.exchanges).toHaveLength(0);
  });

  it('refuses a callback in a browser that did not start the sign-in (no verifier cookie)', async () => {
    const victim = new TestClient(t.app);
    const { authorize } = await startFlow(new TestClient(t.app));
    // An attacker's own code and state, pushed into someone else's browser (login CSRF).
    const answer = await victim.get(providerApproves(authorize, 'attacker@example.com'));
    expectRefused(answer, victim);
    expect(gotrue.exchanges).toHaveLength(0);
  });

  it('refuses a pending sign-in older than ten minutes', async () => {
    const client = new TestClient(t.app);
    const { authorize } = await startFlow(client);
    t.clock.advance(11 * 60 * 1000);
    try {
      expectRefused(await client.get(providerApproves(authorize)), client);
    } finally {
      t.clock.advance(-11 * 60 * 1000);
    }
    expect(gotrue.exchanges).toHaveLength(0);
  });

  it('lands on the login page when the person cancels at Facebook', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startFlow(client);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user denied the request');
    expectRefused(await client.get(`${callback.pathname}${callback.search}`), client);
    expect(gotrue.exchanges).toHaveLength(0);
  });

  it('lands on the login page when GoTrue refuses or fails the exchange', async () => {
    for (const status of [400, 500]) {
      const client = new TestClient(t.app);
      const { authorize } = await startFlow(client);
      gotrue.failNextExchangeWith = status;
      expectRefused(
        await client.get(providerApproves(authorize, `failed${status}@example.com`)),
        client,
      );
    }
    // A code that GoTrue never issued (or already redeemed).
    const client = new TestClient(t.app);
    const { callback } = await startFlow(client);
    callback.searchParams.set('code', 'made-up');
    expectRefused(await client.get(`${callback.pathname}${callback.search}`), client);
    expect(gotrue.exchanges).toHaveLength(3);
  });

  it('refuses an identity without an e-mail address and ends the session GoTrue made', async () => {
    const client = new TestClient(t.app);
    const { authorize } = await startFlow(client);
    expectRefused(await client.get(providerApproves(authorize, null)), client);
    expect(gotrue.logouts).toHaveLength(1);
  });

  it('keeps a signed-in browser signed in when a new attempt fails, and replaces its session on success', async () => {
    const client = new TestClient(t.app);
    await client.get(providerApproves((await startFlow(client)).authorize, 'twice@example.com'));
    const first = client.cookies.get('lk_session');
    const { callback } = await startFlow(client);
    callback.searchParams.set('error', 'access_denied');
    await client.get(`${callback.pathname}${callback.search}`);
    expect(client.cookies.get('lk_session')).toBe(first);

    await client.get(providerApproves((await startFlow(client)).authorize, 'twice@example.com'));
    expect(client.cookies.get('lk_session')).not.toBe(first);
    expect(gotrue.logouts).toHaveLength(1); // the previous session was revoked (no fixation)
  });

  it('tells a client that posts a Facebook token to use the redirect (1114)', async () => {
    const client = new TestClient(t.app);
    for (const path of ['/v1/sessions', '/v1/register']) {
      const answer = await client.request('POST', path, {
        form: { auth_provider: 'FACEBOOK', auth_token: 'fb-token' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 1114,
        description: 'Use the Facebook button to sign in',
      });
    }
    expect(client.cookies.has('lk_session')).toBe(false);
  });
});

describe('sameSitePath', () => {
  it('keeps paths on the site and turns everything else into /', () => {
    expect(sameSitePath('/profile/albums')).toBe('/profile/albums');
    expect(sameSitePath('/search?q=sigiriya#top')).toBe('/search?q=sigiriya#top');
    expect(sameSitePath('/a/../b')).toBe('/b');
    for (const foreign of [
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'profile',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(sameSitePath(foreign)).toBe('/');
    }
  });
});
