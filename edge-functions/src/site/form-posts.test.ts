import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import {
  FORM_NOTICE_COOKIE,
  FORM_NOTICE_KEY,
  FORM_RESULT_KEY,
  type FormResult,
} from '../contract/form-posts.ts';
import { PRELOADED_ANSWERS_ID } from '../contract/preloaded-answers.ts';
import { createLogger } from '../lib/logger.ts';
import { withDevPages } from '../local/dev-pages.ts';
import { avoidWindowEdge } from '../test/rate-limit-window.ts';
import { latestMail, linkIn } from '../test/mail-reader.ts';
import { TestClient } from '../test/test-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { appShellTemplate } from '../test/app-shell-template.ts';
import { createSiteApp } from './site-app.ts';

/**
 * The account forms posted as plain web forms, before the script has taken over (decision 45):
 * the site app hands each post to the same /v1 route the script calls and answers as a web page
 * would, with a redirect after success and the page drawn again after a failure.
 */
const template = appShellTemplate;

const SITE = 'http://site.test';
let t: TestApp;
let site: ReturnType<typeof createSiteApp>;
/** Every line the API and the site app logged, as written. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const deps = { ...t.deps, logger: createLogger('debug', (line) => logLines.push(line)) };
  site = createSiteApp(deps, {
    api: withDevPages(createApp(deps), deps),
    appShell: () => Promise.resolve(template),
  });
});
afterAll(() => t.close());

/** A browser's form post: urlencoded, with the Origin a browser sends, and its cookies. */
async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return site.request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page drawn again after a failed post: its status, HTML and the result it embeds. */
async function redrawn(answer: Response) {
  const html = await answer.text();
  const document = new JSDOM(html).window.document;
  const block = document.getElementById(PRELOADED_ANSWERS_ID)?.textContent ?? '{}';
  const answers = JSON.parse(block) as Record<string, { body: unknown }>;
  return { status: answer.status, html, result: answers[FORM_RESULT_KEY]?.body as FormResult };
}

/** Cookie names and attributes as set, values left out (a session's value differs each time). */
function cookieShapes(setCookies: string[]) {
  return setCookies.map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1')).sort();
}

