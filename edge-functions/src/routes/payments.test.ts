import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedUsers, signedIn } from '../test/seed-ids.ts';
import {
  countRows,
  deliverWebhook,
  orderBySession,
  outbox,
  paidEvent,
  refFromMail,
  type OrderRow,
} from '../test/payment-helpers.ts';
import { localWebhookSecret } from '../adapters/payments/local.ts';
import { signStripePayload } from '../adapters/payments/stripe-signature.ts';
import type { PaymentResult, Purchase } from '../contract/checkout.ts';

let t: TestApp;
let visitor: TestClient;
let buyer: TestClient;
let appSecret: string;
const original = new Uint8Array(2048).map((_, i) => (i * 7) % 256);

beforeAll(async () => {
  t = await createTestApp();
  appSecret = t.deps.config.appSecret;
  visitor = new TestClient(t.app);
  buyer = await signedIn(t.app, seedUsers.buyer.email);
  const [photo] = await t.db.asService((tx) =>
    tx.query<{ original_key: string }>(`select original_key from public.photos where id = $1`, [
      seedFacts.paidPhoto,
    ]),
  );
  await t.storage.put('originals', photo!.original_key, original, 'image/jpeg');
});
afterAll(() => t.close());

async function newPaidOrder(client: TestClient = buyer): Promise<OrderRow> {
  const path =
    client === visitor
      ? `/v1/public/photos/${seedFacts.paidPhoto}/checkout`
      : `/v1/photos/${seedFacts.paidPhoto}/checkout`;
  const answer = await client.request<{ stripe: { session_id: string } }>('POST', path, {
    form: { price_check: 'false', name: 'Amaya Silva', email: 'amaya@example.lk' },
  });
  expect(answer.status).toBe(200);
  return orderBySession(t.db, answer.body.stripe.session_id);
}

const deliver = (
  event: object,
  options: { secret?: string; timestampSeconds?: number; signature?: string | null } = {},
) => deliverWebhook(t.app, JSON.stringify(event), { appSecret, ...options });

const statusOf = async (orderId: string) =>
  (
    await t.db.asService((tx) =>
      tx.query<{ status: string }>(`select status from public.orders where id = $1`, [orderId]),
    )
  )[0]!.status;
const saleCount = async () =>
  (
    await t.db.asService((tx) =>
      tx.query<{ sale_count: number }>(`select sale_count from public.photos where id = $1`, [
        seedFacts.paidPhoto,
      ]),
    )
  )[0]!.sale_count;

