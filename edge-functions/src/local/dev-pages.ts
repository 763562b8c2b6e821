import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { devCheckoutRoutes } from './dev-checkout.ts';
import { devMailRoutes } from './dev-mail.ts';

/**
 * The developer pages of local mode (no keys), added by the hosts that run without Supabase and
 * Stripe (local/main.ts, the self-hosted Deno entry, the tests): the mail viewer and the local
 * provider's hosted checkout. Production (keys set) answers 404 for them.
 */
export function withDevPages<App extends Hono<AppEnv>>(app: App, deps: AppDeps): App {
  if (deps.config.mode !== 'local') return app;
  app.route('/', devMailRoutes(deps));
  if (deps.payments.local) {
    app.route(
      '/',
      devCheckoutRoutes(deps, (request) => Promise.resolve(app.fetch(request))),
    );
  }
  return app;
}
