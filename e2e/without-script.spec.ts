import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { featuredPhoto } from './support/photos.ts';

/**
 * Decision 44: a page the server drew, as the browser alone serves it (the seconds before the
 * script on a phone, or with the script off): every control either works or says it cannot.
 */
test.use({ javaScriptEnabled: false });

test('Share shows the address to copy, and favourite and collection lead to the login', async ({
  page,
  request,
}) => {
  const photo = await featuredPhoto(request, 'free');
  const path = `/photodetail/${photo.id}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();
  const address = page.getByRole('textbox', { name: 'Link to this photo' });
  await expect(address).toBeVisible();
  await expect(address).toHaveValue(new URL(path, page.url()).href);
  await expect(address).toHaveJSProperty('readOnly', true);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(address).toBeHidden();

  await page.getByRole('link', { name: 'Add to favourites' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  await page.goBack();
  await page.getByRole('link', { name: 'Add to collection' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
});

test("the footer's languages reload the page in the one chosen, keeping the search", async ({
  page,
}) => {
  await page.goto('/searchresults?q=beach');
  await page.locator('footer').getByRole('button', { name: 'සිංහල' }).click();
  await expect(page).toHaveURL('/searchresults?q=beach&lang=si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1, name: 'beach' })).toBeVisible();
  await expect(page.locator('footer').getByRole('button', { name: 'සිංහල' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('what needs the script is drawn unavailable, and the home navbar is see-through', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const slideshow = page.getByRole('region', { name: 'Featured photos of Sri Lanka' });
  for (const name of ['Previous photo', 'Pause slideshow', 'Next photo']) {
    await expect(slideshow.getByRole('button', { name })).toBeDisabled();
  }
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  // Over the photo from the first paint: no opaque bar that the script turns transparent later.
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.goto('/searchresults?q=beach');
  for (const name of ['Orientation', 'Price', 'Sort by']) {
    await expect(page.getByRole('combobox', { name })).toBeDisabled();
  }

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Continue with Facebook/ })).toBeDisabled();
});

test.describe('with the script held back', () => {
  test.use({ javaScriptEnabled: true });

  test('before the script arrives, the unavailable controls and the share panel pass axe', async ({
    page,
    request,
  }) => {
    // The app's modules never arrive: the page stays the server's markup, as on a slow phone.
    // (The journeys' page.goto would wait for the app; the frame's own goto does not.)
    await page.route('**/assets/**/*.js', (route) => route.abort());
    const photo = await featuredPhoto(request, 'free');
    await page.mainFrame().goto('/');
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.mainFrame().goto(`/photodetail/${photo.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('textbox', { name: 'Link to this photo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
  });
});