describe('webhook signature', () => {
  it('refuses forged, missing, tampered and stale signatures with 400 / 1403, changing nothing', async () => {
    const order = await newPaidOrder();
    const event = paidEvent(order);
    const forged = await deliver(event, { secret: 'whsec_attacker' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 1403 });
    expect((await deliver(event, { signature: null })).status).toBe(400);
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    const stale = await deliver(event, {
      timestampSeconds: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expect(stale.status).toBe(400);
    // A genuine signature over other bytes (the amount changed after signing) fails too.
    const order2 = await newPaidOrder();
    const signedPayload = JSON.stringify(paidEvent(order2));
    const signature = await signStripePayload(
      signedPayload,
      await localWebhookSecret(appSecret),
      Math.floor(Date.now() / 1000),
    );
    const tampered = await deliver(
      JSON.parse(signedPayload.replace('"amount_total":450000', '"amount_total":100')),
      { signature },
    );
    expect(tampered.status).toBe(400);
    expect(await statusOf(order2.id)).toBe('PENDING');
    expect(
      await countRows(
        t.db,
        'payment_events',
        `payload->'data'->'object'->>'client_reference_id' = $1`,
        [order2.id],
      ),
    ).toBe(0);
  });

  it('uses the app clock for the age check (a signature older than 5 minutes is stale)', async () => {
    const order = await newPaidOrder();
    t.clock.advance(6 * 60_000);
    try {
      const late = await deliver(paidEvent(order));
      expect(late.status).toBe(400);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
    expect(await statusOf(order.id)).toBe('PENDING');
  });
});

describe('fulfilment', () => {
  it('marks the order paid, grants the download, books earnings, counts the sale and mails the receipt', async () => {
    const order = await newPaidOrder();
    const salesBefore = await saleCount();
    const answer = await deliver(paidEvent(order));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ received: true, outcome: 'fulfilled' });
    expect(await statusOf(order.id)).toBe('PAID');
    const [grant] = await t.db.asService((tx) =>
      tx.query<{ ref: string; max_downloads: number; days: number; buyer_id: string }>(
        `select ref, max_downloads, buyer_id, round(extract(epoch from expires_at - created_at) / 86400)::int as days
           from public.download_grants where order_id = $1`,
        [order.id],
      ),
    );
    expect(grant).toMatchObject({ max_downloads: 5, days: 30, buyer_id: seedUsers.buyer.id });
    expect(grant!.ref).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [earning] = await t.db.asService((tx) =>
      tx.query(
        `select creator_id, gross_cents, fee_cents, net_cents from public.creator_earnings where order_id = $1`,
        [order.id],
      ),
    );
    expect(earning).toEqual({
      creator_id: seedUsers.creator.id,
      gross_cents: 450000,
      fee_cents: 135000,
      net_cents: 315000,
    });
    expect(await saleCount()).toBe(salesBefore + 1);
    const receipt = (await outbox(t.db)).filter((m) => m.template === 'purchase_receipt').at(-1)!;
    expect(receipt.to_address).toBe(seedUsers.buyer.email);
    expect(receipt.text_body).toContain('Rs. 4,500.00');
    expect(refFromMail(receipt.text_body)).toBe(grant!.ref);
    const result = await visitor.get<PaymentResult>(
      `/v1/public/payments/result?session_id=${order.provider_session_id}`,
    );
    expect(result.body).toEqual({ status: 'PAID', ref: grant!.ref });
  });

  it('processes a replayed event once', async () => {
    const order = await newPaidOrder();
    const event = paidEvent(order);
    expect((await deliver(event)).status).toBe(200);
    const salesAfterFirst = await saleCount();
    const mailsAfterFirst = (await outbox(t.db)).length;
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [order.id])).toBe(1);
    expect(await countRows(t.db, 'creator_earnings', 'order_id = $1', [order.id])).toBe(1);
    expect(await saleCount()).toBe(salesAfterFirst);
    expect((await outbox(t.db)).length).toBe(mailsAfterFirst);
  });

  it('grants exactly once under concurrent duplicate deliveries and distinct events for one order', async () => {
    const order = await newPaidOrder();
    const event = paidEvent(order);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const order2 = await newPaidOrder();
    const both = await Promise.all([
      deliver(paidEvent(order2)),
      deliver(paidEvent(order2, { type: 'checkout.session.async_payment_succeeded' })),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    for (const id of [order.id, order2.id]) {
      expect(await countRows(t.db, 'download_grants', 'order_id = $1', [id])).toBe(1);
      expect(await countRows(t.db, 'creator_earnings', 'order_id = $1', [id])).toBe(1);
      expect(await statusOf(id)).toBe('PAID');
    }
  });

  it('never fulfils when the paid amount or currency differs from the order', async () => {
    const order = await newPaidOrder();
    const cheap = await deliver(paidEvent(order, { amountCents: 100 }));
    expect([cheap.status, (await cheap.json()).code]).toEqual([400, 1404]);
    const dollars = await deliver(paidEvent(order, { currency: 'usd' }));
    expect([dollars.status, (await dollars.json()).code]).toEqual([400, 1404]);
    expect(await statusOf(order.id)).toBe('PENDING');
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [order.id])).toBe(0);
  });

  it('waits for delayed payments and records failures and expiry', async () => {
    const delayed = await newPaidOrder();
    const unpaid = await deliver(paidEvent(delayed, { paid: false }));
    expect(await unpaid.json()).toMatchObject({ outcome: 'ignored' });
    expect(await statusOf(delayed.id)).toBe('PENDING');
    const pending = await visitor.get<PaymentResult>(
      `/v1/public/payments/result?session_id=${delayed.provider_session_id}`,
    );
    expect(pending.body).toEqual({ status: 'PENDING', ref: null });
    await deliver(paidEvent(delayed, { type: 'checkout.session.async_payment_succeeded' }));
    expect(await statusOf(delayed.id)).toBe('PAID');

    const failing = await newPaidOrder();
    await deliver(
      paidEvent(failing, { type: 'checkout.session.async_payment_failed', paid: false }),
    );
    expect(await statusOf(failing.id)).toBe('FAILED');
    const expiring = await newPaidOrder();
    await deliver(paidEvent(expiring, { type: 'checkout.session.expired', paid: false }));
    expect(await statusOf(expiring.id)).toBe('EXPIRED');
    // A late success for an expired order does not resurrect it.
    await deliver(paidEvent(expiring));
    expect(await statusOf(expiring.id)).toBe('EXPIRED');
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [expiring.id])).toBe(0);
  });

  it('answers 404 for an unknown session id', async () => {
    expect((await visitor.get('/v1/public/payments/result?session_id=cs_unknown')).status).toBe(
      404,
    );
    expect((await visitor.get('/v1/public/payments/result')).status).toBe(400);
  });
});

