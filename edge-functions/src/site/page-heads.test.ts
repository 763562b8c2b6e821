import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../contract/language-codes.ts';
import type { PhotoDetail } from '../contract/browse.ts';
import { seedUsers } from '../test/seed-ids.ts';
import { seededSite, type SeededSite } from '../test/seeded-site.ts';
import { readCatalogue } from '../../../web/build/i18n-catalogues.ts';
import { ENGLISH, formatPriceIn } from '../../../web/src/lib/format.ts';
import { FORMAT_TABLES } from '../../../web/src/lib/format-tables.generated.ts';

/**
 * Every public page kind's head in each language (issue 38): the words come from the web app's
 * catalogue for the page's language, read here straight from its JSON files.
 */
const messages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...Object.values(readCatalogue(language))) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

/** A catalogue message with plain `{name}` values filled in (no plurals). */
function message(language: Language, key: string, values: Record<string, string> = {}) {
  const text = messages[language][key];
  if (text === undefined) throw new Error(`no ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

const SCRIPTS: Record<Language, RegExp> = {
  en: /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u,
  si: /\p{Script=Sinhala}/u,
  ta: /\p{Script=Tamil}/u,
};

let seeded: SeededSite;
let site: SeededSite['site'];
let paid: PhotoDetail;
let free: PhotoDetail;

beforeAll(async () => {
  seeded = await seededSite();
  ({ site, paid, free } = seeded);
});
afterAll(() => seeded.t.close());

async function open(path: string, language: Language) {
  const url = new URL(`http://site.test${path}`);
  if (language !== 'en') url.searchParams.set('lang', language);
  const answer = await site.request(url.href);
  const document = new JSDOM(await answer.text()).window.document;
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
  );
  return { status: answer.status, document, meta, jsonLd, title: document.title };
}

/** The head's texts, each as a share preview and a search result show them. */
function expectHead(
  page: Awaited<ReturnType<typeof open>>,
  language: Language,
  title: string,
  description: string,
) {
  expect(page.document.documentElement.lang).toBe(language);
  expect(page.title).toBe(`${title} · LankaLens`);
  expect(page.meta('og:title')).toBe(page.title);
  expect(page.meta('twitter:title')).toBe(page.title);
  for (const name of ['description', 'og:description', 'twitter:description']) {
    expect(page.meta(name), name).toBe(description);
  }
  expect(description.length).toBeLessThanOrEqual(160);
}

const words = (language: Language) =>
  messages[language]['head.site.description']!.replace(/[^\p{L}\p{M}]+/gu, '');

describe.each(LANGUAGES)('heads in %s', (language) => {
  const t_ = (key: string, values?: Record<string, string>) => message(language, key, values);
  const price = (amount: number) =>
    formatPriceIn(language === 'en' ? ENGLISH : FORMAT_TABLES[language], amount).replace(
      /\s/g,
      ' ',
    );

  it('home: title, description and the WebSite data in the language', async () => {
    const page = await open('/', language);
    expectHead(page, language, t_('home.pageTitle'), t_('head.site.description'));
    expect(page.meta('description')).toMatch(SCRIPTS[language]);
    expect(words(language)).toMatch(SCRIPTS[language]);
    const site = page.jsonLd.find((data) => data['@type'] === 'WebSite')!;
    expect(site.description).toBe(t_('head.site.description'));
    expect(site.inLanguage).toBe(language);
  });

  it("a paid photo: the creator's title, the words around it and its price in the language", async () => {
    const page = await open(`/photodetail/${paid.id}`, language);
    const creator = `${paid.uploader.first_name} ${paid.uploader.last_name}`;
    const offer = t_('head.photo.licenceFor', { price: price(paid.price) });
    const description = page.meta('description')!;
    expect(page.title).toBe(`${paid.name} · LankaLens`);
    expect(description).toContain(offer);
    expect(description).toContain(creator);
    // The page's thousands separator: 'Rs. 4,500.00' (Sinhala 'රු. 4,500.00'), never '4500'.
    expect(description).toMatch(/4,500\.00/);
    expect(description).toMatch(SCRIPTS[language]);
    expectHead(page, language, paid.name, description);
    const trail = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(trail.itemListElement.map((step) => step.name)).toEqual([
      t_('head.breadcrumb.home'),
      t_('albums.pageTitle', { name: creator }),
      paid.album.name,
      paid.name,
    ]);
  });

  it('a free photo in its album: offered as a free download in the language', async () => {
    const page = await open(`/public/albums/view/${free.album_id}/${free.id}`, language);
    expect(page.meta('description')).toContain(t_('head.photo.free'));
    expectHead(page, language, free.name, page.meta('description')!);
  });

  it('an album: its own name, the count and owner in the language', async () => {
    const page = await open(`/public/albums/view/${free.album_id}`, language);
    const description = page.meta('description')!;
    expect(description).toMatch(SCRIPTS[language]);
    expect(description).toContain(`${free.uploader.first_name} ${free.uploader.last_name}`);
    expectHead(page, language, free.album.name, description);
  });

  it("a creator's albums", async () => {
    const page = await open(`/public/albums/${seedUsers.creator.username}`, language);
    const description = page.meta('description')!;
    expect(description).toMatch(SCRIPTS[language]);
    expectHead(
      page,
      language,
      t_('albums.pageTitle', { name: paid.uploader.first_name }),
      description,
    );
  });

  it('a search: the query as typed, the count and the words in the language', async () => {
    const page = await open('/searchresults?q=sigiriya', language);
    const description = page.meta('description')!;
    expect(description).toContain('sigiriya');
    expect(description).toMatch(/\d/);
    expect(description).toMatch(SCRIPTS[language]);
    expectHead(page, language, t_('search.pageTitle', { q: 'sigiriya' }), description);
  });

  it.each([
    ['/terms-conditions', 'legal.terms.title', 'head.terms.description'],
    ['/privacy-policy', 'legal.privacy.title', 'head.privacy.description'],
    ['/photo-upload-guideline', 'legal.guideline.title', 'head.guideline.description'],
    ['/login', 'auth.login.title', 'head.login.description'],
    ['/signup', 'auth.signup.pageTitle', 'head.signup.description'],
  ])('%s', async (path, title, description) => {
    const page = await open(path, language);
    expectHead(page, language, t_(title), t_(description));
  });

  it('a missing photo answers 404 with the page\'s "Photo not found"', async () => {
    const page = await open('/photodetail/00000000-0000-4000-8000-00000000dead', language);
    expect(page.status).toBe(404);
    expectHead(page, language, t_('photo.notFound.title'), t_('shell.notFound.message'));
  });
});
