import type { PayHerePayments } from '../../ports/payments.ts';
import { hmacSha256 } from '../../lib/secure-token.ts';
import { createPayHerePayments } from './payhere.ts';

/**
 * The local PayHere of `npm start`: the same adapter, pointed at the stand-in's hosted page
 * (local/dev-payhere.ts) with a made-up merchant and a secret derived from APP_SECRET. The page
 * checks the form's hash and sends a signed notify, as PayHere does.
 */
export const LOCAL_PAYHERE_MERCHANT_ID = '1200000';
export const LOCAL_PAYHERE_CHECKOUT_PATH = '/dev/payhere/pay/checkout';

export function localPayHereSecret(appSecret: string): Promise<string> {
  return hmacSha256(appSecret, 'local-payhere-merchant-secret');
}

export function createLocalPayHere(appSecret: string): PayHerePayments {
  return createPayHerePayments({
    merchantId: LOCAL_PAYHERE_MERCHANT_ID,
    merchantSecret: localPayHereSecret(appSecret),
    checkoutUrl: LOCAL_PAYHERE_CHECKOUT_PATH,
    local: true,
  });
}
