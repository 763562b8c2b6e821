import type { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import type { PhotoDetail, PublicAlbumTile } from '../contract/browse.ts';
import { sitePages } from '../contract/site-pages.ts';
import { silentLogger } from '../lib/logger.ts';
import { skipSeededJobs, upload, uploadableJpeg } from '../test/creator-fixtures.ts';
import { seedAlbum, seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { runPendingJobs } from '../worker/run-worker.ts';
import { appShellTemplate } from '../test/app-shell-template.ts';
import { crawlingRoutes } from './crawling.ts';
import { createSiteApp } from './site-app.ts';

const SITE = 'https://lankalens.test';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

let t: TestApp;
/** The routes as the site mounts them, one sitemap per 50,000 photos. */
let site: Hono<AppEnv>;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await skipSeededJobs(t.db);
  site = crawlingRoutes(t.deps, { siteOrigin: () => SITE });
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

async function crawl(app: Hono<AppEnv>, url: string) {
  const response = await app.request(new URL(url, SITE).href);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  images: { loc: string; title: string | null }[];
  /** `xhtml:link rel="alternate"` by hreflang. */
  alternates: Record<string, string>;
}

const xmlParser = new new JSDOM('').window.DOMParser();

/** Fetches a sitemap as a crawler does: it must be well-formed XML in the sitemap namespaces. */
async function readSitemap(app: Hono<AppEnv>, url: string, root: 'urlset' | 'sitemapindex') {
  const answer = await crawl(app, url);
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const doc = xmlParser.parseFromString(answer.text, 'application/xml');
  const errors = doc.getElementsByTagNameNS('*', 'parsererror');
  expect(errors.length, errors[0]?.textContent ?? '').toBe(0);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expect(doc.documentElement.localName).toBe(root);
  const text = (parent: Element, ns: string, name: string) =>
    parent.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
  const all: SitemapEntry[] = [...doc.documentElement.children].map((entry) => ({
    loc: text(entry, SITEMAP_NS, 'loc')!,
    lastmod: text(entry, SITEMAP_NS, 'lastmod'),
    images: [...entry.getElementsByTagNameNS(IMAGE_NS, 'image')].map((image) => ({
      loc: text(image, IMAGE_NS, 'loc')!,
      title: text(image, IMAGE_NS, 'title'),
    })),
    alternates: Object.fromEntries(
      [...entry.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
  // Pages are listed once per language; `entries` are their English (x-default) addresses.
  const entries = all.filter(
    (entry) => !entry.alternates['x-default'] || entry.alternates['x-default'] === entry.loc,
  );
  return { entries, all, locs: entries.map((entry) => entry.loc), raw: answer.text };
}

/** Every photo sitemap the index names, read in order. */
async function photoSitemaps(app: Hono<AppEnv>) {
  const index = await readSitemap(app, '/sitemap.xml', 'sitemapindex');
  const urls = index.locs.filter((loc) => /\/sitemaps\/photos-\d+\.xml$/.test(loc));
  const chunks = [];
  for (const url of urls) chunks.push({ url, ...(await readSitemap(app, url, 'urlset')) });
  return chunks;
}

async function photoEntries(app: Hono<AppEnv>): Promise<SitemapEntry[]> {
  return (await photoSitemaps(app)).flatMap((chunk) => chunk.entries);
}

const photoPage = (id: string) => `${SITE}/photodetail/${id}`;

/** The photos whose public page (GET /v1/public/photos/{id}) a visitor can open right now. */
async function publicPhotoIds(): Promise<string[]> {
  const all = await t.db.asService((tx) =>
    tx.query<{ id: string }>('select id from public.photos order by id'),
  );
  const open = [];
  for (const { id } of all) {
    if ((await visitor.get(`/v1/public/photos/${id}`)).status === 200) open.push(id);
  }
  return open;
}

/** Public album lists per creator, as the creator pages show them. */
async function publicAlbumsOf(username: string): Promise<PublicAlbumTile[]> {
  const answer = await visitor.get<PublicAlbumTile[]>(`/v1/public/albums?username=${username}`);
  return answer.status === 200 ? answer.body : [];
}

async function usernames(): Promise<string[]> {
  const rows = await t.db.asService((tx) =>
    tx.query<{ username: string }>(
      'select username from public.profiles where username is not null order by username',
    ),
  );
  return rows.map((row) => row.username);
}

/**
 * Whether robots.txt lets a crawler fetch `path`, read as RFC 9309 and Google do (the longest
 * matching rule wins, Allow on a tie) or as older crawlers do (the first matching rule wins).
 */
function robotsAllow(robots: string, path: string, reading: 'longest' | 'first'): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S+)/i.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', prefix: match[2]! }))
    .filter((rule) => path.startsWith(rule.prefix));
  if (reading === 'first') return rules[0]?.allow ?? true;
  rules.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it('is plain text for every crawler and names the sitemap index by its absolute URL', async () => {
    const answer = await crawl(site, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = answer.text.split('\n');
    expect(lines.filter((line) => /^user-agent:/i.test(line))).toEqual(['User-agent: *']);
    const sitemaps = lines.filter((line) => /^sitemap:/i.test(line));
    expect(sitemaps).toEqual([`Sitemap: ${SITE}/sitemap.xml`]);
    // The named URL is a sitemap index a crawler can read.
    await readSitemap(site, sitemaps[0]!.slice('Sitemap: '.length), 'sitemapindex');
  });

  it('opens public pages, images and the public API; closes accounts, checkout, /v1 and /dev', async () => {
    const robots = (await crawl(site, '/robots.txt')).text;
    const photo = seedFacts.freePhoto;
    const open = [
      '/',
      `/photodetail/${photo}`,
      '/public/albums/nuwan.perera',
      `/public/albums/view/${seedAlbum(1)}`,
      `/public/albums/view/${seedAlbum(1)}/${photo}`,
      '/terms-conditions',
      '/searchresults?q=sigiriya',
      // Google Images fetches the previews; rendering a page fetches its public JSON.
      `/v1/public/photos/${photo}/image?fullsize=true`,
      `/v1/public/photos/${photo}`,
      '/v1/public/albums?username=nuwan.perera',
      '/v1/public/avatars/x/y.jpg',
      '/v1/public/config',
    ];
    const closed = [
      '/profile/albums',
      `/profile/album/view/${seedAlbum(1)}`,
      `/photo_detail_view/${photo}`,
      '/admin',
      `/purchase?id=${photo}`,
      '/payment_result?success=true',
      '/update_password?t=token',
      '/activated?success=true',
      `/v1/photos/${photo}/image?fullsize=true`,
      '/v1/sessions',
      '/v1/openapi.json',
      // A download link spends one of the buyer's downloads.
      '/v1/public/photos/download?ref=abc',
      // The payment provider's return address: a redirect for the buyer, not a page.
      '/v1/public/payments/result?session_id=cs_1',
      '/forgot_password',
      '/dev/mail',
    ];
    for (const reading of ['longest', 'first'] as const) {
      for (const path of open) expect(robotsAllow(robots, path, reading), path).toBe(true);
      for (const path of closed) expect(robotsAllow(robots, path, reading), path).toBe(false);
    }
  });
  it("follows the server's page list: every private page closed, every public page open", async () => {
    const robots = (await crawl(site, '/robots.txt')).text;
    for (const page of sitePages) {
      const path = page.pattern.replace(/:[a-zA-Z]+/g, 'x');
      for (const reading of ['longest', 'first'] as const) {
        expect(robotsAllow(robots, path, reading), path).toBe(page.indexed);
      }
    }
  });
});

describe('sitemap index', () => {
  it('lists the pages, creators, albums and photo sitemaps by absolute URL, each readable', async () => {
    const answer = await crawl(site, '/sitemap.xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const index = await readSitemap(site, '/sitemap.xml', 'sitemapindex');
    expect(index.locs).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/creators.xml`,
      `${SITE}/sitemaps/albums.xml`,
      `${SITE}/sitemaps/photos-1.xml`,
    ]);
    for (const entry of index.entries) {
      expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), entry.loc).toBe(false);
    }
    for (const loc of index.locs) {
      const sitemap = await crawl(site, loc);
      expect(sitemap.status, loc).toBe(200);
      expect(sitemap.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('lists the home page and the static pages', async () => {
    const pages = await readSitemap(site, '/sitemaps/pages.xml', 'urlset');
    expect(pages.locs).toEqual([
      `${SITE}/`,
      `${SITE}/terms-conditions`,
      `${SITE}/privacy-policy`,
      `${SITE}/photo-upload-guideline`,
    ]);
  });
});

describe('sitemaps in three languages', () => {
  const files = [
    '/sitemaps/pages.xml',
    '/sitemaps/creators.xml',
    '/sitemaps/albums.xml',
    '/sitemaps/photos-1.xml',
  ];

  it('list every page at its en, si and ta address, each naming all three and x-default', async () => {
    for (const file of files) {
      const sitemap = await readSitemap(site, file, 'urlset');
      expect(sitemap.entries.length, file).toBeGreaterThan(0);
      expect(sitemap.all).toHaveLength(sitemap.entries.length * 3);
      for (const entry of sitemap.entries) {
        const expected = {
          en: entry.loc,
          si: `${entry.loc}${entry.loc.includes('?') ? '&' : '?'}lang=si`,
          ta: `${entry.loc}${entry.loc.includes('?') ? '&' : '?'}lang=ta`,
          'x-default': entry.loc,
        };
        expect(entry.alternates).toEqual(expected);
        // Reciprocal: the Sinhala and Tamil addresses are listed too, naming the same set.
        for (const language of ['si', 'ta'] as const) {
          const other = sitemap.all.find((candidate) => candidate.loc === expected[language]);
          expect(other, expected[language]).toBeDefined();
          expect(other!.alternates).toEqual(expected);
          expect(other!.lastmod).toBe(entry.lastmod);
        }
      }
    }
  });

  it('give every entry and every file in the index a lastmod', async () => {
    const index = await readSitemap(site, '/sitemap.xml', 'sitemapindex');
    for (const entry of index.all)
      expect(Date.parse(entry.lastmod ?? ''), entry.loc).toBeGreaterThan(0);
    for (const file of files) {
      for (const entry of (await readSitemap(site, file, 'urlset')).all) {
        expect(Date.parse(entry.lastmod ?? ''), entry.loc).toBeGreaterThan(0);
      }
    }
  });

  it("name the same alternates as each page's own head", async () => {
    const pages = createSiteApp(t.deps, {
      api: t.app,
      appShell: () => Promise.resolve(appShellTemplate),
    });
    for (const file of files) {
      const [entry] = (await readSitemap(site, file, 'urlset')).all.filter((e) =>
        e.loc.endsWith('lang=ta'),
      );
      // The site app answers at the test host; the sitemaps name the configured origin.
      const local = (url: string) => url.replace(SITE, 'http://site.test');
      const html = await (await pages.request(local(entry!.loc))).text();
      const document = new JSDOM(html).window.document;
      const head = Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
      expect(head, entry!.loc).toEqual(
        Object.fromEntries(Object.entries(entry!.alternates).map(([k, v]) => [k, local(v)])),
      );
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        local(entry!.loc),
      );
    }
  });

  it('keep the sitemap 0.9 order in each <url>: loc, lastmod, then only other namespaces', async () => {
    for (const file of files) {
      const { raw } = await readSitemap(site, file, 'urlset');
      const doc = xmlParser.parseFromString(raw, 'application/xml');
      for (const url of [...doc.documentElement.children]) {
        const children = [...url.children];
        expect(children.slice(0, 2).map((child) => child.localName)).toEqual(['loc', 'lastmod']);
        for (const child of children.slice(2)) expect(child.namespaceURI).not.toBe(SITEMAP_NS);
        // image 1.1: one image:image per page, with its loc first.
        const images = url.getElementsByTagNameNS(IMAGE_NS, 'image');
        expect(images.length).toBeLessThanOrEqual(1);
        if (images[0]) expect(images[0].children[0]!.localName).toBe('loc');
      }
    }
  });
});

describe('photo sitemaps', () => {
  const name = `Tea & "toddy" <at> Ella's\u0007 bridge`;
  let creator: TestClient;
  let id: string;

  beforeAll(async () => {
    creator = await signedIn(t.app, seedUsers.creator.email);
    const uploaded = await upload(creator, await uploadableJpeg());
    const created = await creator.request<{ id: string }>('POST', '/v1/photos', {
      form: { album: seedAlbum(2), filename: uploaded.body.name, name, allow_free: 'false' },
    });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  it('lists a photo page only once it is published, with its preview as the image', async () => {
    const listed = async () => (await photoEntries(site)).map((entry) => entry.loc);
    expect(await listed()).not.toContain(photoPage(id));

    expect((await creator.request('POST', '/v1/photos/review', { json: [id] })).status).toBe(200);
    expect(await listed()).not.toContain(photoPage(id));

    const admin = await signedIn(t.app, seedUsers.admin.email);
    // The worker fingerprints it first; until then it waits in review (decision 51).
    await runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger });
    expect((await admin.request('POST', `/v1/admin/photos/${id}/accept`)).status).toBe(200);
    expect(await listed()).not.toContain(photoPage(id)); // PROCESSING: no public page yet
    await runPendingJobs({ db: t.db, storage: t.storage, logger: silentLogger });

    const entry = (await photoEntries(site)).find((e) => e.loc === photoPage(id));
    const detail = await visitor.get<PhotoDetail>(`/v1/public/photos/${id}`);
    expect(detail.status).toBe(200);
    expect(entry?.lastmod).toBe(detail.body.published_at);
    // The same preview URL the photo's JSON names, and a crawler may fetch it and gets a JPEG.
    expect(entry?.images.map((image) => image.loc)).toEqual([detail.body.public_urls.full]);
    // The image set's own file, addressed directly (no redirect hop for the crawler).
    expect(detail.body.public_urls.full.startsWith('http://api.test/v1/public/derivatives/')).toBe(
      true,
    );
    const listedImage = new URL(entry!.images[0]!.loc);
    const image = await visitor.get(listedImage.pathname + listedImage.search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('escapes titles so the XML stays well formed, dropping characters XML cannot hold', async () => {
    const chunks = await photoSitemaps(site);
    const chunk = chunks.find((c) => c.locs.includes(photoPage(id)))!;
    expect(chunk.raw).toContain('Tea &amp; &quot;toddy&quot; &lt;at&gt; Ella&apos;s bridge');
    const entry = chunk.entries.find((e) => e.loc === photoPage(id))!;
    expect(entry.images[0]?.title).toBe(`Tea & "toddy" <at> Ella's bridge`);
  });

  it('lists no image for a live photo whose preview is not made yet', async () => {
    // The seeded photos' derivatives are made by the local host, never in tests.
    const seeded = (await photoEntries(site)).find((e) => e.loc === photoPage(seedFacts.freePhoto));
    expect(seeded).toBeDefined();
    expect(seeded!.images).toEqual([]);
    const image = await visitor.get(`/v1/public/photos/${seedFacts.freePhoto}/image?fullsize=true`);
    expect(image.status).toBe(404);
  });

  it('splits the photos into chunks that together list every public photo page exactly once', async () => {
    const small = crawlingRoutes(t.deps, { siteOrigin: () => SITE, photosPerSitemap: 2 });
    const expected = (await publicPhotoIds()).map(photoPage);
    expect(expected.length).toBeGreaterThan(6);

    const chunks = await photoSitemaps(small);
    expect(chunks.map((chunk) => chunk.url)).toEqual(
      Array.from(
        { length: Math.ceil(expected.length / 2) },
        (_, i) => `${SITE}/sitemaps/photos-${i + 1}.xml`,
      ),
    );
    for (const chunk of chunks.slice(0, -1)) expect(chunk.locs).toHaveLength(2);
    const listed = chunks.flatMap((chunk) => chunk.locs);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());

    // A chunk reads the same on the next visit.
    expect((await crawl(small, '/sitemaps/photos-2.xml')).text).toBe(
      (await crawl(small, '/sitemaps/photos-2.xml')).text,
    );
  });

  it('answers 404 past the last chunk and for names that are no chunk', async () => {
    const small = crawlingRoutes(t.deps, { siteOrigin: () => SITE, photosPerSitemap: 2 });
    const last = (await photoSitemaps(small)).length;
    for (const path of [
      `/sitemaps/photos-${last + 1}.xml`,
      '/sitemaps/photos-0.xml',
      '/sitemaps/photos-01.xml',
      '/sitemaps/photos-x.xml',
      '/sitemaps/other.xml',
    ]) {
      expect((await crawl(small, path)).status, path).toBe(404);
    }
    expect((await crawl(site, '/sitemaps/photos-2.xml')).status).toBe(404);
  });

  it('drops a photo page once its owner unpublishes it', async () => {
    expect((await photoEntries(site)).map((e) => e.loc)).toContain(photoPage(id));
    expect((await creator.request('POST', `/v1/photos/${id}/unpublish`)).status).toBe(200);
    expect((await photoEntries(site)).map((e) => e.loc)).not.toContain(photoPage(id));
    expect((await visitor.get(`/v1/public/photos/${id}`)).status).toBe(404);
  });
});

describe('creator and album sitemaps', () => {
  it('lists exactly the creators whose public album page shows albums', async () => {
    const creators = await readSitemap(site, '/sitemaps/creators.xml', 'urlset');
    const expected = [];
    for (const username of await usernames()) {
      if ((await publicAlbumsOf(username)).length > 0) {
        expected.push(`${SITE}/public/albums/${username}`);
      }
    }
    expect(creators.locs).toEqual(expected);
    expect(creators.locs).toEqual([
      `${SITE}/public/albums/nuwan.perera`,
      `${SITE}/public/albums/tharushi.fernando`,
    ]); // not dilini.admin: a username, but no photos
    for (const entry of creators.entries) {
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
  });

  it('lists exactly the albums shown on creator pages: none deleted, none without live photos', async () => {
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const empty = await creator.request<{ id: string }>('POST', '/v1/albums', {
      form: { name: 'Nothing yet' },
    });
    expect(empty.status).toBe(201);

    const albums = await readSitemap(site, '/sitemaps/albums.xml', 'urlset');
    const expected = [];
    for (const username of await usernames()) {
      for (const album of await publicAlbumsOf(username)) {
        expected.push(`${SITE}/public/albums/view/${album.id}`);
      }
    }
    expect([...albums.locs].sort()).toEqual(expected.sort());
    expect(albums.locs).toContain(`${SITE}/public/albums/view/${seedAlbum(1)}`);
    expect(albums.locs).not.toContain(`${SITE}/public/albums/view/${seedFacts.deletedAlbum}`);
    expect(albums.locs).not.toContain(`${SITE}/public/albums/view/${empty.body.id}`);
    for (const entry of albums.entries) {
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
  });
});
