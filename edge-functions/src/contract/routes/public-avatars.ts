import { type ApiRoute } from '../api-route.ts';

/** What the handlers in routes/public-avatars.ts take and answer. */
export const publicAvatarContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/avatars/{owner}/{file}',
    summary: 'A profile or cover picture (with Supabase Storage: a redirect to its public URL)',
    access: 'public',
    answers: { 200: 'image', 302: 'redirect' },
  },
];
