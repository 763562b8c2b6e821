import type { AppConfig } from '../../config.ts';
import type { PaymentsPort } from '../../ports/payments.ts';
import { createLocalPayments } from './local.ts';
import { createLocalPayHere } from './local-payhere.ts';
import { createPayHerePayments, PAYHERE_CHECKOUT_URLS } from './payhere.ts';
import { createStripePayments } from './stripe.ts';

/** Each configured provider, or the local stand-ins (config.ts decides which are on). */
export function paymentsFromConfig(config: AppConfig): PaymentsPort {
  const { stripe, payhere } = config.payments;
  return {
    stripe: !stripe
      ? null
      : stripe.provider === 'stripe'
        ? createStripePayments(stripe)
        : createLocalPayments(config.appSecret),
    payhere: !payhere
      ? null
      : payhere.provider === 'payhere'
        ? createPayHerePayments({
            merchantId: payhere.merchantId,
            merchantSecret: payhere.merchantSecret,
            checkoutUrl: PAYHERE_CHECKOUT_URLS[payhere.mode],
            local: false,
          })
        : createLocalPayHere(config.appSecret),
  };
}
