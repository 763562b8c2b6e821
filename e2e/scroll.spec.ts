import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The page's scroll position once it has settled (the router restores it after the render). */
async function settledScrollY(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.round(window.scrollY));
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.use({ viewport: { width: 1000, height: 400 } });

test('a new address starts at the top, and back/forward restore the place', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await scrollTo(page, 600);

  // Typing another address in the same tab: a new page load, which opens at the top.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await settledScrollY(page)).toBe(0);

  // Inside the app: a link opens at the top, back restores the place left, forward too.
  await scrollTo(page, 500);
  // A click without scrolling the footer's link into view first, so 500 is the place left.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms and Conditions' })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/terms-conditions$/);
  expect(await settledScrollY(page)).toBe(0);
  await scrollTo(page, 300);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500);
  await page.goForward();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);

  // Back to the first page load's entry, a different document: its place comes back.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

  // A refresh keeps the place too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
});
