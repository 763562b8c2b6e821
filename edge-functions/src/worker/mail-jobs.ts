import type { DbColumns } from '../db/rows.ts';
import type { JobHandler } from './job-handler.ts';

type OutboxRow = DbColumns<
  'mail_outbox',
  'id' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'sent_at'
>;

/**
 * `send_mail`: sends one message of the outbox (decisions 8 and 55), at most once. The queue
 * commits the claim (RUNNING, attempt counted) before this runs; the message goes to the provider
 * with its id as the idempotency key, then `sent_at` is set. A worker that dies between the two
 * leaves the job RUNNING until its lease lapses; the next claim sends again with the same key,
 * which the provider (Resend, 24 h) answers without sending twice. A message already marked sent
 * is not sent again, whoever asks (a lapsed lease, an admin's retry).
 */
export const sendMailJob: JobHandler = async ({ db, mail }, payload) => {
  if (!mail) throw new Error('send_mail needs a mail sender');
  const [row] = await db.asService((tx) =>
    tx.query<OutboxRow>(
      `select id, to_address, subject, text_body, html_body, sent_at
         from public.mail_outbox where id = $1`,
      [payload.outbox_id],
    ),
  );
  if (!row) throw new Error(`mail ${String(payload.outbox_id)} is not in the outbox`);
  if (row.sent_at) return;
  await mail.send(
    { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body },
    { idempotencyKey: row.id },
  );
  await db.asService((tx) =>
    tx.query(`update public.mail_outbox set sent_at = now() where id = $1 and sent_at is null`, [
      row.id,
    ]),
  );
};