describe('downloads', () => {
  async function paidRef(): Promise<string> {
    const order = await newPaidOrder();
    await deliver(paidEvent(order));
    const [grant] = await t.db.asService((tx) =>
      tx.query<{ ref: string }>(`select ref from public.download_grants where order_id = $1`, [
        order.id,
      ]),
    );
    return grant!.ref;
  }
  const downloadCount = async () =>
    (
      await t.db.asService((tx) =>
        tx.query<{ download_count: number }>(
          `select download_count from public.photos where id = $1`,
          [seedFacts.paidPhoto],
        ),
      )
    )[0]!.download_count;

  it('answers the original as an attachment and counts the download', async () => {
    const ref = await paidRef();
    const before = await downloadCount();
    const answer = await visitor.get<Uint8Array>(`/v1/public/photos/download?ref=${ref}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="lion-s-paws-at-the-sigiriya-gateway.jpg"',
    );
    expect(Array.from(answer.body)).toEqual(Array.from(original));
    expect(await downloadCount()).toBe(before + 1);
    expect(await countRows(t.db, 'download_grants', 'ref = $1 and downloads_used = 1', [ref])).toBe(
      1,
    );
  });

  it('in production, counts the download and redirects to a one-minute signed URL', async () => {
    const ref = await paidRef();
    const before = await downloadCount();
    const asked: unknown[] = [];
    // Production storage can hand out signed URLs: the bytes then skip the function.
    t.storage.locate = async (bucket, key, options) => {
      asked.push({ bucket, key, options });
      return key === 'missing' ? null : `https://cdn.test/sign/${bucket}/${key}?token=t`;
    };
    try {
      const answer = await visitor.get(`/v1/public/photos/download?ref=${ref}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/^https:\/\/cdn\.test\/sign\/originals\//);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(asked).toEqual([
        {
          bucket: 'originals',
          key: expect.any(String),
          options: {
            expiresInSeconds: 60,
            downloadAs: 'lion-s-paws-at-the-sigiriya-gateway.jpg',
          },
        },
      ]);
      expect(await downloadCount()).toBe(before + 1);

      // A grant that fails its check never reaches storage.
      const refused = await visitor.get('/v1/public/photos/download?ref=not-a-real-ref');
      expect(refused.status).toBe(404);
      expect(asked).toHaveLength(1);
    } finally {
      delete t.storage.locate;
    }
  });

  it('allows 5 downloads, then 410 / 1402 without counting', async () => {
    const ref = await paidRef();
    for (let i = 0; i < 5; i++)
      expect((await visitor.get(`/v1/public/photos/download?ref=${ref}`)).status).toBe(200);
    const before = await downloadCount();
    const refused = await visitor.get<{ code: number }>(`/v1/public/photos/download?ref=${ref}`);
    expect(refused.status).toBe(410);
    expect(refused.body.code).toBe(1402);
    expect(await downloadCount()).toBe(before);
  });

  it('expires after 30 days with 410 / 1401', async () => {
    const ref = await paidRef();
    t.clock.advance(31 * 86_400_000);
    try {
      const refused = await visitor.get<{ code: number }>(`/v1/public/photos/download?ref=${ref}`);
      expect(refused.status).toBe(410);
      expect(refused.body.code).toBe(1401);
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
    expect(await countRows(t.db, 'download_grants', 'ref = $1 and downloads_used = 0', [ref])).toBe(
      1,
    );
  });

  it('is 404 for an unknown ref and 400 without one', async () => {
    expect((await visitor.get('/v1/public/photos/download?ref=not-a-real-ref')).status).toBe(404);
    expect((await visitor.get('/v1/public/photos/download')).status).toBe(400);
  });
});

describe('purchases and privacy', () => {
  it("lists the buyer's grants with downloads left; other users see none", async () => {
    const order = await newPaidOrder();
    await deliver(paidEvent(order));
    const answer = await buyer.get<Purchase[]>('/v1/purchases');
    expect(answer.status).toBe(200);
    const entry = answer.body.find((p) => p.order_id === order.id)!;
    expect(entry).toMatchObject({
      amount: 4500,
      currency: 'LKR',
      is_free: false,
      downloads_left: 5,
      max_downloads: 5,
      on_sale: true,
    });
    expect(entry.photo.id).toBe(seedFacts.paidPhoto);
    expect(entry.download_url).toBe(`http://api.test/v1/public/photos/download?ref=${entry.ref}`);
    const creator = await signedIn(t.app, seedUsers.creator.email);
    expect((await creator.get<Purchase[]>('/v1/purchases')).body).toEqual([]);
    expect((await visitor.get('/v1/purchases')).status).toBe(401);
  });

  it('RLS hides orders, grants and events from other users and visitors', async () => {
    const creator = { userId: seedUsers.creator.id, email: seedUsers.creator.email };
    const seen = await t.db.asUser(creator, (tx) =>
      tx.query(`select id from public.orders union all select id from public.download_grants`),
    );
    expect(seen).toEqual([]);
    const buyerSees = await t.db.asUser(
      { userId: seedUsers.buyer.id, email: seedUsers.buyer.email },
      (tx) =>
        tx.query<{ n: number }>(
          `select count(*)::int as n from public.orders where buyer_id is distinct from $1`,
          [seedUsers.buyer.id],
        ),
    );
    expect(buyerSees[0]!.n).toBe(0);
    await expect(
      t.db.asUser(null, (tx) => tx.query(`select * from public.download_grants`)),
    ).rejects.toThrow();
    await expect(
      t.db.asUser(creator, (tx) => tx.query(`select * from public.payment_events`)),
    ).rejects.toThrow();
  });
  // Last in this file: the seeded paid photo stays unpublished (the status machine has no way
  // back to ACCEPTED but review), and this file's database is its own.
  it('keeps a purchase whose photo the creator unpublished since, marked not on sale', async () => {
    const order = await newPaidOrder();
    await deliver(paidEvent(order));
    const creator = await signedIn(t.app, seedUsers.creator.email);
    const unpublished = await creator.request(
      'POST',
      `/v1/photos/${seedFacts.paidPhoto}/unpublish`,
    );
    expect(unpublished.status).toBe(200);
    const entry = (await buyer.get<Purchase[]>('/v1/purchases')).body.find(
      (p) => p.order_id === order.id,
    );
    expect(entry).toMatchObject({ on_sale: false, downloads_left: 5 });
    expect(entry!.photo.id).toBe(seedFacts.paidPhoto);
    // The photo is gone from the public site, but what was bought still downloads.
    expect((await visitor.get(`/v1/public/photos/${seedFacts.paidPhoto}`)).status).toBe(404);
    expect((await visitor.get(entry!.download_url.replace('http://api.test', ''))).status).toBe(
      200,
    );
  });
});
