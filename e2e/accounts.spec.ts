import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll, smallTouchTargets } from './support/viewport.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { activate, registerUser } from './support/session.ts';

/** Sign-up, activation, login, password reset and the guards (issue 10, spec 2 and 4). */

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('sign up, follow the activation link from the mail, then log in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The spec's rules first: nothing is sent with empty fields.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await page.getByLabel('First Name').fill('Dilani');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Please check your inbox for the account verification email.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  const mail = await waitForMail(page.request, email, /Activate/);
  await page.goto(linkIn(mail, '/v1/activate'));
  await expect(page).toHaveURL(/\/activated\?success=true$/);
  await expect(
    page.getByRole('heading', { name: 'Your account has been activated' }),
  ).toBeVisible();
  await expect(page.getByText('You can upload your photos now.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('You are successfully logged in')).toBeVisible();
  await expect(page).toHaveURL('/profile/albums');
  await expect(page.getByRole('heading', { name: 'Dilani' })).toBeVisible();
});

test('a wrong password says so and stays on the login page', async ({ page }) => {
  const user = await registerUser(page.request, 'wrong-password');
  await activate(page.request, user.email);
  await page.goto('/login');
  await logIn(page, user.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or/and password!');
  await expect(page).toHaveURL('/login');
});

test('an unactivated account opens the resend-activation popup', async ({ page }) => {
  const user = await registerUser(page.request, 'unactivated');
  await page.goto('/login');
  // The popup is the app's: a person sees the page come alive (the password's eye answers).
  await expect(page.getByRole('button', { name: 'Show password' })).toBeEnabled();
  await logIn(page, user.email, user.password);
  await expect(page.getByText('Your email address is not verified yet')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Resend Activation Mail' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Resend Activation Mail' }).click();
  await expect(page.getByText('Activation mail sent to your email account')).toBeVisible();
  await expect(dialog).toBeHidden();
  // A second activation mail is now in the outbox; its link activates the account.
  await activate(page.request, user.email);
});

test('forgot password: mail link, new password, then login with it', async ({ page }) => {
  const user = await registerUser(page.request, 'forgot');
  await activate(page.request, user.email);
  await page.goto('/login');
  // The popup is the app's: a person sees the page come alive (the password's eye answers)
  // before it. Before that, the same link opens the form as a page (e2e/first-paint.spec.ts).
  await expect(page.getByRole('button', { name: 'Show password' })).toBeEnabled();
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent successful')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const mail = await waitForMail(page.request, user.email, /Reset/);
  await page.goto(linkIn(mail, '/update_password'));
  await expect(page.getByRole('heading', { name: 'Create a New Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New Password', { exact: true }).fill('a-new-password-9');
  await page.getByLabel('Confirm Password').fill('a-new-password-8');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill('a-new-password-9');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your password has been successfully updated. Please login.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, user.email, 'a-new-password-9');
  await expect(page).toHaveURL('/profile/albums');
});

test('the reset page without a token and the failed activation page', async ({ page }) => {
  await page.goto('/update_password');
  await expect(page.getByRole('heading', { name: 'Invalid Activation Link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/activated?success=false');
  await expect(page.getByRole('heading', { name: 'Account activation failed' })).toBeVisible();
  await expect(
    page.getByText('Please go to your activation email and click the link again.'),
  ).toBeVisible();
});

test('signed-in pages send a signed-out visitor to login, and back afterwards', async ({
  page,
}) => {
  for (const path of ['/profile/albums', '/profile/collections', '/profile/purchases']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
  const user = await registerUser(page.request, 'guard');
  await activate(page.request, user.email);
  await page.goto('/profile/favourites');
  await expect(page).toHaveURL('/login?next=%2Fprofile%2Ffavourites');
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL('/profile/favourites');
  await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible();
});

test('sign-up and login work on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/signup', '/login']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await smallTouchTargets(page), `touch targets under 44 px on ${path}`).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  }
});
