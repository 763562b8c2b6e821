import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from './stripe.ts';
import { signStripePayload } from './stripe-signature.ts';
import { WebhookSignatureError } from '../../ports/payments.ts';

/** A fake of the one Stripe API call the adapter makes, recording what it was sent. */
const seen: { body: URLSearchParams; headers: Headers }[] = [];
const server = setupServer(
  http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    seen.push({ body: new URLSearchParams(await request.text()), headers: request.headers });
    return HttpResponse.json({
      id: 'cs_test_a1b2c3',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
    });
  }),
);

let payments: ReturnType<typeof createStripePayments>;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Built after msw patched fetch: the SDK's fetch client keeps the fetch it was given.
  payments = createStripePayments({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_test_secret',
  });
});
afterAll(() => server.close());

describe('Stripe adapter', () => {
  it('creates an LKR Checkout Session in cents, keyed and referenced by the order id', async () => {
    const session = await payments.createCheckoutSession({
      orderId: '5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11',
      amountCents: 450000,
      productName: "Lion's paws at the Sigiriya gateway",
      buyer: {
        firstName: 'Amaya',
        lastName: 'Perera',
        email: 'amaya@example.lk',
        phone: '0771234567',
        address: '12 Temple Road',
        city: 'Kandy',
        country: 'Sri Lanka',
      },
      successUrl: 'https://site.test/payment_result?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://site.test/payment_result?success=false',
      notifyUrl: 'https://api.test/v1/payments/payhere/notify',
    });
    expect(session).toEqual({
      id: 'cs_test_a1b2c3',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
    });
    const { body, headers } = seen.at(-1)!;
    expect(body.get('mode')).toBe('payment');
    expect(body.get('line_items[0][price_data][currency]')).toBe('lkr');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('450000');
    expect(body.get('line_items[0][price_data][product_data][name]')).toBe(
      "Lion's paws at the Sigiriya gateway",
    );
    expect(body.get('line_items[0][quantity]')).toBe('1');
    expect(body.get('client_reference_id')).toBe('5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11');
    expect(body.get('metadata[order_id]')).toBe('5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11');
    expect(body.get('success_url')).toBe(
      'https://site.test/payment_result?success=true&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(headers.get('idempotency-key')).toBe('5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11');
    expect(headers.get('authorization')).toBe('Bearer sk_test_fake');
  });

  it('verifies webhook signatures with the configured secret only', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    const good = await signStripePayload(payload, 'whsec_test_secret', now);
    await expect(payments.verifyWebhook(payload, good, now * 1000)).resolves.toMatchObject({
      id: 'evt_1',
    });
    const bad = await signStripePayload(payload, 'whsec_other', now);
    await expect(payments.verifyWebhook(payload, bad, now * 1000)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(payments.verifyWebhook(payload, undefined, now * 1000)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
