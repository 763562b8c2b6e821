import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { demoAccounts } from './support/accounts.ts';
import { featuredPhoto } from './support/photos.ts';
import {
  acceptWhenChecked,
  apiCall,
  createAlbum,
  personContext,
  signInWithApi,
  submitPhotoWithApi,
  waitUntilLive,
} from './support/studio.ts';

/**
 * What search engines, share previews and crawlers see (issue 17): the raw HTML of the public
 * pages, with JavaScript off, carries each page's own head; unknown addresses answer 404;
 * robots.txt and the sitemaps follow what is published.
 */

/** What the HTML itself says, read without waiting for anything to appear. */
function rawHead(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('description'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogImage: meta('og:image'),
      ogImageWidth: meta('og:image:width'),
      robots: document.querySelectorAll('meta[name="robots"]').length,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (e) => JSON.parse(e.textContent ?? '') as Record<string, unknown>,
      ),
    };
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a photo page names the photo, its canonical address, its preview and licence', async ({
    page,
    request,
    baseURL,
  }) => {
    const photo = await featuredPhoto(request, 'paid');
    const answer = await page.goto(`/photodetail/${photo.id}`);
    expect(answer?.status()).toBe(200);
    const head = await rawHead(page);
    expect(head.title).toBe(`${photo.name} · LankaLens`);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toBe(`${baseURL}/photodetail/${photo.id}`);
    // The largest JPEG of the photo's image set, by its own content-keyed address.
    expect(head.ogImage).toMatch(new RegExp(`^https?://.+/${photo.id}/[0-9a-f]{16}/\\d+\\.jpg$`));
    expect(Number(head.ogImageWidth)).toBeGreaterThan(0);
    const image = head.jsonLd.find((data) => data['@type'] === 'ImageObject');
    expect(image).toMatchObject({
      contentUrl: expect.stringMatching(/^https?:\/\//),
      license: `${baseURL}/terms-conditions`,
      acquireLicensePage: `${baseURL}/photodetail/${photo.id}#licence`,
      creditText: expect.stringContaining(photo.uploader.first_name),
      creator: { '@type': 'Person', name: expect.stringContaining(photo.uploader.first_name) },
      copyrightNotice: expect.stringMatching(/^©/),
    });
    expect(head.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('home, a search, an album, the static pages and the sign-in pages have heads of their own', async ({
    page,
    request,
    baseURL,
  }) => {
    const photo = await featuredPhoto(request, 'free');
    const detail = (await (await request.get(`/v1/public/photos/${photo.id}`)).json()) as {
      album_id: string;
      album: { name: string };
    };
    const pages: [string, string | RegExp, string][] = [
      ['/', 'Stock photos of Sri Lanka · LankaLens', '/'],
      ['/searchresults?q=beach&sort=newest', 'beach photos · LankaLens', '/searchresults?q=beach'],
      [
        `/public/albums/view/${detail.album_id}`,
        `${detail.album.name} · LankaLens`,
        `/public/albums/view/${detail.album_id}`,
      ],
      [
        `/public/albums/${photo.uploader.username}`,
        `${photo.uploader.first_name}'s albums · LankaLens`,
        `/public/albums/${photo.uploader.username}`,
      ],
      ['/terms-conditions', 'Terms and Conditions · LankaLens', '/terms-conditions'],
      ['/privacy-policy', 'Privacy Policy · LankaLens', '/privacy-policy'],
      ['/photo-upload-guideline', 'Photo Upload Guideline · LankaLens', '/photo-upload-guideline'],
      ['/login', 'Login · LankaLens', '/login'],
      ['/signup', 'Sign Up · LankaLens', '/signup'],
    ];
    const descriptions = new Set<string>();
    for (const [path, title, canonical] of pages) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const head = await rawHead(page);
      expect(head.title, path).toEqual(title);
      expect(head.canonical, path).toBe(`${baseURL}${canonical}`);
      expect(head.robots, path).toBe(0);
      descriptions.add(head.description ?? '');
    }
    // Every page describes itself: no two share the site's one description.
    expect(descriptions.size).toBe(pages.length);
    await page.goto('/searchresults?q=beach');
    expect((await rawHead(page)).description).toMatch(/^\d+ beach stock photos? of Sri Lanka/);
  });

  test('the landing pages arrive drawn: a phone paints them before any script runs (decision 32)', async ({
    page,
    request,
  }) => {
    const photo = await featuredPhoto(request, 'free');
    await page.goto(`/photodetail/${photo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: photo.name })).toBeVisible();
    // The photo itself is in the HTML, with the sizes the browser picks its file by.
    const image = page.locator('main picture img').first();
    await expect(image).toBeVisible();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/searchresults?q=beach');
    await expect(page.getByRole('heading', { level: 1, name: 'beach' })).toBeVisible();
    const tiles = page.locator('[data-photo-grid] a[href^="/photodetail/"]:visible');
    expect(await tiles.count()).toBeGreaterThan(0);

    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown address answers 404 with the app, private pages say noindex', async ({
    page,
  }) => {
    const missing = await page.goto('/no-such-page/at-all');
    expect(missing?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found · LankaLens');
    expect((await page.goto('/profile/favourites'))?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test("the browser adopts the server's markup as it is, without drawing the page again", async ({
  page,
  request,
}) => {
  const photo = await featuredPhoto(request, 'free');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Before any script of the page: note every element React takes out of the server's markup.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    // When the page's entry script is put into the document, and so starts to run.
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.type === 'module' && node.src) {
            (window as unknown as { entryStartedAt: number }).entryStartedAt = performance.now();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
          }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  for (const path of [
    `/photodetail/${photo.id}`,
    '/searchresults?q=beach',
    '/',
    '/signup',
    '/login',
  ]) {
    await page.goto(path);
    await expect(page.locator('#root > *').first()).toBeVisible();
    // The page painted before its script ran (decisions 39 and 45): the files are fetched at
    // low priority from the head, but the entry only starts once the page has painted.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const paint = performance.getEntriesByName('first-paint')[0];
          const started = (window as unknown as { entryStartedAt?: number }).entryStartedAt;
          if (!paint || started === undefined) return 'not yet';
          return started >= paint.startTime ? 'after paint' : 'before paint';
        }),
      )
      .toBe('after paint');
    // Hydrated: the page answers clicks (the search box submits through the router).
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
    );
    // Nothing of the page itself is redrawn (only the photo page's placeholder gives way to its
    // buttons); the grid's markup is its final layout at any width.
    const redrawn = removed.filter((html) => !/^<style|^<div class="_placeholder/.test(html));
    expect(redrawn, path).toEqual([]);
  }
  expect(problems).toEqual([]);
  await page.goto(`/photodetail/${photo.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the app shows its 404 page for an unknown address', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the first view uses the data in the page instead of asking the API again', async ({
  page,
  request,
}) => {
  const photo = await featuredPhoto(request, 'free');
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // Questions only: the view beacon (a POST) tells the API something, it asks nothing.
    if (r.method() === 'GET' && url.pathname.startsWith('/v1/') && r.resourceType() !== 'image')
      asked.push(url.pathname);
  });
  await page.goto(`/photodetail/${photo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: photo.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
  expect(asked).toEqual([]);
  // Once the app has taken over (the carousel's buttons answer), the next page is the API's.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeEnabled();
  await page.locator('[data-photo-grid] a').first().click();
  await expect.poll(() => asked.some((path) => path.startsWith('/v1/public/photos/'))).toBe(true);
});

async function sitemapPhotoUrls(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const chunks = [...(await index.text()).matchAll(/<loc>([^<]+photos[^<]*)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(chunks.length).toBeGreaterThan(0);
  const bodies = await Promise.all(chunks.map(async (chunk) => (await request.get(chunk)).text()));
  return bodies.join('\n');
}

test('robots.txt keeps crawlers out of account pages and names the sitemap', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/profile\//m);
  expect(text).toMatch(/^Disallow: \/admin/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('a photo is in the sitemap once published, and gone once unpublished', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInWithApi(page, demoAccounts.creator);
  const albumId = await createAlbum(page, `Sitemap ${Date.now()}`);
  const photoId = await submitPhotoWithApi(page.request, albumId, 'Kandy lake at dawn');
  expect(await sitemapPhotoUrls(page.request)).not.toContain(`/photodetail/${photoId}<`);

  const admin = await personContext(playwright, baseURL!, demoAccounts.admin);
  await acceptWhenChecked(admin, photoId);
  await waitUntilLive(page.request, photoId);
  const published = await sitemapPhotoUrls(page.request);
  expect(published).toContain(`/photodetail/${photoId}</loc>`);
  expect(published).toMatch(new RegExp(`/${photoId}/[0-9a-f]{16}/\\d+\\.jpg</image:loc>`));

  await apiCall(page.request, 'POST', `/v1/photos/${photoId}/unpublish`);
  expect(await sitemapPhotoUrls(page.request)).not.toContain(`/photodetail/${photoId}</loc>`);
  await admin.dispose();
});
