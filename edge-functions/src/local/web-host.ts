import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { App, AppDeps } from '../app.ts';
import { IMMUTABLE_CACHE } from '../lib/cache-control.ts';
import { compressAnswers } from '../middleware/compression.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
} from '../middleware/security-headers.ts';
import { nodeEncoders } from './node-encoders.ts';
import { checkAppShell } from '../site/app-shell.ts';
import { FORM_ACTIONS } from '../contract/form-posts.ts';
import { createSiteApp, type PageRenderer } from '../site/site-app.ts';

/** A file of the build (`/favicon.svg`, `/assets/…`); pages are the site app's, index.html too. */
const isBuiltFile = (pathname: string) =>
  /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');

/** What the API answers, with its own headers; everything else is the web app's. */
const isApiPath = (pathname: string) => /^\/(?:v1|dev)(?:\/|$)/.test(pathname);

/**
 * The web app's server entry, built beside its files (`web/dist-server/` next to `web/dist/`,
 * decision 32); null when that build has none (`npm run dev`, an older build under WEB_DIST).
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (
    !(await access(entry).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/**
 * One origin for everything in local mode: the /v1 API (and /dev pages), the built web app's
 * files, and its pages with their head and first data filled in by the site app (decision 21).
 */
export async function createWebHost(app: App, webDist: string, deps: AppDeps) {
  // Under `npm run dev` the web app is served by Vite and may not be built at all.
  const appShell = await readFile(path.join(webDist, 'index.html'), 'utf8').then(
    checkAppShell,
    () => null,
  );
  const site = createSiteApp(deps, {
    api: app,
    appShell: () => Promise.resolve(appShell),
    renderPage: appShell ? await loadPageRenderer(webDist) : null,
  });
  // The site's security headers (docs/security.md) on the web app's files and pages, its inline
  // script allowed by its hash.
  const pageHeaders = documentSecurityHeaders(
    documentPolicyFor(deps.config, await inlineScriptHashes(appShell ?? '')),
  );
  const host = new Hono();
  // Text made per request (pages, files without a precompressed copy) in brotli or gzip.
  host.use('*', compressAnswers(deps.compression ?? nodeEncoders));
  host.use('*', async (c, next) => {
    await next();
    if (isApiPath(c.req.path)) return;
    for (const [name, value] of Object.entries(pageHeaders)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
    // Vite fingerprints asset names, so they never change under the same URL.
    if (c.req.path.startsWith('/assets/') && c.res.ok) c.header('cache-control', IMMUTABLE_CACHE);
  });
  host.route('/', app);
  const builtFiles = serveStatic({
    root: path.relative(process.cwd(), webDist),
    // The .br and .gz copies web/build/precompress.ts wrote beside each text file.
    precompressed: true,
  });
  host.use('/*', (c, next) => (isBuiltFile(c.req.path) ? builtFiles(c, next) : next()));
  // A build's file that is not there (a page of an older build asking for its chunks) is a plain
  // 404: rendering the app's 404 page for a script would only cost the server a render.
  host.get('/assets/*', (c) => c.text('Not found', 404));
  // The account forms' posts before the script has taken over (decision 45).
  const formActions = new Set<string>(Object.values(FORM_ACTIONS));
  host.post('*', (c, next) => (formActions.has(c.req.path) ? site.fetch(c.req.raw) : next()));
  host.get('*', (c) => {
    if (c.req.path.startsWith('/v1/') || c.req.path.startsWith('/dev/')) {
      return c.json({ code: 1003, description: 'Not found' }, 404);
    }
    return site.fetch(c.req.raw);
  });
  return host;
}
