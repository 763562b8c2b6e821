import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { TestClient } from './test/test-client.ts';
import { seedPhoto, seedUsers } from './test/seed-ids.ts';
import { outbox, refFromMail } from './test/payment-helpers.ts';
import type { SearchAnswer } from './contract/browse.ts';
import type { CheckoutAnswer, PaymentResult, Purchase } from './contract/checkout.ts';
import type { CollectionTile } from './contract/collections.ts';

/**
 * A buyer's whole visit, as the web app makes the calls: search, favourite, collect, buy a paid
 * photo through the hosted checkout, download the original; and a visitor's free download.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeOriginal(photoId: string, bytes: Uint8Array) {
  const [photo] = await t.db.asService((tx) =>
    tx.query<{ original_key: string }>(`select original_key from public.photos where id = $1`, [
      photoId,
    ]),
  );
  await t.storage.put('originals', photo!.original_key, bytes, 'image/jpeg');
}

describe('a buyer', () => {
  it('searches, favourites, collects, pays on the hosted page and downloads the original', async () => {
    const kasun = new TestClient(t.app);
    await kasun.login(seedUsers.buyer.email);

    const found = await kasun.get<SearchAnswer>('/v1/public/photos/search?q=temple%20kandy');
    const temple = found.body.photos.find((p) => p.id === seedPhoto(13))!;
    expect(temple).toBeDefined();
    expect(temple.price).toBe(4500);
    const original = new Uint8Array(4096).map((_, i) => (i * 31 + 7) % 256);
    await storeOriginal(temple.id, original);

    expect(
      (await kasun.request('POST', '/v1/favourites', { form: { photo_id: temple.id } })).status,
    ).toBe(201);
    const collection = await kasun.request<CollectionTile>('POST', '/v1/collections', {
      form: { name: 'Kandy' },
    });
    await kasun.request('POST', `/v1/collections/${collection.body.id}/photos`, {
      form: { photos: temple.id },
    });
    expect(
      (await kasun.get<CollectionTile[]>('/v1/collections')).body.find((c) => c.name === 'Kandy')!
        .photo_count,
    ).toBe(1);

    const price = await kasun.request<CheckoutAnswer>('POST', `/v1/photos/${temple.id}/checkout`, {
      form: { price_check: 'true' },
    });
    expect(price.body).toEqual({ amount: 4500, currency: 'LKR', ipg: 'STRIPE' });
    const checkout = await kasun.request<Extract<CheckoutAnswer, { ipg: 'STRIPE' }>>(
      'POST',
      `/v1/photos/${temple.id}/checkout`,
      {
        form: { price_check: 'false' },
      },
    );
    const hosted = new URL(checkout.body.stripe.url);

    const page = await kasun.get<string>(hosted.pathname);
    expect(page.body).toContain('Rs. 4,500.00');
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const paid = await kasun.request('POST', `${hosted.pathname}/pay`, { form: { token } });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://site.test/payment_result');
    expect(back.searchParams.get('success')).toBe('true');
    // Like Stripe, the return address names the session; the result page asks the API for the ref.
    const sessionId = back.searchParams.get('session_id');
    expect(sessionId).toBe(checkout.body.stripe.session_id);
    const result = await kasun.get<PaymentResult>(
      `/v1/public/payments/result?session_id=${sessionId}`,
    );
    expect(result.body).toMatchObject({ status: 'PAID' });
    const ref = result.body.ref!;

    const file = await kasun.get<Uint8Array>(`/v1/public/photos/download?ref=${ref}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="temple-of-the-tooth-across-kandy-lake.jpg"',
    );
    expect(Buffer.from(file.body).equals(Buffer.from(original))).toBe(true);

    const purchases = await kasun.get<Purchase[]>('/v1/purchases');
    expect(purchases.body.find((p) => p.ref === ref)).toMatchObject({
      downloads_left: 4,
      amount: 4500,
    });
    const receipt = (await outbox(t.db)).find((m) => m.template === 'purchase_receipt')!;
    expect(receipt.to_address).toBe(seedUsers.buyer.email);
    expect(refFromMail(receipt.text_body)).toBe(ref);
  });
});

describe('a visitor', () => {
  it('gets a free photo’s link by e-mail and downloads it', async () => {
    const visitor = new TestClient(t.app);
    const photo = seedPhoto(20);
    const original = new Uint8Array(1024).map((_, i) => (i * 13) % 256);
    await storeOriginal(photo, original);
    const answer = await visitor.request<CheckoutAnswer>(
      'POST',
      `/v1/public/photos/${photo}/checkout`,
      {
        form: {
          name: 'Nimal Bandara',
          email: 'nimal@example.lk',
          confirm_email: 'nimal@example.lk',
          price_check: 'false',
          session_id: '',
        },
      },
    );
    expect(answer.body).toMatchObject({ ipg: 'FREE', is_free: true });
    const mail = (await outbox(t.db)).find((m) => m.to_address === 'nimal@example.lk')!;
    expect(mail.subject).toContain('Your free download');
    const file = await visitor.get<Uint8Array>(
      `/v1/public/photos/download?ref=${refFromMail(mail.text_body)}`,
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(file.body).equals(Buffer.from(original))).toBe(true);
  });
});
