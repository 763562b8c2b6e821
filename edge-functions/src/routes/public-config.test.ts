import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigAnswer, type PublicConfig } from '../contract/public-config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';

const SUPABASE_ENV = {
  SUPABASE_URL: 'https://ref.supabase.test',
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};
const FACEBOOK_SECRET = 'fb-secret-never-public';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The answer a browser gets from a deployment built with `env`, checked against the contract. */
async function configFor(env: Record<string, string>) {
  t = await createTestApp({ seed: false, env });
  const answer = await new TestClient(t.app).get<PublicConfig>('/v1/public/config');
  expect(answer.status).toBe(200);
  expect(publicConfigAnswer.parse(answer.body)).toEqual(answer.body);
  return answer;
}

describe('GET /v1/public/config: which payment providers the checkout offers', () => {
  it('names each provider whose keys are set, and both local stand-ins without keys', async () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const payhere = { PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 'secret' };
    for (const [env, providers] of [
      [{}, ['STRIPE', 'PAYHERE']],
      [stripe, ['STRIPE']],
      [payhere, ['PAYHERE']],
    ] as const) {
      const answer = await configFor(env);
      expect(answer.body.payment_providers).toEqual(providers);
      await t?.close();
    }
    t = undefined;
  });
});

describe('GET /v1/public/config: which sign-in buttons the web app draws', () => {
  it('without keys in local mode, sends both buttons to the local identity page', async () => {
    const answer = await configFor({});
    expect(answer.body).toEqual({
      google_client_id: null,
      facebook: null,
      local_identity: { page: '/dev/identity', providers: ['GOOGLE', 'FACEBOOK'] },
      payment_providers: ['STRIPE', 'PAYHERE'],
    });
  });

  it('in local mode names the Google client id and the Facebook app id for the SDK, never the secret', async () => {
    const answer = await configFor({
      GOOGLE_CLIENT_ID: 'lankalens-web.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '987654321',
      FACEBOOK_APP_SECRET: FACEBOOK_SECRET,
    });
    expect(answer.body).toEqual({
      google_client_id: 'lankalens-web.apps.googleusercontent.com',
      facebook: { mode: 'sdk', app_id: '987654321' },
      local_identity: null,
      payment_providers: ['STRIPE', 'PAYHERE'],
    });
    expect(JSON.stringify(answer.body)).not.toContain(FACEBOOK_SECRET);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('in local mode hides Facebook when the secret is missing, since the API could not check its tokens', async () => {
    const answer = await configFor({ FACEBOOK_APP_ID: '987654321' });
    expect(answer.body.facebook).toBeNull();
    // Half configured is not 'no keys': the local page stands in for Google alone.
    expect(answer.body.local_identity).toEqual({ page: '/dev/identity', providers: ['GOOGLE'] });
  });

  it('in Supabase mode sends Facebook through the OAuth redirect once FACEBOOK_APP_ID says it is enabled', async () => {
    const answer = await configFor({ ...SUPABASE_ENV, FACEBOOK_APP_ID: '987654321' });
    expect(answer.body.facebook).toEqual({ mode: 'redirect', start_path: '/v1/auth/facebook' });
    // The start path really is the redirect flow's entry.
    const start = await new TestClient(t!.app).get('/v1/auth/facebook?redirect=/');
    expect(start.status).toBe(302);
  });

  it('in Supabase mode without FACEBOOK_APP_ID offers no Facebook button', async () => {
    const answer = await configFor(SUPABASE_ENV);
    expect(answer.body).toEqual({
      google_client_id: null,
      facebook: null,
      local_identity: null,
      payment_providers: ['STRIPE', 'PAYHERE'],
    });
  });
});
