import type Stripe from 'stripe';
import type { Database, Tx } from '../ports/database.ts';
import type { PaidProvider, PaymentEvent } from '../ports/payments.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/app-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { downloadMail } from '../mail/download-mails.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../contract/languages.ts';
import { downloadUrl } from './download-mail.ts';
import { GRANT_RULES, splitSale } from './grant-rules.ts';

/**
 * Turning orders into download rights. Everything here runs inside ONE service transaction per
 * order, so the order status, the grant, the earnings row, the counters and the e-mail commit
 * together or not at all.
 */
interface GrantedOrder {
  id: string;
  photo_id: string;
  buyer_id: string | null;
  buyer_name: string;
  buyer_email: string;
  amount_cents: number;
  photo_name: string;
  owner_id: string;
  /** The buyer's profile language when signed in, else the one recorded at checkout. */
  language: string;
}

export interface IssuedGrant {
  ref: string;
  expiresAt: Date;
}

/** Creates the grant for a fulfilled order and queues the e-mail with its link. */
export async function grantDownload(
  tx: Tx,
  order: GrantedOrder,
  context: { apiOrigin: string; now: Date },
): Promise<IssuedGrant> {
  const expiresAt = new Date(context.now.getTime() + GRANT_RULES.validDays * 86_400_000);
  // download_grants.order_id is unique: a second fulfilment of the same order fails here.
  const [grant] = await tx.query<{ ref: string }>(
    `insert into public.download_grants (order_id, photo_id, buyer_id, email, max_downloads, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning ref`,
    [
      order.id,
      order.photo_id,
      order.buyer_id,
      order.buyer_email,
      GRANT_RULES.maxDownloads,
      expiresAt,
    ],
  );
  await enqueueMail(
    tx,
    downloadMail({
      language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
      to: order.buyer_email,
      buyerName: order.buyer_name,
      photoName: order.photo_name,
      link: downloadUrl(context.apiOrigin, grant!.ref),
      amountCents: order.amount_cents,
      maxDownloads: GRANT_RULES.maxDownloads,
      expiresAt,
    }),
  );
  return { ref: grant!.ref, expiresAt };
}

/** A granted order as `grantDownload` needs it, from `public.orders o` and `public.photos p`. */
export const grantedOrderColumns = `o.id, o.photo_id, o.buyer_id, o.buyer_name, o.buyer_email,
  o.amount_cents, p.name as photo_name, p.owner_id,
  coalesce((select b.language from public.profiles b where b.id = o.buyer_id), o.language)
    as language`;

/**
 * Marks a PENDING order PAID (the status guard makes this happen once) and answers it, or null
 * when the order is unknown or no longer pending.
 */
export async function markOrderPaid(
  tx: Tx,
  where: { orderId: string; provider: 'FREE' | PaidProvider; sessionId?: string; buyerId?: string },
  now: Date,
): Promise<GrantedOrder | null> {
  const [order] = await tx.query<GrantedOrder>(
    `update public.orders o set status = 'PAID', paid_at = $5
       from public.photos p
      where o.id = $1 and o.provider = $2 and o.status = 'PENDING' and p.id = o.photo_id
        and ($3::text is null or o.provider_session_id = $3)
        and ($4::uuid is null or o.buyer_id = $4)
      returning ${grantedOrderColumns}`,
    [where.orderId, where.provider, where.sessionId ?? null, where.buyerId ?? null, now],
  );
  return order ?? null;
}

/** A paid sale: grant, creator earnings (gross, fee, net) and the photo's sale counter. */
async function fulfilPaidOrder(
  tx: Tx,
  order: GrantedOrder,
  context: { apiOrigin: string; now: Date },
) {
  const sale = splitSale(order.amount_cents);
  await tx.query(
    `insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents)
     values ($1, $2, $3, $4, $5, $6)`,
    [order.owner_id, order.id, order.photo_id, sale.grossCents, sale.feeCents, sale.netCents],
  );
  await tx.query(`update public.photos set sale_count = sale_count + 1 where id = $1`, [
    order.photo_id,
  ]);
  return grantDownload(tx, order, context);
}

