import type { App } from '../app.ts';
import type { Database } from '../ports/database.ts';
import { localWebhookSecret } from '../adapters/payments/local.ts';
import { signStripePayload } from '../adapters/payments/stripe-signature.ts';
import { checkoutSessionEvent } from '../payments/stripe-events.ts';
import { LOCAL_PAYHERE_MERCHANT_ID } from '../adapters/payments/local-payhere.ts';
import { noticeSignature, payHereAmount } from '../adapters/payments/payhere-signature.ts';
import { PAYHERE_NOTIFY_PATH } from '../payments/payhere-notices.ts';

/** Delivers a payload to the webhook signed like Stripe would (or with the given secret/time). */
export async function deliverWebhook(
  app: App,
  payload: string,
  options: {
    appSecret: string;
    secret?: string;
    timestampSeconds?: number;
    signature?: string | null;
  },
) {
  const secret = options.secret ?? (await localWebhookSecret(options.appSecret));
  const timestamp = options.timestampSeconds ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature === undefined
      ? await signStripePayload(payload, secret, timestamp)
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return app.request('http://api.test/v1/payments/stripe/webhook', {
    method: 'POST',
    headers,
    body: payload,
  });
}

export interface OrderRow {
  id: string;
  status: string;
  amount_cents: number;
  provider: string;
  provider_session_id: string | null;
  buyer_id: string | null;
  buyer_email: string;
}

export async function orderBySession(db: Database, sessionId: string): Promise<OrderRow> {
  const [row] = await db.asService((tx) =>
    tx.query<OrderRow>(`select * from public.orders where provider_session_id = $1`, [sessionId]),
  );
  if (!row) throw new Error(`no order for ${sessionId}`);
  return row;
}

/** A completed, paid event for an order as Stripe would send it. */
export function paidEvent(
  order: OrderRow,
  overrides: Partial<Parameters<typeof checkoutSessionEvent>[0]> = {},
) {
  return checkoutSessionEvent({
    type: 'checkout.session.completed',
    sessionId: order.provider_session_id!,
    orderId: order.id,
    amountCents: order.amount_cents,
    paid: true,
    email: order.buyer_email,
    name: 'Test Buyer',
    createdSeconds: Math.floor(Date.now() / 1000),
    ...overrides,
  });
}

export async function countRows(
  db: Database,
  table: string,
  where = 'true',
  params: unknown[] = [],
) {
  // Table names come from the tests themselves, never from input.
  const [row] = await db.asService((tx) =>
    tx.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${where}`,
      params,
    ),
  );
  return row!.n;
}

export async function outbox(db: Database) {
  return db.asService((tx) =>
    tx.query<{ to_address: string; subject: string; text_body: string; template: string }>(
      `select to_address, subject, text_body, template from public.mail_outbox order by created_at, id`,
    ),
  );
}

/** The ref inside a download e-mail's link. */
export function refFromMail(text: string): string {
  const match = /download\?ref=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error('no download link in the e-mail');
  return decodeURIComponent(match[1]!);
}

/** A visitor's checkout form with everything PayHere asks for. */
export const payHereBuyer = {
  name: 'Amaya Silva',
  email: 'amaya@example.lk',
  phone: '077 123 4567',
  address: '12 Temple Road',
  city: 'Kandy',
  country: 'Sri Lanka',
};

/** A PayHere notify for an order, signed with `secret` as PayHere signs it (or left as given). */
export function payHereNotice(
  order: { id: string; amount_cents: number },
  options: {
    secret: string;
    merchantId?: string;
    statusCode?: string;
    paymentId?: string;
    amount?: string;
    currency?: string;
  },
): Record<string, string> {
  const fields = {
    merchant_id: options.merchantId ?? LOCAL_PAYHERE_MERCHANT_ID,
    order_id: order.id,
    // PayHere numbers each payment; one per order here unless the test says otherwise.
    payment_id: options.paymentId ?? `320${parseInt(order.id.slice(0, 8), 16) || 1}`,
    payhere_amount: options.amount ?? payHereAmount(order.amount_cents),
    payhere_currency: options.currency ?? 'LKR',
    status_code: options.statusCode ?? '2',
    method: 'VISA',
    status_message: 'Successfully completed the payment.',
  };
  return { ...fields, md5sig: noticeSignature(fields, options.secret) };
}

export function deliverPayHereNotice(app: App, fields: Record<string, string>) {
  return app.request(`http://api.test${PAYHERE_NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
