import { md5Hex } from '../../lib/md5.ts';

/**
 * PayHere's two signatures (its hosted-checkout and notify docs): upper-case MD5 over the fields
 * joined, ending with the upper-case MD5 of the merchant secret. The secret never leaves the
 * server; only these digests do.
 */
const upperMd5 = (text: string) => md5Hex(text).toUpperCase();

/** LKR cents as PayHere writes amounts: two decimals, no thousands separator ("4500.00"). */
export function payHereAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The `hash` of the checkout form: merchant_id + order_id + amount + currency + MD5(secret). */
export function checkoutHash(
  fields: { merchantId: string; orderId: string; amount: string; currency: string },
  secret: string,
): string {
  return upperMd5(
    `${fields.merchantId}${fields.orderId}${fields.amount}${fields.currency}${upperMd5(secret)}`,
  );
}

/** The `md5sig` of a notify: as the hash, with the status code before the secret's MD5. */
export function noticeSignature(
  fields: {
    merchant_id: string;
    order_id: string;
    payhere_amount: string;
    payhere_currency: string;
    status_code: string;
  },
  secret: string,
): string {
  return upperMd5(
    `${fields.merchant_id}${fields.order_id}${fields.payhere_amount}${fields.payhere_currency}${fields.status_code}${upperMd5(secret)}`,
  );
}
