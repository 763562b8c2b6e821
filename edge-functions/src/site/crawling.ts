import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { Tx } from '../ports/database.ts';
import { publicOrigins } from '../lib/public-url.ts';
import { photoCardColumns, toPhotoCard, type PhotoCardRow } from '../presenters/photo-card.ts';
import { isoTime } from '../presenters/photo-detail.ts';
import { LANGUAGES } from '../contract/language-codes.ts';
import { pages, pathTo, sitePages } from '../contract/site-pages.ts';
import { addressInLanguage } from './page-head.ts';
import { xmlText } from '../lib/xml-text.ts';

export interface CrawlingOptions {
  /** The web app's origin as crawlers reach it; every URL in robots.txt and the sitemaps is absolute. */
  siteOrigin: (c: Context) => string;
  /** Photo pages per photo sitemap: PHOTOS_PER_SITEMAP unless a test wants small chunks. */
  photosPerSitemap?: number;
}

/** The sitemap protocol's limit of URLs in one file. */
const MAX_URLS_PER_SITEMAP = 50_000;

/**
/**
 * Pages per file: each page is listed once per language (its en, si and ta addresses, issue 38),
 * so a file can hold at most 16,666 pages (49,998 URLs).
 */
const MAX_PAGES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / LANGUAGES.length);

/**
 * Photo pages per photo sitemap. A chunk of 50,000 single-language entries took the function
 * 1.16 s of CPU and a peak of 329 MB (Supabase allows 2 s and 256 MB; `npm run bench:function`,
 * decision 48); each page now carries three addresses and their alternates, so a chunk holds
 * 3,333 pages (9,999 URLs): a million photos make 301 chunks, far below the index's 50,000.
 */
const PHOTOS_PER_SITEMAP = 3_333;

/**
 * When the static pages' texts last changed, in any language (their catalogues, legal.json and
 * head.json): set it by hand with a change to them. The home page changes with every photo
 * published, and takes the newest `published_at` instead.
 */
export const STATIC_PAGES_CHANGED = '2026-12-03T08:48:21Z';

/** Short, so publishing and unpublishing reach crawlers within minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The web app's public pages in the sitemaps, addressed as the page list writes them. */
const pageUrls = {
  home: pathTo(pages.home),
  static: [pages.termsConditions, pages.privacyPolicy, pages.uploadGuideline].map((page) =>
    pathTo(page),
  ),
  photo: (photoId: string) => pathTo(pages.photoDetail, { photoId }),
  creator: (username: string) => pathTo(pages.publicAlbums, { username }),
  album: (albumId: string) => pathTo(pages.publicAlbum, { albumId }),
};

/**
 * The pages kept out of search engines (every page the list does not index) as robots.txt
 * prefixes: each pattern up to its first parameter, and an area whose pages are all closed
 * (`/profile/`) as one.
 */
function unindexedPrefixes(): string[] {
  const prefixes = sitePages
    .filter((page) => !page.indexed)
    .map((page) => {
      const area = `/${page.pattern.split('/')[1]}/`;
      const inArea = sitePages.filter((other) => other.pattern.startsWith(area));
      if (inArea.length > 1 && inArea.every((other) => !other.indexed)) return area;
      return page.pattern.replace(/:.*$/, '');
    });
  return [...new Set(prefixes)];
}

/**
 * robots.txt. RFC 9309 and Google take the longest matching rule (Allow wins a tie); older
 * crawlers take the first match. The order below gives the same answer both ways: the download
 * link before the public API, the public API before the rest of /v1.
 */
const ROBOTS_RULES = [
  'User-agent: *',
  // Download links spend a buyer's downloads of an original: never fetched by a robot.
  'Disallow: /v1/public/photos/download',
  // Where a payment provider returns the buyer: a redirect to their result page, not a page.
  'Disallow: /v1/public/payments/',
  // Public images (Google Images) and the public JSON the pages render from.
  'Allow: /v1/public/',
  'Disallow: /v1/',
  'Disallow: /dev/',
  ...unindexedPrefixes().map((prefix) => `Disallow: ${prefix}`),
];

/**
 * Live creators and albums, each with the time its public page last changed in a way a visitor
 * sees. Photos' `updated_at` is no such time (every counted view moves it); `published_at` is.
 * The live photos are grouped first, then joined: joined first, Postgres looped over each album's
 * photos through two bitmap indexes, 16 s at 1M photos against 1.8 s (docs/crawling.md).
 */
