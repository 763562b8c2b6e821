// Supabase Edge Function `v1`: https://<ref>.supabase.co/functions/v1/v1/... reaches the app with
// the contract's /v1/... paths. The whole API is createApp(); this file only picks the adapters.
import { createApp } from '../src/app.ts';
import { withDevPages } from '../src/local/dev-pages.ts';
import { createProductionDeps } from '../src/production/production-deps.ts';

// Self-hosted without keys (local mode) keeps the mail viewer and the local checkout page.
const deps = createProductionDeps(Deno.env.toObject());
const app = withDevPages(createApp(deps), deps);

Deno.serve(app.fetch);
