import type { Tx } from '../ports/database.ts';

/** One e-mail, fully rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable name of the template that made it (e.g. `activation`), for tests and ops. */
  template: string;
}

/**
 * Queues an e-mail in the transactional outbox: the row commits with the change that caused it
 * or not at all (decision 8 in docs/decisions/), and its insert trigger queues the send_mail job
 * that sends it (decision 55). The transaction must be a service transaction (`db.asService`):
 * clients cannot write the outbox.
 */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<void> {
  await tx.query(
    `insert into public.mail_outbox (to_address, subject, text_body, html_body, template)
     values ($1, $2, $3, $4, $5)`,
    [message.to, message.subject, message.text, message.html, message.template],
  );
}
