import type { Database } from '../ports/database.ts';
import type { PayHereNotice } from '../ports/payments.ts';
import { AppError } from '../lib/app-error.ts';
import {
  fulfilPayment,
  oncePerEvent,
  type EventOutcome,
  type FulfilmentContext,
} from './fulfilment.ts';

/** Where PayHere posts its notify (the notify_url of every checkout; docs/deploy.md). */
export const PAYHERE_NOTIFY_PATH = '/v1/payments/payhere/notify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified PayHere notify (docs/payments.md): 2 fulfils, 0 leaves the order pending, -1 and -2
 * close it, -3 (chargeback) revokes the grant and reverses the creator's earning. Each
 * payment_id and status is handled once; an unknown order (404) or money that differs from the
 * order (400) rolls everything back, the event claim included.
 */
export function handlePayHereNotice(
  db: Database,
  notice: PayHereNotice,
  context: FulfilmentContext,
): Promise<EventOutcome> {
  const event = {
    id: `payhere:${notice.paymentId}:${notice.statusCode}`,
    type: `payhere.status.${notice.statusCode}`,
    payload: notice.fields,
  };
  return oncePerEvent(db, event, context.now, async (tx) => {
    const [order] = UUID.test(notice.orderId)
      ? await tx.query<{ id: string; amount_cents: number; currency: string }>(
          `select id, amount_cents, currency from public.orders
            where id = $1 and provider = 'PAYHERE' for update`,
          [notice.orderId],
        )
      : [];
    if (!order) throw new AppError('NOT_FOUND', 'No PayHere order with this order_id');
    if (notice.amountCents !== order.amount_cents || notice.currency !== order.currency) {
      throw new AppError('PAYMENT_MISMATCH');
    }
    switch (notice.statusCode) {
      case 2:
        return fulfilPayment(
          tx,
          {
            orderId: order.id,
            provider: 'PAYHERE',
            amountCents: notice.amountCents,
            currency: notice.currency,
          },
          context,
        );
      case 0:
        return 'ignored';
      case -1:
      case -2: {
        const closed = await tx.query(
          `update public.orders set status = $2 where id = $1 and status = 'PENDING' returning id`,
          [order.id, notice.statusCode === -1 ? 'CANCELLED' : 'FAILED'],
        );
        return closed.length > 0 ? 'updated' : 'ignored';
      }
      case -3: {
        // Only money that was paid can be taken back.
        const reversed = await tx.query(
          `update public.orders set status = 'CHARGED_BACK' where id = $1 and status = 'PAID'
           returning id`,
          [order.id],
        );
        if (reversed.length === 0) return 'ignored';
        await tx.query(
          `update public.download_grants set revoked_at = $2 where order_id = $1 and revoked_at is null`,
          [order.id, context.now],
        );
        await tx.query(
          `insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
           select id, creator_id, net_cents, 'CHARGEBACK' from public.creator_earnings
            where order_id = $1
           on conflict (earning_id) do nothing`,
          [order.id],
        );
        return 'updated';
      }
    }
  });
}
