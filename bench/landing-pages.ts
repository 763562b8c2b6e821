/**
 * The pages visitors land on, found through a running server's public API with real ids: the home
 * page, a search with results, a photo page, a public album, /login and /signup. Shared by the
 * benches that measure pages (`bench/lighthouse.ts`, `bench/main-thread.ts`).
 */
import type { z } from 'zod';
import type { publicAlbumTileSchema, searchAnswer } from '../edge-functions/src/contract/browse.ts';
import type { PhotoCard } from '../edge-functions/src/contract/photo.ts';

export const PAGE_KEYS = ['home', 'search', 'photo', 'album', 'login', 'signup'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The options both page benches take, for `parseArgs` (each adds its own). */
export const PAGE_BENCH_OPTIONS = {
  url: { type: 'string', default: 'http://localhost:8080' },
  'baseline-url': { type: 'string' },
  pages: { type: 'string' },
  /** The pages' language (`?lang=`): en (default), si or ta. */
  lang: { type: 'string' },
} as const;

const BENCH_LANGUAGES = ['en', 'si', 'ta'] as const;
export type BenchLanguage = (typeof BENCH_LANGUAGES)[number];

/** `--url` and `--baseline-url` without a trailing slash, `--runs` and `--pages` checked. */
export function pageBenchArgs(values: {
  url: string;
  'baseline-url'?: string;
  runs: string;
  pages?: string;
  lang?: string;
}) {
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const pageKeys = values.pages?.split(',').map((key) => key.trim());
  if (pageKeys?.some((key) => !PAGE_KEYS.includes(key as PageKey))) {
    throw new Error(`--pages takes some of ${PAGE_KEYS.join(', ')}`);
  }
  const lang = (values.lang ?? 'en') as BenchLanguage;
  if (!BENCH_LANGUAGES.includes(lang)) throw new Error(`--lang takes one of ${BENCH_LANGUAGES}`);
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    url: trim(values.url),
    baselineUrl: values['baseline-url'] && trim(values['baseline-url']),
    runs,
    pageKeys: pageKeys as PageKey[] | undefined,
    lang,
  };
}

export interface Page {
  key: PageKey;
  label: string;
  path: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(
      `GET ${url}: ${error instanceof Error ? (error.cause ?? error.message) : error}`,
    );
  });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The pages to measure, with real ids from this server's data. */
export async function findPages(base: string, lang: BenchLanguage = 'en'): Promise<Page[]> {
  const pages = await pagesInEnglish(base);
  if (lang === 'en') return pages;
  return pages.map((page) => ({
    ...page,
    path: `${page.path}${page.path.includes('?') ? '&' : '?'}lang=${lang}`,
  }));
}

async function pagesInEnglish(base: string): Promise<Page[]> {
  await getJson(`${base}/v1/health`);
  const featured = await getJson<PhotoCard[]>(`${base}/v1/public/featured_photos`);
  const pages: Page[] = [{ key: 'home', label: '/', path: '/' }];

  // The tag most featured photos share (ties alphabetically) that finds photos without the
  // typo fallback.
  const tagCounts = new Map<string, number>();
  for (const photo of featured) {
    for (const tag of new Set(photo.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const tags = [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [tag] of tags.slice(0, 10)) {
    const answer = await getJson<z.infer<typeof searchAnswer>>(
      `${base}/v1/public/photos/search?q=${encodeURIComponent(tag)}`,
    );
    if (answer.total > 0 && !answer.fuzzy) {
      const path = `/searchresults?q=${encodeURIComponent(tag)}`;
      pages.push({ key: 'search', label: path, path });
      break;
    }
  }

  if (featured[0]) {
    pages.push({
      key: 'photo',
      label: '/photodetail/{id}',
      path: `/photodetail/${featured[0].id}`,
    });
  }

  const usernames = [...new Set(featured.map((photo) => photo.uploader.username))];
  for (const username of usernames) {
    if (!username) continue;
    const albums = await getJson<z.infer<typeof publicAlbumTileSchema>[]>(
      `${base}/v1/public/albums?username=${encodeURIComponent(username)}`,
    );
    const album = albums.find((candidate) => candidate.photo_count > 0);
    if (album) {
      pages.push({
        key: 'album',
        label: '/public/albums/view/{id}',
        path: `/public/albums/view/${album.id}`,
      });
      break;
    }
  }

  pages.push({ key: 'login', label: '/login', path: '/login' });
  pages.push({ key: 'signup', label: '/signup', path: '/signup' });
  const missing = (['search', 'photo', 'album'] as const).filter(
    (key) => !pages.some((page) => page.key === key),
  );
  if (missing.length > 0)
    console.log(`${base}: no data for ${missing.join(', ')} (no featured photos?), skipped`);
  return pages;
}