const creatorRows = `
  select u.username as key, greatest(u.updated_at, live.lastmod) as lastmod
    from (select p.owner_id, max(p.published_at) as lastmod
            from public.photos p group by p.owner_id) live
    join public.profiles u on u.id = live.owner_id
   where u.username is not null`;
const albumRows = `
  select a.id::text as key, greatest(a.updated_at, live.lastmod) as lastmod
    from (select p.album_id, max(p.published_at) as lastmod
            from public.photos p group by p.album_id) live
    join public.albums a on a.id = live.album_id`;

interface KeyedRow {
  key: string;
  lastmod: Date | string | null;
}

interface UrlEntry {
  loc: string;
  lastmod?: Date | string | null;
  image?: { loc: string; title: string };
}

/** A page of the site: its path (English), listed at each language's address. */
interface PageEntry {
  path: string;
  lastmod: Date | string | null;
  image?: { loc: string; title: string };
}

function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

function lastmodElement(value: Date | string | null | undefined): string {
  return value ? element('lastmod', isoTime(value)) : '';
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`;
}

/**
 * Each page at each language's address, every one naming all of them and x-default, exactly as
 * the page's own head does (page-head.ts `addressInLanguage`): the alternates are reciprocal.
 */
function urlSet(site: string, entries: PageEntry[]): string {
  const urls = entries.flatMap((page) => {
    const links = [
      ...LANGUAGES.map((language) =>
        alternate(language, site + addressInLanguage(page.path, language)),
      ),
      alternate('x-default', site + page.path),
    ].join('');
    const image = page.image
      ? `<image:image>${element('image:loc', page.image.loc)}${
          page.image.title ? element('image:title', page.image.title) : ''
        }</image:image>`
      : '';
    const tail = `${lastmodElement(page.lastmod)}${links}${image}</url>`;
    return LANGUAGES.map(
      (language) => `<url>${element('loc', site + addressInLanguage(page.path, language))}${tail}`,
    );
  });
  return xmlDocument(
    `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}" xmlns:xhtml="${XHTML_NS}">`,
    urls,
    '</urlset>',
  );
}

function sitemapIndex(entries: UrlEntry[]): string {
  const sitemaps = entries.map(
    (entry) => `<sitemap>${element('loc', entry.loc)}${lastmodElement(entry.lastmod)}</sitemap>`,
  );
  return xmlDocument(`<sitemapindex xmlns="${SITEMAP_NS}">`, sitemaps, '</sitemapindex>');
}

function xmlDocument(open: string, children: string[], close: string): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', open, ...children, close, ''].join('\n');
}

/** The later of two times (either may be missing). */
function latest(a: Date | string | null, b: Date | string | null): Date | string | null {
  if (!a || !b) return a ?? b;
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}

function newestPublished(chunks: { lastmod: Date | string | null }[]): Date | string | null {
  return chunks.reduce<Date | string | null>(
    (newest, chunk) => latest(newest, chunk.lastmod),
    null,
  );
}

