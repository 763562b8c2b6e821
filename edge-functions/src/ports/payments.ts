import type Stripe from 'stripe';

/**
 * The payments port: hosted checkout sessions and signed webhook events, in Stripe's format for
 * both adapters (Stripe itself, and the local provider of `npm start`), so the webhook handler
 * and fulfilment are one code path whichever is configured.
 */
export interface CheckoutSessionRequest {
  orderId: string;
  /** LKR cents, read from the database by the caller. */
  amountCents: number;
  productName: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the buyer pays; may be relative to the API origin (local provider). */
  url: string;
}

export type PaymentEvent = Stripe.Event;

export interface PaymentsPort {
  /** The name stored in `orders.provider` for paid orders. */
  readonly provider: 'STRIPE';
  /** True for the local provider, whose hosted page lives under /dev/checkout. */
  readonly local: boolean;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /**
   * Verifies the `stripe-signature` header over the raw body and answers the event; throws
   * `WebhookSignatureError` when forged, malformed or older than the tolerance at `receivedAtMs`.
   */
  verifyWebhook(
    rawBody: string,
    signature: string | undefined,
    receivedAtMs: number,
  ): Promise<PaymentEvent>;
}

export class WebhookSignatureError extends Error {}
