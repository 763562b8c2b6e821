import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sharedCache } from '../middleware/shared-cache.ts';
import { refuseUnknownHost } from '../middleware/known-host.ts';
import { formPostRoutes } from './form-posts.ts';
import { compressAnswers, webEncoders } from '../middleware/compression.ts';
import { crawlingRoutes } from './crawling.ts';
import { siteOrigin } from '../lib/public-url.ts';
import { createPageDrawer, type SiteOptions } from './page-drawer.ts';

export type { AppShellSource, PageDeps, PageRenderer, SiteOptions } from './page-drawer.ts';

/**
 * The web app's pages as the server delivers them (decision 21), with robots.txt, the sitemaps
 * and the account forms' posts: `npm start`, and the function behind the static host's rewrite.
 */
export function createSiteApp(deps: AppDeps, options: SiteOptions) {
  const { config } = deps;
  const drawPage = createPageDrawer(deps, options);
  const site = new Hono<AppEnv>();
  // The pages' canonical addresses come from the site origin: never from a forged Host.
  site.use('*', refuseUnknownHost(config));
  // Pages and sitemaps in brotli or gzip for clients that accept it (as the API's answers).
  site.use('*', compressAnswers(deps.compression ?? webEncoders));
  // robots.txt and the sitemaps, before the pages' catch-all.
  site.route('/', crawlingRoutes(deps, { siteOrigin: (c) => siteOrigin(c, config) }));
  // The account forms' posts, for a visitor whose script has not taken over (decision 45).
  site.route('/', formPostRoutes(deps, { api: options.api, draw: drawPage }));
  // ETag, 304, and `private` for visitors with a session (middleware/shared-cache.ts).
  return site.get('*', sharedCache(), (c) => drawPage(c));
}