/** `photos-<n>.xml` with n from 1, written canonically (no leading zeros). */
function photoSitemapNumber(file: string): number | null {
  const match = /^photos-([1-9][0-9]{0,6})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * What search engines read at the site's root: robots.txt and a sitemap index with its sitemaps
 * (docs/crawling.md). Every query runs as `anon`, so RLS decides what is listed: a sitemap can
 * never name a page the public cannot open.
 */
export function crawlingRoutes(deps: AppDeps, options: CrawlingOptions) {
  const { db, config, logger } = deps;
  const perSitemap = Math.max(
    1,
    Math.min(Math.floor(options.photosPerSitemap ?? PHOTOS_PER_SITEMAP), MAX_PAGES_PER_SITEMAP),
  );
  const origin = (c: Context) => options.siteOrigin(c).replace(/\/+$/, '');

  function xml(c: Context, body: string) {
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': CACHE_CONTROL,
    });
  }

  /** Creators' or albums' rows for one sitemap, warning when the catalogue outgrew one file. */
  async function keyedRows(tx: Tx, rows: string, what: string): Promise<KeyedRow[]> {
    const found = await tx.query<KeyedRow>(`${rows} order by key limit $1`, [
      MAX_PAGES_PER_SITEMAP + 1,
    ]);
    if (found.length > MAX_PAGES_PER_SITEMAP) {
      logger.warn('sitemap full: split it into chunks like the photos', { sitemap: what });
    }
    return found.slice(0, MAX_PAGES_PER_SITEMAP);
  }

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const body = [...ROBOTS_RULES, '', `Sitemap: ${origin(c)}/sitemap.xml`, ''].join('\n');
      return c.body(body, 200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': CACHE_CONTROL,
      });
    })
    .get('/sitemap.xml', async (c) => {
      const { chunks, creators, albums, home } = await db.asUser(null, async (tx) => {
        // Photo sitemap n holds the n-th block of `perSitemap` live photos in id order.
        const chunks = await tx.query<{ n: number; lastmod: Date | string | null }>(
          `select (rn - 1) / $1::int + 1 as n, max(published_at) as lastmod
             from (select p.published_at, row_number() over (order by p.id) as rn
                     from public.photos p) live
            group by 1 order by 1`,
          [perSitemap],
        );
        const [newest] = await tx.query<{ creators: Date | null; albums: Date | null }>(
          `select (select max(lastmod) from (${creatorRows}) c) as creators,
                  (select max(lastmod) from (${albumRows}) a) as albums`,
        );
        return {
          chunks,
          creators: newest?.creators ?? null,
          albums: newest?.albums ?? null,
          home: newestPublished(chunks),
        };
      });
      const site = origin(c);
      return xml(
        c,
        sitemapIndex([
          { loc: `${site}/sitemaps/pages.xml`, lastmod: latest(home, STATIC_PAGES_CHANGED) },
          { loc: `${site}/sitemaps/creators.xml`, lastmod: creators },
          { loc: `${site}/sitemaps/albums.xml`, lastmod: albums },
          ...chunks.map((chunk) => ({
            loc: `${site}/sitemaps/photos-${chunk.n}.xml`,
            lastmod: chunk.lastmod,
          })),
        ]),
      );
    })
    .get('/sitemaps/pages.xml', async (c) => {
      // The home page shows the newest photos: it changed when the last one was published.
      const [newest] = await db.asUser(null, (tx) =>
        tx.query<{ lastmod: Date | string | null }>(
          'select max(published_at) as lastmod from public.photos',
        ),
      );
      const entries: PageEntry[] = [
        { path: pageUrls.home, lastmod: latest(newest?.lastmod ?? null, STATIC_PAGES_CHANGED) },
        ...pageUrls.static.map((path) => ({ path, lastmod: STATIC_PAGES_CHANGED })),
      ];
      return xml(c, urlSet(origin(c), entries));
    })
    .get('/sitemaps/creators.xml', async (c) => {
      const rows = await db.asUser(null, (tx) => keyedRows(tx, creatorRows, 'creators'));
      const site = origin(c);
      return xml(
        c,
        urlSet(
          site,
          rows.map((row) => ({ path: pageUrls.creator(row.key), lastmod: row.lastmod })),
        ),
      );
    })
    .get('/sitemaps/albums.xml', async (c) => {
      const rows = await db.asUser(null, (tx) => keyedRows(tx, albumRows, 'albums'));
      const site = origin(c);
      return xml(
        c,
        urlSet(
          site,
          rows.map((row) => ({ path: pageUrls.album(row.key), lastmod: row.lastmod })),
        ),
      );
    })
    .get('/sitemaps/:file', async (c) => {
      const n = photoSitemapNumber(c.req.param('file'));
      if (n === null) return c.text('Not found', 404);
      const rows = await db.asUser(null, (tx) =>
        tx.query<PhotoCardRow & { published_at: Date | string | null; has_preview: boolean }>(
          `select ${photoCardColumns}, p.published_at, p.preview_key is not null as has_preview
             from public.photos p join public.profiles u on u.id = p.owner_id
            order by p.id
           offset $1 limit $2`,
          [(n - 1) * perSitemap, perSitemap],
        ),
      );
      if (rows.length === 0) return c.text('Not found', 404);
      const site = origin(c);
      const api = publicOrigins(c, config);
      return xml(
        c,
        urlSet(
          site,
          rows.map((row) => ({
            path: pageUrls.photo(row.id),
            lastmod: row.published_at,
            // The preview exactly as the photo's JSON names it; none until the worker made it.
            image: row.has_preview
              ? { loc: toPhotoCard(row, api).public_urls.full, title: row.name }
              : undefined,
          })),
        ),
      );
    });
}