export interface FulfilmentContext {
  apiOrigin: string;
  now: Date;
  logger: Logger;
}

/**
 * A provider says an order is paid (Stripe's completed session, PayHere's status 2): mark it
 * PAID once and fulfil it, but only when the money is what the order asked for; otherwise the
 * transaction rolls back with PAYMENT_MISMATCH and nothing is written.
 */
export async function fulfilPayment(
  tx: Tx,
  payment: {
    orderId: string;
    provider: PaidProvider;
    sessionId?: string;
    amountCents: number | null;
    currency: string | null;
  },
  context: FulfilmentContext,
): Promise<'fulfilled' | 'ignored'> {
  const order = await markOrderPaid(tx, payment, context.now);
  if (!order) return 'ignored';
  if (payment.amountCents !== order.amount_cents || payment.currency?.toUpperCase() !== 'LKR') {
    context.logger.error('payment amount does not match the order', {
      orderId: order.id,
      expected: order.amount_cents,
      paid: payment.amountCents,
      currency: payment.currency,
    });
    throw new AppError('PAYMENT_MISMATCH');
  }
  await fulfilPaidOrder(tx, order, context);
  return 'fulfilled';
}

/**
 * Runs `apply` for a verified provider event exactly once: the event id is claimed in
 * payment_events inside the same transaction as its effects, so a replay or a concurrent
 * duplicate delivery finds the id taken (the second insert waits for the first transaction,
 * then does nothing).
 */
export async function oncePerEvent(
  db: Database,
  event: { id: string; type: string; payload: unknown },
  now: Date,
  apply: (tx: Tx) => Promise<EventOutcome>,
): Promise<EventOutcome> {
  return db.asService(async (tx) => {
    const claimed = await tx.query(
      `insert into public.payment_events (id, type, payload, received_at) values ($1, $2, $3, $4)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, JSON.stringify(event.payload), now],
    );
    if (claimed.length === 0) return 'duplicate';
    const outcome = await apply(tx);
    await tx.query(`update public.payment_events set processed_at = $2 where id = $1`, [
      event.id,
      now,
    ]);
    return outcome;
  });
}

type Session = Stripe.Checkout.Session;

function orderIdOf(session: Session): string | null {
  const id = session.client_reference_id ?? session.metadata?.order_id ?? null;
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

export type EventOutcome = 'duplicate' | 'fulfilled' | 'updated' | 'ignored';

/** Handles one verified Stripe event exactly once. */
export function handlePaymentEvent(
  db: Database,
  event: PaymentEvent,
  context: FulfilmentContext,
): Promise<EventOutcome> {
  return oncePerEvent(db, { id: event.id, type: event.type, payload: event }, context.now, (tx) =>
    applyEvent(tx, event, context),
  );
}

async function applyEvent(
  tx: Tx,
  event: PaymentEvent,
  context: FulfilmentContext,
): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed method (bank transfer) completes the session unpaid; its money arrives later
      // with async_payment_succeeded.
      if (session.payment_status !== 'paid') return 'ignored';
      const orderId = orderIdOf(session);
      if (!orderId) return 'ignored';
      return fulfilPayment(
        tx,
        {
          orderId,
          provider: 'STRIPE',
          sessionId: session.id,
          amountCents: session.amount_total,
          currency: session.currency,
        },
        context,
      );
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const orderId = orderIdOf(event.data.object);
      if (!orderId) return 'ignored';
      const status = event.type === 'checkout.session.expired' ? 'EXPIRED' : 'FAILED';
      const changed = await tx.query(
        `update public.orders set status = $2 where id = $1 and provider = 'STRIPE' and status = 'PENDING'
         returning id`,
        [orderId, status],
      );
      return changed.length > 0 ? 'updated' : 'ignored';
    }
    default:
      return 'ignored';
  }
}
