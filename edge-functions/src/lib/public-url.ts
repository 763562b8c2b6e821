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

/**
 * Where image URLs point: the API (owner images, downloads, the versioned public image route)
 * and the public derivatives themselves. On Supabase that is Storage's public URL, so a browser
 * fetches a photo's files without a redirect through the function; locally the API serves the
 * bucket at /v1/public/derivatives/ (routes/public-photos.ts).
 */
export interface PublicOrigins {
  api: string;
  files: string;
}

export function publicOrigins(c: Context, config: AppConfig): PublicOrigins {
  const api = apiOrigin(c, config);
  const files = config.supabase
    ? `${config.supabase.url.replace(/\/$/, '')}/storage/v1/object/public/derivatives`
    : `${api}/v1/public/derivatives`;
  return { api, files };
}
