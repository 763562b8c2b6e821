import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { loginRequest } from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { clearAuthCookies, setSessionCookie } from '../lib/cookies.ts';
import { parseBody } from '../lib/request-input.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { issueCsrfToken } from '../middleware/csrf.ts';
import { loadProfile, writeUserCookie } from '../presenters/profile.ts';

/** Login, logout and the anti-forgery token. */
export function sessionRoutes({ auth, db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/generic/refresh_csrf', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ id: await issueCsrfToken(c, config.appSecret) });
    })
    .post('/sessions', async (c) => {
      const input = await parseBody(c, loginRequest);
      const result = await auth.signInWithPassword(input.user_id, input.password);
      if (!result.ok) throw new AppError(result.reason);
      // A fresh session on every login (no fixation): the old one, if any, is revoked.
      const previous = c.get('session');
      if (previous) await auth.signOut(previous);
      setSessionCookie(c, result.signedIn.session);
      const profile = await loadProfile(db, result.signedIn.principal, apiOrigin(c, config));
      writeUserCookie(c, profile);
      return c.json(profile);
    })
    .delete('/sessions', async (c) => {
      const session = c.get('session');
      if (session) await auth.signOut(session);
      clearAuthCookies(c);
      return c.body(null, 204);
    });
}
