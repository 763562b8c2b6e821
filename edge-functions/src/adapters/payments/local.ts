import type { CheckoutSession, StripePayments } from '../../ports/payments.ts';
import { hmacSha256, randomToken } from '../../lib/secure-token.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/**
 * The local provider of `npm start`: sessions are pages of this server (/dev/checkout/<id>),
 * and paying there delivers a Stripe-format event signed with the local webhook secret to the
 * same webhook handler Stripe would call. No network, no keys.
 */
export async function localWebhookSecret(appSecret: string): Promise<string> {
  return `whsec_local_${await hmacSha256(appSecret, 'local-stripe-webhook')}`;
}

export function createLocalPayments(appSecret: string): StripePayments {
  const secret = localWebhookSecret(appSecret);
  return {
    provider: 'STRIPE',
    local: true,
    async createCheckoutSession(): Promise<CheckoutSession> {
      const id = `cs_local_${randomToken(24)}`;
      return { id, url: `/dev/checkout/${id}` };
    },
    async verifyWebhook(rawBody, signature, receivedAtMs) {
      return verifyStripeSignature(rawBody, signature, await secret, receivedAtMs);
    },
  };
}
