import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { featuredPhoto, isJpeg } from './support/photos.ts';

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Amaya');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Confirm e-mail').fill(email);
}

test('a visitor gets a free photo by e-mail, after the form rules and the confirm dialog', async ({
  page,
  request,
}) => {
  const free = await featuredPhoto(request, 'free');
  await page.goto(`/photodetail/${free.id}`);
  await page.getByRole('link', { name: 'Download for free' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(page.getByText(/\d+ x \d+ pixels \| JPEG/)).toBeVisible();
  await expect(page.getByText('Total Due')).toBeVisible();
  await expect(page.getByText('Payments are securely processed by')).toBeVisible();

  // The spec's messages, field by field.
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter your last name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('E-mail', { exact: true }).fill('amaya@example');
  await page.getByLabel('Confirm e-mail').fill('other@example.com');
  await page.getByLabel('Last name').fill('Perera');
  await expect(page.getByText('First name is too short')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail('free-buyer');
  await fillDetails(page, email);
  await page.getByLabel('Confirm e-mail').fill(uniqueEmail('typo'));
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page.getByText('Emails should match')).toBeVisible();
  await page.getByLabel('Confirm e-mail').fill(email);

  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Download free photo' });
  await expect(dialog.getByText('Are you sure you want to download this photo?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes, download' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(request, email, /Your free download/);
  const download = await request.get(linkIn(mail, '/v1/public/photos/download'));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/jpeg');
  expect(isJpeg(await download.body())).toBe(true);
});

test('a visitor buys a paid photo through the hosted checkout and downloads the JPEG', async ({
  page,
  request,
}) => {
  const paid = await featuredPhoto(request, 'paid');
  await page.goto(`/purchase?id=${paid.id}`);
  const price = `Rs. ${paid.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByText(price).last()).toBeVisible();
  await fillDetails(page, uniqueEmail('paid-buyer'));
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();

  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment_result\?success=true/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.jpg$/);
  expect(isJpeg(await readFile((await file.path())!))).toBe(true);
});

test('a visitor who cancels at the hosted checkout sees Payment Error!', async ({
  page,
  request,
}) => {
  const paid = await featuredPhoto(request, 'paid');
  await page.goto(`/purchase?id=${paid.id}`);
  await fillDetails(page, uniqueEmail('cancel-buyer'));
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment_result\?success=false/);
  await expect(page.getByRole('heading', { name: 'Payment Error!' })).toBeVisible();
  await expect(page.getByText('Your payment has been unsuccessfull. Try again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
