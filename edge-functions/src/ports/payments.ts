import type Stripe from 'stripe';

/**
 * The payments port: the providers a deployment has on (docs/payments.md), each opening hosted
 * checkouts and verifying the provider's signed notices, so fulfilment is one code path
 * whichever the buyer chose. Stripe speaks in Stripe events; PayHere in its notify fields.
 */
export type PaidProvider = 'STRIPE' | 'PAYHERE';

/** The buyer as the provider's hosted page wants them (PayHere asks for all of it). */
export interface CheckoutBuyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}

export interface CheckoutSessionRequest {
  orderId: string;
  /** LKR cents, read from the database by the caller. */
  amountCents: number;
  productName: string;
  buyer: CheckoutBuyer;
  successUrl: string;
  cancelUrl: string;
  /** Where the provider posts its server-to-server notice (PayHere's notify_url). */
  notifyUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the buyer pays; may be relative to the API origin (local providers). */
  url: string;
  /** Present when the browser must POST these fields to `url` (PayHere); else it just goes. */
  form?: Record<string, string>;
}

interface CheckoutProvider {
  /** True for a local stand-in, whose hosted page lives under /dev. */
  readonly local: boolean;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
}

export type PaymentEvent = Stripe.Event;

export interface StripePayments extends CheckoutProvider {
  readonly provider: 'STRIPE';
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

/** PayHere's notify, verified: its status codes (2 paid, 0 pending, -1, -2, -3 chargeback). */
export interface PayHereNotice {
  paymentId: string;
  orderId: string;
  /** `payhere_amount` ("4500.00") in cents; null when it is not an amount at all. */
  amountCents: number | null;
  currency: string;
  statusCode: 2 | 0 | -1 | -2 | -3;
  fields: Record<string, string>;
}

export interface PayHerePayments extends CheckoutProvider {
  readonly provider: 'PAYHERE';
  /** Verifies `md5sig` over the notify fields; throws `WebhookSignatureError` when forged. */
  verifyNotice(fields: Record<string, string>): Promise<PayHereNotice>;
}

/** The providers this deployment offers; at least one is on (config.ts). */
export interface PaymentsPort {
  stripe: StripePayments | null;
  payhere: PayHerePayments | null;
}

export class WebhookSignatureError extends Error {}
