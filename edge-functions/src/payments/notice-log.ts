import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { Database } from '../ports/database.ts';
import { WebhookSignatureError } from '../ports/payments.ts';

export type NoticeProvider = 'stripe' | 'payhere';

/**
 * Runs the handling of one payment provider's notice and records it in
 * app_private.payment_notices: accepted, or refused with the reason (issue 41: the Health tab's
 * figures and the alert on repeated refusals). The record is written after the answer is decided
 * and in its own transaction, so a refused notice still changes nothing else; a record that fails
 * is logged and never changes the answer.
 */
export async function loggedNotice<T>(
  deps: { db: Database; logger: Logger; now: () => Date },
  provider: NoticeProvider,
  handle: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await handle();
    await record(deps, provider, null);
    return answer;
  } catch (error) {
    await record(deps, provider, refusalReason(error));
    throw error;
  }
}

/** Why a notice was refused, for admins: the signature check's own words, else the error's. */
export function refusalReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof WebhookSignatureError) return `signature: ${cause.message}`.slice(0, 300);
  if (error instanceof AppError) return `${error.code}: ${error.message}`.slice(0, 300);
  return 'internal error';
}

async function record(
  deps: { db: Database; logger: Logger; now: () => Date },
  provider: NoticeProvider,
  reason: string | null,
): Promise<void> {
  try {
    await deps.db.asService((tx) =>
      tx.query(
        `insert into app_private.payment_notices (provider, refused, reason, received_at)
         values ($1, $2, $3, $4)`,
        [provider, reason !== null, reason, deps.now()],
      ),
    );
  } catch (error) {
    deps.logger.warn('payment notice not recorded', {
      provider,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
