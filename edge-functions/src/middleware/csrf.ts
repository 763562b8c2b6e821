import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { BROWSER_COOKIE, readCookie, setBrowserCookie } from '../lib/cookies.ts';
import { constantTimeEqual, hmacSha256, randomToken } from '../lib/secure-token.ts';

/**
 * Anti-forgery tokens, bound to the browser: an HttpOnly random browser id cookie, and a token
 * that is its HMAC under the app secret. Another site can make the browser send the cookie but
 * cannot read the token, so it cannot fill the `x-csrf-token` header. Works before and after
 * login (sign-up and login are protected too).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths authenticated by other means: provider webhooks and auth hooks carry their own signature. */
const EXEMPT_PATHS = new Set([
  '/v1/payments/stripe/webhook',
  '/v1/payments/payhere/notify',
  '/v1/hooks/send_email',
]);

/**
 * The photo page's view beacon: `navigator.sendBeacon` cannot set a header, so it is a simple
 * request checked by its Origin instead (docs/security.md).
 */
const BEACON_PATH = /^\/v1\/public\/photos\/[^/]+\/views$/;

export function csrfTokenFor(secret: string, browserId: string): Promise<string> {
  return hmacSha256(secret, `csrf:${browserId}`);
}

/** This browser's id, created (and its cookie set on the answer) on first use. */
export function browserIdOf(c: Context): string {
  let browserId = readCookie(c, BROWSER_COOKIE);
  if (!browserId || !/^[A-Za-z0-9_-]{43}$/.test(browserId)) {
    browserId = randomToken();
    setBrowserCookie(c, browserId);
  }
  return browserId;
}

/** Answers the token for this browser, creating the browser id on first use. */
export function issueCsrfToken(c: Context, secret: string): Promise<string> {
  return csrfTokenFor(secret, browserIdOf(c));
}

/** `ownOrigins`: the origins of the site and the API, the only pages that may send a beacon. */
export function csrfProtection(
  secret: string,
  ownOrigins: (c: Context) => string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.has(c.req.path)) return next();
    if (c.req.method === 'POST' && BEACON_PATH.test(c.req.path)) {
      const origin = c.req.header('origin');
      if (!origin || !ownOrigins(c).includes(origin)) throw new AppError('CSRF');
      return next();
    }
    const browserId = readCookie(c, BROWSER_COOKIE);
    const sent = c.req.header('x-csrf-token');
    if (!browserId || !sent) throw new AppError('CSRF');
    const expected = await csrfTokenFor(secret, browserId);
    if (!constantTimeEqual(sent, expected)) throw new AppError('CSRF');
    return next();
  };
}
