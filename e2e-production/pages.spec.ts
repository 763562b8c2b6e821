import { expect, test } from '@playwright/test';
import {
  DEFERRED_SCRIPTS_ID,
  type DeferredScripts,
} from '../edge-functions/src/contract/deferred-scripts.ts';
import { seedFacts } from '../edge-functions/src/test/seed-ids.ts';
import { DEMO_PASSWORD, demoAccounts } from '../e2e/support/accounts.ts';

/**
 * Pages as production delivers them (decision 48): the site's edge function draws them beside
 * the static files (the build's app shell, the page's head, first data and, for plain pages,
 * markup), asking the function for the data through Supabase's gateway stand-in, which serves a
 * function's HTML to GET as text/plain. They must arrive as HTML.
 */
test.describe('with JavaScript off, as a crawler', () => {
  test.use({ javaScriptEnabled: false });

  test("a photo page arrives with its own head, through the static host's rewrite", async ({
    page,
    baseURL,
  }) => {
    const answer = await page.goto(`/photodetail/${seedFacts.freePhoto}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toBe('text/html; charset=UTF-8');
    // The body is drawn on the server (decision 32): the photo's name and its image are in the
    // markup, with no script run.
    const photo = (await (
      await page.request.get(`/v1/public/photos/${seedFacts.freePhoto}`)
    ).json()) as { name: string };
    await expect(page.locator('#root h1')).toHaveText(photo.name);
    const image = page.locator(`#root img[srcset*="/${seedFacts.freePhoto}/"]`);
    await expect(image).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const title = await page.title();
    expect(title).toMatch(/ · LankaLens$/);
    expect(title).not.toBe('LankaLens');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/photodetail/${seedFacts.freePhoto}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/${seedFacts.freePhoto}/[0-9a-f]{16}/\\d+\\.jpg$`),
    );
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((elements) =>
        elements.map((e) => JSON.parse(e.textContent ?? '') as { '@type': string }),
      );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['ImageObject', 'BreadcrumbList']);
    // The page names the deployed build's own assets: a server-drawn page names its entry
    // module in a block its loader requests after the first paint (decision 39).
    const deferred = JSON.parse(
      (await page.locator(`script#${DEFERRED_SCRIPTS_ID}`).textContent()) ?? '',
    ) as DeferredScripts;
    expect((await page.request.get(deferred.entry)).status()).toBe(200);
  });

  test("the home page is the site app's too, and an unknown address is a 404", async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.headers()['content-type']).toBe('text/html; charset=UTF-8');
    expect(await page.title()).toBe('Stock photos of Sri Lanka · LankaLens');
    await expect(page.locator('#root [data-photo-grid] img').first()).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-type']).toBe('text/html; charset=UTF-8');
    expect(await page.title()).toBe('Page not found · LankaLens');
  });
});

test('robots.txt and the sitemap come from the function', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  const chunk = /<loc>[^<]*(\/sitemaps\/photos-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(chunk).toBeTruthy();
  expect(await (await request.get(chunk!)).text()).toContain(
    `${baseURL}/photodetail/${seedFacts.freePhoto}</loc>`,
  );
});

test('the app starts on a page the site app delivered', async ({ page }) => {
  await page.goto(`/photodetail/${seedFacts.freePhoto}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the login form's post reaches the function's site app through the static host", async ({
  request,
  baseURL,
}) => {
  // What a browser sends when the form is submitted before the script has run (decision 45).
  const answer = await request.post('/login', {
    headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
    form: { user_id: demoAccounts.buyer, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/profile/albums');
  expect(answer.headersArray().some((h) => h.value.startsWith('lk_session='))).toBe(true);
  const forged = await request.post('/login', {
    headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { user_id: demoAccounts.buyer, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});
