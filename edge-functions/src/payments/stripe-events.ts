import { randomToken } from '../lib/secure-token.ts';

/**
 * Builds a Checkout Session event in Stripe's wire format (API version of the pinned SDK), as
 * the local provider delivers it and as tests forge or replay it.
 */
export function checkoutSessionEvent(input: {
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed'
    | 'checkout.session.expired';
  sessionId: string;
  orderId: string;
  amountCents: number;
  paid: boolean;
  email: string;
  name: string;
  createdSeconds: number;
  eventId?: string;
  currency?: string;
}) {
  return {
    id: input.eventId ?? `evt_local_${randomToken(18)}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: input.createdSeconds,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: {
      object: {
        id: input.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: input.type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: input.paid ? 'paid' : 'unpaid',
        amount_subtotal: input.amountCents,
        amount_total: input.amountCents,
        currency: input.currency ?? 'lkr',
        client_reference_id: input.orderId,
        metadata: { order_id: input.orderId },
        customer_details: { email: input.email, name: input.name },
        payment_intent: input.paid ? `pi_local_${randomToken(18)}` : null,
        created: input.createdSeconds,
        livemode: false,
      },
    },
  };
}
