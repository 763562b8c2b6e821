import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { emailRequest, loginRequest, registerRequest } from '../contract/account.ts';
import { errorCodes } from '../contract/error-codes.ts';
import {
  FORM_ACTIONS,
  FORM_NOTICE_COOKIE,
  FORM_RESULT_KEY,
  type FormName,
  type FormNotice,
  type FormResult,
} from '../contract/form-posts.ts';
import type { PreloadedAnswers } from '../contract/preloaded-answers.ts';
import { newPasswordForm } from '../contract/new-password-form.ts';
import { safeNext } from '../contract/safe-next.ts';
import { pages, pathTo } from '../contract/site-pages.ts';
import { AppError } from '../lib/app-error.ts';
import { BROWSER_COOKIE, isSecureRequest } from '../lib/cookies.ts';
import { apiOrigin, siteOrigin } from '../lib/public-url.ts';
import { browserIdOf, csrfTokenFor } from '../middleware/csrf.ts';

/** The largest account form a browser sends: a few short fields (the API's cap is 256 KB). */
const MAX_FORM_BYTES = 16 * 1024;

/** Draws a page again, with the post's result among its answers, never kept by a cache. */
export type DrawPage = (
  c: Context<AppEnv>,
  page: { answers: PreloadedAnswers; status: number },
) => Promise<Response>;

interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
  cookies: string[];
}

/**
 * The account forms as plain web forms (decision 45), for a visitor whose script has not taken
 * over yet: each post is checked as cross-site or not by its Origin (a plain form cannot send
 * the API's `x-csrf-token` header), then goes to the same `/v1` route the script calls, in
 * process, carrying this browser's anti-forgery token, IP headers and cookies; so the rules,
 * rate limits and messages are the API's own. Success answers 303 to where the script would go
 * (post/redirect/get), with the API's cookies; failure draws the page again with what went wrong
 * and what was typed, never a password.
 */
