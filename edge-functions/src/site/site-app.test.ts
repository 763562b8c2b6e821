import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedAlbum, seedFacts, seedPhoto } from '../test/seed-ids.ts';
import { answerKey, PRELOADED_ANSWERS_ID } from '../contract/preloaded-answers.ts';
import type { PhotoDetail, PublicAlbumTile } from '../contract/browse.ts';
import { appShellTemplate } from '../test/app-shell-template.ts';
import { createSiteApp } from './site-app.ts';
import { ENGLISH, formatPriceIn } from '../../../web/src/lib/format.ts';

const template = appShellTemplate;

let t: TestApp;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  t = await createTestApp();
  site = createSiteApp(t.deps, { api: t.app, appShell: () => Promise.resolve(template) });
});
afterAll(() => t.close());

async function open(path: string, headers: Record<string, string> = {}) {
  const answer = await site.request(`http://site.test${path}`, {
    headers: { 'user-agent': 'test-crawler', ...headers },
  });
  const html = await answer.text();
  const document = new JSDOM(html).window.document;
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
  );
  const answersElement = document.getElementById(PRELOADED_ANSWERS_ID);
  const answers = answersElement
    ? (JSON.parse(answersElement.textContent ?? '') as Record<
        string,
        { status: number; body: unknown }
      >)
    : {};
  return {
    status: answer.status,
    headers: answer.headers,
    html,
    document,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd,
    answers,
  };
}

describe('a photo page', () => {
  it('arrives with its own title, description, canonical and share preview', async () => {
    const page = await open(`/photodetail/${seedFacts.freePhoto}`);
    const photo = (await (
      await t.app.request(`/v1/public/photos/${seedFacts.freePhoto}`)
    ).json()) as PhotoDetail;
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${photo.name} · LankaLens`);
    expect(page.meta('description')).toContain(photo.description.slice(0, 40));
    expect(page.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(page.canonical).toBe(`http://site.test/photodetail/${seedFacts.freePhoto}`);
    expect(page.meta('og:image')).toBe(photo.public_urls.full);
    expect(page.meta('og:image')).toMatch(/^https?:\/\//);
    // The preview's real size: the long side at most 1600 px, the photo's proportions.
    const width = Number(page.meta('og:image:width'));
    const height = Number(page.meta('og:image:height'));
    expect(Math.max(width, height)).toBe(Math.min(1600, Math.max(photo.width, photo.height)));
    expect(width / height).toBeCloseTo(photo.width / photo.height, 2);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeUndefined();
  });

  it("writes a paid photo's price as the page does: 'Licence for Rs. 4,500.00', in every share tag", async () => {
    const page = await open(`/photodetail/${seedFacts.paidPhoto}`);
    const price = formatPriceIn(ENGLISH, seedFacts.paidPhotoCents / 100).replace(/\s/g, ' ');
    expect(price).toBe('Rs. 4,500.00');
    for (const name of ['description', 'og:description', 'twitter:description']) {
      expect(page.meta(name)).toContain(`Licence for ${price}.`);
      expect(page.meta(name)).not.toMatch(/License|Rs\. ?\d{4}/);
    }
  });

  it('carries an ImageObject that earns the "Licensable" badge, and breadcrumbs', async () => {
    const page = await open(`/photodetail/${seedFacts.paidPhoto}`);
    const image = page.jsonLd.find((data) => data['@type'] === 'ImageObject')!;
    expect(image).toMatchObject({
      '@context': 'https://schema.org',
      license: 'http://site.test/terms-conditions',
      // The photo page's licence section, which anyone and any crawler may read (issue 38): the
      // checkout itself is noindex and closed to robots.
      acquireLicensePage: `http://site.test/photodetail/${seedFacts.paidPhoto}#licence`,
    });
    expect(image.contentUrl).toMatch(/^http:\/\/api\.test\/v1\/public\/photos\/.+\/image/);
    expect(image.creditText).toEqual(expect.stringContaining('LankaLens'));
    expect(image.creator).toMatchObject({ '@type': 'Person', name: expect.any(String) });
    expect(image.copyrightNotice).toMatch(/^© \d{4} /);
    const trail = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: 'http://site.test/' });
    expect(trail.itemListElement.at(-1)!.item).toBe(
      `http://site.test/photodetail/${seedFacts.paidPhoto}`,
    );
  });

  it('points a free photo licence at its own page, where the download is', async () => {
    const page = await open(`/photodetail/${seedFacts.freePhoto}`);
    const image = page.jsonLd.find((data) => data['@type'] === 'ImageObject')!;
    expect(image.acquireLicensePage).toBe(
      `http://site.test/photodetail/${seedFacts.freePhoto}#licence`,
    );
  });

  it('holds its first data, so the app asks the API nothing for the first view', async () => {
    const page = await open(`/photodetail/${seedFacts.freePhoto}`);
    const key = answerKey(`/v1/public/photos/${seedFacts.freePhoto}`);
    expect(page.answers[key]).toMatchObject({ status: 200, body: { id: seedFacts.freePhoto } });
    expect(
      page.answers[answerKey(`/v1/public/photos/${seedFacts.freePhoto}/similar`)]?.status,
    ).toBe(200);
  });

  it('asks the browser for its large image at once, as the page will pick it', async () => {
    const page = await open(`/photodetail/${seedFacts.freePhoto}`);
    const preload = page.document.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    expect(preload.getAttribute('imagesrcset')).toMatch(/ 400w, .* 1600w$/);
    expect(preload.getAttribute('imagesizes')).toBe('(min-width: 1024px) 800px, 100vw');
    // Before the entry script: the image does not wait behind the JavaScript.
    expect(page.html.indexOf('rel="preload"')).toBeLessThan(
      page.html.indexOf('/assets/index-abc.js'),
    );
  });

  it('counts no view: the page is the same for everyone, the browser sends the beacon', async () => {
    const viewCount = async () =>
      (
        await t.db.asService((tx) =>
          tx.query<{ view_count: number }>(`select view_count from public.photos where id = $1`, [
            seedPhoto(3),
          ]),
        )
      )[0]!.view_count;
    const before = await viewCount();
    const page = await open(`/photodetail/${seedPhoto(3)}`, { cookie: 'lk_browser=abc' });
    expect(page.status).toBe(200);
    expect(await viewCount()).toBe(before);
  });

  it('opened from an album names the photo page as its one address', async () => {
    const page = await open(`/public/albums/view/${seedAlbum(1)}/${seedFacts.freePhoto}`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`http://site.test/photodetail/${seedFacts.freePhoto}`);
    expect(page.answers[answerKey(`/v1/public/albums/${seedAlbum(1)}`)]?.status).toBe(200);
  });

  it('that does not exist answers 404, says noindex and carries the not-found answer', async () => {
    const missing = '10000000-0000-4000-8000-0000000009ff';
    const page = await open(`/photodetail/${missing}`);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Photo not found · LankaLens');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.answers[answerKey(`/v1/public/photos/${missing}`)]?.status).toBe(404);
  });
});

