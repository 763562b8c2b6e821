import { expect, test } from './support/test.ts';

test('the home page shows the seeded marketplace with loaded photos', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stock photos of Sri Lanka' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured photos' })).toBeVisible();

  const photos = page.locator('[data-photo-grid] img');
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

test('the featured grid has 2, 3 or 4 columns by width, with no tile over another', async ({
  page,
}) => {
  for (const [width, columns] of [
    [375, 2],
    [800, 3],
    [1366, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const tiles = page.locator('[data-photo-grid] a');
    await expect(tiles.first()).toBeVisible();
    // Both read in one go: a font or an image arriving between two reads could move the page.
    const { boxes, grid } = await page.locator('[data-photo-grid]').evaluate((element) => ({
      boxes: [...element.querySelectorAll('a')].map(
        (link) => link.getBoundingClientRect().toJSON() as DOMRect,
      ),
      grid: element.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(new Set(boxes.map((box) => Math.round(box.left))).size, `${width} px`).toBe(columns);
    for (const [i, a] of boxes.entries()) {
      // Inside the grid's box, so the section below never covers a tile.
      expect(a.left).toBeGreaterThanOrEqual(grid.left - 0.5);
      expect(a.right).toBeLessThanOrEqual(grid.right + 0.5);
      expect(a.bottom).toBeLessThanOrEqual(grid.bottom + 0.5);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        expect(apart, `${width} px: tiles ${i} and ${boxes.indexOf(b)} overlap`).toBe(true);
      }
    }
  }
});
