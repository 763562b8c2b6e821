import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { AuthPort } from '../ports/auth.ts';
import type { Principal } from '../ports/database.ts';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE, readCookie, setSessionCookie } from '../lib/cookies.ts';

/** Resolves the session cookie (if any) to the caller; handlers read `c.get('principal')`. */
export function principalFromSession(auth: AuthPort): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = readCookie(c, SESSION_COOKIE);
    const resolved = session ? await auth.resolveSession(session) : null;
    c.set('principal', resolved?.principal ?? null);
    // The renewed value when there is one: what the cookie now holds (and a storage token reads).
    c.set('session', resolved ? (resolved.renewed ?? session!) : null);
    if (resolved?.renewed) setSessionCookie(c, resolved.renewed);
    return next();
  };
}

/** The signed-in caller, or 401 (the web app then clears its user cookie and goes to /login). */
export function requireUser(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}
