import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_APP } from '../config.ts';
import type { LocalIdentityMessage, PublicConfig } from '../contract/public-config.ts';
import { asGoTrue } from '../db/database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  first_name?: string;
  last_name?: string;
  email?: string;
  share?: boolean;
}

/** What the identity page hands the opener after Allow (or Cancel). */
function messageIn(html: string): { origin: string; message: LocalIdentityMessage } {
  const json = /<script type="application\/json" id="answer">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no answer in the page: ${html}`);
  return JSON.parse(json) as { origin: string; message: LocalIdentityMessage };
}

async function consent(provider: 'GOOGLE' | 'FACEBOOK', person: Person) {
  const { share = true, ...fields } = person;
  const answer = await new TestClient(t.app).request<string>('POST', '/dev/identity/consent', {
    form: { provider, ...fields, ...(share ? { share_email: 'on' } : {}) },
  });
  return answer;
}

async function tokenFor(provider: 'GOOGLE' | 'FACEBOOK', person: Person): Promise<string> {
  const answer = await consent(provider, person);
  expect(answer.status).toBe(200);
  const { message } = messageIn(answer.body);
  if (message.outcome !== 'signed-in') throw new Error('not signed in');
  return message.token;
}

function socialLogin(provider: string, token: string, ip = '10.8.0.1') {
  const client = new TestClient(t.app);
  const answer = client.request<{ id: string; email: string; first_name: string }>(
    'POST',
    '/v1/sessions',
    { form: { auth_provider: provider, auth_token: token }, headers: { 'x-forwarded-for': ip } },
  );
  return answer.then((a) => ({ ...a, client }));
}

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await t.db.asService((tx) =>
    asGoTrue(tx).query<{ n: number }>(
      'select count(*)::int as n from auth.users where lower(email) = lower($1)',
      [email],
    ),
  );
  return row!.n;
}

describe('local identity page (no provider keys)', () => {
  it('tells the web app that both buttons open the local page', async () => {
    const answer = await new TestClient(t.app).get<PublicConfig>('/v1/public/config');
    expect(answer.body).toMatchObject({
      google_client_id: null,
      facebook: null,
      local_identity: { page: '/dev/identity', providers: ['GOOGLE', 'FACEBOOK'] },
    });
  });

  it('shows a consent form that keeps its link to the opener', async () => {
    const page = await new TestClient(t.app).get<string>('/dev/identity?provider=GOOGLE');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Sign in with Google');
    expect(page.body).toContain('>Allow</button>');
    expect(page.body).toContain('>Cancel</button>');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('signs a Google ID token that the real verifier accepts: the account is made, then reused', async () => {
    const token = await tokenFor('GOOGLE', {
      first_name: 'Nadeesha',
      last_name: 'Wijesinghe',
      email: 'Nadeesha@Example.com',
    });
    const first = await socialLogin('GOOGLE', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'nadeesha@example.com', first_name: 'Nadeesha' });
    expect(first.client.cookies.has('lk_session')).toBe(true);

    // A new token for the same address, another name typed: the same account signs in.
    const again = await socialLogin(
      'GOOGLE',
      await tokenFor('GOOGLE', { first_name: 'N', email: 'nadeesha@example.com' }),
    );
    expect(again.body).toMatchObject({ id: first.body.id, first_name: 'Nadeesha' });
    expect(await usersWithEmail('nadeesha@example.com')).toBe(1);
  });

  it('refuses a Google-format token signed with another key (1103), making no account', async () => {
    const stranger = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'forged@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'lankalens-local-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(STAND_IN_APP.googleClientId)
      .setSubject('forged-sub')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(stranger.privateKey);
    const answer = await socialLogin('GOOGLE', forged, '10.8.0.2');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 1103, description: 'Incorrect email or/and password!' });
    expect(await usersWithEmail('forged@example.com')).toBe(0);
  });

  it('issues a Facebook token that the Graph check accepts, for sign-up and then login', async () => {
    const person = { first_name: 'Ruwan', last_name: 'Silva', email: 'ruwan@example.com' };
    const client = new TestClient(t.app);
    const created = await client.request('POST', '/v1/register', {
      form: { auth_provider: 'FACEBOOK', auth_token: await tokenFor('FACEBOOK', person) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email: 'ruwan@example.com', activation_required: false });

    const login = await socialLogin('FACEBOOK', await tokenFor('FACEBOOK', person));
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: 'ruwan@example.com', first_name: 'Ruwan' });
  });

  it('refuses a made-up Facebook token (1103) and a person who keeps the address back (1108)', async () => {
    const madeUp = await socialLogin('FACEBOOK', 'EAAB-not-from-the-page', '10.8.0.3');
    expect(madeUp.body).toEqual({ code: 1103, description: 'Incorrect email or/and password!' });
    const noEmail = await tokenFor('FACEBOOK', { first_name: 'Quiet', share: false });
    const unusable = await socialLogin('FACEBOOK', noEmail, '10.8.0.4');
    expect(unusable.status).toBe(400);
    expect(unusable.body).toEqual({
      code: 1108,
      description: 'Something went wrong. Please try again.',
    });
  });

  it('joins the existing e-mail account when the provider vouches for its address', async () => {
    const token = await tokenFor('GOOGLE', { first_name: 'Someone', email: 'buyer@example.com' });
    const answer = await socialLogin('GOOGLE', token, '10.8.0.5');
    expect(answer.body).toMatchObject({
      id: '00000000-0000-4000-8000-000000000004',
      email: 'buyer@example.com',
    });
  });

  it('posts the refusal to the web app when the person cancels', async () => {
    const answer = await new TestClient(t.app).request<string>('POST', '/dev/identity/cancel', {
      form: { provider: 'FACEBOOK' },
    });
    expect(messageIn(answer.body)).toEqual({
      origin: 'http://site.test',
      message: { type: 'lankalens-local-identity', outcome: 'cancelled' },
    });
  });

  it('asks again for a name or an e-mail that is missing, issuing nothing', async () => {
    const answer = await consent('GOOGLE', { first_name: 'Amal', email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Type an e-mail address');
    expect(answer.body).not.toContain('id="answer"');
    const nameless = await consent('GOOGLE', { email: 'amal@example.com' });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toContain('Type a first name');
  });
});

describe('with real keys or in production', () => {
  const pages = ['/dev/identity?provider=GOOGLE', '/dev/identity?provider=FACEBOOK'];

  /** A client of a deployment built with `env`, closed after `use`. */
  async function withApp(env: Record<string, string>, use: (client: TestClient) => Promise<void>) {
    const app = await createTestApp({ seed: false, env });
    try {
      await use(new TestClient(app.app));
    } finally {
      await app.close();
    }
  }

  it('has no local page for a provider whose keys are set', async () => {
    const env = {
      GOOGLE_CLIENT_ID: 'lankalens-web.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '987654321',
      FACEBOOK_APP_SECRET: 'fb-secret',
    };
    await withApp(env, async (client) => {
      for (const path of pages) expect((await client.get(path)).status).toBe(404);
      expect((await client.get<PublicConfig>('/v1/public/config')).body).toMatchObject({
        google_client_id: 'lankalens-web.apps.googleusercontent.com',
        facebook: { mode: 'sdk', app_id: '987654321' },
        local_identity: null,
      });
    });
  });

  it('never stands in with Supabase keys set (production)', async () => {
    const env = {
      SUPABASE_URL: 'https://ref.supabase.test',
      SUPABASE_ANON_KEY: 'anon-key',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
    };
    await withApp(env, async (client) => {
      for (const path of [...pages, '/dev/identity/google/certs']) {
        expect((await client.get(path)).status).toBe(404);
      }
      const config = await client.get<PublicConfig>('/v1/public/config');
      expect(config.body.local_identity).toBeNull();
    });
  });
});
