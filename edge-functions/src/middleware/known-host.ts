import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config.ts';
import { isKnownHost, unknownHost } from '../lib/public-url.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/**
 * Every request, before any route, page or kept copy: 400 / 1000 for a Host the server does not
 * answer for while origins are taken from the request (neither PUBLIC_API_URL nor
 * PUBLIC_SITE_URL set; lib/public-url.ts).
 * A forged Host then reaches no mail, no redirect, no page's canonical address and no copy the
 * origin keeps (docs/security.md, "The Host header").
 */
export function refuseUnknownHost(config: AppConfig): MiddlewareHandler {
  const headers = apiSecurityHeaders({ production: config.mode === 'production' });
  return async (c, next) => {
    if (isKnownHost(c, config)) return next();
    return c.json(unknownHost().toBody(), 400, headers);
  };
}
