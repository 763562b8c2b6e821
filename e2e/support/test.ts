import { expect, test as base } from '@playwright/test';

/**
 * The journeys' `test`: `page.goto` returns once the app has taken over a page the server drew.
 *
 * Such a page is painted before its script is even requested (decision 39), so a journey that
 * clicks at once would often use the page as the browser alone serves it: real links and a GET
 * search form, which work, but are not the app's client-side behaviour the journeys check. Pages
 * the script draws, and pages opened with JavaScript off, are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForFunction(
          () =>
            !document.getElementById('deferred-scripts') ||
            document.documentElement.dataset.appReady !== undefined,
        );
      }
      return response;
    };
    await use(page);
  },
});

export { expect };
