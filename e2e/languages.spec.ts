import { readdirSync, readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { activationMail } from '../edge-functions/src/mail/auth-templates.ts';
import { DEMO_PASSWORD, demoAccounts, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { featuredPhoto } from './support/photos.ts';
import { visitorAddress } from './support/session.ts';
import { createAlbum, jpegWithExif, signInWithApi } from './support/studio.ts';
import { expectNoHorizontalScroll } from './support/viewport.ts';

/**
 * The web app in Sinhala and Tamil (issue 20): switching, searching in Sinhala, a Sinhala sign-up
 * and its mail, a Tamil upload, accessibility and phone widths. The expected texts are read from
 * the catalogues themselves, so a retranslation does not break the journeys.
 */
type Language = 'en' | 'si' | 'ta';

const cataloguesDir = new URL('../web/src/i18n/catalogues/', import.meta.url);

/** One language's messages, all areas merged, as the build merges them. */
function catalogue(language: Language): Record<string, string> {
  const dir = new URL(`${language}/`, cataloguesDir);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as object),
  ) as Record<string, string>;
}

const messages = { en: catalogue('en'), si: catalogue('si'), ta: catalogue('ta') };

/** A message without placeholders or rich-text tags, as it shows on the page. */
function text(language: Language, key: string): string {
  const message = messages[language][key];
  if (message === undefined) throw new Error(`no ${key} in the ${language} catalogue`);
  if (/[{<]/.test(message)) throw new Error(`${key} has placeholders: ${message}`);
  return message;
}

/** Sinhala place names the search glossary knows (checked against the seed in the journey). */
const SIGIRIYA_SI = 'සීගිරිය';

async function chooseLanguage(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** The signed-out navbar on the home page: logo, Upload, Login and the language side by side. */
async function expectNavOnOneRow(page: Page, language: Language) {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: text(language, 'shell.nav.label') });
  const logo = nav.getByRole('link', { name: text(language, 'shell.nav.home') });
  const upload = nav.getByRole('link', { name: text(language, 'shell.nav.upload') });
  const login = nav.getByRole('link', { name: text(language, 'shell.nav.login') });
  const choose = nav.getByRole('combobox', { name: text(language, 'shell.language.label') });
  await expect(upload).toBeVisible();
  await expect(login).toBeVisible();
  const boxes = await Promise.all(
    [logo, upload, login, choose].map((element) => element.boundingBox()),
  );
  const middles = boxes.map((box) => box!.y + box!.height / 2);
  for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(4);
  // A row of its own is as tall as a button (44 px), not two.
  expect((await nav.boundingBox())!.height).toBeLessThan(2 * 44);
}

test('a visitor switches to Sinhala in the navbar, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: text('en', 'shell.nav.label') });
  await expect(nav.getByRole('link', { name: text('en', 'shell.nav.login') })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.getByRole('combobox', { name: text('en', 'shell.language.label') }).selectOption('si');

  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  const siNav = page.getByRole('navigation', { name: text('si', 'shell.nav.label') });
  await expect(siNav.getByRole('link', { name: text('si', 'shell.nav.login') })).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByText(text('si', 'shell.footer.tagline'))).toBeVisible();
  await expect(footer.getByRole('link', { name: text('si', 'shell.footer.terms') })).toBeVisible();
  await expect(
    footer.getByRole('group', { name: text('si', 'shell.language.label') }).getByRole('button', {
      name: 'සිංහල',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('si');

  // The server itself renders Sinhala for this visitor now (the request shares the cookies).
  const html = await page.request.get('/');
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toMatch(/<html[^>]* lang="si"/);
  expect(body).toContain(text('si', 'shell.footer.tagline'));

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(siNav.getByRole('link', { name: text('si', 'shell.nav.login') })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: text('si', 'shell.language.label') }),
  ).toHaveValue('si');
});

