import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  emailAvailableQuery,
  emailRequest,
  registerRequest,
  resetPasswordRequest,
  usernameRequest,
  type RegisterRequest,
} from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { authLinks } from '../lib/auth-links.ts';
import { limitLookups, limitMailsToAddress, limitSignUps } from '../rules/auth-throttle.ts';
import { parseBody, parseQuery } from '../lib/request-input.ts';
import { siteOrigin } from '../lib/public-url.ts';
import { visitorLanguage } from '../lib/visitor-language.ts';
import { startBrowserSession } from '../sessions/browser-session.ts';
import type {
  AvailabilityAnswer,
  EmailRequestAnswer,
  RegisterAnswer,
  ResetPasswordAnswer,
} from '../contract/account.ts';

/** What the sign-up form's extra fields become: facts in the user's metadata, nothing more. */
function signUpMetadata(input: RegisterRequest): Record<string, string | boolean> {
  const metadata: Record<string, string | boolean> = { is_creator: input.is_creator };
  if (input.ref_code) metadata.ref_code = input.ref_code;
  return metadata;
}

/**
 * Sign-up, activation, password reset and the availability checks. Reset and resend answer the
 * same whether or not the address has an account (no enumeration); sign-up answers 1107 for a
 * taken address because the spec's form shows it.
 */
export function accountRoutes(deps: AppDeps) {
  const { auth, db, config } = deps;
  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      const input = await parseBody(c, registerRequest);
      await limitSignUps(db, c);
      const language = input.language ?? visitorLanguage(c);
      if (input.auth_provider === 'EMAIL') {
        const result = await auth.signUp(
          {
            email: input.email,
            password: input.password,
            firstName: input.first_name,
            lastName: input.last_name,
            language,
            metadata: signUpMetadata(input),
          },
          authLinks(c, config),
        );
        if (!result.ok) throw new AppError(result.reason);
        return c.json(
          {
            email: input.email,
            activation_required: result.value.activationRequired,
          } satisfies RegisterAnswer,
          201,
        );
      }
      const result = await auth.signInWithSocial(input.auth_provider, input.auth_token, {
        newAccountOnly: true,
      });
      if (!result.ok) throw new AppError(result.reason);
      // The account is new (newAccountOnly), and the provider knows nothing of our languages.
      await db.asService((tx) =>
        tx.query('update public.profiles set language = $2 where id = $1', [
          result.value.principal.userId,
          language,
        ]),
      );
      await startBrowserSession(c, deps, result.value);
      return c.json(
        {
          email: result.value.principal.email,
          activation_required: false,
        } satisfies RegisterAnswer,
        201,
      );
    })
    .get('/activate', async (c) => {
      const token = c.req.query('token') ?? '';
      const ok = token.length > 0 && token.length <= 512 && (await auth.confirmEmail(token));
      c.header('cache-control', 'no-store');
      // The token must not travel on to the web app in a Referer header.
      c.header('referrer-policy', 'no-referrer');
      return c.redirect(`${siteOrigin(c, config)}/activated?success=${ok}`, 302);
    })
    .post('/resend_activation', async (c) => {
      const { email } = await parseBody(c, emailRequest);
      await limitMailsToAddress(db, 'activation', email);
      await auth.resendActivation(email, authLinks(c, config));
      return c.json({ email } satisfies EmailRequestAnswer);
    })
    .post('/request_password_reset', async (c) => {
      const { email } = await parseBody(c, emailRequest);
      await limitMailsToAddress(db, 'reset', email);
      await auth.requestPasswordReset(email, authLinks(c, config));
      return c.json({ email } satisfies EmailRequestAnswer);
    })
    .post('/reset_password', async (c) => {
      const { token, password } = await parseBody(c, resetPasswordRequest);
      if (!(await auth.resetPassword(token, password))) throw new AppError('INVALID_TOKEN');
      return c.json({ value: true } satisfies ResetPasswordAnswer);
    })
    .get('/email_available', async (c) => {
      const { email } = parseQuery(c, emailAvailableQuery);
      await limitLookups(db, c);
      c.header('cache-control', 'no-store');
      return c.json({ value: !(await auth.emailRegistered(email)) } satisfies AvailabilityAnswer);
    })
    .get('/username_available', async (c) => {
      const { username } = parseQuery(c, usernameRequest);
      const caller = c.get('principal');
      const [row] = await db.asUser(caller, (tx) =>
        tx.query<{ taken: boolean }>(
          `select exists (
             select 1 from public.profiles where username = $1 and id is distinct from $2
           ) as taken`,
          [username, caller?.userId ?? null],
        ),
      );
      c.header('cache-control', 'no-store');
      return c.json({ value: !row?.taken } satisfies AvailabilityAnswer);
    });
}
