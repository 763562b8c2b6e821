import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedAlbum, seedCollection, seedFacts, seedUsers } from '../test/seed-ids.ts';
import {
  answerKey,
  PRELOADED_ANSWERS_ID,
  type PreloadedAnswers,
} from '../contract/preloaded-answers.ts';
import { pathTo, sitePages } from '../contract/site-pages.ts';
import { checkAppShell } from './app-shell.ts';
import { createSiteApp, type PageRenderer } from './site-app.ts';

/**
 * The site app and the web app's server entry (decision 32): which pages get markup from the
 * server, what the renderer is given, and what becomes of the page when rendering fails. The
 * real renderer's output is tested on the web side (web/src/entry-server.ssr.test.tsx).
 */
const template = checkAppShell(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Stock photos of Sri Lanka." />
    <title>LankaLens</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <script type="application/json" id="page-assets">{"routes/photo-detail.tsx":["/assets/photo-detail-1.js","/assets/photo-detail-2.css"],"i18n/en":["/assets/en-1.js"],"i18n/si":["/assets/si-1.js"]}</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);

/** An address of each listed page: seeded photos, albums and a creator. */
const listedPageParams = {
  photoId: seedFacts.freePhoto,
  albumId: seedAlbum(1),
  collectionId: seedCollection,
  username: seedUsers.creator.username,
  albumName: 'Kandy',
  month: '2026-11',
};

interface Call {
  url: string;
  answers: PreloadedAnswers;
  language: string;
}