describe('login posted before the script runs', () => {
  it('signs in with the same cookies as the script and sends them to their albums (303)', async () => {
    const answer = await post('/login', { user_id: 'buyer@example.com', password: 'password123' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/albums');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie().join()).toContain(`${FORM_NOTICE_COOKIE}=signedIn`);
    const script = await new TestClient(t.app).request('POST', '/v1/sessions', {
      form: { auth_provider: 'EMAIL', user_id: 'buyer@example.com', password: 'password123' },
    });
    const scriptCookies = cookieShapes(script.setCookies).filter(
      (c) => !c.startsWith('lk_browser'),
    );
    expect(scriptCookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of scriptCookies) {
      expect(cookieShapes(answer.headers.getSetCookie())).toContain(cookie);
    }
    // The session it set is a real one: the API knows who this is.
    const session = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const me = await t.app.request('http://api.test/v1/profile', { headers: { cookie: session } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('buyer@example.com');
  });

  it("goes back to the guard's page, never to another site", async () => {
    const back = await post('/login?next=%2Fprofile%2Ffavourites', {
      user_id: 'buyer@example.com',
      password: 'password123',
    });
    expect(back.headers.get('location')).toBe('/profile/favourites');
    const away = await post('/login?next=%2F%2Fevil.example%2Fx', {
      user_id: 'buyer@example.com',
      password: 'password123',
    });
    expect(away.headers.get('location')).toBe('/profile/albums');
  });

  it("draws the page again with the spec's message and the address typed, never the password", async () => {
    const page = await redrawn(
      await post('/login', { user_id: 'buyer@example.com', password: 'not-the-password-9' }),
    );
    expect(page.status).toBe(401);
    expect(page.result.form).toBe('login');
    expect(page.result.error).toMatchObject({
      code: 1102,
      description: 'Incorrect email or/and password!',
    });
    expect(page.result.values).toEqual({ user_id: 'buyer@example.com' });
    expect(page.html).not.toContain('not-the-password-9');
  });

  it("shows each empty field's message, as the script's form does", async () => {
    const page = await redrawn(await post('/login', { user_id: '', password: '' }));
    expect(page.status).toBe(400);
    expect(page.result.fieldErrors).toEqual({
      user_id: 'Please enter your Email or Phone number',
      password: expect.any(String),
    });
  });

  it('is held to the same rate limit as the API: the sixth wrong password is refused', async () => {
    await avoidWindowEdge(15 * 60);
    for (let i = 0; i < 5; i++) {
      const page = await redrawn(
        await post(
          '/login',
          { user_id: 'newcreator@example.com', password: `wrong-${i}` },
          { 'x-forwarded-for': `10.9.0.${i}` },
        ),
      );
      expect(page.result.error?.code).toBe(1102);
    }
    const sixth = await post(
      '/login',
      { user_id: 'newcreator@example.com', password: 'password123' },
      { 'x-forwarded-for': '10.9.0.9' },
    );
    const page = await redrawn(sixth);
    expect(page.status).toBe(429);
    expect(page.result.error?.code).toBe(1004);
    expect(sixth.headers.getSetCookie().some((c) => c.startsWith('lk_session='))).toBe(false);
  });

  it('refuses a post from another site, or one without an Origin, even with the right password', async () => {
    const right = { user_id: 'admin@example.com', password: 'password123' };
    for (const headers of [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://evil.example', 'sec-fetch-site': '' },
      { origin: SITE, 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await post('/login', right, headers);
      const page = await redrawn(answer);
      expect(page.status).toBe(403);
      expect(page.result.error?.code).toBe(1005);
      expect(answer.headers.getSetCookie().some((c) => c.startsWith('lk_session='))).toBe(false);
    }
    const noOrigin = await site.request(`${SITE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(right).toString(),
    });
    expect(noOrigin.status).toBe(403);
  });
});

describe('an oversized form post', () => {
  it('is refused with the catalogue code, before it is read', async () => {
    const answer = await post('/login', { user_id: 'x'.repeat(20_000), password: 'p' });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 1006 });
  });
});

describe('sign-up posted before the script runs', () => {
  it('makes the same account and mail as the script, then goes home with the inbox notice', async () => {
    const email = `form-${Date.now()}@example.com`;
    const answer = await post('/signup', {
      first_name: 'Nimal',
      email,
      password: 'a-long-password-1',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.getSetCookie().join()).toContain(`${FORM_NOTICE_COOKIE}=signedUp`);
    // The account waits for its activation link, as after the script's sign-up.
    const client = new TestClient(t.app);
    const login = await client.request('POST', '/v1/sessions', {
      form: { auth_provider: 'EMAIL', user_id: email, password: 'a-long-password-1' },
    });
    expect(login.body).toMatchObject({ code: 1104 });
    expect(linkIn(await latestMail(client, email), '/v1/activate')).toContain('token=');

    // The home page after the redirect says so once, and is nobody else's.
    const home = await site.request(`${SITE}/`, {
      headers: { cookie: `${FORM_NOTICE_COOKIE}=signedUp` },
    });
    const html = await home.text();
    expect(html).toContain(FORM_NOTICE_KEY);
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(home.headers.getSetCookie().join()).toMatch(new RegExp(`${FORM_NOTICE_COOKIE}=;`));
  });

  it('keeps the name and address typed when the address is taken (1107), never the password', async () => {
    const page = await redrawn(
      await post('/signup', {
        first_name: 'Kamala',
        email: 'buyer@example.com',
        password: 'secret-password-77',
      }),
    );
    expect(page.status).toBe(409);
    expect(page.result.error?.code).toBe(1107);
    expect(page.result.values).toEqual({ first_name: 'Kamala', email: 'buyer@example.com' });
    expect(page.html).not.toContain('secret-password-77');
  });
});

describe('the password forms posted before the script runs', () => {
  it('sends the reset mail, then a new password set by post works at login', async () => {
    const asked = await post('/forgot_password', { email: 'creator@example.com' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/login');
    expect(asked.headers.getSetCookie().join()).toContain(`${FORM_NOTICE_COOKIE}=resetMailSent`);
    const client = new TestClient(t.app);
    const link = linkIn(await latestMail(client, 'creator@example.com'), '/update_password');
    const token = new URL(link, SITE).searchParams.get('t')!;

    const mismatch = await redrawn(
      await post('/update_password', {
        t: token,
        password: 'brand-new-pass-1',
        confirm_password: 'other',
      }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.result.fieldErrors).toEqual({ confirm_password: "Passwords don't match" });
    // The form comes back with its link's token, so the visitor can try again.
    expect(mismatch.result.values).toEqual({ t: token });

    const updated = await post('/update_password', {
      t: token,
      password: 'brand-new-pass-1',
      confirm_password: 'brand-new-pass-1',
    });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe('/login');
    const login = await client.request('POST', '/v1/sessions', {
      form: {
        auth_provider: 'EMAIL',
        user_id: 'creator@example.com',
        password: 'brand-new-pass-1',
      },
    });
    expect(login.status).toBe(200);
  });

  it('answers a used or made-up token with the API message', async () => {
    const page = await redrawn(
      await post('/update_password', {
        t: 'made-up-token',
        password: 'brand-new-pass-2',
        confirm_password: 'brand-new-pass-2',
      }),
    );
    expect(page.status).toBe(400);
    expect(page.result.error).toMatchObject({ code: 1105 });
  });
});

describe('what the form posts leave in the logs', () => {
  it('never holds a password', () => {
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of ['password123', 'not-the-password-9', 'secret-password-77', 'brand-new']) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
