import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import type { AuthLinks } from '../ports/auth.ts';
import { apiOrigin, siteOrigin } from './public-url.ts';

/**
 * Links in auth e-mails. Activation is an API call (it redirects to the web app's result page);
 * the reset link opens the web app's password page, which posts the token back.
 */
export function authLinks(c: Context, config: AppConfig): AuthLinks {
  const api = apiOrigin(c, config);
  const site = siteOrigin(c, config);
  return {
    activation: (token) => `${api}/v1/activate?token=${encodeURIComponent(token)}`,
    passwordReset: (token) => `${site}/update_password?t=${encodeURIComponent(token)}`,
  };
}
