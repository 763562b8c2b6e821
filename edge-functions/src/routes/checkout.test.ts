import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts, seedPhoto, seedUsers, signedIn } from '../test/seed-ids.ts';
import { countRows, orderBySession, outbox, refFromMail } from '../test/payment-helpers.ts';
import type { CheckoutAnswer } from '../contract/checkout.ts';

let t: TestApp;
let visitor: TestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
  buyer = await signedIn(t.app, seedUsers.buyer.email);
});
afterAll(() => t.close());

const publicCheckout = (id: string, form: Record<string, string>, client = visitor) =>
  client.request<CheckoutAnswer & { code?: number; description?: string }>(
    'POST',
    `/v1/public/photos/${id}/checkout`,
    { form },
  );
const details = { name: 'Amaya Silva', email: 'amaya@example.lk', price_check: 'false' };

describe('price check', () => {
  it('answers the price from the database and the payment route', async () => {
    const paid = await publicCheckout(seedFacts.paidPhoto, { price_check: 'true', amount: '1' });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ amount: 4500, currency: 'LKR', ipg: 'STRIPE' });
    const free = await publicCheckout(seedFacts.freePhoto, { price_check: 'true' });
    expect(free.body).toEqual({ amount: 0, currency: 'LKR', ipg: 'FREE' });
    const member = await buyer.request('POST', `/v1/photos/${seedFacts.paidPhoto}/checkout`, {
      form: { price_check: 'true' },
    });
    expect(member.body).toEqual({ amount: 4500, currency: 'LKR', ipg: 'STRIPE' });
  });

  it('is 404 for photos that are not public', async () => {
    for (const id of [seedFacts.inReviewPhoto, seedFacts.deletedAlbumPhoto]) {
      expect((await publicCheckout(id, { price_check: 'true' })).status).toBe(404);
    }
  });
});

describe('signed-out details', () => {
  it('are validated with the spec messages and nothing is written', async () => {
    const before = await countRows(t.db, 'orders');
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Please enter your first name'],
      [{ name: 'A Silva' }, 'First name is too short'],
      [{ name: 'Am4ya Silva' }, 'Please enter a valid first name'],
      [{ name: 'Amaya' }, 'Please enter your last name'],
      [{ name: 'Amaya S' }, 'First name is too short'],
      [{ name: 'Amaya S1lva' }, 'Please enter a valid last name'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'amaya@example' }, 'Please enter a valid email address'],
      [{ email: 'amaya@example.lanka' }, 'Please enter a valid email address'],
      [{ confirm_email: 'other@example.lk' }, 'Emails should match'],
    ];
    for (const [change, message] of cases) {
      const answer = await publicCheckout(seedFacts.paidPhoto, { ...details, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 1000, description: message });
    }
    expect(await countRows(t.db, 'orders')).toBe(before);
  });

  it('accept Sinhala and Tamil letters and multi-word last names', async () => {
    const answer = await publicCheckout(seedFacts.freePhoto, {
      ...details,
      name: 'தமிழ் De Silva',
      email: 'tamil@example.lk',
    });
    expect(answer.status).toBe(200);
  });
});

