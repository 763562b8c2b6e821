import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The language switcher's Sinhala and Tamil names on a page in another language are drawn by the
 * tiny faces cut for them (scripts/fonts/subset-switcher-fonts.mjs), not by whatever the system
 * has: Debian's Chromium has no Sinhala or Tamil font and drew them as boxes. An English page
 * fetches those two faces and no full one. With JavaScript off, so the server's markup alone
 * links them.
 */
test.use({ javaScriptEnabled: false });

/** Every font the page fetched, by file name, with its size in bytes. */
function recordFonts(page: Page): Map<string, number> {
  const fonts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fonts.set(new URL(response.url()).pathname.split('/').pop() ?? '', body.length);
  });
  return fonts;
}

/** The fonts Chromium drew a footer switcher button's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, language: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `footer button[lang="${language}"]`,
  });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts;
}

test('an English page draws සිංහල and தமிழ் with the switcher faces, a few KB', async ({ page }) => {
  const fonts = recordFonts(page);
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('button', { name: 'සිංහල' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'தமிழ்' })).toBeVisible();
  await expect
    .poll(() => [...fonts.keys()].sort())
    .toEqual([
      expect.stringMatching(/^switcher-sinhala-.*\.woff2$/),
      expect.stringMatching(/^switcher-tamil-.*\.woff2$/),
    ]);
  for (const size of fonts.values()) expect(size).toBeLessThan(4096);
  // Every glyph from the web font, none from a system font (nor a missing one's boxes).
  for (const language of ['si', 'ta']) {
    await expect
      .poll(async () => (await renderedFonts(page, language)).map((font) => font.isCustomFont))
      .toEqual([true]);
  }
});

test('a Sinhala page keeps its full face for සිංහල and the small one for தமிழ்', async ({ page }) => {
  await page.goto('/?lang=si');
  const footer = page.locator('footer');
  const fontOf = (language: string) =>
    footer
      .locator(`button[lang="${language}"]`)
      .evaluate((button) => getComputedStyle(button).fontFamily.split(',')[0]);
  expect(await fontOf('si')).toBe('"LankaLens Sinhala"');
  expect(await fontOf('ta')).toBe('"LankaLens Switcher"');
  await expect
    .poll(async () => (await renderedFonts(page, 'ta')).map((font) => font.isCustomFont))
    .toEqual([true]);
});
