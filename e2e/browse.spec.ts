import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { featuredPhoto } from './support/photos.ts';

test('a visitor browses the home page, its slideshow and featured photos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stock photos of Sri Lanka' })).toBeVisible();
  const slideshow = page.getByRole('region', { name: 'Featured photos of Sri Lanka' });
  await expect(slideshow.getByText('1/6')).toBeVisible();
  await slideshow.getByRole('button', { name: 'Next photo' }).click();
  await expect(slideshow.getByText('2/6')).toBeVisible();
  await slideshow.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(slideshow.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Become a Creator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toBeVisible();
  await expect(page.locator('[data-photo-grid] img').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor searches, filters in the URL, loads more, and meets the no-results help', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search photos' });
  // The app's search box (before it, the box is a plain GET form): the carousel answers.
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeEnabled();
  // An empty search goes nowhere.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/$/);

  await box.fill('sig');
  // Tag suggestions come from the tag search.
  await expect(page.getByRole('option', { name: 'sigiriya' })).toBeVisible();
  await box.fill('beach');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchresults\?q=beach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'beach' })).toBeVisible();
  await expect(page.getByText(/^\d+ photos?$/)).toBeVisible();
  await expect(page.locator('[data-photo-grid] img').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Price' }).selectOption('free');
  await expect(page).toHaveURL(/price=free/);
  await page.goBack();
  await expect(page).toHaveURL(/\/searchresults\?q=beach$/);

  await page.goto('/searchresults?q=xqzzvw');
  await expect(page.getByRole('heading', { name: 'No photos match “xqzzvw”' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Popular searches' })
    .getByRole('link', { name: 'sigiriya' })
    .click();
  await expect(page).toHaveURL(/q=sigiriya/);
  await expect(page.getByText(/^\d+ photos$/)).toBeVisible();
});

test('a visitor opens a photo: details, price, share with Copied!, more like this', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const paid = await featuredPhoto(request, 'paid');
  await page.goto('/');
  await page
    .getByRole('link', { name: new RegExp(`^${paid.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/photodetail/${paid.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: paid.name })).toBeVisible();
  const price = `Rs. ${paid.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByRole('link', { name: `Purchase for ${price}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'JPEG' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Exposure' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `/photodetail/${paid.id}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: `Purchase for ${price}` }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase\\?id=${paid.id}$`));
});

test('unknown pages and photos say so, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/photodetail/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Photo not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home page' }).click();
  await expect(page.getByRole('heading', { name: 'Stock photos of Sri Lanka' })).toBeVisible();
});
