import { exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AuthPort } from '../../ports/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createSupabaseAuth } from './supabase-auth.ts';

/**
 * A fake of the Supabase Auth (GoTrue) HTTP API, just enough to exercise the adapter's requests
 * and its error mapping: users, confirmation and recovery token hashes, rotating refresh tokens.
 */
const AUTH = 'https://ref.supabase.test/auth/v1';
const ANON = 'anon-key';
const SERVICE = 'service-key';

interface FakeUser {
  id: string;
  email: string;
  password: string;
  confirmed: boolean;
  metadata: Record<string, unknown>;
}

const gotrue = {
  users: new Map<string, FakeUser>(),
  tokenHashes: new Map<string, { email: string; type: 'email' | 'recovery' }>(),
  refreshTokens: new Map<string, { userId: string; sessionId: string }>(),
  accessTokens: new Map<string, { userId: string; sessionId: string }>(),
  revokedSessions: new Set<string>(),
  calls: [] as string[],
  counter: 0,
  reset() {
    this.users.clear();
    this.tokenHashes.clear();
    this.refreshTokens.clear();
    this.accessTokens.clear();
    this.revokedSessions.clear();
    this.calls.length = 0;
  },
};

function fail(status: number, code: string) {
  return HttpResponse.json(
    { code, error_code: code, msg: code },
    { status, headers: { 'x-supabase-api-version': '2024-01-01' } },
  );
}

function userJson(user: FakeUser, identities = true) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.confirmed ? new Date().toISOString() : null,
    user_metadata: user.metadata,
    app_metadata: { provider: 'email' },
    identities: identities ? [{ id: user.id, provider: 'email' }] : [],
    created_at: new Date().toISOString(),
  };
}

function issueSession(user: FakeUser, sessionId = `s${++gotrue.counter}`) {
  const access = `at-${++gotrue.counter}`;
  const refresh = `rt-${++gotrue.counter}`;
  gotrue.accessTokens.set(access, { userId: user.id, sessionId });
  gotrue.refreshTokens.set(refresh, { userId: user.id, sessionId });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: userJson(user),
  };
}

function byId(id: string) {
  return [...gotrue.users.values()].find((u) => u.id === id);
}

type Body = Record<string, unknown>;