test('searching by a Sinhala place name finds photos, and the photo page is in Sinhala', async ({
  page,
  baseURL,
}) => {
  const api = await page.request.get(
    `/v1/public/photos/search?q=${encodeURIComponent(SIGIRIYA_SI)}`,
  );
  expect(api.status()).toBe(200);
  const { photos } = (await api.json()) as {
    photos: { id: string; name: string; tags: string[] }[];
  };
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) {
    expect([photo.name, ...photo.tags].join(' ').toLowerCase()).toContain('sigiriya');
  }

  await chooseLanguage(page, baseURL!, 'si');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const search = page
    .getByRole('search')
    .getByRole('combobox', { name: text('si', 'shell.search.label') })
    .first();
  await search.fill(SIGIRIYA_SI);
  await search.press('Enter');

  await expect(page).toHaveURL(/\/searchresults\?/);
  await expect(page.getByRole('heading', { level: 1, name: SIGIRIYA_SI })).toBeVisible();
  const tiles = page.locator('[data-photo-grid] a[href^="/photodetail/"]:visible');
  await expect(tiles.first()).toBeVisible();
  // The tile is one of the photos the API found for the Sinhala name.
  const href = (await tiles.first().getAttribute('href'))!;
  const opened = photos.find((photo) => href.endsWith(`/${photo.id}`));
  expect(opened, href).toBeDefined();
  await tiles.first().click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened!.name);
  await expect(page.getByRole('heading', { name: text('si', 'photo.moreLikeThis') })).toBeVisible();
  await expect(page.getByText(text('si', 'photo.panel.standardLicence')).first()).toBeVisible();
});

