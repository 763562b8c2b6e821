import type { DbColumns } from '../db/rows.ts';
import type { Database } from '../ports/database.ts';
import type { MailSender } from './mail-sender.ts';

type OutboxRow = DbColumns<
  'mail_outbox',
  'id' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'attempts'
> & { attempt_id: string };

export interface DispatchResult {
  sent: number;
  failed: number;
}

/** After this many attempts a message stays in the outbox for an operator to look at. */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * A SENDING claim older than this belonged to a dispatcher that stopped (crash, SIGKILL) and is
 * claimed again. Well over the HTTP sender's timeout, so a live send is never doubled by it.
 */
export const MAIL_CLAIM_TIMEOUT_MS = 2 * 60_000;

/**
 * Sends the outbox (decision 8 in docs/decisions/), at most once per message: each message is
 * claimed on its own and the claim committed (SENDING: `attempt_id` and `claimed_at` set, the
 * attempt counted), then sent with its id as the provider's idempotency key, then marked SENT in
 * a second transaction, fenced by the attempt id. A crash between claim and mark leaves that one
 * message SENDING: it is claimed again after `claimTimeoutMs` (or at the next embedded start,
 * releaseMailClaims) and sent again with the same key, which the provider (Resend, 24 h)
 * answers without sending twice. Every other message is either SENT or never left.
 */
export function createMailDispatcher(
  db: Database,
  sender: MailSender,
  options: { batchSize?: number; now?: () => Date; claimTimeoutMs?: number } = {},
) {
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());
  const claimTimeoutMs = options.claimTimeoutMs ?? MAIL_CLAIM_TIMEOUT_MS;

  /**
   * Claims the oldest message that is waiting, or whose claim lapsed, and not in `skip` (tried
   * in this batch already: a failure waits for the next round); null when none is.
   */
  async function claim(skip: readonly string[]): Promise<OutboxRow | null> {
    const [row] = await db.asService(async (tx) => {
      // A lapsed claim on the last attempt gives up (as a failed last attempt does).
      await tx.query(
        `update public.mail_outbox
            set attempt_id = null, claimed_at = null,
                last_error = 'The dispatcher stopped during attempt ' || attempts
         where sent_at is null and attempt_id is not null and attempts >= $1
           and claimed_at < $2::timestamptz - make_interval(secs => $3)`,
        [MAX_MAIL_ATTEMPTS, now(), claimTimeoutMs / 1000],
      );
      return tx.query<OutboxRow>(
        `update public.mail_outbox m
            set attempt_id = gen_random_uuid(), claimed_at = $2, attempts = m.attempts + 1
          where m.id = (
            select o.id from public.mail_outbox o
             where o.sent_at is null and o.attempts < $1
               and (o.attempt_id is null
                    or o.claimed_at < $2::timestamptz - make_interval(secs => $3))
               and o.id <> all($4::uuid[])
             order by o.created_at, o.id
             limit 1
             for update skip locked)
        returning m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attempts,
                  m.attempt_id`,
        [MAX_MAIL_ATTEMPTS, now(), claimTimeoutMs / 1000, skip],
      );
    });
    return row ?? null;
  }

  return {
    /** Sends up to `batchSize` messages, one claim, send and mark at a time. */
    async dispatchBatch(): Promise<DispatchResult> {
      const result: DispatchResult = { sent: 0, failed: 0 };
      const tried: string[] = [];
      for (let i = 0; i < batchSize; i++) {
        const row = await claim(tried);
        if (!row) break;
        tried.push(row.id);
        try {
          await sender.send(
            { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body },
            { idempotencyKey: row.id },
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.asService((tx) =>
            tx.query(
              `update public.mail_outbox set attempt_id = null, claimed_at = null, last_error = $3
                where id = $1 and attempt_id = $2 and sent_at is null`,
              [row.id, row.attempt_id, message.slice(0, 1000)],
            ),
          );
          result.failed++;
          continue;
        }
        // The attempt id fences the mark: a claim taken over after a stall is not overwritten.
        await db.asService((tx) =>
          tx.query(
            `update public.mail_outbox set sent_at = $3
              where id = $1 and attempt_id = $2 and sent_at is null`,
            [row.id, row.attempt_id, now()],
          ),
        );
        result.sent++;
      }
      return result;
    },
  };
}

/**
 * Releases every SENDING claim at once. Only for the embedded database at start: it belongs to
 * one process, so a claim in it is a dead process's. Answers how many messages it released.
 */
export async function releaseMailClaims(db: Database): Promise<number> {
  const rows = await db.asService((tx) =>
    tx.query(
      `update public.mail_outbox
          set attempt_id = null, claimed_at = null,
              last_error = 'The process stopped during attempt ' || attempts
        where sent_at is null and attempt_id is not null
       returning id`,
    ),
  );
  return rows.length;
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
