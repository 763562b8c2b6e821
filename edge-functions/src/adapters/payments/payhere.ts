import {
  WebhookSignatureError,
  type CheckoutSession,
  type CheckoutSessionRequest,
  type PayHereNotice,
  type PayHerePayments,
} from '../../ports/payments.ts';
import { constantTimeEqual, randomToken } from '../../lib/secure-token.ts';
import { checkoutHash, noticeSignature, payHereAmount } from './payhere-signature.ts';

/** PayHere's hosted checkout, by mode (docs/deploy.md): only `live` charges real cards. */
export const PAYHERE_CHECKOUT_URLS = {
  sandbox: 'https://sandbox.payhere.lk/pay/checkout',
  live: 'https://www.payhere.lk/pay/checkout',
} as const;

const STATUS_CODES = new Set(['2', '0', '-1', '-2', '-3']);
const NOTICE_FIELDS = [
  'merchant_id',
  'order_id',
  'payment_id',
  'payhere_amount',
  'payhere_currency',
  'status_code',
  'md5sig',
] as const;

function centsOf(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

/**
 * PayHere (the live or sandbox gateway, or the local stand-in under /dev/payhere): checkout is a
 * form the browser POSTs to `checkoutUrl`, signed with `hash`; PayHere then POSTs a notify signed
 * with `md5sig`. The session id is ours: an unguessable value for the return URL, as Stripe's.
 */
export function createPayHerePayments(options: {
  merchantId: string;
  merchantSecret: string | Promise<string>;
  checkoutUrl: string;
  local: boolean;
}): PayHerePayments {
  return {
    provider: 'PAYHERE',
    local: options.local,
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      const id = `ph_${randomToken(24)}`;
      const amount = payHereAmount(request.amountCents);
      const signed = { merchantId: options.merchantId, orderId: request.orderId, amount };
      const hash = checkoutHash({ ...signed, currency: 'LKR' }, await options.merchantSecret);
      const { buyer } = request;
      return {
        id,
        url: options.checkoutUrl,
        form: {
          merchant_id: options.merchantId,
          return_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: request.cancelUrl,
          notify_url: request.notifyUrl,
          order_id: request.orderId,
          items: request.productName,
          currency: 'LKR',
          amount,
          first_name: buyer.firstName,
          last_name: buyer.lastName,
          email: buyer.email,
          phone: buyer.phone,
          address: buyer.address,
          city: buyer.city,
          country: buyer.country,
          hash,
        },
      };
    },
    async verifyNotice(fields: Record<string, string>): Promise<PayHereNotice> {
      const missing = NOTICE_FIELDS.filter((name) => !fields[name]);
      if (missing.length > 0) throw new WebhookSignatureError(`Missing ${missing.join(', ')}`);
      const notice = fields as Record<(typeof NOTICE_FIELDS)[number], string>;
      if (notice.merchant_id !== options.merchantId) {
        throw new WebhookSignatureError('Notice for another merchant');
      }
      const expected = noticeSignature(notice, await options.merchantSecret);
      if (!constantTimeEqual(notice.md5sig.toUpperCase(), expected)) {
        throw new WebhookSignatureError('Bad md5sig');
      }
      if (!STATUS_CODES.has(notice.status_code)) {
        throw new WebhookSignatureError(`Unknown status_code ${notice.status_code}`);
      }
      return {
        paymentId: notice.payment_id,
        orderId: notice.order_id,
        amountCents: centsOf(notice.payhere_amount),
        currency: notice.payhere_currency,
        statusCode: Number(notice.status_code) as PayHereNotice['statusCode'],
        fields,
      };
    },
  };
}
