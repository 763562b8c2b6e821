import { type ApiRoute, ok } from '../api-route.ts';
import { paymentResultAnswer, paymentResultQuery, webhookAnswer } from '../checkout.ts';

/** What the handlers in routes/payments.ts take and answer. */
export const paymentContract: ApiRoute[] = [
  {
    method: 'post',
    path: '/payments/stripe/webhook',
    summary: 'Stripe events (signed; no anti-forgery token)',
    access: 'webhook',
    errors: ['WEBHOOK_SIGNATURE', 'PAYMENT_MISMATCH', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    answers: ok(webhookAnswer),
  },
  {
    method: 'post',
    path: '/payments/payhere/notify',
    summary: 'PayHere payment notifications (md5sig-signed form; no anti-forgery token)',
    access: 'webhook',
    errors: ['WEBHOOK_SIGNATURE', 'PAYMENT_MISMATCH', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    answers: ok(webhookAnswer),
  },
  {
    method: 'get',
    path: '/public/payments/result',
    summary: 'Outcome of a card payment by Checkout Session id',
    access: 'public',
    query: paymentResultQuery,
    errors: ['NOT_FOUND'],
    answers: ok(paymentResultAnswer),
  },
];
