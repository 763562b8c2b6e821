import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { clearAuthCookies, isSecureRequest } from '../lib/cookies.ts';
import { apiOrigin, siteOrigin } from '../lib/public-url.ts';
import { createSealer } from '../lib/sealed-value.ts';
import { base64url, constantTimeEqual, randomToken, sha256 } from '../lib/secure-token.ts';
import { startBrowserSession } from '../sessions/browser-session.ts';
import { pages } from '../contract/site-pages.ts';

/** The one-time cookie of a sign-in in progress; sent only to the callback's folder. */
export const OAUTH_COOKIE = 'lk_oauth';
const OAUTH_COOKIE_PATH = '/v1/auth';
/** Time to get through the provider's pages. */
const OAUTH_TTL_SECONDS = 10 * 60;
const MAX_REDIRECT_LENGTH = 512;
/** Where the web app shows 'Something went wrong. Please try again.' */
const FAILURE_PATH = `${pages.login.pattern}?error=social`;

/** What the cookie keeps between the two requests (sealed: the browser cannot read or alter it). */
interface PendingSignIn {
  v: string; // PKCE code verifier
  s: string; // state, echoed back through the callback URL
  r: string; // same-site path to land on afterwards
  x: number; // expiry, epoch seconds
}

/**
 * A path on the web app, or `/`: absolute URLs, protocol-relative `//host` and backslash tricks
 * (`/\host`, which browsers read as `//host`) are all refused, so the flow cannot be used as an
 * open redirect.
 */
export function sameSitePath(requested: string | undefined): string {
  if (!requested || requested.length > MAX_REDIRECT_LENGTH) return '/';
  // eslint-disable-next-line no-control-regex
  if (!requested.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(requested)) return '/';
  if (requested.startsWith('//')) return '/';
  const probe = new URL(requested, 'http://same.invalid');
  if (probe.origin !== 'http://same.invalid') return '/';
  return `${probe.pathname}${probe.search}${probe.hash}`;
}

/** RFC 7636 S256: base64url(SHA-256(verifier)), no padding. */
export async function codeChallengeFor(verifier: string): Promise<string> {
  return base64url(await sha256(verifier));
}

/**
 * Facebook sign-in through the auth service's OAuth redirect (Supabase mode only; local mode
 * keeps the Graph API token check of POST /v1/sessions). The PKCE verifier and a random state
 * wait in a sealed, short-lived HttpOnly cookie; the state also rides in the callback URL, so a
 * callback the browser did not start itself is refused. Every failure lands on the login page,
 * never on an API error.
 */
export function oauthRoutes(deps: AppDeps) {
  const { auth, config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const sealer = createSealer(config.appSecret, 'oauth-pending');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  function clearPending(c: Context<AppEnv>) {
    deleteCookie(c, OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH, secure: isSecureRequest(c) });
  }

  function fail(c: Context<AppEnv>, why: string) {
    logger.info('social sign-in refused', { requestId: c.get('requestId'), why });
    clearPending(c);
    return c.redirect(`${siteOrigin(c, config)}${FAILURE_PATH}`, 302);
  }

  async function readPending(c: Context<AppEnv>): Promise<PendingSignIn | null> {
    const raw = getCookie(c, OAUTH_COOKIE);
    const pending = raw ? await sealer.open<PendingSignIn>(raw) : null;
    if (!pending?.v || !pending.s || pending.x < nowSeconds()) return null;
    return pending;
  }

  return new Hono<AppEnv>()
    .use('/auth/*', async (c, next) => {
      if (!auth.oauth) return c.notFound();
      c.header('cache-control', 'no-store');
      c.header('referrer-policy', 'no-referrer');
      return next();
    })
    .get('/auth/facebook', async (c) => {
      const verifier = randomToken(48);
      const state = randomToken();
      const pending: PendingSignIn = {
        v: verifier,
        s: state,
        r: sameSitePath(c.req.query('redirect')),
        x: nowSeconds() + OAUTH_TTL_SECONDS,
      };
      setCookie(c, OAUTH_COOKIE, await sealer.seal(pending), {
        httpOnly: true,
        // Lax: the cookie must come back on the top-level GET from the provider's pages.
        sameSite: 'Lax',
        secure: isSecureRequest(c),
        path: OAUTH_COOKIE_PATH,
        maxAge: OAUTH_TTL_SECONDS,
      });
      const callback = new URL(`${apiOrigin(c, config)}/v1/auth/callback`);
      callback.searchParams.set('state', state);
      const target = auth.oauth!.authorizeUrl(
        'facebook',
        callback.toString(),
        await codeChallengeFor(verifier),
      );
      return c.redirect(target, 302);
    })
    .get('/auth/callback', async (c) => {
      const pending = await readPending(c);
      if (!pending) return fail(c, 'no pending sign-in');
      const state = c.req.query('state') ?? '';
      if (!constantTimeEqual(state, pending.s)) return fail(c, 'state mismatch');
      const providerError = c.req.query('error');
      if (providerError) return fail(c, `provider error ${providerError.slice(0, 64)}`);
      const code = c.req.query('code') ?? '';
      if (!code || code.length > 512) return fail(c, 'no code');

      let result;
      try {
        result = await auth.oauth!.exchangeCode(code, pending.v);
      } catch (error) {
        logger.error('social sign-in exchange failed', {
          requestId: c.get('requestId'),
          error: error instanceof Error ? error.message : String(error),
        });
        return fail(c, 'exchange error');
      }
      if (!result.ok) return fail(c, result.reason);
      try {
        await startBrowserSession(c, deps, result.value);
      } catch (error) {
        // Nothing half-written: the new session is ended and no cookie of it stays behind.
        logger.error('social sign-in could not start the session', {
          requestId: c.get('requestId'),
          error: error instanceof Error ? error.message : String(error),
        });
        await auth.signOut(result.value.session).catch(() => undefined);
        clearAuthCookies(c);
        return fail(c, 'session start failed');
      }
      clearPending(c);
      return c.redirect(`${siteOrigin(c, config)}${sameSitePath(pending.r)}`, 302);
    });
}