describe('free photos', () => {
  it('signed out: writes a paid FREE order and grant and e-mails the link at once', async () => {
    const answer = await publicCheckout(seedFacts.freePhoto, {
      ...details,
      email: ' Amaya@Example.lk ',
      confirm_email: 'amaya@example.lk',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ipg: 'FREE', is_free: true, amount: 0, currency: 'LKR' });
    const id = (answer.body as { id: string }).id;
    const [order] = await t.db.asService((tx) =>
      tx.query(
        `select status, provider, amount_cents, buyer_email, buyer_name from public.orders where id = $1`,
        [id],
      ),
    );
    expect(order).toEqual({
      status: 'PAID',
      provider: 'FREE',
      amount_cents: 0,
      buyer_email: 'amaya@example.lk',
      buyer_name: 'Amaya Silva',
    });
    const mail = (await outbox(t.db)).filter((m) => m.to_address === 'amaya@example.lk');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.template).toBe('free_download');
    const ref = refFromMail(mail[0]!.text_body);
    expect(await countRows(t.db, 'download_grants', 'ref = $1 and order_id = $2', [ref, id])).toBe(
      1,
    );
  });

  it('rate-limits free downloads per address (429 / 1004), writing nothing more', async () => {
    const form = { ...details, email: 'greedy@example.lk' };
    for (let i = 0; i < 10; i++)
      expect((await publicCheckout(seedFacts.freePhoto, form)).status).toBe(200);
    const refused = await publicCheckout(seedFacts.freePhoto, form);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1004);
    expect(await countRows(t.db, 'orders', 'buyer_email = $1', ['greedy@example.lk'])).toBe(10);
  });

  it('signed in: checkout answers the id, checkout_free sends the mail once', async () => {
    const answer = await buyer.request<{ id: string; ipg: string }>(
      'POST',
      `/v1/photos/${seedPhoto(9)}/checkout`,
      {
        form: { price_check: 'false' },
      },
    );
    expect(answer.body).toMatchObject({ ipg: 'FREE', is_free: true, amount: 0 });
    const mailsBefore = (await outbox(t.db)).length;
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [answer.body.id])).toBe(0);

    const stranger = await signedIn(t.app, seedUsers.creator.email);
    const stolen = await stranger.request('POST', `/v1/photos/${seedPhoto(9)}/checkout_free`, {
      form: { session_id: answer.body.id },
    });
    expect(stolen.status).toBe(404);

    const sent = await buyer.request('POST', `/v1/photos/${seedPhoto(9)}/checkout_free`, {
      form: { session_id: answer.body.id },
    });
    expect(sent.status).toBe(200);
    const mails = await outbox(t.db);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.to_address).toBe(seedUsers.buyer.email);
    const again = await buyer.request('POST', `/v1/photos/${seedPhoto(9)}/checkout_free`, {
      form: { session_id: answer.body.id },
    });
    expect(again.status).toBe(404);
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [answer.body.id])).toBe(1);
  });

  it('signed-in checkout needs a session', async () => {
    expect(
      (
        await visitor.request('POST', `/v1/photos/${seedPhoto(9)}/checkout`, {
          form: { price_check: 'true' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('paid photos', () => {
  it('opens a pending order with the database price and a hosted checkout session', async () => {
    // Tampering: every money-looking field the client might send is ignored.
    const answer = await publicCheckout(seedFacts.paidPhoto, {
      ...details,
      amount: '1',
      price: '1',
      amount_cents: '1',
      currency: 'USD',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ipg: 'STRIPE',
      is_free: false,
      amount: 4500,
      currency: 'LKR',
    });
    const stripe = (answer.body as { stripe: { session_id: string; url: string } }).stripe;
    expect(stripe.session_id).toMatch(/^cs_local_/);
    expect(stripe.url).toBe(`http://api.test/dev/checkout/${stripe.session_id}`);
    const order = await orderBySession(t.db, stripe.session_id);
    expect(order).toMatchObject({
      status: 'PENDING',
      provider: 'STRIPE',
      amount_cents: seedFacts.paidPhotoCents,
      buyer_id: null,
    });
    expect(await countRows(t.db, 'download_grants', 'order_id = $1', [order.id])).toBe(0);
  });

  it('closes the order when the provider cannot open a session', async () => {
    const failing = createApp({
      ...t.deps,
      payments: {
        ...t.deps.payments,
        stripe: {
          provider: 'STRIPE',
          local: false,
          createCheckoutSession: () => Promise.reject(new Error('Stripe is down')),
          verifyWebhook: () => Promise.reject(new Error('unused')),
        },
      },
    });
    const client = new TestClient(failing);
    const answer = await client.request<{ code: number }>(
      'POST',
      `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
      {
        form: { ...details, email: 'unlucky@example.lk' },
      },
    );
    expect(answer.status).toBe(500);
    const [order] = await t.db.asService((tx) =>
      tx.query<{ status: string }>(
        `select status from public.orders where buyer_email = 'unlucky@example.lk'`,
      ),
    );
    expect(order!.status).toBe('FAILED');
  });

  it('signed in: the buyer comes from the session', async () => {
    const answer = await buyer.request<{ stripe: { session_id: string } }>(
      'POST',
      `/v1/photos/${seedFacts.paidPhoto}/checkout`,
      {
        form: { price_check: 'false', email: 'someone.else@example.lk' },
      },
    );
    const order = await orderBySession(t.db, answer.body.stripe.session_id);
    expect(order).toMatchObject({
      buyer_id: seedUsers.buyer.id,
      buyer_email: seedUsers.buyer.email,
    });
  });
});
