import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { parseQuery } from '../lib/request-input.ts';
import { WebhookSignatureError } from '../ports/payments.ts';
import { handlePaymentEvent } from '../payments/fulfilment.ts';
import { handlePayHereNotice, PAYHERE_NOTIFY_PATH } from '../payments/payhere-notices.ts';
import { paymentResultQuery, type PaymentResult } from '../contract/checkout.ts';
import type { WebhookAnswer } from '../contract/checkout.ts';
import { loggedNotice } from '../payments/notice-log.ts';

/** A signature the provider refused: 400 / 1403, logged, nothing written. */
async function verified<T>(verify: () => Promise<T>, logger: AppDeps['logger']): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('webhook signature refused', { reason: error.message });
      const refused = new AppError('WEBHOOK_SIGNATURE');
      refused.cause = error; // the reason, for the notice log (payments/notice-log.ts)
      throw refused;
    }
    throw error;
  }
}

/**
 * The providers' signed notices (the only way an order becomes PAID) and the result lookup the
 * payment result page polls with the session id put in the success URL.
 */
export function paymentRoutes(deps: AppDeps) {
  const { db, payments, config, logger } = deps;
  const now = () => deps.now?.() ?? new Date();

  return new Hono<AppEnv>()
    .post('/payments/stripe/webhook', async (c) => {
      const stripe = payments.stripe;
      if (!stripe) throw new AppError('NOT_FOUND');
      return loggedNotice({ db, logger, now }, 'stripe', async () => {
        // The signature covers the exact bytes Stripe sent, so read the raw text, never parsed JSON.
        const rawBody = await c.req.text();
        const event = await verified(
          () => stripe.verifyWebhook(rawBody, c.req.header('stripe-signature'), now().getTime()),
          logger,
        );
        const outcome = await handlePaymentEvent(db, event, {
          apiOrigin: apiOrigin(c, config),
          now: now(),
          logger,
        });
        return c.json({ received: true, outcome } satisfies WebhookAnswer);
      });
    })
    .post(PAYHERE_NOTIFY_PATH.slice('/v1'.length), async (c) => {
      const payhere = payments.payhere;
      if (!payhere) throw new AppError('NOT_FOUND');
      return loggedNotice({ db, logger, now }, 'payhere', async () => {
        // PayHere posts form fields; md5sig covers the ones that matter, whatever else it adds.
        const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
        const notice = await verified(() => payhere.verifyNotice(fields), logger);
        const outcome = await handlePayHereNotice(db, notice, {
          apiOrigin: apiOrigin(c, config),
          now: now(),
          logger,
        });
        return c.json({ received: true, outcome } satisfies WebhookAnswer);
      });
    })
    .get('/public/payments/result', async (c) => {
      const { session_id } = parseQuery(c, paymentResultQuery);
      // The Checkout Session id is an unguessable bearer value that only the buyer's browser got
      // back from the provider; it reveals the ref of that one order and nothing else.
      const [row] = await db.asService((tx) =>
        tx.query<PaymentResult>(
          `select o.status, g.ref
             from public.orders o left join public.download_grants g on g.order_id = o.id
            where o.provider_session_id = $1`,
          [session_id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(row);
    });
}
