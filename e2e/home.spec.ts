import { expect, test } from '@playwright/test';

test('the home page shows the seeded marketplace with loaded photos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stock photos of Sri Lanka' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured photos' })).toBeVisible();

  const photos = page.locator('.react-photo-album img');
  await expect(photos.first()).toBeVisible();
  expect(await photos.count()).toBeGreaterThanOrEqual(10);

  // Every thumbnail in the first screen really loaded (a broken image has naturalWidth 0; the
  // ones further down load lazily, when scrolled to).
  await expect
    .poll(async () =>
      photos.evaluateAll((images) => {
        const onScreen = images.filter(
          (img) => img.getBoundingClientRect().top < window.innerHeight,
        );
        return (
          onScreen.length >= 4 &&
          onScreen.every((img) => (img as HTMLImageElement).naturalWidth > 0)
        );
      }),
    )
    .toBe(true);
  await page.screenshot({ path: 'test-results/home.png', fullPage: false });
});

test('searching from the hero goes to the results page with the query', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search photos').fill('sigiriya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/searchresults\?q=sigiriya$/);
});
