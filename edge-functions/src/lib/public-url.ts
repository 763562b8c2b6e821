import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';

/** The API origin as the browser reached it (configured, else taken from the request). */
export function apiOrigin(c: Context, config: AppConfig): string {
  return config.publicApiUrl?.replace(/\/$/, '') ?? new URL(c.req.url).origin;
}

/** The web app origin, for links in mails and payment redirects. */
export function siteOrigin(c: Context, config: AppConfig): string {
  return config.publicSiteUrl?.replace(/\/$/, '') ?? apiOrigin(c, config);
}
