import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { asGoTrue } from '../db/database.ts';

const GOOGLE_CLIENT_ID = 'lankalens-web.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '987654321';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKey: KeyPair;
let strangerKey: KeyPair;

/** Facebook's test users, by access token. */
const facebookUsers: Record<string, { app_id: string; me: Record<string, string> }> = {
  'fb-good': {
    app_id: FACEBOOK_APP_ID,
    me: { id: '5551', email: 'Chamari@Example.com', first_name: 'Chamari', last_name: 'Atapattu' },
  },
  'fb-no-email': {
    app_id: FACEBOOK_APP_ID,
    me: { id: '5552', first_name: 'No', last_name: 'Mail' },
  },
  'fb-other-app': { app_id: '1111', me: { id: '5553', email: 'other@example.com' } },
};

const server = setupServer(
  http.get('https://google.fake/oauth2/v3/certs', async () => {
    const jwk = await exportJWK(googleKey.publicKey);
    return HttpResponse.json({ keys: [{ ...jwk, kid: 'google-1', alg: 'RS256', use: 'sig' }] });
  }),
  http.get('https://graph.fake/v21.0/debug_token', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|fb-secret`) {
      return HttpResponse.json({ error: { message: 'bad app token' } }, { status: 400 });
    }
    const user = facebookUsers[url.searchParams.get('input_token') ?? ''];
    return HttpResponse.json({
      data: user
        ? { is_valid: true, app_id: user.app_id, user_id: user.me.id }
        : { is_valid: false, error: { message: 'Invalid OAuth access token.' } },
    });
  }),
  http.get('https://graph.fake/v21.0/me', ({ request }) => {
    const user = facebookUsers[new URL(request.url).searchParams.get('access_token') ?? ''];
    return user ? HttpResponse.json(user.me) : HttpResponse.json({ error: {} }, { status: 400 });
  }),
);

async function googleToken(
  claims: JWTPayload,
  options: { key?: KeyPair; expiresIn?: string } = {},
) {
  return new SignJWT({
    email_verified: true,
    given_name: 'Sanduni',
    family_name: 'Ratnayake',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
    .setAudience((claims.aud as string) ?? GOOGLE_CLIENT_ID)
    .setSubject((claims.sub as string) ?? 'google-sub-1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign((options.key ?? googleKey).privateKey);
}

describe('social sign-in (Google ID tokens, Facebook access tokens)', () => {
  let t: TestApp;
  beforeAll(async () => {
    googleKey = await generateKeyPair('RS256', { extractable: true });
    strangerKey = await generateKeyPair('RS256', { extractable: true });
    server.listen({ onUnhandledRequest: 'error' });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: 'https://google.fake/oauth2/v3/certs',
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET: 'fb-secret',
        FACEBOOK_GRAPH_URL: 'https://graph.fake/v21.0',
      },
    });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  function socialLogin(client: TestClient, provider: string, token: string, ip = '10.9.0.1') {
    return client.request('POST', '/v1/sessions', {
      form: { auth_provider: provider, auth_token: token },
      headers: { 'x-forwarded-for': ip },
    });
  }

  it('creates a confirmed account on the first Google sign-in and reuses it afterwards', async () => {
    const client = new TestClient(t.app);
    const token = await googleToken({ email: 'sanduni@example.com' });
    expect((await client.get('/v1/email_available?email=sanduni%40example.com')).body).toEqual({
      value: true,
    });
    const first = await socialLogin(client, 'GOOGLE', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: 'sanduni@example.com',
      first_name: 'Sanduni',
      last_name: 'Ratnayake',
      role: 'USER',
    });
    expect(client.cookies.has('lk_session')).toBe(true);

    const again = await socialLogin(new TestClient(t.app), 'GOOGLE', token);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const [user] = await t.db.asService((tx) =>
      asGoTrue(tx).query<{ confirmed: boolean; identities: number }>(
        `select u.email_confirmed_at is not null as confirmed,
                (select count(*)::int from auth.identities i where i.user_id = u.id) as identities
           from auth.users u where u.email = 'sanduni@example.com'`,
      ),
    );
    expect(user).toEqual({ confirmed: true, identities: 1 });
  });

  it('rejects Google tokens with a bad signature, issuer, audience or expiry (1103)', async () => {
    const bad = [
      await googleToken({ email: 'x1@example.com' }, { key: strangerKey }),
      await googleToken({ email: 'x2@example.com', iss: 'https://accounts.evil.example' }),
      await googleToken({ email: 'x3@example.com', aud: 'someone-elses-client' }),
      await googleToken({ email: 'x4@example.com' }, { expiresIn: '-5m' }),
      'not-a-jwt',
    ];
    for (const [i, token] of bad.entries()) {
      const client = new TestClient(t.app);
      const answer = await socialLogin(client, 'GOOGLE', token, `10.9.1.${i}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 1103, description: 'Incorrect email or/and password!' });
      expect(client.cookies.has('lk_session')).toBe(false);
    }
    const [row] = await t.db.asService((tx) =>
      asGoTrue(tx).query<{ n: number }>(
        `select count(*)::int as n from auth.users where email like 'x_@example.com'`,
      ),
    );
    expect(row!.n).toBe(0);
  });

  it('refuses a Google profile without a verified e-mail (1108)', async () => {
    for (const claims of [
      { email: 'unverified@example.com', email_verified: false },
      { email: undefined },
    ]) {
      const answer = await socialLogin(new TestClient(t.app), 'GOOGLE', await googleToken(claims));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 1108,
        description: 'Something went wrong. Please try again.',
      });
    }
  });

  it('joins a verified Google address to the existing e-mail account', async () => {
    const token = await googleToken({ email: 'buyer@example.com', sub: 'google-sub-buyer' });
    const answer = await socialLogin(new TestClient(t.app), 'GOOGLE', token);
    expect(answer.body).toMatchObject({
      id: '00000000-0000-4000-8000-000000000004',
      email: 'buyer@example.com',
    });
  });

  it('drops the password of an unconfirmed account when Google proves the address', async () => {
    const squatter = new TestClient(t.app);
    const signUp = await squatter.request('POST', '/v1/register', {
      form: { first_name: 'Squat', email: 'victim@example.com', password: 'squatter-pass' },
    });
    expect(signUp.status).toBe(201);
    const victim = await socialLogin(
      new TestClient(t.app),
      'GOOGLE',
      await googleToken({ email: 'victim@example.com', sub: 'google-sub-victim' }),
    );
    expect(victim.status).toBe(200);
    const attempt = await squatter.request('POST', '/v1/sessions', {
      form: { user_id: 'victim@example.com', password: 'squatter-pass' },
      headers: { 'x-forwarded-for': '10.9.3.1' },
    });
    expect(attempt.body).toMatchObject({ code: 1102 });
  });

  it('registers with Google: 201 and signed in; 1107 when the address has an account', async () => {
    const client = new TestClient(t.app);
    const token = await googleToken({ email: 'new.google@example.com', sub: 'google-sub-new' });
    const created = await client.request('POST', '/v1/register', {
      form: { auth_provider: 'GOOGLE', auth_token: token, is_creator: 'false' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email: 'new.google@example.com', activation_required: false });
    expect((await client.get('/v1/profile')).status).toBe(200);

    const taken = await new TestClient(t.app).request('POST', '/v1/register', {
      form: {
        auth_provider: 'GOOGLE',
        auth_token: await googleToken({ email: 'creator@example.com', sub: 'google-sub-c' }),
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 1107 });
  });

  it('signs in with Facebook after checking the token was made for this app', async () => {
    const client = new TestClient(t.app);
    const ok = await socialLogin(client, 'FACEBOOK', 'fb-good');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: 'chamari@example.com', first_name: 'Chamari' });

    for (const [token, code] of [
      ['fb-expired', 1103],
      ['fb-other-app', 1103],
      ['fb-no-email', 1108],
    ] as const) {
      const other = new TestClient(t.app);
      const answer = await socialLogin(other, 'FACEBOOK', token, '10.9.2.1');
      expect(answer.body).toMatchObject({ code });
      expect(other.cookies.has('lk_session')).toBe(false);
    }
  });

  it('has no OAuth redirect in local mode, where the Graph API check signs Facebook in', async () => {
    const client = new TestClient(t.app);
    for (const path of [
      '/v1/auth/facebook?redirect=/profile',
      '/v1/auth/callback?code=c&state=s',
    ]) {
      const answer = await client.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 1003 });
    }
    expect(client.cookies.has('lk_oauth')).toBe(false);
  });

  it('asks for the token when a social provider is chosen', async () => {
    const answer = await new TestClient(t.app).request('POST', '/v1/sessions', {
      form: { auth_provider: 'GOOGLE' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 1000 });
  });
});

describe('social sign-in when the providers are not configured', () => {
  it('rejects every token with 1103', async () => {
    const t = await createTestApp();
    try {
      const answer = await new TestClient(t.app).request('POST', '/v1/sessions', {
        form: { auth_provider: 'FACEBOOK', auth_token: 'anything' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 1103 });
    } finally {
      await t.close();
    }
  });
});
