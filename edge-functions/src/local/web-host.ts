import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { App } from '../app.ts';

/**
 * One origin for everything in local mode: the /v1 API (and /dev pages), then the built web app,
 * with index.html for every other path so the client router can take over.
 */
export async function createWebHost(app: App, webDist: string) {
  // Under `npm run dev` the web app is served by Vite and may not be built at all.
  const indexHtml = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(
    () =>
      '<!doctype html><title>LankaLens API</title><p>The web app is not built. Run <code>npm run build</code>, or open the Vite dev server (<code>npm run dev</code>, port 5173).</p>',
  );
  const host = new Hono();
  host.route('/', app);
  host.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), webDist),
      onFound: (_path, c) => {
        // Vite fingerprints asset names, so they never change under the same URL.
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  host.use('/*', serveStatic({ root: path.relative(process.cwd(), webDist) }));
  host.get('*', (c) => {
    if (c.req.path.startsWith('/v1/') || c.req.path.startsWith('/dev/')) {
      return c.json({ code: 1003, description: 'Not found' }, 404);
    }
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  return host;
}