describe('other public pages', () => {
  it('search results name the query and its count, one canonical address without filters', async () => {
    const page = await open('/searchresults?q=sigiriya&orientation=landscape&sort=newest');
    expect(page.status).toBe(200);
    expect(page.title).toBe('sigiriya photos · LankaLens');
    expect(page.meta('description')).toMatch(/^\d+ sigiriya stock photos? of Sri Lanka/);
    expect(page.canonical).toBe('http://site.test/searchresults?q=sigiriya');
    const key = answerKey(
      '/v1/public/photos/search?q=sigiriya&orientation=landscape&sort=newest&page=1&per_page=24',
    );
    expect(page.answers[key]?.status).toBe(200);
  });

  it('a search with no results is not offered to search engines', async () => {
    const page = await open('/searchresults?q=zzzqqqxxyy');
    expect(page.meta('description')).toMatch(/^No photos of zzzqqqxxyy/);
    expect(page.meta('robots')).toBe('noindex');
  });

  it("a public album and a creator's albums have their own heads", async () => {
    const album = await open(`/public/albums/view/${seedAlbum(1)}`);
    expect(album.title).toBe('Cultural Triangle · LankaLens');
    expect(album.canonical).toBe(`http://site.test/public/albums/view/${seedAlbum(1)}`);
    expect(album.meta('og:image')).toMatch(/^http:\/\/api\.test\//);
    const albums = await open('/public/albums/nuwan.perera');
    expect(albums.title).toBe("Nuwan's albums · LankaLens");
    expect(albums.canonical).toBe('http://site.test/public/albums/nuwan.perera');
    const nobody = await open('/public/albums/no.such.person');
    expect(nobody.status).toBe(404);
  });

  it("a creator's page shares the newest album's cover as a large preview at its real size", async () => {
    const page = await open('/public/albums/nuwan.perera');
    const [newest] = (await (
      await t.app.request('/v1/public/albums?username=nuwan.perera')
    ).json()) as PublicAlbumTile[];
    const photo = (await (
      await t.app.request(`/v1/public/photos/${newest!.thumbnail}`)
    ).json()) as PhotoDetail;
    // The cover photo's own large preview, not the 400 px tile the page shows.
    expect(page.meta('og:image')).toBe(photo.public_urls.full);
    expect(page.meta('og:image')).not.toBe(newest!.thumbnail_url);
    const width = Number(page.meta('og:image:width'));
    const height = Number(page.meta('og:image:height'));
    expect(Math.max(width, height)).toBe(Math.min(1600, Math.max(photo.width, photo.height)));
    expect(width / height).toBeCloseTo(photo.width / photo.height, 2);
    expect(page.meta('og:image:alt')).toBe(photo.alt || photo.name);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
  });

  it('sign-up carries the featured photos its gallery shows', async () => {
    const page = await open('/signup');
    expect(page.answers[answerKey('/v1/public/featured_photos')]?.status).toBe(200);
  });

  it('static pages, login and sign-up are indexable with their titles', async () => {
    for (const [path, title] of [
      ['/terms-conditions', 'Terms and Conditions'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/photo-upload-guideline', 'Photo Upload Guideline'],
      ['/login', 'Login'],
      ['/signup', 'Sign Up'],
    ]) {
      const page = await open(path!);
      expect(page.status).toBe(200);
      expect(page.title).toBe(`${title} · LankaLens`);
      expect(page.canonical).toBe(`http://site.test${path}`);
      expect(page.meta('robots')).toBeUndefined();
    }
  });
});

describe('caching of pages (issue 22)', () => {
  const shared = (s: number, swr: number) =>
    `public, max-age=0, s-maxage=${s}, stale-while-revalidate=${swr}`;

  it('a visitor without a session gets a page shared caches keep as long as its data', async () => {
    const cases: [string, string][] = [
      [`/photodetail/${seedFacts.freePhoto}`, shared(120, 60)],
      ['/searchresults?q=sigiriya', shared(10, 20)],
      ['/', shared(60, 60)],
      ['/terms-conditions', shared(300, 60)],
    ];
    for (const [path, cacheControl] of cases) {
      const page = await open(path, { cookie: 'lk_browser=abc' });
      expect(page.headers.get('cache-control'), path).toBe(cacheControl);
      expect(page.headers.get('set-cookie'), path).toBeNull();
      expect(page.headers.get('etag'), path).toMatch(/^"[0-9a-f]{32}"$/);
    }
  });

  it('answers 304 to its ETag', async () => {
    const path = `/photodetail/${seedFacts.freePhoto}`;
    const etag = (await open(path)).headers.get('etag')!;
    const again = await site.request(`http://site.test${path}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a signed-in visitor gets a private page', async () => {
    const page = await open(`/photodetail/${seedFacts.freePhoto}`, { cookie: 'lk_session=x' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('private and unknown addresses', () => {
  it('account pages say noindex, in the page and in a header', async () => {
    for (const path of ['/profile/albums', '/admin', `/photo_detail_view/${seedFacts.freePhoto}`]) {
      const page = await open(path);
      expect(page.status).toBe(200);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.answers).toEqual({});
    }
  });

  it('an unknown address answers 404 with the app, which shows its 404 page', async () => {
    const page = await open('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found · LankaLens');
    expect(page.document.getElementById('root')).not.toBeNull();
    expect(page.html).toContain('/assets/index-abc.js');
  });
});

it("escapes what creators write, so a photo's name cannot break out of the head", async () => {
  const name = 'Sunset "</title><script>alert(1)</script>';
  await t.db.asService((tx) =>
    tx.query(`update public.photos set name = $2, description = $2 where id = $1`, [
      seedPhoto(4),
      name,
    ]),
  );
  const page = await open(`/photodetail/${seedPhoto(4)}`);
  expect(page.title).toBe(`${name} · LankaLens`);
  expect(page.document.querySelectorAll('script:not([type])')).toHaveLength(0);
  expect(page.html).not.toContain('<script>alert(1)');
  const image = page.jsonLd.find((data) => data['@type'] === 'ImageObject')!;
  expect(image.name).toBe(name);
});

it('compresses pages for browsers that accept it (gzip where brotli is missing, as on Deno)', async () => {
  const answer = await site.request('http://site.test/searchresults?q=sigiriya', {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(answer.headers.get('content-encoding')).toBe('gzip');
  expect(answer.headers.get('vary')).toContain('Accept-Encoding');
  const html = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString();
  expect(html).toContain('<div id="root">');
});

it('without a built web app, says so instead of an empty page', async () => {
  const bare = createSiteApp(t.deps, { api: t.app, appShell: () => Promise.resolve(null) });
  const answer = await bare.request('http://site.test/');
  expect(answer.status).toBe(503);
  expect(await answer.text()).toContain('npm run build');
});

it('answers robots.txt and the sitemap itself, not with the app', async () => {
  const robots = await site.request('http://site.test/robots.txt');
  expect(robots.headers.get('content-type')).toContain('text/plain');
  expect(await robots.text()).toContain('Sitemap: http://site.test/sitemap.xml');
  const sitemap = await site.request('http://site.test/sitemap.xml');
  expect(sitemap.headers.get('content-type')).toContain('xml');
  expect(await sitemap.text()).toContain('<sitemapindex');
});

it("preloads the page's own chunks and stylesheets as the build listed them, nothing else", async () => {
  const withAssets = template.replace(
    '</head>',
    `<script type="application/json" id="page-assets">${JSON.stringify({
      'routes/photo-detail.tsx': ['/assets/photo-detail-1.js', '/assets/photo-detail-2.css'],
      'routes/home.tsx': ['/assets/home-1.js'],
    })}</script>\n  </head>`,
  );
  const built = createSiteApp(t.deps, { api: t.app, appShell: () => Promise.resolve(withAssets) });
  const html = await (
    await built.request(`http://site.test/photodetail/${seedFacts.freePhoto}`)
  ).text();
  expect(html).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/photo-detail-1.js" />',
  );
  expect(html).toContain(
    '<link rel="preload" as="style" crossorigin href="/assets/photo-detail-2.css" />',
  );
  expect(html).not.toContain('/assets/home-1.js');
  // The list itself is the server's, not the visitor's.
  expect(html).not.toContain('id="page-assets"');
});
