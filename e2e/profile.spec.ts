import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/viewport.ts';
import { csrfHeaders, signedInUser } from './support/session.ts';

/** The signed-in user's own space: profile, favourites, collections, purchases (issue 10). */

interface Card {
  id: string;
  name: string;
  free_download: boolean;
}

/** A seeded, published photo (free or paid) from the featured list. */
async function featuredPhoto(request: APIRequestContext, free: boolean): Promise<Card> {
  const answer = await request.get('/v1/public/featured_photos');
  const photos = (await answer.json()) as Card[];
  const photo = photos.find((p) => p.free_download === free);
  if (!photo) throw new Error(`no featured ${free ? 'free' : 'paid'} photo`);
  return photo;
}

/** A tiny PNG (2 x 2), as a picture someone might choose for their profile. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNk+M/AwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function choosePicture(page: Page, menu: string, item: string, title: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Choose an image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByTestId('picture-preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function removePicture(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Remove' })
    .click();
}

test('profile header: change and remove both pictures, and edit the name', async ({ page }) => {
  await signedInUser(page, 'pictures');
  await page.goto('/profile/albums');
  await expect(page.getByRole('heading', { name: 'Tharindu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await choosePicture(
    page,
    'Profile photo options',
    'Change profile photo',
    'Upload Profile Photo',
  );
  const avatar = page.getByRole('img', { name: "Tharindu's profile photo" });
  await expect(avatar).toHaveAttribute('src', /\/v1\/public\/avatars\//);
  await removePicture(page, 'Profile photo options', 'Remove profile photo');
  await expect(avatar).toBeHidden();

  await choosePicture(page, 'Cover photo options', 'Change cover photo', 'Upload Cover Photo');
  const cover = page.getByTestId('cover-photo');
  await expect(cover).toHaveCSS('background-image', /\/v1\/public\/avatars\//);
  await removePicture(page, 'Cover photo options', 'Remove cover photo');
  await expect(cover).toHaveCSS('background-image', 'none');

  await page.getByRole('button', { name: 'Edit name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change User Details' });
  await dialog.getByLabel('Last Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Last Name is required')).toBeVisible();
  await dialog.getByLabel('Last Name').fill('Jayasuriya');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tharindu Jayasuriya' })).toBeVisible();
});

test('become a creator with a username', async ({ page }) => {
  await signedInUser(page, 'creator');
  const username = `lens${Date.now().toString(36)}`;
  await page.goto('/profile/albums');
  await page.getByRole('button', { name: 'Become a Content Creator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Content Creator' });
  await dialog.getByRole('button', { name: 'Become a Content Creator' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  // A taken username (a seeded creator's) is refused 1 s after typing stops.
  await dialog.getByLabel('Username').fill('nuwan.perera');
  await expect(dialog.getByText('Usename exists')).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await expect(dialog.getByText('Usename exists')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Become a Content Creator' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/profile/albums');
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a Content Creator' })).toBeHidden();
  const profile = await (await page.request.get('/v1/profile')).json();
  expect(profile).toMatchObject({ role: 'CREATOR', username });
});

test('My purchases lists a photo bought through the local checkout, ready to download', async ({
  page,
}) => {
  const photo = await featuredPhoto(page.request, false);
  await signedInUser(page, 'purchases');
  await page.goto('/profile/purchases');
  await expect(page.getByRole('heading', { name: 'No purchases yet' })).toBeVisible();

  const checkout = await page.request.post(`/v1/photos/${photo.id}/checkout`, {
    headers: await csrfHeaders(page.request),
    form: { price_check: 'false' },
  });
  expect(checkout.status()).toBe(200);
  const { stripe } = (await checkout.json()) as { stripe: { url: string } };
  await page.goto(stripe.url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/payment_result\?success=true/);

  await page.goto('/profile/purchases');
  const row = page.getByTestId('purchase').filter({ hasText: photo.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('5 of 5 downloads left');
  await expect(row.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/v1\/public\/photos\/download\?ref=/,
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
});

test('the signed-in pages fit a 375 px phone', async ({ page }) => {
  await signedInUser(page, 'phone');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/profile/albums', '/profile/favourites', '/profile/collections']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  }
});
