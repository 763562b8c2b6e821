import type { SendEmailHookAnswer, SendEmailHookRequest } from '../contract/auth-hooks.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../contract/languages.ts';
import type { AuthLinks } from '../ports/auth.ts';
import type { Tx } from '../ports/database.ts';
import { activationMail, passwordResetMail } from './auth-templates.ts';
import type { MailMessage } from './outbox.ts';
import { recipientProfile, type RecipientProfile } from './recipient-language.ts';

type HookUser = SendEmailHookRequest['user'];

/**
 * Whom Supabase Auth's Send Email Hook writes to, and in which language: the profile's language
 * and first name; without a profile, sign-up's metadata (GoTrue calls the hook inside the sign-up
 * transaction, so the profile its trigger writes is not visible to us yet); else English.
 */
export async function hookRecipient(tx: Tx, user: HookUser): Promise<RecipientProfile> {
  const profile = await recipientProfile(tx, user.id);
  if (profile) return profile;
  const metadata = user.user_metadata ?? {};
  const language = metadata.language;
  const firstName = metadata.first_name;
  return {
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    firstName: typeof firstName === 'string' ? firstName.trim() : '',
  };
}

/**
 * The mail for one hook call, or null for an action LankaLens does not send (invite, magic link,
 * e-mail change, OTP and notification mails: the app starts none of those flows).
 *
 * The links are the ones our own auth mails carry (lib/auth-links.ts, and the hosted templates
 * in supabase/templates before the hook): activation through `/v1/activate?token=<token_hash>`,
 * which verifies it and redirects to the site's result page, and the reset through the site's
 * `/update_password?t=<token_hash>`. Both carry the hash, never the 6-digit `token`, and both go
 * to our configured origins: `redirect_to` (the site URL, as our sign-up and reset pass none) and
 * `site_url` (GoTrue's own address) are not followed, so a payload cannot point a mail elsewhere.
 */
export function hookMail(
  request: SendEmailHookRequest,
  recipient: RecipientProfile,
  links: AuthLinks,
): (MailMessage & { template: SendEmailHookAnswer['sent'] }) | null {
  const { email_action_type: action, token_hash: tokenHash } = request.email_data;
  const { language, firstName } = recipient;
  const to = request.user.email;
  if (action === 'signup') {
    const mail = activationMail(language, to, firstName, links.activation(tokenHash));
    return { ...mail, template: 'activation' };
  }
  if (action === 'recovery') {
    const mail = passwordResetMail(language, to, firstName, links.passwordReset(tokenHash));
    return { ...mail, template: 'password_reset' };
  }
  return null;
}
