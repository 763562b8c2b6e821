import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedUsers } from '../test/seed-ids.ts';
import {
  countRows,
  deliverPayHereNotice,
  orderBySession,
  outbox,
  payHereBuyer,
  payHereNotice,
  refFromMail,
  type OrderRow,
} from '../test/payment-helpers.ts';
import {
  LOCAL_PAYHERE_CHECKOUT_PATH,
  LOCAL_PAYHERE_MERCHANT_ID,
  localPayHereSecret,
} from '../adapters/payments/local-payhere.ts';
import { checkoutHash } from '../adapters/payments/payhere-signature.ts';
import type { CheckoutAnswer, PaymentResult } from '../contract/checkout.ts';

let t: TestApp;
let visitor: TestClient;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
  secret = await localPayHereSecret(t.deps.config.appSecret);
  // The original the chargeback test downloads.
  const [photo] = await t.db.asService((tx) =>
    tx.query<{ original_key: string }>(`select original_key from public.photos where id = $1`, [
      seedFacts.paidPhoto,
    ]),
  );
  await t.storage.put('originals', photo!.original_key, new Uint8Array(1024), 'image/jpeg');
});
afterAll(() => t.close());

async function payHereCheckout(form: Record<string, string> = {}) {
  return visitor.request<CheckoutAnswer>(
    'POST',
    `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
    { form: { price_check: 'false', provider: 'PAYHERE', ...payHereBuyer, ...form } },
  );
}

async function newPayHereOrder(): Promise<OrderRow> {
  const answer = await payHereCheckout();
  expect(answer.status).toBe(200);
  if (answer.body.ipg !== 'PAYHERE') throw new Error('expected a PayHere checkout');
  return orderBySession(t.db, answer.body.payhere.session_id);
}

const notify = (fields: Record<string, string>) => deliverPayHereNotice(t.app, fields);
const statusOf = async (orderId: string) =>
  (
    await t.db.asService((tx) =>
      tx.query<{ status: string }>(`select status from public.orders where id = $1`, [orderId]),
    )
  )[0]!.status;
/** Everything a notice may write, to show that a refused one wrote nothing. */
const written = async () => ({
  events: await countRows(t.db, 'payment_events'),
  grants: await countRows(t.db, 'download_grants'),
  earnings: await countRows(t.db, 'creator_earnings'),
  reversals: await countRows(t.db, 'earning_reversals'),
  mails: (await outbox(t.db)).length,
  paid: await countRows(t.db, 'orders', `status <> 'PENDING'`),
});

async function expectRefused(response: Response, status: number, code: number) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { code: number }).code).toBe(code);
}

describe('PayHere checkout', () => {
  it('answers the signed form for PayHere and opens a pending PAYHERE order', async () => {
    const answer = await payHereCheckout();
    expect(answer.status).toBe(200);
    if (answer.body.ipg !== 'PAYHERE') throw new Error('expected a PayHere checkout');
    const { payhere } = answer.body;
    expect(payhere.url).toBe(`http://api.test${LOCAL_PAYHERE_CHECKOUT_PATH}`);
    const order = await orderBySession(t.db, payhere.session_id);
    expect(order).toMatchObject({ provider: 'PAYHERE', status: 'PENDING', amount_cents: 450000 });
    expect(payhere.fields).toEqual({
      merchant_id: LOCAL_PAYHERE_MERCHANT_ID,
      return_url: `http://site.test/payment_result?success=true&session_id=${payhere.session_id}`,
      cancel_url: 'http://site.test/payment_result?success=false',
      notify_url: 'http://api.test/v1/payments/payhere/notify',
      order_id: order.id,
      items: "Lion's paws at the Sigiriya gateway",
      currency: 'LKR',
      amount: '4500.00',
      first_name: 'Amaya',
      last_name: 'Silva',
      email: 'amaya@example.lk',
      phone: '077 123 4567',
      address: '12 Temple Road',
      city: 'Kandy',
      country: 'Sri Lanka',
      hash: checkoutHash(
        {
          merchantId: LOCAL_PAYHERE_MERCHANT_ID,
          orderId: order.id,
          amount: '4500.00',
          currency: 'LKR',
        },
        secret,
      ),
    });
    expect(payhere.fields.hash).toMatch(/^[0-9A-F]{32}$/);
  });

  it('asks for what PayHere needs with the checkout messages, writing no order', async () => {
    const before = await countRows(t.db, 'orders');
    const cases: [Record<string, string>, string][] = [
      [{ phone: '' }, 'Please enter your phone number'],
      [{ phone: '07x1234567' }, 'Please enter a valid phone number'],
      [{ address: ' ' }, 'Please enter your address'],
      [{ city: 'K' }, 'City is too short'],
      [{ country: 'Sri Lanka 1' }, 'Please enter a valid country'],
    ];
    for (const [change, description] of cases) {
      const answer = await payHereCheckout(change);
      expect([answer.status, answer.body]).toEqual([400, { code: 1000, description }]);
    }
    expect(await countRows(t.db, 'orders')).toBe(before);
  });
});

