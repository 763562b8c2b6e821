// Netlify Edge Function `site` (Deno, decision 48): the site's pages, drawn beside the static
// files with their head, first data and (plain pages) markup, so they go out as text/html from
// the site's own origin. Supabase's gateway serves a function's HTML answers to GET as
// text/plain without a custom domain, so pages cannot come from the function itself; their data
// still does (/v1/... on the function, by HTTP). robots.txt, the sitemaps and the account forms'
// posts pass through to the redirect rules, which send them to the function (not HTML to GET).
// The site's environment: SUPABASE_PROJECT_REF and PUBLIC_SITE_URL (docs/deploy.md, step 7).
import { createEdgeSite } from '../../edge-functions/src/site/edge-site.ts';
// The web app's server entry, built by `npm run build` before Netlify bundles this function.
import { renderPage } from '../../web/dist-server/entry-server.js';

declare const Netlify: { env: { toObject(): Record<string, string> } };

let site: ReturnType<typeof createEdgeSite> | undefined;

export default async (request: Request): Promise<Response> => {
  // Made on the first request, not at import: Netlify reads `config` by importing the module.
  site ??= createEdgeSite(Netlify.env.toObject(), renderPage);
  return await site(request);
};

// Which requests run it (written out: Netlify reads this object when it bundles the function).
// The built files and the function's own paths never do, so they cost no invocation; the
// topology's stand-in (scripts/topology/static-host.mjs) applies this same object.
export const config = {
  path: '/*',
  excludedPath: [
    '/v1/*',
    '/assets/*',
    '/icons/*',
    '/favicon.*',
    '/manifest.webmanifest',
    '/*.html',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/*',
  ],
  method: ['GET', 'HEAD'],
  // Over a limit (50 ms of CPU), the visitor gets the static app shell, which the script draws.
  onError: '/index.html',
};