export function formPostRoutes(
  deps: AppDeps,
  options: { api: { fetch: (request: Request) => Response | Promise<Response> }; draw: DrawPage },
) {
  const { config } = deps;

  /** A browser sends Origin on every form post; one from another site, or none, is refused. */
  function sameSite(c: Context): boolean {
    if (c.req.header('sec-fetch-site') === 'cross-site') return false;
    const origin = c.req.header('origin');
    return origin !== undefined && [siteOrigin(c, config), apiOrigin(c, config)].includes(origin);
  }

  async function callApi(c: Context, path: string, fields: Record<string, string>) {
    const browserId = browserIdOf(c);
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['content-length', 'accept-encoding', 'if-none-match']) {
      headers.delete(name);
    }
    headers.set('content-type', 'application/x-www-form-urlencoded');
    headers.set('accept', 'application/json');
    headers.set('x-csrf-token', await csrfTokenFor(config.appSecret, browserId));
    const cookies = (headers.get('cookie') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith(`${BROWSER_COOKIE}=`));
    headers.set('cookie', [...cookies, `${BROWSER_COOKIE}=${browserId}`].join('; '));
    const answer = await options.api.fetch(
      new Request(`${new URL(c.req.url).origin}/v1${path}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(fields),
      }),
    );
    const type = answer.headers.get('content-type') ?? '';
    return {
      ok: answer.ok,
      status: answer.status,
      body: type.includes('application/json') ? await answer.json() : null,
      cookies: answer.headers.getSetCookie(),
    } satisfies ApiAnswer;
  }

  /** 303 to `to`, with the cookies the API set (a session) and the next page's notice. */
  function redirect(c: Context, to: string, cookies: string[], notice?: FormNotice) {
    for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
    if (notice) {
      setCookie(c, FORM_NOTICE_COOKIE, notice, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecureRequest(c),
        path: '/',
        maxAge: 60,
      });
    }
    c.header('cache-control', 'no-store');
    return c.redirect(to, 303);
  }

  function redraw(
    c: Context<AppEnv>,
    form: FormName,
    values: Record<string, string>,
    failure: { fieldErrors?: Record<string, string>; status: number; body?: unknown },
  ) {
    const result: FormResult = {
      form,
      values,
      fieldErrors: failure.fieldErrors ?? {},
      error: apiError(failure.status, failure.body),
    };
    return options.draw(c, {
      answers: { [FORM_RESULT_KEY]: { status: 200, body: result } },
      status: failure.status,
    });
  }

  /** The named fields of the posted form, each a string ('' when missing or a file). */
  async function readForm<K extends string>(c: Context<AppEnv>, names: readonly K[]) {
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const fields = {} as Record<K, string>;
    for (const name of names) {
      const value = body[name];
      fields[name] = typeof value === 'string' ? value : '';
    }
    return fields;
  }

  /** The contract's message for each field that breaks its rule, as the script's form shows. */
  function fieldErrorsOf<S extends z.ZodType>(schema: S, input: unknown) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return null;
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
    return errors;
  }

  const routes = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => c.json(new AppError('PAYLOAD_TOO_LARGE').toBody(), 413),
  });
  const refuseCrossSite =
    (form: FormName) => async (c: Context<AppEnv>, next: () => Promise<void>) => {
      if (sameSite(c)) return next();
      const { code, status, description } = errorCodes.CSRF;
      return redraw(c, form, {}, { status, body: { code, description } });
    };

  routes.post(FORM_ACTIONS.login, limit, refuseCrossSite('login'), async (c) => {
    const fields = await readForm(c, ['user_id', 'password']);
    const kept = { user_id: fields.user_id };
    const invalid = fieldErrorsOf(loginRequest, { ...fields, auth_provider: 'EMAIL' });
    if (invalid) return redraw(c, 'login', kept, { fieldErrors: invalid, status: 400 });
    const answer = await callApi(c, '/sessions', { ...fields, auth_provider: 'EMAIL' });
    if (!answer.ok) return redraw(c, 'login', kept, answer);
    const next = safeNext(new URL(c.req.url).searchParams.get('next'), pathTo(pages.profileAlbums));
    return redirect(c, next, answer.cookies, 'signedIn');
  });

  routes.post(FORM_ACTIONS.signup, limit, refuseCrossSite('signup'), async (c) => {
    const fields = await readForm(c, ['first_name', 'email', 'password']);
    const kept = { first_name: fields.first_name, email: fields.email };
    const request = { ...fields, auth_provider: 'EMAIL', is_creator: 'false' };
    const invalid = fieldErrorsOf(registerRequest, request);
    if (invalid) return redraw(c, 'signup', kept, { fieldErrors: invalid, status: 400 });
    const registered = await callApi(c, '/register', request);
    if (!registered.ok) return redraw(c, 'signup', kept, registered);
    // As the script does: log in with the same credentials; until the address is confirmed the
    // API answers 1104, and the notice tells them to check their inbox.
    const login = await callApi(c, '/sessions', {
      user_id: fields.email,
      password: fields.password,
      auth_provider: 'EMAIL',
    });
    return redirect(c, '/', login.ok ? login.cookies : registered.cookies, 'signedUp');
  });

  routes.post(FORM_ACTIONS.forgotPassword, limit, refuseCrossSite('forgotPassword'), async (c) => {
    const fields = await readForm(c, ['email']);
    const invalid = fieldErrorsOf(emailRequest, fields);
    if (invalid) return redraw(c, 'forgotPassword', fields, { fieldErrors: invalid, status: 400 });
    const answer = await callApi(c, '/request_password_reset', fields);
    if (!answer.ok) return redraw(c, 'forgotPassword', fields, answer);
    return redirect(c, FORM_ACTIONS.login, [], 'resetMailSent');
  });

  routes.post(FORM_ACTIONS.updatePassword, limit, refuseCrossSite('updatePassword'), async (c) => {
    const fields = await readForm(c, ['t', 'password', 'confirm_password']);
    // The token is the link's, not something typed: the page needs it to show the form again.
    const kept = { t: fields.t };
    const invalid = fieldErrorsOf(newPasswordForm, fields);
    if (invalid) return redraw(c, 'updatePassword', kept, { fieldErrors: invalid, status: 400 });
    const answer = await callApi(c, '/reset_password', {
      token: fields.t,
      password: fields.password,
    });
    if (!answer.ok) return redraw(c, 'updatePassword', kept, answer);
    return redirect(c, FORM_ACTIONS.login, [], 'passwordUpdated');
  });

  return routes;
}

/** The API's `{code, description}` with its status, or null for a failure of the form alone. */
function apiError(status: number, body: unknown): FormResult['error'] {
  if (!body || typeof body !== 'object') return null;
  const { code, description } = body as { code?: unknown; description?: unknown };
  if (typeof code !== 'number' || typeof description !== 'string') return null;
  return { status, code, description };
}