test('a sign-up with the Sinhala UI receives its activation mail in Sinhala', async ({
  page,
  baseURL,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
  await chooseLanguage(page, baseURL!, 'si');
  const email = uniqueEmail('sinhala');
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { name: text('si', 'auth.signup.title') })).toBeVisible();

  await page.getByLabel(text('si', 'auth.field.firstName')).fill('Dilani');
  await page.getByLabel(text('si', 'auth.field.email')).fill(email);
  await page.getByLabel(text('si', 'auth.field.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('si', 'auth.signup.submit') }).click();
  await expect(page.getByText(text('si', 'auth.signup.checkInbox'))).toBeVisible();

  const mail = await waitForMail(page.request, email);
  const link = mail.text.match(/https?:\/\/\S+\/v1\/activate\S*/)?.[0];
  expect(link, mail.text).toBeTruthy();
  // The very mail a Sinhala reader gets: its subject, greeting, words and button.
  const expected = activationMail('si', email, 'Dilani', link!);
  expect(mail.subject).toBe(expected.subject);
  expect(mail.subject).not.toBe(activationMail('en', email, 'Dilani', link!).subject);
  expect(mail.text).toBe(expected.text);
  expect(mail.html).toMatch(/<html[^>]* lang="si"/);
});

test('a creator uploads a JPEG with the Tamil UI', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await chooseLanguage(page, baseURL!, 'ta');
  await signInWithApi(page, demoAccounts.creator);
  const albumName = `Tamil upload ${Date.now()}`;
  const albumId = await createAlbum(page, albumName);

  await page.goto(`/profile/album/view/${albumId}/${encodeURIComponent(albumName)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: text('ta', 'upload.page.title') })).toBeVisible();
  await expect(page.getByText(text('ta', 'upload.page.notify'))).toBeVisible();

  await page.getByLabel(text('ta', 'upload.page.choose')).setInputFiles({
    name: 'nallur.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithExif(),
  });
  const card = page.getByRole('article', { name: 'nallur.jpg' });
  await expect(card.getByText(text('ta', 'upload.status.complete'))).toBeVisible({
    timeout: 30_000,
  });
  await card.getByLabel(text('ta', 'upload.card.title')).fill('Nallur Kandaswamy temple');
  await card
    .getByRole('textbox', { name: text('ta', 'upload.card.tags') })
    .pressSequentially('jaffna,');
  await expect(card.getByRole('listitem').filter({ hasText: 'jaffna' })).toBeVisible();
  await card.getByRole('button', { name: text('ta', 'upload.card.submit') }).click();
  await expect(card.getByText(text('ta', 'upload.status.submitted'))).toBeVisible();

  // The photo is the album's now, waiting for review.
  const album = await page.request.get(`/v1/albums/${albumId}`);
  expect(album.status()).toBe(200);
  const { photos } = (await album.json()) as { photos: { name: string; status: string }[] };
  expect(photos).toEqual([
    expect.objectContaining({ name: 'Nallur Kandaswamy temple', status: 'IN_REVIEW' }),
  ]);
});

for (const [language, locale] of [
  ['si', 'si-LK'],
  ['ta', 'ta-LK'],
] as const) {
  test(`a photo page's price and date in ${language} stay as the server wrote them once hydrated`, async ({
    page,
    baseURL,
    request,
  }) => {
    // This browser (Debian's Chromium) has no Sinhala number or date data: its Intl writes
    // si-LK as English. The page formats by hand, so it keeps what the server's ICU wrote.
    const { id } = await featuredPhoto(request, 'paid');
    const photo = (await (await request.get(`/v1/public/photos/${id}`)).json()) as {
      price: number;
      created_at: string;
    };
    // What Node's full ICU writes: the reference the server's first render must show.
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR' }).format(
      photo.price,
    );
    const created = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'Asia/Colombo',
    }).format(new Date(photo.created_at));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await chooseLanguage(page, baseURL!, language);
    const served = await (await page.request.get(`/photodetail/${id}`)).text();
    expect(served).toContain(price);
    expect(served).toContain(created);
    await page.goto(`/photodetail/${id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(created, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const language of ['si', 'ta'] as const) {
  test(`axe passes on the home page, a photo page and the login page in ${language}`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const photo = await featuredPhoto(request, 'free');
    await chooseLanguage(page, baseURL!, language);
    const pages: [string, string][] = [
      ['/', text(language, 'home.hero.title')],
      [`/photodetail/${photo.id}`, text(language, 'photo.moreLikeThis')],
      ['/login', text(language, 'auth.login.title')],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test.describe(`on a phone (375 px) in ${language}`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test(`no public page scrolls sideways in ${language}`, async ({ page, baseURL, request }) => {
      test.setTimeout(90_000);
      const photo = await featuredPhoto(request, 'free');
      const detail = (await (await request.get(`/v1/public/photos/${photo.id}`)).json()) as {
        album_id: string;
      };
      await chooseLanguage(page, baseURL!, language);
      const pages: [string, string][] = [
        ['/', text(language, 'home.hero.title')],
        ['/searchresults?q=beach', text(language, 'shell.footer.terms')],
        [`/photodetail/${photo.id}`, text(language, 'photo.moreLikeThis')],
        [`/public/albums/view/${detail.album_id}`, text(language, 'shell.footer.terms')],
        ['/login', text(language, 'auth.login.title')],
        ['/signup', text(language, 'auth.signup.title')],
        ['/terms-conditions', text(language, 'shell.footer.terms')],
      ];
      for (const [path, visible] of pages) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByText(visible, { exact: true }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });

    test(`keeps the logo, Upload, Login and the language on one row in ${language}`, async ({
      page,
      baseURL,
    }) => {
      await chooseLanguage(page, baseURL!, language);
      await expectNavOnOneRow(page, language);
    });

    test(`no signed-in page scrolls sideways or cuts its words in ${language}`, async ({
      page,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      await chooseLanguage(page, baseURL!, language);
      const paid = await featuredPhoto(request, 'paid');
      const month = new Date().toISOString().slice(0, 7);
      const accounts: [string, string[]][] = [
        [
          demoAccounts.creator,
          [
            '/profile/albums',
            '/profile/favourites',
            '/profile/collections',
            '/profile/purchases',
            '/profile/stats',
            `/profile/stats/statement/${month}`,
          ],
        ],
        [demoAccounts.admin, ['/admin', `/purchase?id=${paid.id}`]],
      ];
      for (const [email, paths] of accounts) {
        await signInWithApi(page, email);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('main h1').first(), path).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoHorizontalScroll(page);
          expect(await clippedTexts(page), path).toEqual([]);
          await page.screenshot({
            path: `test-results/375-${language}${path.replace(/\//g, '-')}.png`,
            fullPage: true,
          });
        }
      }
    });
  });
}

/**
 * Text cut off by its box: an element whose own text is wider than it, where overflow hides the
 * rest without an ellipsis. Answers the texts, so a failure names them.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, header *, nav *')]
      .filter((element) => {
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        // A 1 px box is text kept for screen readers only (the phone's icon-only Upload link).
        if (!ownText || element.clientWidth <= 1) return false;
        const style = getComputedStyle(element);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
        return (
          hides &&
          style.textOverflow !== 'ellipsis' &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.textContent!.trim().slice(0, 60)),
  );
}

// The narrow phones: 360 px is the commonest Android width, 320 px the smallest still in use.
for (const width of [320, 360]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 } });
    for (const language of ['en', 'si', 'ta'] as const) {
      test(`keeps the logo, Upload, Login and the language on one row in ${language}`, async ({
        page,
        baseURL,
      }) => {
        await chooseLanguage(page, baseURL!, language);
        await expectNavOnOneRow(page, language);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
