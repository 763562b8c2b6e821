import Stripe from 'stripe';
import type {
  CheckoutSession,
  CheckoutSessionRequest,
  StripePayments,
} from '../../ports/payments.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/**
 * Stripe Checkout in LKR. The fetch-based HTTP client keeps the adapter on Web APIs (Deno).
 * The order id is the idempotency key, so a retried checkout never opens a second session.
 */
export function createStripePayments(options: {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a fetch that reaches a fake Stripe API. */
  fetch?: typeof fetch;
}): StripePayments {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    maxNetworkRetries: 2,
  });
  return {
    provider: 'STRIPE',
    local: false,
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId },
          customer_email: request.buyer.email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'lkr',
                unit_amount: request.amountCents,
                product_data: { name: request.productName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.orderId },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    verifyWebhook: (rawBody, signature, receivedAtMs) =>
      verifyStripeSignature(rawBody, signature, options.webhookSecret, receivedAtMs),
  };
}