const server = setupServer(
  http.post(`${AUTH}/signup`, async ({ request }) => {
    const body = (await request.json()) as Body;
    gotrue.calls.push(`signup ${request.headers.get('apikey')}`);
    const email = String(body.email);
    if (email === 'throttled@example.com') return fail(429, 'over_email_send_rate_limit');
    if (String(body.password).length < 10) return fail(422, 'weak_password');
    const existing = gotrue.users.get(email);
    if (existing)
      return HttpResponse.json({ ...userJson(existing, false), id: crypto.randomUUID() });
    const user: FakeUser = {
      id: crypto.randomUUID(),
      email,
      password: String(body.password),
      confirmed: false,
      metadata: body.data as Record<string, unknown>,
    };
    gotrue.users.set(email, user);
    gotrue.tokenHashes.set(`confirm-${email}`, { email, type: 'email' });
    return HttpResponse.json(userJson(user));
  }),
  http.post(`${AUTH}/token`, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    const body = (await request.json()) as Body;
    gotrue.calls.push(`token ${grant}`);
    if (grant === 'password') {
      const user = gotrue.users.get(String(body.email));
      if (!user || user.password !== body.password) return fail(400, 'invalid_credentials');
      if (!user.confirmed) return fail(400, 'email_not_confirmed');
      return HttpResponse.json(issueSession(user));
    }
    if (grant === 'refresh_token') {
      const found = gotrue.refreshTokens.get(String(body.refresh_token));
      if (!found || gotrue.revokedSessions.has(found.sessionId))
        return fail(400, 'refresh_token_not_found');
      gotrue.refreshTokens.delete(String(body.refresh_token));
      return HttpResponse.json(issueSession(byId(found.userId)!, found.sessionId));
    }
    if (grant === 'id_token') {
      const claims = decodeJwt(String(body.id_token));
      const email = String(claims.email);
      let user = gotrue.users.get(email);
      if (!user) {
        user = { id: crypto.randomUUID(), email, password: '', confirmed: true, metadata: {} };
        gotrue.users.set(email, user);
      }
      return HttpResponse.json(issueSession(user));
    }
    return fail(400, 'unsupported_grant_type');
  }),
  http.post(`${AUTH}/verify`, async ({ request }) => {
    const body = (await request.json()) as Body;
    gotrue.calls.push(`verify ${body.type}`);
    const entry = gotrue.tokenHashes.get(String(body.token_hash));
    if (!entry || entry.type !== body.type) return fail(403, 'otp_expired');
    gotrue.tokenHashes.delete(String(body.token_hash));
    const user = gotrue.users.get(entry.email)!;
    user.confirmed = true;
    return HttpResponse.json(issueSession(user));
  }),
  http.post(`${AUTH}/resend`, async ({ request }) => {
    const body = (await request.json()) as Body;
    gotrue.calls.push(`resend ${body.type} ${body.email}`);
    return HttpResponse.json({});
  }),
  http.post(`${AUTH}/recover`, async ({ request }) => {
    const body = (await request.json()) as Body;
    gotrue.calls.push(`recover ${body.email}`);
    if (gotrue.users.has(String(body.email))) {
      gotrue.tokenHashes.set(`recover-${body.email}`, {
        email: String(body.email),
        type: 'recovery',
      });
    }
    return HttpResponse.json({});
  }),
  http.put(`${AUTH}/admin/users/:id`, async ({ request, params }) => {
    if (request.headers.get('authorization') !== `Bearer ${SERVICE}`)
      return fail(401, 'no_authorization');
    const user = byId(String(params.id));
    if (!user) return fail(404, 'user_not_found');
    user.password = String(((await request.json()) as Body).password);
    gotrue.calls.push(`admin update ${user.email}`);
    return HttpResponse.json(userJson(user));
  }),
  http.post(`${AUTH}/logout`, ({ request }) => {
    const scope = new URL(request.url).searchParams.get('scope');
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const found = gotrue.accessTokens.get(token);
    gotrue.calls.push(`logout ${scope}`);
    if (!found) return fail(401, 'bad_jwt');
    if (scope === 'global') {
      for (const entry of gotrue.refreshTokens.values()) {
        if (entry.userId === found.userId) gotrue.revokedSessions.add(entry.sessionId);
      }
    }
    gotrue.revokedSessions.add(found.sessionId);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${AUTH}/user`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const found = gotrue.accessTokens.get(token);
    gotrue.calls.push('user');
    if (!found) return fail(401, 'bad_jwt');
    if (gotrue.revokedSessions.has(found.sessionId)) return fail(403, 'session_not_found');
    return HttpResponse.json(userJson(byId(found.userId)!));
  }),
  http.get('https://google.fake/certs', async () =>
    HttpResponse.json({
      keys: [{ ...(await exportJWK(googleKey.publicKey)), kid: 'g1', alg: 'RS256' }],
    }),
  ),
);

let googleKey: Awaited<ReturnType<typeof generateKeyPair>>;

function googleIdToken(email: string, sub: string) {
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
    .setIssuer('accounts.google.com')
    .setAudience('client-1')
    .setSubject(sub)
    .setExpirationTime('1h')
    .sign(googleKey.privateKey);
}

describe('Supabase auth adapter against a fake Supabase Auth API', () => {
  let database: TestDatabase;
  let auth: AuthPort;
  let clock = Date.now();
  const links = { activation: (t: string) => t, passwordReset: (t: string) => t };

  beforeAll(async () => {
    googleKey = await generateKeyPair('RS256', { extractable: true });
    server.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase({ seed: true });
    const config = loadConfig({
      SUPABASE_URL: 'https://ref.supabase.test',
      SUPABASE_ANON_KEY: ANON,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE,
      APP_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_JWKS_URL: 'https://google.fake/certs',
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: 'https://graph.fake',
    });
    auth = createSupabaseAuth(config, database.db, () => new Date(clock));
  });
  afterAll(async () => {
    server.close();
    await database.close();
  });
  beforeEach(() => {
    gotrue.reset();
    clock = Date.now();
  });

  async function confirmedUser(email: string, password = 'secret-pass-1') {
    await auth.signUp(
      { email, password, firstName: 'A', lastName: 'B', language: 'en', metadata: {} },
      links,
    );
    expect(await auth.confirmEmail(`confirm-${email}`)).toBe(true);
  }

  it('signs up with the names in the metadata and maps a taken address to EMAIL_TAKEN', async () => {
    const first = await auth.signUp(
      {
        email: 'a@example.com',
        password: 'secret-pass-1',
        firstName: 'Amal',
        lastName: 'Silva',
        language: 'si',
        metadata: { is_creator: true },
      },
      links,
    );
    expect(first).toMatchObject({ ok: true, value: { activationRequired: true } });
    expect(gotrue.users.get('a@example.com')!.metadata).toEqual({
      is_creator: true,
      first_name: 'Amal',
      last_name: 'Silva',
      language: 'si',
    });
    expect(gotrue.calls).toContain(`signup ${ANON}`);
    const again = await auth.signUp(
      {
        email: 'a@example.com',
        password: 'x-secret-pass',
        firstName: 'X',
        lastName: '',
        language: 'en',
        metadata: {},
      },
      links,
    );
    expect(again).toEqual({ ok: false, reason: 'EMAIL_TAKEN' });
  });

  it("answers GoTrue's sending limit as 1004 and its password policy as 1000", async () => {
    const account = {
      password: 'secret-pass-1',
      firstName: 'T',
      lastName: '',
      language: 'en' as const,
      metadata: {},
    };
    await expect(
      auth.signUp({ ...account, email: 'throttled@example.com' }, links),
    ).rejects.toMatchObject({
      code: 1004,
      status: 429,
    });
    await expect(
      auth.signUp({ ...account, email: 'weak@example.com', password: 'short-pw' }, links),
    ).rejects.toMatchObject({
      code: 1000,
      status: 400,
    });
    expect(gotrue.users.has('weak@example.com')).toBe(false);
  });

  it('maps GoTrue refusals at login: unconfirmed -> EMAIL_NOT_VERIFIED, wrong -> WRONG_CREDENTIALS', async () => {
    await auth.signUp(
      {
        email: 'b@example.com',
        password: 'secret-pass-1',
        firstName: 'B',
        lastName: '',
        language: 'en',
        metadata: {},
      },
      links,
    );
    expect(await auth.signInWithPassword('b@example.com', 'secret-pass-1')).toEqual({
      ok: false,
      reason: 'EMAIL_NOT_VERIFIED',
    });
    expect(await auth.confirmEmail('confirm-b@example.com')).toBe(true);
    expect(await auth.confirmEmail('confirm-b@example.com')).toBe(false);
    expect(await auth.confirmEmail('forged')).toBe(false);
    expect(await auth.signInWithPassword('b@example.com', 'wrong-pass')).toEqual({
      ok: false,
      reason: 'WRONG_CREDENTIALS',
    });
    expect(await auth.signInWithPassword('nobody@example.com', 'wrong-pass')).toEqual({
      ok: false,
      reason: 'WRONG_CREDENTIALS',
    });
    const ok = await auth.signInWithPassword('b@example.com', 'secret-pass-1');
    expect(ok.ok).toBe(true);
  });

  it('keeps the Supabase session sealed in the cookie and refreshes it when it expires', async () => {
    await confirmedUser('c@example.com');
    const result = await auth.signInWithPassword('c@example.com', 'secret-pass-1');
    if (!result.ok) throw new Error('login failed');
    const cookie = result.signedIn.session;
    expect(cookie).not.toContain('at-');
    expect(Buffer.from(cookie, 'base64url').toString('latin1')).not.toMatch(/rt-|c@example/);

    const fresh = await auth.resolveSession(cookie);
    await auth.resolveSession(cookie);
    // GoTrue is asked once whether the session lives; the answer is reused for a minute.
    expect(gotrue.calls.filter((call) => call === 'user')).toHaveLength(1);
    expect(fresh).toEqual({
      principal: { userId: gotrue.users.get('c@example.com')!.id, email: 'c@example.com' },
    });

    clock += 3600 * 1000;
    const renewed = await auth.resolveSession(cookie);
    expect(renewed?.renewed).toBeDefined();
    expect(renewed?.principal.email).toBe('c@example.com');
    expect(gotrue.calls).toContain('token refresh_token');
    // The refresh token rotated: the old cookie cannot be refreshed a second time.
    expect(await auth.resolveSession(cookie)).toBeNull();
    expect(await auth.resolveSession(renewed!.renewed!)).not.toBeNull();

    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith('A') ? 'B' : 'A'}A`;
    expect(await auth.resolveSession(tampered)).toBeNull();
    expect(await auth.resolveSession('not-a-cookie')).toBeNull();
  });

  it("gives Storage the session's own access token for resumable uploads, until it expires", async () => {
    await confirmedUser('t@example.com');
    const result = await auth.signInWithPassword('t@example.com', 'secret-pass-1');
    if (!result.ok) throw new Error('login failed');
    const token = await auth.storageToken(result.signedIn.session);
    expect(token?.token).toMatch(/^at-/);
    expect(gotrue.accessTokens.get(token!.token)?.userId).toBe(
      gotrue.users.get('t@example.com')!.id,
    );
    expect(token!.expiresAt.getTime()).toBeGreaterThan(clock);
    expect(await auth.storageToken('not-a-cookie')).toBeNull();
    // Expired: the API renews the session first (resolveSession), then hands the new token.
    clock += 3600 * 1000;
    expect(await auth.storageToken(result.signedIn.session)).toBeNull();
    const renewed = await auth.resolveSession(result.signedIn.session);
    expect((await auth.storageToken(renewed!.renewed!))?.token).not.toBe(token!.token);
  });

  it('signs out in GoTrue so the session cannot be refreshed', async () => {
    await confirmedUser('d@example.com');
    const result = await auth.signInWithPassword('d@example.com', 'secret-pass-1');
    if (!result.ok) throw new Error('login failed');
    expect(await auth.resolveSession(result.signedIn.session)).not.toBeNull();
    await auth.signOut(result.signedIn.session);
    expect(gotrue.calls).toContain('logout local');
    // A copy of the cookie dies at once, long before its access token would expire.
    expect(await auth.resolveSession(result.signedIn.session)).toBeNull();
    clock += 3600 * 1000;
    expect(await auth.resolveSession(result.signedIn.session)).toBeNull();
  });

  it('resets the password through the recovery token hash and ends every session', async () => {
    await confirmedUser('e@example.com');
    const before = await auth.signInWithPassword('e@example.com', 'secret-pass-1');
    if (!before.ok) throw new Error('login failed');
    await auth.requestPasswordReset('e@example.com', links);
    await auth.requestPasswordReset('unknown@example.com', links);
    expect(gotrue.calls).toEqual(
      expect.arrayContaining(['recover e@example.com', 'recover unknown@example.com']),
    );

    expect(await auth.resetPassword('forged', 'new-secret-pass')).toBe(false);
    expect(await auth.resetPassword('recover-e@example.com', 'new-secret-pass')).toBe(true);
    expect(await auth.resetPassword('recover-e@example.com', 'other-secret')).toBe(false);
    expect(gotrue.calls).toContain('logout global');
    clock += 2 * 60 * 1000; // past the liveness cache
    expect(await auth.resolveSession(before.signedIn.session)).toBeNull();
    clock += 3600 * 1000;
    expect(await auth.resolveSession(before.signedIn.session)).toBeNull();
    expect((await auth.signInWithPassword('e@example.com', 'new-secret-pass')).ok).toBe(true);
  });

  it('asks GoTrue to resend the activation mail', async () => {
    await auth.resendActivation('f@example.com', links);
    expect(gotrue.calls).toContain('resend signup f@example.com');
  });

  it('signs in with a verified Google ID token through signInWithIdToken', async () => {
    const token = await googleIdToken('g@example.com', 'g-sub');
    const result = await auth.signInWithSocial('GOOGLE', token, { newAccountOnly: false });
    expect(result).toMatchObject({ ok: true, value: { principal: { email: 'g@example.com' } } });
    expect(gotrue.calls).toContain('token id_token');

    // A seeded address is taken for a sign-up (the database knows it, not the fake).
    const buyerToken = await googleIdToken('buyer@example.com', 'g-sub-2');
    expect(await auth.signInWithSocial('GOOGLE', buyerToken, { newAccountOnly: true })).toEqual({
      ok: false,
      reason: 'EMAIL_TAKEN',
    });
    expect(await auth.signInWithSocial('GOOGLE', 'garbage', { newAccountOnly: false })).toEqual({
      ok: false,
      reason: 'SOCIAL_TOKEN_REJECTED',
    });
  });

  it('sends Facebook to the OAuth redirect instead of taking its token', async () => {
    // No Graph API or GoTrue call at all: the fake refuses unhandled requests.
    expect(await auth.signInWithSocial('FACEBOOK', 'fb-token', { newAccountOnly: false })).toEqual({
      ok: false,
      reason: 'SOCIAL_REDIRECT_REQUIRED',
    });
    expect(gotrue.calls).toEqual([]);
    const url = new URL(
      auth.oauth!.authorizeUrl(
        'facebook',
        'https://api.test/v1/auth/callback?state=s1',
        'challenge-1',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${AUTH}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'facebook',
      redirect_to: 'https://api.test/v1/auth/callback?state=s1',
      code_challenge: 'challenge-1',
      code_challenge_method: 's256',
    });
  });

  it('answers email availability from the database', async () => {
    expect(await auth.emailRegistered('BUYER@example.com')).toBe(true);
    expect(await auth.emailRegistered('free@example.com')).toBe(false);
  });
});
