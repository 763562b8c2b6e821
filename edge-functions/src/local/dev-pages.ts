import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { devCheckoutRoutes } from './dev-checkout.ts';
import { devPayHereRoutes } from './dev-payhere.ts';
import { devIdentityRoutes } from './dev-identity.ts';
import { devMailRoutes } from './dev-mail.ts';

/**
 * The developer pages of local mode (no keys), added by the hosts that run without Supabase and
 * Stripe (local/main.ts, the self-hosted Deno entry, the tests): the mail viewer, the local
 * provider's hosted checkout and the identity page standing in for Google and Facebook when their
 * keys are not set. Production (keys set) answers 404 for them.
 */
export function withDevPages<App extends Hono<AppEnv>>(app: App, deps: AppDeps): App {
  if (deps.config.mode !== 'local') return app;
  app.route('/', devMailRoutes(deps));
  if (deps.config.social.standIn) app.route('/', devIdentityRoutes(deps));
  const deliver = (request: Request) => Promise.resolve(app.fetch(request));
  if (deps.payments.stripe?.local) app.route('/', devCheckoutRoutes(deps, deliver));
  if (deps.payments.payhere?.local) app.route('/', devPayHereRoutes(deps, deliver));
  return app;
}
