import type { AppConfig } from '../../config.ts';
import type { PaymentsPort } from '../../ports/payments.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments } from './stripe.ts';

/** Stripe when its keys are configured, else the local hosted checkout. */
export function paymentsFromConfig(config: AppConfig): PaymentsPort {
  return config.payments.provider === 'stripe'
    ? createStripePayments(config.payments)
    : createLocalPayments(config.appSecret);
}
