// Supabase Edge Function `v1`: https://<ref>.supabase.co/functions/v1/v1/... reaches the app with
// the contract's /v1/... paths. The whole API is createApp(); this file only picks the adapters.
import { createApp } from '../src/app.ts';
import { createProductionDeps } from '../src/production/production-deps.ts';

const app = createApp(createProductionDeps(Deno.env.toObject()));

Deno.serve(app.fetch);
