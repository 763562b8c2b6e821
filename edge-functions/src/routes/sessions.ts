import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { loginRequest } from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { loginThrottle } from '../rules/auth-throttle.ts';
import { clearAuthCookies } from '../lib/cookies.ts';
import { parseBody } from '../lib/request-input.ts';
import { issueCsrfToken } from '../middleware/csrf.ts';
import { startBrowserSession } from '../sessions/browser-session.ts';
import type { CsrfAnswer } from '../contract/account.ts';

/** Login, logout and the anti-forgery token. */
export function sessionRoutes(deps: AppDeps) {
  const { auth, db, config } = deps;
  return new Hono<AppEnv>()
    .get('/generic/refresh_csrf', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ id: await issueCsrfToken(c, config.appSecret) } satisfies CsrfAnswer);
    })
    .post('/sessions', async (c) => {
      const input = await parseBody(c, loginRequest);
      const throttle = loginThrottle(db, c, input.auth_provider === 'EMAIL' ? input.user_id : null);
      await throttle.assertOpen();
      if (input.auth_provider === 'EMAIL') {
        const result = await auth.signInWithPassword(input.user_id, input.password);
        if (!result.ok) {
          // Only a wrong password is a guess; an unverified but right one is not counted.
          if (result.reason === 'WRONG_CREDENTIALS') await throttle.recordFailure();
          throw new AppError(result.reason);
        }
        return c.json(await startBrowserSession(c, deps, result.signedIn));
      }
      const result = await auth.signInWithSocial(input.auth_provider, input.auth_token, {
        newAccountOnly: false,
      });
      if (!result.ok) {
        if (result.reason === 'SOCIAL_TOKEN_REJECTED') await throttle.recordFailure();
        throw new AppError(result.reason);
      }
      return c.json(await startBrowserSession(c, deps, result.value));
    })
    .delete('/sessions', async (c) => {
      const session = c.get('session');
      if (session) await auth.signOut(session);
      clearAuthCookies(c);
      return c.body(null, 204);
    });
}
