/**
 * The account forms as plain web forms (decision 45): login, sign-up, the password-reset request
 * and the new password are `<form method="post">`s whose action the site app handles when the
 * script has not taken over yet. The site app answers a failed post by drawing the page again
 * with what went wrong; the web app finds that in the page's preloaded answers under
 * `FORM_RESULT_KEY`, so the server's markup and the browser's first render agree.
 *
 * No zod here: the notice is on every page (the layout reads it), and the contract's schemas
 * would come with it; the new-password schema is `new-password-form.ts`.
 */
import { pages } from './site-pages.ts';

/** Each form's address: the page that shows it, which its post goes back to. */
export const FORM_ACTIONS = {
  login: pages.login.pattern,
  signup: pages.signup.pattern,
  forgotPassword: pages.forgotPassword.pattern,
  updatePassword: pages.updatePassword.pattern,
} as const;

export type FormName = keyof typeof FORM_ACTIONS;

/** The preloaded answer's key (a path no API route has, so no GET can ever take it). */
export const FORM_RESULT_KEY = '/site/form-result';

/** A message the next page shows after a post that succeeded (post/redirect/get). */
export type FormNotice = 'signedIn' | 'signedUp' | 'resetMailSent' | 'passwordUpdated';

/**
 * A failed post, as the re-drawn page shows it: what was typed (never a password or a token),
 * the contract's message per field, and the API's error for the banner.
 */
export interface FormResult {
  form: FormName;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error: { status: number; code: number; description: string } | null;
}

/** What the page after a successful post says, carried by a one-read cookie. */
export interface FormNoticeAnswer {
  notice: FormNotice;
}

export const FORM_NOTICE_KEY = '/site/form-notice';
export const FORM_NOTICE_COOKIE = 'lk_notice';

export const FORM_NOTICES: readonly FormNotice[] = [
  'signedIn',
  'signedUp',
  'resetMailSent',
  'passwordUpdated',
];

export const isFormNotice = (value: unknown): value is FormNotice =>
  FORM_NOTICES.includes(value as FormNotice);
