import { type ApiRoute, ok } from '../api-route.ts';
import { sendEmailHookAnswer, sendEmailHookRequest } from '../auth-hooks.ts';

/** What the handlers in routes/auth-hooks.ts take and answer. */
export const authHookContract: ApiRoute[] = [
  {
    method: 'post',
    path: '/hooks/send_email',
    summary:
      "Supabase Auth's Send Email Hook: activation and reset mails in the recipient's language (Standard Webhooks signature; no anti-forgery token)",
    access: 'webhook',
    body: sendEmailHookRequest,
    errors: ['HOOK_SIGNATURE', 'HOOK_EMAIL_UNSUPPORTED', 'MAIL_UNAVAILABLE', 'NOT_FOUND'],
    answers: ok(sendEmailHookAnswer),
  },
];
