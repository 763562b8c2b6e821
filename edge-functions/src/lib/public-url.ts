import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import { AppError } from './app-error.ts';

/**
 * Links in mails and redirects never come from a Host the client made up (host header
 * injection, docs/security.md "The Host header"). With PUBLIC_API_URL or PUBLIC_SITE_URL set,
 * both origins come from the configuration (one stands in for the other, as the deployed site
 * routes /v1 to the API) and nothing is taken from the request. With neither (`npm start`'s
 * default) the request's origin is used only when its Host is one the server answers for
 * (`config.requestHosts`: the addresses `npm start` announces and ALLOWED_HOSTS); any other gets
 * 400 before a route runs (middleware/known-host.ts). X-Forwarded-Host is never read.
 */
function configuredOrigin(config: AppConfig, first: 'api' | 'site'): string | undefined {
  const [a, b] =
    first === 'api'
      ? [config.publicApiUrl, config.publicSiteUrl]
      : [config.publicSiteUrl, config.publicApiUrl];
  return (a ?? b)?.replace(/\/$/, '');
}

/** True when nothing is taken from the request, or its Host is one the server answers for. */
export function isKnownHost(c: Context, config: AppConfig): boolean {
  if (configuredOrigin(config, 'api')) return true;
  return config.requestHosts.has(new URL(c.req.url).host);
}

/** The answer to a request for a host the server does not answer for (400 / 1000). */
export function unknownHost(): AppError {
  return new AppError(
    'VALIDATION',
    'This server does not answer for this host name (ALLOWED_HOSTS, docs/configuration.md)',
  );
}

function requestOrigin(c: Context, config: AppConfig): string {
  if (!isKnownHost(c, config)) throw unknownHost();
  return new URL(c.req.url).origin;
}

/** The API origin as browsers reach it: configured, else the request's when its Host is known. */
export function apiOrigin(c: Context, config: AppConfig): string {
  return configuredOrigin(config, 'api') ?? requestOrigin(c, config);
}

/** The web app origin, for links in mails and payment redirects. */
export function siteOrigin(c: Context, config: AppConfig): string {
  return configuredOrigin(config, 'site') ?? requestOrigin(c, config);
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
