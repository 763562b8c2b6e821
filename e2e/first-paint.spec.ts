import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A page works from its first paint (issue 33): a visitor, or a password manager, acts as soon
 * as the server's page shows, before the script has taken over. Each journey runs twice: with
 * the script held back five seconds (a slow phone on a slow link) and with JavaScript off.
 */

/** Every address the browser asks for, to prove no secret ever travels in one. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  return addresses;
}

const modes = [
  {
    name: 'with the script held back',
    javaScriptEnabled: true,
    async prepare(page: Page) {
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue().catch(() => {});
      });
    },
  },
  { name: 'with JavaScript off', javaScriptEnabled: false, async prepare() {} },
];

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });
    test.beforeEach(async ({ page }) => mode.prepare(page));

    test('logging in at once posts the password and lands on their albums', async ({ page }) => {
      const addresses = recordAddresses(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(demoAccounts.buyer);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/profile\/albums$/);
      // The albums page is the script's; once it draws, it says what the script's toast says.
      if (mode.javaScriptEnabled) {
        await expect(page.getByRole('status')).toHaveText('You are successfully logged in');
      }
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).toContain('lk_session');
      expect(addresses.filter((address) => address.includes(DEMO_PASSWORD))).toEqual([]);
      expect(addresses.filter((address) => address.includes('example.com'))).toEqual([]);
    });

    test('a wrong password says so and keeps the address typed', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(demoAccounts.buyer);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect email or/and password!');
      await expect(page.getByLabel('Email')).toHaveValue(demoAccounts.buyer);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      expect(page.url()).not.toContain('password');
    });

    test('an empty login form shows what each field needs', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Please enter your Email or Phone number')).toBeVisible();
      await expect(page.getByText('Please enter your password')).toBeVisible();
    });

    test('signing up at once makes the account and says to check the inbox', async ({ page }) => {
      const addresses = recordAddresses(page);
      const email = uniqueEmail('first-paint');
      await page.goto('/signup');
      await page.getByLabel('First Name').fill('Dilini');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status')).toHaveText(
        'Please check your inbox for the account verification email.',
      );
      expect(addresses.filter((address) => address.includes('a-long-password-1'))).toEqual([]);
      expect(addresses.filter((address) => address.includes(encodeURIComponent(email)))).toEqual(
        [],
      );
    });

    test('the forgot-password link works before the script', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await expect(page).toHaveURL(/\/forgot_password$/);
      await page.getByLabel('Email').fill(demoAccounts.creator);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toHaveText('Password reset email sent successful');
    });

    test('a search typed in the hero at once opens its results', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Search photos').fill('tea');
      await page.getByLabel('Search photos').press('Enter');
      await expect(page).toHaveURL(/\/searchresults\?q=tea$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('tea');
    });
  });
}
