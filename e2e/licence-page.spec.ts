import { expect, test } from './support/test.ts';
import { featuredPhoto } from './support/photos.ts';

/**
 * The licence page Google Images is told about (issue 38): a photo's structured data names,
 * as its `acquireLicensePage`, a page a signed-out person and a crawler can both read, with the
 * price, the terms and the Buy button; the checkout behind it stays out of search engines.
 */
test('a signed-out visitor reads the licence page the photo data names, and can buy', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const paid = await featuredPhoto(request, 'paid');
  const photoPage = await page.goto(`/photodetail/${paid.id}`);
  expect(photoPage?.status()).toBe(200);
  const licencePage = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
    );
    return blocks.find((block) => block['@type'] === 'ImageObject')?.acquireLicensePage;
  });
  expect(licencePage).toBe(`${baseURL}/photodetail/${paid.id}#licence`);

  // Open it as a person following the link from elsewhere would: a fresh load, not a jump.
  const reader = await context.newPage();
  const answer = await reader.goto(String(licencePage));
  expect(answer?.status()).toBe(200);
  // Indexable: no robots meta, no X-Robots-Tag, and robots.txt lets crawlers in.
  expect(answer?.headers()['x-robots-tag']).toBeUndefined();
  await expect(reader.locator('meta[name="robots"]')).toHaveCount(0);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Disallow: \/photodetail/m);
  expect(robots).toMatch(/^Disallow: \/purchase$/m);

  const section = reader.locator('#licence');
  await expect(section).toBeInViewport();
  const price = `Rs. ${paid.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(section.getByText(price, { exact: true })).toBeVisible();
  await expect(section.getByText(/Standard royalty-free licence/)).toBeVisible();
  const terms = section.getByRole('link', { name: 'Licence terms' });
  await expect(terms).toHaveAttribute('href', '/terms-conditions');
  const buy = section.getByRole('link', { name: `Purchase for ${price}` });
  await expect(buy).toBeVisible();

  // The checkout the Buy button opens stays noindex.
  const checkout = await request.get(`/purchase?id=${paid.id}`);
  expect(checkout.headers()['x-robots-tag']).toBe('noindex');
  await buy.click();
  await expect(reader).toHaveURL(new RegExp(`/purchase\\?id=${paid.id}$`));
});
