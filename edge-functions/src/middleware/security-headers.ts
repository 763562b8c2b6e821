import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config.ts';
import { siteOrigin } from '../lib/public-url.ts';
import {
  apiSecurityHeaders,
  documentPolicyFor,
  documentSecurityHeaders,
} from '../site/security-headers.ts';

/**
 * The site's security headers on every answer of the API (errors included) and of the dev pages
 * (docs/security.md). JSON, images and redirects get the API's policy; HTML (the dev pages,
 * which have inline styles but no scripts, and forms that post here and come back to the site)
 * a document policy that fits them. A header a route set itself is kept (`no-referrer` on the
 * sign-in redirects, say).
 */
export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const production = config.mode === 'production';
  const api = apiSecurityHeaders({ production });
  return async (c, next) => {
    await next();
    const html = /^\s*text\/html/i.test(c.res.headers.get('content-type') ?? '');
    const headers = html
      ? documentSecurityHeaders({
          ...documentPolicyFor(config, []),
          socialSignIn: false,
          localSignIn: false,
          formActionOrigins: [siteOrigin(c, config)],
        })
      : api;
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  };
}
