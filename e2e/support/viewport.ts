import { expect, type Page } from '@playwright/test';

/** A phone-width page must not scroll sideways (DESIGN.md: phones first). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
