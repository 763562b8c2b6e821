import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts } from '../test/seed-ids.ts';
import {
  countRows,
  deliverPayHereNotice,
  deliverWebhook,
  orderBySession,
  outbox,
  paidEvent,
  payHereBuyer,
  payHereNotice,
  type OrderRow,
} from '../test/payment-helpers.ts';
import type { CheckoutAnswer } from '../contract/checkout.ts';

/**
 * The payments contract every provider adapter keeps (docs/payments.md), run against each one
 * with its real keys' configuration: a checkout opens a pending order at the provider; the
 * provider's signed "paid" fulfils it once; a replay changes nothing; a forgery is refused and
 * writes nothing.
 */
interface ProviderDriver {
  name: string;
  env: Record<string, string>;
  ipg: 'STRIPE' | 'PAYHERE';
  /** Where the buyer is sent to pay. */
  checkoutUrl: RegExp;
  sessionOf(answer: CheckoutAnswer): string;
  /** The provider's notice that `order` is paid, signed with `secret`; each call sends it again. */
  paidNotice(t: TestApp, order: OrderRow, secret: string): () => Promise<Response>;
  secret: string;
}

function providerContract(driver: ProviderDriver) {
  describe(`${driver.name}: the payments contract`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: driver.env });
    });
    afterAll(() => t.close());

    async function startCheckout() {
      const answer = await new TestClient(t.app).request<CheckoutAnswer>(
        'POST',
        `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
        { form: { price_check: 'false', ...payHereBuyer } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.ipg).toBe(driver.ipg);
      return {
        answer: answer.body,
        order: await orderBySession(t.db, driver.sessionOf(answer.body)),
      };
    }
    const written = async () => ({
      events: await countRows(t.db, 'payment_events'),
      grants: await countRows(t.db, 'download_grants'),
      earnings: await countRows(t.db, 'creator_earnings'),
      mails: (await outbox(t.db)).length,
      paid: await countRows(t.db, 'orders', `status = 'PAID'`),
    });

    it('start checkout: a pending order at the database price, paid at the provider', async () => {
      const { answer, order } = await startCheckout();
      expect(order).toMatchObject({
        provider: driver.ipg,
        status: 'PENDING',
        amount_cents: seedFacts.paidPhotoCents,
      });
      const url =
        answer.ipg === 'STRIPE'
          ? answer.stripe.url
          : answer.ipg === 'PAYHERE'
            ? answer.payhere.url
            : '';
      expect(url).toMatch(driver.checkoutUrl);
    });

    it('confirm paid: fulfilled once; the replay changes nothing', async () => {
      const { order } = await startCheckout();
      const before = await written();
      const notice = driver.paidNotice(t, order, driver.secret);
      const paid = await notice();
      expect(await paid.json()).toEqual({ received: true, outcome: 'fulfilled' });
      expect(await written()).toEqual({
        events: before.events + 1,
        grants: before.grants + 1,
        earnings: before.earnings + 1,
        mails: before.mails + 1,
        paid: before.paid + 1,
      });

      const after = await written();
      const replay = await notice();
      expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await written()).toEqual(after);
    });

    it('forged: refused with 400 / 1403 and nothing written', async () => {
      const { order } = await startCheckout();
      const before = await written();
      const forged = await driver.paidNotice(t, order, `${driver.secret}-guessed`)();
      expect(forged.status).toBe(400);
      expect(((await forged.json()) as { code: number }).code).toBe(1403);
      expect(await written()).toEqual(before);
      expect((await orderBySession(t.db, order.provider_session_id!)).status).toBe('PENDING');
    });
  });
}

// Stripe's API, faked for the one call the adapter makes (opening a Checkout Session).
let sessions = 0;
const stripeApi = setupServer(
  http.post('https://api.stripe.com/v1/checkout/sessions', () => {
    const id = `cs_test_contract_${++sessions}`;
    return HttpResponse.json({
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
    });
  }),
);
// Before the apps are built: the Stripe SDK keeps the fetch it finds then.
beforeAll(() => stripeApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => stripeApi.close());

providerContract({
  name: 'Stripe',
  env: { STRIPE_SECRET_KEY: 'sk_test_contract', STRIPE_WEBHOOK_SECRET: 'whsec_contract' },
  ipg: 'STRIPE',
  checkoutUrl: /^https:\/\/checkout\.stripe\.com\//,
  sessionOf: (answer) => (answer.ipg === 'STRIPE' ? answer.stripe.session_id : ''),
  secret: 'whsec_contract',
  paidNotice: (t, order, secret) => {
    const event = JSON.stringify(paidEvent(order));
    return () => deliverWebhook(t.app, event, { appSecret: t.deps.config.appSecret, secret });
  },
});

providerContract({
  name: 'PayHere',
  env: {
    PAYHERE_MERCHANT_ID: '1211149',
    PAYHERE_MERCHANT_SECRET: 'contract-merchant-secret',
    PAYHERE_MODE: 'sandbox',
  },
  ipg: 'PAYHERE',
  checkoutUrl: /^https:\/\/sandbox\.payhere\.lk\/pay\/checkout$/,
  sessionOf: (answer) => (answer.ipg === 'PAYHERE' ? answer.payhere.session_id : ''),
  secret: 'contract-merchant-secret',
  paidNotice: (t, order, secret) => {
    const fields = payHereNotice(order, { secret, merchantId: '1211149' });
    return async () => deliverPayHereNotice(t.app, fields);
  },
});
