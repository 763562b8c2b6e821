/**
 * In production the static host rewrites every page address to the function under this prefix
 * (scripts/static-host/rules.mjs): `/photodetail/x` reaches the function as
 * `/v1/site/photodetail/x`. The function hands such requests to the site app without the prefix.
 */
export const FUNCTION_SITE_PREFIX = '/v1/site';

type Handler = (request: Request) => Response | Promise<Response>;

/** One fetch handler for the function: pages to the site app, everything else to the API. */
export function withSitePages(api: Handler, site: Handler): Handler {
  return (request) => {
    const url = new URL(request.url);
    if (
      url.pathname !== FUNCTION_SITE_PREFIX &&
      !url.pathname.startsWith(`${FUNCTION_SITE_PREFIX}/`)
    ) {
      return api(request);
    }
    url.pathname = url.pathname.slice(FUNCTION_SITE_PREFIX.length) || '/';
    return site(new Request(url, request));
  };
}
