import type { AppConfig } from '../config.ts';

/** One message as the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: throws when the transport did not take the message. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Local mode: nothing leaves the machine; the outbox row is the delivered mail (/dev/mail). */
export const localMailSender: MailSender = {
  async send() {},
};

/**
 * An HTTP mail API in Resend's format (`POST {apiUrl}/emails`, bearer key). Any non-2xx answer
 * is a failure the dispatcher retries; the error carries the status, never the key.
 */
export function createHttpMailSender(
  mail: AppConfig['mail'],
  fetchImpl: typeof fetch = fetch,
): MailSender {
  if (!mail.apiKey) throw new Error('The HTTP mail sender needs MAIL_API_KEY');
  const apiKey = mail.apiKey;
  return {
    async send(message) {
      const response = await fetchImpl(`${mail.apiUrl}/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
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
