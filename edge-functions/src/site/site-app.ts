import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { BROWSER_COOKIE, readCookie } from '../lib/cookies.ts';
import { siteOrigin } from '../lib/public-url.ts';
import type { PreloadedAnswer } from '../contract/preloaded-answers.ts';
import { fillAppShell } from './app-shell.ts';
import { compressAnswers, webEncoders } from './compression.ts';
import { crawlingRoutes } from './crawling.ts';
import { describePage } from './public-pages.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
} from './security-headers.ts';

/** Where the built web app's index.html comes from: the local disk, or the static host. */
export type AppShellSource = () => Promise<string | null>;

export interface SiteOptions {
  /** The /v1 API, asked in-process for each page's first data. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  appShell: AppShellSource;
}

/** What a visitor's browser would have sent the API that matters to a public answer. */
const FORWARDED = ['user-agent', 'x-forwarded-for', 'cf-connecting-ip', 'x-real-ip'];

const NOT_BUILT =
  '<!doctype html><title>LankaLens API</title><p>The web app is not built. Run <code>npm run build</code>, or open the Vite dev server (<code>npm run dev</code>, port 5173).</p>';

/**
 * The web app's pages as the server delivers them (decision 21): the built index.html with the
 * page's own head (title, description, canonical, share previews, structured data, the first
 * view's image) and first data, the 404 status for unknown addresses and `noindex` on private
 * ones. The same app serves `npm start` and, behind the static host's rewrite, the function.
 */
export function createSiteApp(deps: AppDeps, options: SiteOptions) {
  const { config } = deps;

  /** Public answers are everyone's: only the visitor's browser id goes along (view counts). */
  function askApi(c: Context): (pathAndQuery: string) => Promise<PreloadedAnswer> {
    const origin = new URL(c.req.url).origin;
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const browser = readCookie(c, BROWSER_COOKIE);
    if (browser) headers.set('cookie', `${BROWSER_COOKIE}=${browser}`);
    return async (pathAndQuery) => {
      const answer = await options.api.fetch(new Request(`${origin}${pathAndQuery}`, { headers }));
      const type = answer.headers.get('content-type') ?? '';
      const body: unknown = type.includes('application/json') ? await answer.json() : null;
      return { status: answer.status, body };
    };
  }

  /** The page headers allow the template's own inline script by its hash; a new build, new hash. */
  let headersFor: { template: string; headers: Promise<Record<string, string>> } | null = null;
  function pageHeaders(template: string) {
    if (headersFor?.template !== template) {
      const headers = inlineScriptHashes(template).then((hashes) =>
        documentSecurityHeaders(documentPolicyFor(config, hashes)),
      );
      headersFor = { template, headers };
    }
    return headersFor.headers;
  }

  const site = new Hono<AppEnv>();
  // Pages and sitemaps in brotli or gzip for clients that accept it (as the API's answers).
  site.use('*', compressAnswers(deps.compression ?? webEncoders));
  // robots.txt and the sitemaps, before the pages' catch-all.
  site.route('/', crawlingRoutes(deps, { siteOrigin: (c) => siteOrigin(c, config) }));
  return site.get('*', async (c) => {
    const template = await options.appShell();
    if (!template) return c.html(NOT_BUILT, 503);
    for (const [name, value] of Object.entries(await pageHeaders(template))) c.header(name, value);
    const origin = siteOrigin(c, config);
    const url = new URL(c.req.url);
    const { head, answers, module } = await describePage(url, origin, askApi(c));
    const html = fillAppShell(template, { head, origin, answers, module });
    // Each page carries its day's data (view counts, prices): always revalidated.
    c.header('cache-control', 'no-cache');
    if (head.noindex) c.header('x-robots-tag', 'noindex');
    return c.html(html, head.status as 200);
  });
}