let t: TestApp;
const calls: Call[] = [];
let failing = false;
const renderPage: PageRenderer = async (page) => {
  calls.push(page);
  if (failing) throw new Error('render broke');
  return `<main><h1>drawn for ${new URL(page.url).pathname}</h1></main>`;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function open(path: string, headers: Record<string, string> = {}) {
  calls.length = 0;
  const site = createSiteApp(t.deps, {
    api: t.app,
    appShell: () => Promise.resolve(template),
    renderPage,
  });
  const answer = await site.request(`http://site.test${path}`, { headers });
  const html = await answer.text();
  const document = new JSDOM(html).window.document;
  return { answer, html, document, root: document.getElementById('root')!.innerHTML };
}

const photoPath = `/photodetail/${seedFacts.freePhoto}`;

describe('markup from the server', () => {
  it("fills a plain page's root for a visitor, from the same answers the page carries", async () => {
    const page = await open(photoPath);
    expect(page.answer.status).toBe(200);
    expect(page.root).toBe(`<main><h1>drawn for ${photoPath}</h1></main>`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://site.test${photoPath}`);
    const embedded = JSON.parse(page.document.getElementById('preloaded-answers')!.textContent!);
    expect(calls[0]!.answers).toEqual(embedded);
    expect(Object.keys(calls[0]!.answers)).toContain(`/v1/public/photos/${seedFacts.freePhoto}`);
  });

  it("makes the route's stylesheets block the first paint only when the markup needs them", async () => {
    const drawn = await open(photoPath);
    expect(drawn.document.querySelector('link[href="/assets/photo-detail-2.css"]')?.outerHTML).toBe(
      '<link rel="stylesheet" crossorigin="" href="/assets/photo-detail-2.css">',
    );
    failing = true;
    try {
      const left = await open(photoPath);
      expect(
        left.document.querySelector('link[href="/assets/photo-detail-2.css"]')!.getAttribute('rel'),
      ).toBe('preload');
    } finally {
      failing = false;
    }
  });

  it('names the scripts for the loader to start after the first paint, only under markup', async () => {
    const drawn = await open(photoPath);
    expect(drawn.document.querySelector('script[type="module"], link[rel="modulepreload"]')).toBe(
      null,
    );
    expect(JSON.parse(drawn.document.getElementById('deferred-scripts')!.textContent!)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/vendor-1.js', '/assets/photo-detail-1.js', '/assets/en-1.js'],
    });
    // The catalogue fetched is the page's language's, which the app starts in.
    const sinhala = await open(`${photoPath}?lang=si`);
    expect(sinhala.document.documentElement.lang).toBe('si');
    expect(
      JSON.parse(sinhala.document.getElementById('deferred-scripts')!.textContent!).preload,
    ).toEqual(['/assets/vendor-1.js', '/assets/photo-detail-1.js', '/assets/si-1.js']);
    failing = true;
    try {
      // Drawn by the script: nothing to see before it runs, so it is requested from the head.
      const left = await open(photoPath);
      expect(left.document.getElementById('deferred-scripts')).toBe(null);
      expect(left.document.querySelector('script[type="module"]')!.getAttribute('src')).toBe(
        '/assets/index-abc.js',
      );
      expect(
        [...left.document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      ).toEqual(['/assets/photo-detail-1.js', '/assets/vendor-1.js']);
    } finally {
      failing = false;
    }
  });

  it('renders the 404 page too, with its status', async () => {
    const page = await open('/no/such/page');
    expect(page.answer.status).toBe(404);
    expect(page.root).toContain('drawn for /no/such/page');
  });

  it('leaves private pages and Chakra pages to the browser', async () => {
    for (const path of ['/profile/albums', '/admin', '/terms-conditions']) {
      const page = await open(path);
      expect(page.root, path).toBe('');
    }
    expect(calls).toEqual([]);
  });

  it.each(sitePages.map((page) => [page.name, page] as const))(
    'serves %s as the page list says: found, drawn, indexed and with its first data',
    async (_, page) => {
      const path = pathTo(page, listedPageParams);
      const search = new URLSearchParams({ q: 'kandy' });
      const { answer, document, root } = await open(`${path}?${search}`);
      expect(answer.status).toBe(200);
      expect(root === '', 'left to the script').toBe(page.drawn === 'script');
      expect(answer.headers.get('x-robots-tag') === 'noindex').toBe(!page.indexed);
      const asked = Object.values(page.firstData?.({ params: listedPageParams, search }) ?? {});
      const carried = JSON.parse(
        document.getElementById(PRELOADED_ANSWERS_ID)?.textContent ?? '{}',
      ) as PreloadedAnswers;
      expect(Object.keys(carried).sort()).toEqual(asked.map(answerKey).sort());
    },
  );

  it('leaves the page to the browser for a signed-in visitor, whose navbar differs', async () => {
    const withUser = await open(photoPath, { cookie: 'user=%7B%22id%22%3A%221%22%7D' });
    expect(withUser.root).toBe('');
    const withSession = await open(photoPath, { cookie: 'lk_session=abc' });
    expect(withSession.root).toBe('');
    expect(calls).toEqual([]);
  });

  it('still serves the page, drawn by the script, when rendering fails', async () => {
    failing = true;
    try {
      const page = await open(photoPath);
      expect(page.answer.status).toBe(200);
      expect(page.root).toBe('');
      expect(page.document.title).toContain('·');
      expect(page.document.getElementById('preloaded-answers')).not.toBeNull();
    } finally {
      failing = false;
    }
  });
});

describe('the page language', () => {
  it('follows Accept-Language on a first visit, and the lang cookie after a choice', async () => {
    const sinhala = await open(photoPath, { 'accept-language': 'si-LK,si;q=0.9,en;q=0.5' });
    expect(sinhala.document.documentElement.lang).toBe('si');
    expect(calls[0]!.language).toBe('si');
    expect(sinhala.answer.headers.get('content-language')).toBe('si');
    expect(sinhala.answer.headers.get('vary')).toContain('Accept-Language');

    const chosen = await open(photoPath, { 'accept-language': 'si', cookie: 'lang=ta' });
    expect(chosen.document.documentElement.lang).toBe('ta');
    expect(calls[0]!.language).toBe('ta');

    const english = await open(photoPath, { 'accept-language': 'fr-FR,de;q=0.8' });
    expect(english.document.documentElement.lang).toBe('en');
    expect(calls[0]!.language).toBe('en');
  });

  it('names each language version of a page: hreflang alternates, the canonical in its own', async () => {
    const search = '/searchresults?q=beach';
    const sinhala = await open(`${search}&lang=si`, { cookie: 'lang=ta', 'accept-language': 'en' });
    expect(sinhala.document.documentElement.lang).toBe('si');
    const link = (selector: string) =>
      sinhala.document.querySelector(selector)?.getAttribute('href');
    expect(link('link[rel="canonical"]')).toBe('http://site.test/searchresults?q=beach&lang=si');
    expect(link('link[hreflang="en"]')).toBe('http://site.test/searchresults?q=beach');
    expect(link('link[hreflang="si"]')).toBe('http://site.test/searchresults?q=beach&lang=si');
    expect(link('link[hreflang="ta"]')).toBe('http://site.test/searchresults?q=beach&lang=ta');
    expect(link('link[hreflang="x-default"]')).toBe('http://site.test/searchresults?q=beach');
    const meta = (key: string) =>
      [...sinhala.document.querySelectorAll(`meta[property="${key}"]`)].map((m) =>
        m.getAttribute('content'),
      );
    expect(meta('og:locale')).toEqual(['si_LK']);
    expect(meta('og:locale:alternate')).toEqual(['en_GB', 'ta_LK']);

    const english = await open(search);
    expect(english.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://site.test/searchresults?q=beach',
    );
    // Something else in the address is no language: the cookie and the browser decide.
    const unknown = await open(`${search}&lang=fr`, { cookie: 'lang=ta' });
    expect(unknown.document.documentElement.lang).toBe('ta');
  });
});
