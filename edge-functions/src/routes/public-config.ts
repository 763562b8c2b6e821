import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { STAND_IN_PATH, type AppConfig } from '../config.ts';
import type { FacebookSignIn, PublicConfig } from '../contract/public-config.ts';
import type { AuthPort } from '../ports/auth.ts';

/** Where the Facebook button sends the browser in redirect mode (routes/oauth.ts). */
export const FACEBOOK_START_PATH = '/v1/auth/facebook';

/**
 * Facebook per mode (docs/accounts.md): with an OAuth-redirect auth adapter (Supabase) the
 * provider is enabled in Supabase Auth's dashboard, which the API cannot see, so FACEBOOK_APP_ID
 * says that it is; in local mode the API checks SDK tokens itself and needs id and secret.
 */
function facebookSignIn(config: AppConfig, auth: AuthPort): FacebookSignIn | null {
  if (playedLocally(config, 'facebook')) return null;
  if (auth.oauth) {
    return config.env.FACEBOOK_APP_ID
      ? { mode: 'redirect', start_path: FACEBOOK_START_PATH }
      : null;
  }
  const facebook = config.social.facebook;
  return facebook ? { mode: 'sdk', app_id: facebook.appId } : null;
}

const playedLocally = (config: AppConfig, provider: 'google' | 'facebook') =>
  config.social.standIn?.providers.includes(provider) ?? false;

export function publicConfig(config: AppConfig, auth: AuthPort): PublicConfig {
  const standIn = config.social.standIn;
  return {
    google_client_id: playedLocally(config, 'google')
      ? null
      : (config.social.google?.clientId ?? null),
    facebook: facebookSignIn(config, auth),
    payment_providers: [
      ...(config.payments.stripe ? (['STRIPE'] as const) : []),
      ...(config.payments.payhere ? (['PAYHERE'] as const) : []),
    ],
    local_identity: standIn
      ? {
          page: STAND_IN_PATH,
          providers: standIn.providers.map((p) => (p === 'google' ? 'GOOGLE' : 'FACEBOOK')),
        }
      : null,
  };
}

/** GET /v1/public/config: which social sign-ins this deployment offers. */
export function publicConfigRoutes({ config, auth }: AppDeps) {
  const answer = publicConfig(config, auth);
  return new Hono<AppEnv>().get('/public/config', (c) => {
    // Settings change only with a deploy; a few minutes of caching is harmless.
    c.header('cache-control', 'public, max-age=300');
    return c.json(answer);
  });
}
