import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from './accounts.ts';
import { linkIn, waitForMail } from './mail.ts';

/** The anti-forgery header for API calls made with a page's (or the test's) request context. */
export async function csrfHeaders(request: APIRequestContext) {
  const answer = await request.get('/v1/generic/refresh_csrf');
  const { id } = (await answer.json()) as { id: string };
  return { 'x-csrf-token': id };
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
}

/**
 * A distinct client address for each sign-up: the whole suite runs from one machine, and the API
 * allows 10 sign-ups an hour per address (rules/rate-limit.ts). Each journey stands for another
 * visitor, so it signs up from its own address, as visitors behind a proxy do.
 */
export function visitorAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

/** A new e-mail account through the API, not activated yet. */
export async function registerUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: DEMO_PASSWORD, firstName: 'Tharindu' };
  const answer = await request.post('/v1/register', {
    headers: { ...(await csrfHeaders(request)), 'x-forwarded-for': visitorAddress() },
    form: { first_name: user.firstName, email: user.email, password: user.password },
  });
  expect(answer.status()).toBe(201);
  return user;
}

/** Follows the activation link of the user's newest activation mail. */
export async function activate(request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, /Activate/);
  const answer = await request.get(linkIn(mail, '/v1/activate'), { maxRedirects: 0 });
  expect(answer.headers().location).toContain('/activated?success=true');
}

/**
 * A fresh, activated user signed in in the page's browser context (the page's request context
 * shares its cookies), so every journey owns its data.
 */
export async function signedInUser(page: Page, label: string): Promise<TestUser> {
  const user = await registerUser(page.request, label);
  await activate(page.request, user.email);
  const login = await page.request.post('/v1/sessions', {
    headers: await csrfHeaders(page.request),
    form: { user_id: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return user;
}
