import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sendEmailHookRequest, type SendEmailHookAnswer } from '../contract/auth-hooks.ts';
import { AppError } from '../lib/app-error.ts';
import { authLinks } from '../lib/auth-links.ts';
import { parseBody } from '../lib/request-input.ts';
import { standardWebhookProblem } from '../lib/standard-webhooks.ts';
import { hookMail, hookRecipient } from '../mail/auth-hook-mails.ts';
import { mailSenderFor } from '../mail/mail-sender.ts';

/** Where Supabase Auth's Send Email Hook is pointed (docs/deploy.md). */
export const SEND_EMAIL_HOOK_PATH = '/v1/hooks/send_email';

/** GoTrue retries a 503 after this many seconds (up to three times, two seconds apart). */
const RETRY_AFTER_SECONDS = '2';

/**
 * Supabase Auth's Send Email Hook (issue 20): on hosted Supabase, GoTrue posts each activation
 * and reset mail here instead of sending its English templates, and we send it in the
 * recipient's language through the mail port. Off (404) without SEND_EMAIL_HOOK_SECRET.
 *
 * The signature is checked on the raw body before anything is read or written: a bad, missing
 * or stale one answers 401 / 1115 and sends nothing. A mail API failure answers 503 with
 * Retry-After, so GoTrue tries again; the webhook id is the send's idempotency key, so a retry
 * with the same id whose first send did go out is not sent twice (docs/deploy.md).
 */
export function authHookRoutes(deps: AppDeps) {
  const { db, config, logger } = deps;
  const sender = deps.mailSender ?? mailSenderFor(config);
  const now = () => deps.now?.() ?? new Date();

  return new Hono<AppEnv>().post(SEND_EMAIL_HOOK_PATH.slice('/v1'.length), async (c) => {
    const secret = config.mail.sendEmailHookSecret;
    if (!secret) throw new AppError('NOT_FOUND');
    const webhookId = c.req.header('webhook-id');
    const problem = await standardWebhookProblem(
      secret,
      {
        id: webhookId,
        timestamp: c.req.header('webhook-timestamp'),
        signature: c.req.header('webhook-signature'),
      },
      await c.req.text(),
      now().getTime(),
    );
    if (problem) {
      logger.warn('auth hook signature refused', { reason: problem });
      throw new AppError('HOOK_SIGNATURE');
    }
    const request = await parseBody(c, sendEmailHookRequest);
    const action = request.email_data.email_action_type;
    const recipient = await db.asService((tx) => hookRecipient(tx, request.user));
    const mail = hookMail(request, recipient, authLinks(c, config));
    if (!mail) {
      logger.warn('auth hook: e-mail kind not sent', { action });
      throw new AppError(
        'HOOK_EMAIL_UNSUPPORTED',
        `LankaLens does not send this kind of auth e-mail: ${action}`,
      );
    }
    try {
      await sender.send(mail, { idempotencyKey: `auth-hook:${webhookId}`.slice(0, 256) });
    } catch (error) {
      logger.error('auth hook: mail not sent', {
        action,
        error: error instanceof Error ? error.message : String(error),
      });
      c.header('retry-after', RETRY_AFTER_SECONDS);
      return c.json(new AppError('MAIL_UNAVAILABLE').toBody(), 503);
    }
    logger.info('auth hook: mail sent', { action, language: recipient.language });
    return c.json({ sent: mail.template } satisfies SendEmailHookAnswer);
  });
}
