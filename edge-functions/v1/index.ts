// Supabase Edge Function `v1`: https://<ref>.supabase.co/functions/v1/v1/... reaches the app with
// the contract's /v1/... paths. The whole API is createApp(); the web app's pages, which the
// static host rewrites to /v1/site/..., are the site app's. This file only picks the adapters.
import { createApp } from '../src/app.ts';
import { withDevPages } from '../src/local/dev-pages.ts';
import { createProductionDeps } from '../src/production/production-deps.ts';
import { withSitePages } from '../src/site/function-site.ts';
import { remoteAppShell } from '../src/site/remote-app-shell.ts';
import { createSiteApp } from '../src/site/site-app.ts';

// Self-hosted without keys (local mode) keeps the mail viewer and the local checkout page.
const deps = createProductionDeps(Deno.env.toObject());
const app = withDevPages(createApp(deps), deps);
const siteUrl = deps.config.publicSiteUrl;
if (!siteUrl) throw new Error('The edge function needs PUBLIC_SITE_URL: its pages come from there');
const site = createSiteApp(deps, { api: app, appShell: remoteAppShell(siteUrl) });

Deno.serve(withSitePages(app.fetch, site.fetch));
