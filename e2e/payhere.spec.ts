import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { featuredPhoto, isJpeg } from './support/photos.ts';

/**
 * PayHere beside Stripe (docs/payments.md): local mode runs both stand-ins, so the checkout
 * offers the choice, and the local PayHere page checks the signed form and sends a signed notify.
 */
async function startPayHereCheckout(page: Page, photoId: string, email: string) {
  await page.goto(`/purchase?id=${photoId}`);
  await page.getByLabel('First name').fill('Amaya');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Confirm e-mail').fill(email);
  await expect(page.getByText('Card payments worldwide')).toBeVisible();
  await page.getByText('Sri Lankan cards and wallets').click();
  await expect(page.getByRole('img', { name: 'PayHere' })).toBeVisible();

  // PayHere's fields, with the checkout's style of messages.
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await expect(page.getByText('Please enter your address')).toBeVisible();
  await expect(page.getByText('Please enter your city')).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Phone number').fill('07712');
  await page.getByLabel('Address').fill('12 Temple Road');
  await page.getByLabel('City').fill('Kandy');
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill('077 123 4567');

  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page).toHaveURL(/\/dev\/payhere\/pay\/checkout$/);
}

test('a visitor pays through PayHere (local page) and downloads the JPEG', async ({
  page,
  request,
}) => {
  const paid = await featuredPhoto(request, 'paid');
  await startPayHereCheckout(page, paid.id, uniqueEmail('payhere-buyer'));
  const amount = `LKR ${paid.price.toFixed(2)}`;
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByLabel('eZ Cash').check();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payment_result\?success=true/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.jpg$/);
  expect(isJpeg(await readFile((await file.path())!))).toBe(true);
});

test('a visitor who cancels at PayHere sees Payment Error!', async ({ page, request }) => {
  const paid = await featuredPhoto(request, 'paid');
  await startPayHereCheckout(page, paid.id, uniqueEmail('payhere-cancel'));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment_result\?success=false/);
  await expect(page.getByRole('heading', { name: 'Payment Error!' })).toBeVisible();
  await expect(page.getByText('Your payment has been unsuccessfull. Try again.')).toBeVisible();
});
