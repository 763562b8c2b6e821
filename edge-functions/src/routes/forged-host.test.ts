import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { withDevPages } from '../local/dev-pages.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { latestMail } from '../test/mail-reader.ts';
import { signUpForm } from '../test/sign-up-form.ts';
import { seedFacts } from '../test/seed-ids.ts';
import { orderBySession, payHereBuyer } from '../test/payment-helpers.ts';
import type { CheckoutAnswer } from '../contract/checkout.ts';

/**
 * Issue 34: with neither PUBLIC_API_URL nor PUBLIC_SITE_URL (`npm start`'s default), links in
 * mails and redirects come from the request's origin. A forged Host (with the matching Origin and
 * an anti-forgery token the same browser holds) is refused with 400 before any route runs, and
 * X-Forwarded-Host is never read: no mail and no redirect ever names the attacker's host.
 */
const HOME = 'http://localhost:8080';
const EVIL = 'http://evil.example';

let t: TestApp;
let browser: TestClient;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_API_URL: undefined, PUBLIC_SITE_URL: undefined, PORT: '8080' },
  });
  browser = new TestClient(t.app, HOME);
});
afterAll(() => t.close());

const freshIp = () => `10.34.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

/** The test app's settings with some changed, for a second app on the same database. */
function appWith(overrides: Record<string, string | undefined>) {
  const env = Object.entries(t.deps.config.env).map(([k, v]) => [k, v?.toString()]);
  const deps = { ...t.deps, config: loadConfig({ ...Object.fromEntries(env), ...overrides }) };
  return withDevPages(createApp(deps), deps);
}

async function outboxCount(to: string): Promise<number> {
  const [row] = await t.db.asService((tx) =>
    tx.query<{ n: number }>(
      'select count(*)::int as n from public.mail_outbox where to_address = $1',
      [to],
    ),
  );
  return row!.n;
}

/**
 * The attack of issue 34: the browser's own cookies and anti-forgery token, sent to `origin`
 * (the Host) with a matching Origin, plus any extra headers.
 */
async function send(
  origin: string,
  method: string,
  path: string,
  form?: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin,
    'x-csrf-token': await browser.csrfToken(),
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-forwarded-for': freshIp(),
    ...extra,
  };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return t.app.request(`${origin}${path}`, { method, headers, body });
}

/** What a proxy in front, or an attacker behind it, may add: never read by the API. */
const forwardedEvil = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

async function expectUnknownHost(answer: Response) {
  expect(answer.status).toBe(400);
  expect(answer.headers.get('location')).toBeNull();
  expect(await answer.json()).toEqual({
    code: 1000,
    description:
      'This server does not answer for this host name (ALLOWED_HOSTS, docs/configuration.md)',
  });
}

describe('the hosts a server without public URLs answers for', () => {
  it('are the addresses npm start announces on its port; any other Host gets 400', async () => {
    for (const origin of [HOME, 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect((await t.app.request(`${origin}/v1/health`)).status, origin).toBe(200);
    }
    for (const origin of [
      EVIL,
      'http://evil.example:8080',
      'http://localhost:9999',
      'http://localhost',
      'http://localhost.:8080',
    ]) {
      await expectUnknownHost(await t.app.request(`${origin}/v1/health`));
    }
    // The dev pages too: the local identity page posts its token to the site origin.
    for (const [method, path] of [
      ['GET', '/dev/mail.json'],
      ['POST', '/dev/identity/cancel'],
      ['GET', '/v1/generic/refresh_csrf'],
    ] as const) {
      await expectUnknownHost(await t.app.request(`${EVIL}${path}`, { method }));
    }
  });

  it('include ALLOWED_HOSTS, whose requests get links on their own host', async () => {
    const lan = new TestClient(
      appWith({ ALLOWED_HOSTS: 'photos.lan:8080' }),
      'http://photos.lan:8080',
    );
    const email = 'newcreator@example.com';
    const answer = await lan.request('POST', '/v1/request_password_reset', {
      form: { email },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(answer.status).toBe(200);
    expect((await latestMail(browser, email))?.text).toContain(
      'http://photos.lan:8080/update_password?t=',
    );
    expect(() => loadConfig({ ALLOWED_HOSTS: 'photos.lan/x' })).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('with PUBLIC_SITE_URL alone (production without PUBLIC_API_URL)', () => {
  it('every link and redirect names the site, whatever the Host', async () => {
    const site = 'https://lankalens.example';
    const forged = new TestClient(appWith({ PUBLIC_SITE_URL: site }), EVIL);
    const email = 'host-site-only@example.com';
    const answer = await forged.request('POST', '/v1/register', {
      form: signUpForm(email),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(answer.status).toBe(201);
    const mail = await latestMail(browser, email);
    expect(mail?.text).toContain(`${site}/v1/activate?token=`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
    const activate = await forged.get('/v1/activate?token=not-a-live-token');
    expect(activate.headers.get('location')).toBe(`${site}/activated?success=false`);
  });
});

describe('a forged Host or X-Forwarded-Host never reaches a mail', () => {
  // Each mail kind with a link: how to ask for it, and the link it carries.
  const kinds = [
    {
      kind: 'password reset',
      to: () => 'buyer@example.com',
      ask: (to: string) => ['/v1/request_password_reset', { email: to }] as const,
      link: '/update_password?t=',
    },
    {
      kind: 'activation (sign-up)',
      to: (n: number) => `host-signup-${n}@example.com`,
      ask: (to: string) => ['/v1/register', signUpForm(to)] as const,
      link: '/v1/activate?token=',
    },
    {
      kind: 'activation (resend)',
      to: () => 'host-resend@example.com',
      ask: (to: string) => ['/v1/resend_activation', { email: to }] as const,
      link: '/v1/activate?token=',
    },
    {
      kind: 'free download',
      to: () => 'host-free@example.lk',
      ask: (to: string) =>
        [
          `/v1/public/photos/${seedFacts.freePhoto}/checkout`,
          { price_check: 'false', name: 'Amaya Silva', email: to },
        ] as const,
      link: '/v1/public/photos/download?ref=',
    },
  ];

  beforeAll(async () => {
    // An account that awaits activation, for the resend.
    const [path, form] = kinds[1]!.ask('host-resend@example.com');
    expect((await send(HOME, 'POST', path, form)).status).toBe(201);
  });

  for (const { kind, to, ask, link } of kinds) {
    it(`${kind}: 400 for a forged Host and no mail; X-Forwarded-Host is ignored`, async () => {
      const first = to(1);
      const before = await outboxCount(first);
      const [path, form] = ask(first);
      await expectUnknownHost(await send(EVIL, 'POST', path, form));
      expect(await outboxCount(first)).toBe(before);

      const second = to(2);
      const [samePath, sameForm] = ask(second);
      const answer = await send(HOME, 'POST', samePath, sameForm, forwardedEvil);
      expect(answer.status, await answer.clone().text()).toBeLessThan(300);
      const mail = await latestMail(browser, second);
      expect(mail?.text).toContain(`${HOME}${link}`);
      expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
    });
  }

  it('paid receipt (local checkout): a forged Host pays nothing; the mail names our host', async () => {
    const email = 'host-paid@example.lk';
    const opened = await browser.request<{ stripe: { session_id: string; url: string } }>(
      'POST',
      `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
      { form: { price_check: 'false', name: 'Amaya Silva', email } },
    );
    const { session_id, url } = opened.body.stripe;
    const page = await browser.get<string>(new URL(url).pathname);
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;

    await expectUnknownHost(await send(EVIL, 'POST', `/dev/checkout/${session_id}/pay`, { token }));
    expect((await orderBySession(t.db, session_id)).status).toBe('PENDING');
    expect(await outboxCount(email)).toBe(0);

    const paid = await send(
      HOME,
      'POST',
      `/dev/checkout/${session_id}/pay`,
      { token },
      forwardedEvil,
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${HOME}/payment_result\\?success=true&`),
    );
    const mail = await latestMail(browser, email);
    expect(mail?.text).toContain(`${HOME}/v1/public/photos/download?ref=`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
  });
});

describe('a forged Host or X-Forwarded-Host never reaches a redirect', () => {
  it('GET /v1/activate', async () => {
    const path = '/v1/activate?token=not-a-live-token';
    await expectUnknownHost(await t.app.request(`${EVIL}${path}`));
    const answer = await t.app.request(`${HOME}${path}`, { headers: forwardedEvil });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${HOME}/activated?success=false`);
  });

  it('the local checkout and the local PayHere page send the browser to our own host', async () => {
    const opened = await browser.request<{ stripe: { session_id: string; url: string } }>(
      'POST',
      `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
      { form: { price_check: 'false', name: 'Amaya Silva', email: 'host-cancel@example.lk' } },
    );
    const { session_id, url } = opened.body.stripe;
    const token = /name="token" value="([^"]+)"/.exec(
      (await browser.get<string>(new URL(url).pathname)).body,
    )![1]!;
    const cancel = `/dev/checkout/${session_id}/cancel`;
    await expectUnknownHost(await send(EVIL, 'POST', cancel, { token }));
    const cancelled = await send(HOME, 'POST', cancel, { token }, forwardedEvil);
    expect(cancelled.headers.get('location')).toBe(`${HOME}/payment_result?success=false`);

    const payhere = await browser.request<CheckoutAnswer>(
      'POST',
      `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
      { form: { price_check: 'false', provider: 'PAYHERE', ...payHereBuyer } },
    );
    if (payhere.body.ipg !== 'PAYHERE') throw new Error('expected a PayHere checkout');
    const { fields } = payhere.body.payhere;
    expect(fields.return_url?.startsWith(`${HOME}/payment_result?`)).toBe(true);
    const complete = `${new URL(payhere.body.payhere.url).pathname}/complete`;
    await expectUnknownHost(await send(EVIL, 'POST', complete, { ...fields, action: 'cancel' }));
    const back = await send(HOME, 'POST', complete, { ...fields, action: 'cancel' }, forwardedEvil);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${HOME}/payment_result?success=false`);
  });
});
