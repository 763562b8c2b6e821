import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from '../../ports/payments.ts';

/** Stripe's default: events signed more than five minutes before arrival are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Web Crypto, so verification runs on Deno (Supabase Edge Functions) as on Node.
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function verifyStripeSignature(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  receivedAtMs: number,
): Promise<PaymentEvent> {
  if (!signature) throw new WebhookSignatureError('Missing stripe-signature header');
  try {
    return await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      cryptoProvider,
      receivedAtMs,
    );
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
  }
}

/** Signs a payload exactly as Stripe does (used by the local provider and by tests). */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestampSeconds,
    cryptoProvider,
  });
}
