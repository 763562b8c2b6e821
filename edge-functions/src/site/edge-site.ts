import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { refuseUnknownHost } from '../middleware/known-host.ts';
import { sharedCache } from '../middleware/shared-cache.ts';
import { compressAnswers, webEncoders } from '../middleware/compression.ts';
import { staticSiteConfig } from './static-site-headers.ts';
import { createPageDrawer, type PageDeps, type PageRenderer } from './page-drawer.ts';
import { remoteAppShell } from './remote-app-shell.ts';

/** How long a page waits for one API answer before it goes out without it (the script asks). */
const API_TIMEOUT_MS = 8_000;

/**
 * The /v1 API by HTTP, for pages drawn away from the function (decision 48): a page's question
 * `/v1/public/photos/<id>` goes to `<functionsUrl>/v1/public/photos/<id>`, as an anonymous
 * visitor's would (nothing of the visitor goes along, as in-process).
 */
export function remoteApi(functionsUrl: string, fetchAnswer: typeof fetch = fetch) {
  const base = functionsUrl.replace(/\/$/, '');
  return {
    fetch: (request: Request) => {
      const url = new URL(request.url);
      return fetchAnswer(`${base}${url.pathname}${url.search}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    },
  };
}

/** The function's address from the site's environment: the project's ref, or a full URL. */
export function functionsUrlFrom(env: Record<string, string | undefined>): string {
  if (env.SUPABASE_FUNCTIONS_URL) return env.SUPABASE_FUNCTIONS_URL;
  if (env.SUPABASE_PROJECT_REF)
    return `https://${env.SUPABASE_PROJECT_REF}.supabase.co/functions/v1`;
  throw new Error(
    'The site edge function needs SUPABASE_PROJECT_REF (or SUPABASE_FUNCTIONS_URL): pages ask the function for their data',
  );
}

/**
 * The pages alone, for a host without the database: the same drawing as `npm start`'s and the
 * function's, its data asked of the API by HTTP; robots.txt, the sitemaps and the account forms'
 * posts stay the function's (none of them is an HTML answer to GET).
 */
export function createPageApp(deps: PageDeps, options: Parameters<typeof createPageDrawer>[1]) {
  const drawPage = createPageDrawer(deps, options);
  const site = new Hono<AppEnv>();
  site.use('*', refuseUnknownHost(deps.config));
  site.use('*', compressAnswers(deps.compression ?? webEncoders));
  return site.get('*', sharedCache(), (c) => drawPage(c));
}

/**
 * The site's pages at the static host's edge (Netlify Edge Functions, Deno; decision 48): the
 * built app shell from the site itself, the page's data from the function, the plain pages'
 * markup from the web app's server entry. Needs PUBLIC_SITE_URL and the function's address.
 */
export function createEdgeSite(
  env: Record<string, string | undefined>,
  renderPage: PageRenderer | null,
  fetchAnswer: typeof fetch = fetch,
) {
  const config = loadConfig(env);
  if (!config.publicSiteUrl) {
    throw new Error('The site edge function needs PUBLIC_SITE_URL: its pages are addressed there');
  }
  const deps: PageDeps = { config, logger: createLogger(config.logLevel) };
  const app = createPageApp(deps, {
    api: remoteApi(functionsUrlFrom(env), fetchAnswer),
    appShell: remoteAppShell(config.publicSiteUrl, fetchAnswer),
    renderPage,
    // The edge holds none of the function's keys: its pages carry the static files' policy.
    policy: staticSiteConfig(env, new URL(config.publicSiteUrl).protocol === 'https:'),
  });
  return (request: Request) => app.fetch(request);
}
