import type { DbColumns } from '../db/rows.ts';
import type { Database } from '../ports/database.ts';
import type { MailSender } from './mail-sender.ts';

type OutboxRow = DbColumns<
  'mail_outbox',
  'id' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'attempts'
>;

export interface DispatchResult {
  sent: number;
  failed: number;
}

/** After this many failed attempts a message stays in the outbox for an operator to look at. */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * Sends the outbox (decision 8 in docs/decisions.md). Each batch claims unsent rows with
 * `for update skip locked`, so several dispatchers never send one message twice, and records
 * the outcome in the same transaction: sent_at on success, attempts and last_error on failure.
 */
export function createMailDispatcher(
  db: Database,
  sender: MailSender,
  options: { batchSize?: number; now?: () => Date } = {},
) {
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());

  return {
    async dispatchBatch(): Promise<DispatchResult> {
      return db.asService(async (tx) => {
        const rows = await tx.query<OutboxRow>(
          `select id, to_address, subject, text_body, html_body, attempts
             from public.mail_outbox
            where sent_at is null and attempts < $1
            order by created_at
            limit $2
            for update skip locked`,
          [MAX_MAIL_ATTEMPTS, batchSize],
        );
        const result: DispatchResult = { sent: 0, failed: 0 };
        for (const row of rows) {
          try {
            await sender.send({
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body,
            });
            await tx.query(
              'update public.mail_outbox set sent_at = $2, attempts = attempts + 1 where id = $1',
              [row.id, now()],
            );
            result.sent++;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await tx.query(
              'update public.mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1',
              [row.id, message.slice(0, 1000)],
            );
            result.failed++;
          }
        }
        return result;
      });
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;

/** Runs batches on a timer until stopped (local host and worker). */
export function startMailDispatchLoop(
  dispatcher: MailDispatcher,
  onError: (error: unknown) => void,
  intervalMs = 5000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatcher
      .dispatchBatch()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