describe('PayHere notify', () => {
  it('fulfils status 2 once: grant, earnings, receipt; a replay changes nothing', async () => {
    const order = await newPayHereOrder();
    const first = await notify(payHereNotice(order, { secret }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [order.id])).toBe(1);
    expect(await countRows(t.db, 'creator_earnings', 'order_id = $1', [order.id])).toBe(1);
    expect((await outbox(t.db)).at(-1)!.text_body).toContain('Rs. 4,500.00');

    const before = await written();
    const replay = await notify(payHereNotice(order, { secret }));
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await written()).toEqual(before);
  });

  it('refuses a forged or tampered notice with 400 / 1403, writing nothing', async () => {
    const order = await newPayHereOrder();
    const before = await written();
    const signed = payHereNotice(order, { secret });
    const forgeries = [
      payHereNotice(order, { secret: 'guessed-secret' }),
      { ...signed, md5sig: '' },
      { ...signed, payhere_amount: '45.00' },
      { ...signed, payhere_currency: 'USD' },
      { ...signed, status_code: '-3' },
      { ...signed, order_id: (await newPayHereOrder()).id },
      payHereNotice(order, { secret, merchantId: '1299999' }),
    ];
    for (const fields of forgeries) await expectRefused(await notify(fields), 400, 1403);
    // The second order above is the only change: it was opened, not paid.
    expect(await written()).toEqual(before);
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('refuses a signed notice whose amount or currency is not the order with 400 / 1404', async () => {
    const order = await newPayHereOrder();
    const before = await written();
    await expectRefused(await notify(payHereNotice(order, { secret, amount: '45.00' })), 400, 1404);
    await expectRefused(await notify(payHereNotice(order, { secret, currency: 'USD' })), 400, 1404);
    expect(await written()).toEqual(before);
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('answers 404 / 1003 for an order it does not know, writing nothing', async () => {
    const before = await written();
    const unknown = { id: '5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11', amount_cents: 450000 };
    await expectRefused(await notify(payHereNotice(unknown, { secret })), 404, 1003);
    await expectRefused(
      await notify(payHereNotice({ ...unknown, id: 'LL-1001' }, { secret })),
      404,
      1003,
    );
    expect(await written()).toEqual(before);
  });

  it('keeps 0 pending, closes -1 as CANCELLED and -2 as FAILED, shown on the result page', async () => {
    const pending = await newPayHereOrder();
    const outcome0 = await notify(payHereNotice(pending, { secret, statusCode: '0' }));
    expect(await outcome0.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await statusOf(pending.id)).toBe('PENDING');

    for (const [code, status] of [
      ['-1', 'CANCELLED'],
      ['-2', 'FAILED'],
    ] as const) {
      const order = await newPayHereOrder();
      const answer = await notify(payHereNotice(order, { secret, statusCode: code }));
      expect(await answer.json()).toEqual({ received: true, outcome: 'updated' });
      const result = await visitor.get<PaymentResult>(
        `/v1/public/payments/result?session_id=${order.provider_session_id}`,
      );
      expect(result.body).toEqual({ status, ref: null });
      // Money that comes after a cancellation does not reopen the order.
      const late = await notify(
        payHereNotice(order, { secret, paymentId: `3200000000${code.slice(1)}` }),
      );
      expect(await late.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await statusOf(order.id)).toBe(status);
    }
  });

  it('a chargeback after a download revokes the grant and reverses the earning, once', async () => {
    const order = await newPayHereOrder();
    await notify(payHereNotice(order, { secret }));
    const ref = refFromMail((await outbox(t.db)).at(-1)!.text_body);
    const download = `/v1/public/photos/download?ref=${encodeURIComponent(ref)}`;
    expect((await visitor.get(download)).status).toBe(200);

    const chargeback = await notify(payHereNotice(order, { secret, statusCode: '-3' }));
    expect(await chargeback.json()).toEqual({ received: true, outcome: 'updated' });
    expect(await statusOf(order.id)).toBe('CHARGED_BACK');
    const refused = await visitor.get<{ code: number }>(download);
    expect([refused.status, refused.body.code]).toEqual([410, 1405]);
    const reversals = await t.db.asService((tx) =>
      tx.query(
        `select r.reason, r.net_cents::int as net_cents, r.creator_id
           from public.earning_reversals r join public.creator_earnings e on e.id = r.earning_id
          where e.order_id = $1`,
        [order.id],
      ),
    );
    expect(reversals).toEqual([
      { reason: 'CHARGEBACK', net_cents: 315000, creator_id: seedUsers.creator.id },
    ]);

    const before = await written();
    const replay = await notify(payHereNotice(order, { secret, statusCode: '-3' }));
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await written()).toEqual(before);
  });

  it('a chargeback for an order never paid changes nothing', async () => {
    const order = await newPayHereOrder();
    const answer = await notify(payHereNotice(order, { secret, statusCode: '-3' }));
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await statusOf(order.id)).toBe('PENDING');
    expect(await countRows(t.db, 'earning_reversals')).toBe(
      await countRows(t.db, 'orders', `status = 'CHARGED_BACK'`),
    );
  });
});
