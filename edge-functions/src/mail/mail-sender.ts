import type { AppConfig } from '../config.ts';

/** One message as the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How a message is sent: the same key on every attempt of one message. */
export interface SendOptions {
  /** Stable per message: a provider that takes one sends a repeated request only once. */
  idempotencyKey?: string;
}

/** The mail port: throws when the transport did not take the message. */
export interface MailSender {
  send(mail: OutgoingMail, options?: SendOptions): Promise<void>;
}

/** Local mode: nothing leaves the machine; the outbox row is the delivered mail (/dev/mail). */
export const localMailSender: MailSender = {
  async send() {},
};

/** An HTTP send that has not answered by then failed (the job's heartbeat keeps its lease). */
const SEND_TIMEOUT_MS = 30_000;

/**
 * An HTTP mail API in Resend's format (`POST {apiUrl}/emails`, bearer key). Any non-2xx answer
 * is a failure the send_mail job retries; the error carries the status, never the key. The
 * message's idempotency key goes in Resend's `Idempotency-Key` header (at most 256 characters;
 * Resend answers a repeat within 24 hours without sending it again).
 */
export function createHttpMailSender(
  mail: AppConfig['mail'],
  fetchImpl: typeof fetch = fetch,
): MailSender {
  if (!mail.apiKey) throw new Error('The HTTP mail sender needs MAIL_API_KEY');
  const apiKey = mail.apiKey;
  return {
    async send(message, options = {}) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
      };
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const response = await fetchImpl(`${mail.apiUrl}/emails`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        body: JSON.stringify({
          from: mail.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 200);
        throw new Error(`mail API answered ${response.status}: ${detail}`);
      }
    },
  };
}

export function mailSenderFor(config: AppConfig): MailSender {
  return config.mail.transport === 'resend' ? createHttpMailSender(config.mail) : localMailSender;
}
