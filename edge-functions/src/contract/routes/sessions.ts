import { type ApiRoute, ok } from '../api-route.ts';
import { csrfAnswer, loginRequest, profileSchema } from '../account.ts';

/** What the handlers in routes/sessions.ts take and answer. */
export const sessionContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/generic/refresh_csrf',
    summary: 'Anti-forgery token for x-csrf-token',
    access: 'public',
    answers: ok(csrfAnswer),
  },
  {
    method: 'post',
    path: '/sessions',
    summary: 'Sign in (e-mail and password, or a Google/Facebook token)',
    access: 'public',
    body: loginRequest,
    errors: [
      'WRONG_CREDENTIALS',
      'EMAIL_NOT_VERIFIED',
      'SOCIAL_TOKEN_REJECTED',
      'SOCIAL_PROFILE_UNUSABLE',
      'SOCIAL_REDIRECT_REQUIRED',
      'RATE_LIMITED',
    ],
    answers: ok(profileSchema),
  },
  {
    method: 'delete',
    path: '/sessions',
    summary: 'Sign out',
    access: 'public',
    answers: { 204: 'empty' },
  },
];
