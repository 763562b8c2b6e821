import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { featuredPhoto } from './support/photos.ts';

test("a visitor follows a photographer's public albums to an album and a photo", async ({
  page,
  request,
}) => {
  const photo = await featuredPhoto(request, 'free');
  await page.goto(`/photodetail/${photo.id}`);
  await page
    .getByRole('link', { name: new RegExp(photo.uploader.first_name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/public/albums/${photo.uploader.username}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: photo.uploader.first_name }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Albums \(\d+\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const album = page.getByRole('article').first();
  const albumName = (await album.getByRole('heading').textContent())!;
  await album.getByRole('link').click();
  await expect(page).toHaveURL(/\/public\/albums\/view\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: albumName })).toBeVisible();
  await expect(page.getByText(/^\d+ photos?$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.locator('[data-photo-grid] a').first().click();
  await expect(page).toHaveURL(/\/public\/albums\/view\/[0-9a-f-]+\/[0-9a-f-]+$/);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.getByRole('link', { name: albumName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: albumName })).toBeVisible();
  await page.getByRole('link', { name: /All albums by/ }).click();
  await expect(page).toHaveURL(new RegExp(`/public/albums/${photo.uploader.username}$`));
});

test('opening a photo page counts one view, by its beacon, and the page is cacheable', async ({
  page,
  request,
}) => {
  const photo = await featuredPhoto(request, 'paid');
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/v1/public/photos/${photo.id}/views`)) {
      beacons.push(sent.url());
    }
  });
  const counted = page.waitForResponse((answer) =>
    answer.url().endsWith(`/v1/public/photos/${photo.id}/views`),
  );
  const opened = await page.goto(`/photodetail/${photo.id}`);
  // A visitor without a session gets a page shared caches may keep, carrying no cookie.
  expect(opened!.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(opened!.headers()['set-cookie']).toBeUndefined();
  expect((await counted).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1, name: photo.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(beacons).toHaveLength(1);
});

for (const [link, heading, text] of [
  ['Terms and Conditions', 'Terms and Conditions', /standard royalty-free licence/],
  ['Privacy Policy', 'Privacy Policy', /within 45 days/],
  ['Photo Upload Guideline', 'Photo Upload Guideline', /at least 2 megapixels/i],
] as const) {
  test(`the footer leads to the ${heading} page`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Last updated: 04 April 2022')).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
