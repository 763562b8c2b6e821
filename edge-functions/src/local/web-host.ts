import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { App, AppDeps } from '../app.ts';
import { IMMUTABLE_CACHE } from '../lib/cache-control.ts';
import { compressAnswers } from '../site/compression.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
} from '../site/security-headers.ts';
import { nodeEncoders } from './node-encoders.ts';

/** What the API answers, with its own headers; everything else is the web app's. */
const isApiPath = (pathname: string) => /^\/(?:v1|dev)(?:\/|$)/.test(pathname);

/**
 * One origin for everything in local mode: the /v1 API (and /dev pages), then the built web app,
 * with index.html for every other path so the client router can take over.
 */
export async function createWebHost(app: App, webDist: string, deps: AppDeps) {
  // Under `npm run dev` the web app is served by Vite and may not be built at all.
  const indexHtml = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(
    () =>
      '<!doctype html><title>LankaLens API</title><p>The web app is not built. Run <code>npm run build</code>, or open the Vite dev server (<code>npm run dev</code>, port 5173).</p>',
  );
  // The site's security headers (docs/security.md) on the web app's files and pages, its inline
  // script allowed by its hash.
  const pageHeaders = documentSecurityHeaders(
    documentPolicyFor(deps.config, await inlineScriptHashes(indexHtml)),
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
  host.use(
    '/*',
    serveStatic({
      root: path.relative(process.cwd(), webDist),
      // The .br and .gz copies web/build/precompress.ts wrote beside each text file.
      precompressed: true,
    }),
  );
  host.get('*', (c) => {
    if (c.req.path.startsWith('/v1/') || c.req.path.startsWith('/dev/')) {
      return c.json({ code: 1003, description: 'Not found' }, 404);
    }
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  return host;
}
