import { z } from 'zod';

/**
 * POST /v1/hooks/send_email: what Supabase Auth (GoTrue) posts to its Send Email Hook
 * (https://supabase.com/docs/guides/auth/auth-hooks/send-email-hook), signed with Standard
 * Webhooks headers. Only the fields the mails use are read; GoTrue's others pass unread.
 */
export const sendEmailHookRequest = z.object({
  user: z.object({
    id: z.uuid({ error: 'user.id must be a uuid' }),
    email: z.string({ error: 'user.email is required' }).min(3).max(320),
    /** Sign-up's `options.data`: first_name, last_name, language (issue 20). */
    user_metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  email_data: z.object({
    token: z.string().default(''),
    token_hash: z.string({ error: 'email_data.token_hash is required' }).min(1).max(512),
    redirect_to: z.string().default(''),
    /** signup, recovery, invite, magiclink, email_change, email, reauthentication, ... */
    email_action_type: z
      .string({ error: 'email_data.email_action_type is required' })
      .min(1)
      .max(64),
    site_url: z.string().default(''),
    token_new: z.string().default(''),
    token_hash_new: z.string().default(''),
  }),
});
export type SendEmailHookRequest = z.infer<typeof sendEmailHookRequest>;

/** The mail went out: which of ours it was (GoTrue needs only the 200). */
export const sendEmailHookAnswer = z.object({
  sent: z.enum(['activation', 'password_reset']),
});
export type SendEmailHookAnswer = z.infer<typeof sendEmailHookAnswer>;
