import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { activate, registerUser } from './support/session.ts';

/**
 * Social sign-in without provider keys (issue 18): the Google and Facebook buttons open the local
 * identity page in a popup, whose tokens the API checks as it checks the real providers'.
 */

interface Person {
  firstName: string;
  lastName?: string;
  email: string;
}

/** Clicks the provider's button and returns the identity popup it opens. */
async function openIdentityPage(page: Page, provider: 'Google' | 'Facebook') {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  return popup;
}

async function signInAs(page: Page, provider: 'Google' | 'Facebook', person: Person) {
  const popup = await openIdentityPage(page, provider);
  await popup.getByLabel('First name').fill(person.firstName);
  await popup.getByLabel('Last name').fill(person.lastName ?? '');
  await popup.getByLabel('E-mail', { exact: true }).fill(person.email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
}

async function expectSignedInAs(page: Page, firstName: string) {
  await expect(page.getByText('You are successfully logged in')).toBeVisible();
  await expect(page).toHaveURL('/profile/albums');
  await expect(page.getByRole('heading', { name: firstName })).toBeVisible();
}

test('a first Google sign-in creates the account, and a second one logs in to it', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  const popup = await openIdentityPage(page, 'Google');
  await expectNoSeriousA11yViolations(popup);
  await popup.close();
  // Closing the popup without an answer is a cancel.
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');

  await signInAs(page, 'Google', { firstName: 'Ishara', lastName: 'Gamage', email });
  await expectSignedInAs(page, 'Ishara');

  await page.context().clearCookies();
  await page.goto('/login');
  // Another name typed at the provider: still the account made the first time.
  await signInAs(page, 'Google', { firstName: 'Someone', email });
  await expectSignedInAs(page, 'Ishara');
});

test('Facebook with the address of an e-mail account signs in to that account', async ({
  page,
}) => {
  const user = await registerUser(page.request, 'facebook-link');
  await activate(page.request, user.email);
  await page.goto('/signup');
  await signInAs(page, 'Facebook', { firstName: 'Other', email: user.email });
  await expect(page.getByText('You are successfully logged in')).toBeVisible();
  await page.goto('/profile/albums');
  await expect(page.getByRole('heading', { name: user.firstName })).toBeVisible();

  // The account keeps its password: the address was already confirmed.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedInAs(page, user.firstName);
});

test("cancel at the provider shows 'Something went wrong. Please try again.'", async ({ page }) => {
  await page.goto('/login');
  const popup = await openIdentityPage(page, 'Facebook');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.');
  await expect(page).toHaveURL('/login');
  // Nobody is signed in.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'user')).toBe(false);
});
