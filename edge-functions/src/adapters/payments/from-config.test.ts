import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { paymentsFromConfig } from './from-config.ts';

const base = { APP_SECRET: 'test-secret-test-secret-test-secret-0123456789', LOG_LEVEL: 'silent' };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const payHereKeys = { PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 'c2VjcmV0' };

/** Which providers are on, each with where its buyer pays (a local one under /dev). */
async function providers(env: Record<string, string>) {
  const { stripe, payhere } = paymentsFromConfig(loadConfig({ ...base, ...env }));
  const order = {
    orderId: '5b0c1f0e-3d7a-4c4e-9a59-0c7f3e0d9a11',
    amountCents: 450000,
    productName: 'Photo',
    buyer: {
      firstName: 'Amaya',
      lastName: 'Silva',
      email: 'amaya@example.lk',
      phone: '0771234567',
      address: '12 Temple Road',
      city: 'Kandy',
      country: 'Sri Lanka',
    },
    successUrl: 'https://site.test/ok',
    cancelUrl: 'https://site.test/no',
    notifyUrl: 'https://api.test/notify',
  };
  return {
    stripe: stripe && { local: stripe.local },
    payhere: payhere && {
      local: payhere.local,
      url: (await payhere.createCheckoutSession(order)).url,
    },
  };
}

describe('payment providers from the environment', () => {
  it('runs both local stand-ins without keys, so the buyer sees the choice', async () => {
    expect(await providers({})).toEqual({
      stripe: { local: true },
      payhere: { local: true, url: '/dev/payhere/pay/checkout' },
    });
  });

  it('offers exactly the providers whose keys are set', async () => {
    expect(await providers(stripeKeys)).toEqual({ stripe: { local: false }, payhere: null });
    expect(await providers(payHereKeys)).toEqual({
      stripe: null,
      payhere: { local: false, url: 'https://sandbox.payhere.lk/pay/checkout' },
    });
    expect(await providers({ ...stripeKeys, ...payHereKeys })).toMatchObject({
      stripe: { local: false },
      payhere: { local: false },
    });
  });

  it('charges real cards only with PAYHERE_MODE=live exactly', async () => {
    expect(await providers({ ...payHereKeys, PAYHERE_MODE: 'live' })).toMatchObject({
      payhere: { url: 'https://www.payhere.lk/pay/checkout' },
    });
    expect(await providers({ ...payHereKeys, PAYHERE_MODE: 'sandbox' })).toMatchObject({
      payhere: { url: 'https://sandbox.payhere.lk/pay/checkout' },
    });
    for (const typo of ['Live', 'LIVE', 'production', 'live ', '']) {
      expect(() => loadConfig({ ...base, ...payHereKeys, PAYHERE_MODE: typo })).toThrow(
        /PAYHERE_MODE/,
      );
    }
  });

  it('refuses half a PayHere configuration at start-up', () => {
    expect(() => loadConfig({ ...base, PAYHERE_MERCHANT_ID: '1211149' })).toThrow(
      /PAYHERE_MERCHANT_SECRET/,
    );
    expect(() => loadConfig({ ...base, PAYHERE_MERCHANT_SECRET: 'x' })).toThrow(
      /PAYHERE_MERCHANT_ID/,
    );
  });
});
