import { expect, test } from './support/test.ts';
import { featuredPhoto } from './support/photos.ts';
import { smallTouchTargets } from './support/viewport.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('at 375 px the visitor pages fit the screen and the main actions are reachable', async ({
  page,
  request,
}) => {
  const paid = await featuredPhoto(request, 'paid');
  for (const path of [
    '/',
    '/searchresults?q=beach',
    `/photodetail/${paid.id}`,
    `/purchase?id=${paid.id}`,
    '/terms-conditions',
    '/payment_result?success=false',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    expect(await smallTouchTargets(page), `touch targets under 44 px on ${path}`).toEqual([]);
  }

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search photos' }).fill('ella');
  await page.getByRole('combobox', { name: 'Search photos' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'ella' })).toBeVisible();
  const tile = page.locator('[data-photo-grid] a').first();
  const box = (await tile.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  await tile.tap();
  await expect(page).toHaveURL(/\/photodetail\//);
  const buy = page.getByRole('link', { name: /^(Download for free|Purchase for Rs\.)/ });
  expect((await buy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
