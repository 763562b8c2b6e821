import type { App } from '../app.ts';
import type { Database } from '../ports/database.ts';
import { localWebhookSecret } from '../adapters/payments/local.ts';
import { signStripePayload } from '../adapters/payments/stripe-signature.ts';
import { checkoutSessionEvent } from '../payments/stripe-events.ts';

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
