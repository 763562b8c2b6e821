import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedFacts } from '../test/seed-ids.ts';
import { orderBySession, payHereBuyer } from '../test/payment-helpers.ts';
import type { CheckoutAnswer } from '../contract/checkout.ts';
import { isOwnResultUrl } from './dev-payhere.ts';

let t: TestApp;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

/** A PayHere checkout's form, as the checkout page would post it to the hosted page. */
async function payHereForm() {
  const answer = await visitor.request<CheckoutAnswer>(
    'POST',
    `/v1/public/photos/${seedFacts.paidPhoto}/checkout`,
    { form: { price_check: 'false', provider: 'PAYHERE', ...payHereBuyer } },
  );
  if (answer.body.ipg !== 'PAYHERE') throw new Error('expected a PayHere checkout');
  return answer.body.payhere;
}

const post = (path: string, fields: Record<string, string>) =>
  t.app.request(`http://api.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('local PayHere page', () => {
  it('shows the order from a signed form, and refuses one whose hash does not match', async () => {
    const { url, fields } = await payHereForm();
    const page = await post(new URL(url).pathname, fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Lion&#39;s paws at the Sigiriya gateway');
    expect(html).toContain('LKR 4500.00');
    expect(html).toContain('eZ Cash');

    for (const tampered of [
      { ...fields, amount: '45.00' },
      { ...fields, currency: 'USD' },
      { ...fields, hash: fields.hash!.toLowerCase().replace(/.$/, '0') },
    ]) {
      const refused = await post(new URL(url).pathname, tampered);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Unauthorized payment request');
    }
  });

  it('paying sends a signed notify that fulfils the order, then returns with the order id', async () => {
    const { url, fields, session_id } = await payHereForm();
    const answer = await post(`${new URL(url).pathname}/complete`, {
      ...fields,
      method: 'EZCASH',
      action: 'pay',
    });
    expect(answer.status).toBe(303);
    const order = await orderBySession(t.db, session_id);
    expect(answer.headers.get('location')).toBe(
      `http://site.test/payment_result?success=true&session_id=${session_id}&order_id=${order.id}`,
    );
    expect(order.status).toBe('PAID');
  });

  it('cancelling sends status -1 and returns to the cancel address', async () => {
    const { url, fields, session_id } = await payHereForm();
    const answer = await post(`${new URL(url).pathname}/complete`, { ...fields, action: 'cancel' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://site.test/payment_result?success=false');
    expect((await orderBySession(t.db, session_id)).status).toBe('CANCELLED');
  });

  it('returns only to our own result page: a changed return or cancel address is refused', async () => {
    const { url, fields, session_id } = await payHereForm();
    const complete = `${new URL(url).pathname}/complete`;
    const foreign = [
      'https://evil.example/x',
      'http://evil.example/payment_result?success=false',
      'http://site.test.evil.example/payment_result?success=false',
      'http://site.test@evil.example/payment_result?success=false',
      'http://evil.example@site.test/payment_result?success=false',
      'https://site.test/payment_result?success=false',
      'http://site.test/logout',
      'http://site.test//evil.example/payment_result',
      'javascript:alert(1)//http://site.test/payment_result',
    ];
    for (const address of foreign) {
      for (const field of ['return_url', 'cancel_url'] as const) {
        for (const action of ['pay', 'cancel']) {
          // Posted cross-site, as a page elsewhere could: no token, no cookie.
          const answer = await post(complete, { ...fields, [field]: address, action });
          expect([answer.status, answer.headers.get('location')], `${field} ${address}`).toEqual([
            400,
            null,
          ]);
        }
        expect((await post(new URL(url).pathname, { ...fields, [field]: address })).status).toBe(
          400,
        );
      }
    }
    // Nothing was paid or cancelled by the refused forms.
    expect((await orderBySession(t.db, session_id)).status).toBe('PENDING');
  });
});

describe("the stand-in's return rule", () => {
  it("takes the site origin's payment result page and nothing else", () => {
    const site = 'http://localhost:8080';
    expect(isOwnResultUrl(`${site}/payment_result?success=true&session_id=x`, site)).toBe(true);
    expect(isOwnResultUrl(`${site}/payment_result`, site)).toBe(true);
    for (const url of [
      'http://localhost:8081/payment_result',
      'http://127.0.0.1:8080/payment_result',
      `${site}/payment_result/../logout`,
      `${site}/payment_resultx`,
      `//localhost:8080/payment_result`,
      '/payment_result',
      'http://user@localhost:8080/payment_result',
    ]) {
      expect(isOwnResultUrl(url, site), url).toBe(false);
    }
  });
});
