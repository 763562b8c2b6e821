import { type ApiRoute } from '../api-route.ts';

/** What the handlers in routes/oauth.ts take and answer. */
export const oauthContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/auth/facebook',
    summary: 'Start Facebook sign-in (Supabase mode)',
    access: 'public',
    errors: ['NOT_FOUND'],
    answers: { 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/auth/callback',
    summary: 'Return from the OAuth provider (Supabase mode)',
    access: 'public',
    errors: ['NOT_FOUND'],
    answers: { 302: 'redirect' },
  },
];
