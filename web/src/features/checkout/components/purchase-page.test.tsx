import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoDetailFixture } from '../../../test/account-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import type { Language } from '../../../i18n/index.ts';
import { PurchasePage } from './purchase-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';

const photo = photoDetailFixture(ID, 'Sigiriya at dawn', {
  free_download: false,
  price: 4500,
  description: '',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCheckout(providers: ('STRIPE' | 'PAYHERE')[], language: Language = 'en') {
  const api = fakeApi({
    [`GET /v1/public/photos/${ID}`]: () => Response.json(photo),
    'GET /v1/public/config': () =>
      Response.json({
        google_client_id: null,
        facebook: null,
        local_identity: null,
        payment_providers: providers,
      }),
    [`POST /v1/public/photos/${ID}/checkout`]: (call) =>
      call.body?.get('price_check') === 'true'
        ? Response.json({ amount: 4500, currency: 'LKR', ipg: providers[0] })
        : Response.json({
            ipg: 'PAYHERE',
            is_free: false,
            amount: 4500,
            currency: 'LKR',
            payhere: {
              session_id: 'ph_1',
              url: 'https://sandbox.payhere.lk/pay/checkout',
              fields: { merchant_id: '1211149', amount: '4500.00', hash: 'ABC' },
            },
          }),
  });
  renderWithApp(<PurchasePage photoId={ID} />, { language });
  return api;
}

async function fillYourDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Amaya');
  await user.type(screen.getByLabelText('Last name'), 'Perera');
  await user.type(screen.getByLabelText('E-mail'), 'amaya@example.lk');
  await user.type(screen.getByLabelText('Confirm e-mail'), 'amaya@example.lk');
}

describe('PurchasePage: the payment provider', () => {
  it('with both providers, lets the buyer choose; PayHere asks for billing details first', async () => {
    const user = userEvent.setup();
    const api = renderCheckout(['STRIPE', 'PAYHERE']);
    await fillYourDetails(user);
    expect(await screen.findByText('Card payments worldwide')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Stripe' })).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();

    await user.click(screen.getByText('Sri Lankan cards and wallets'));
    expect(screen.getByRole('img', { name: 'PayHere' })).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Sri Lanka');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(screen.getByText('Please enter your city')).toBeTruthy();
    const purchases = () =>
      api
        .callsTo('POST', `/v1/public/photos/${ID}/checkout`)
        .filter((call) => call.body?.get('price_check') === 'false');
    expect(purchases()).toHaveLength(0);

    // Filled in, the order goes to PayHere's hosted checkout as a form POST.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await user.type(screen.getByLabelText('Phone number'), '077 123 4567');
    await user.type(screen.getByLabelText('Address'), '12 Temple Road');
    await user.type(screen.getByLabelText('City'), 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const body = purchases()[0]!.body!;
    expect(Object.fromEntries(body)).toMatchObject({
      provider: 'PAYHERE',
      name: 'Amaya Perera',
      phone: '077 123 4567',
      address: '12 Temple Road',
      city: 'Kandy',
      country: 'Sri Lanka',
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      merchant_id: '1211149',
      amount: '4500.00',
      hash: 'ABC',
    });
  });

  it('with one provider, shows no choice', async () => {
    renderCheckout(['PAYHERE']);
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByText('Pay with')).toBeNull();
    expect(screen.queryByText('Card payments worldwide')).toBeNull();
  });
});

describe('PurchasePage in Tamil', () => {
  it('shows the invoice, the PayHere form and its messages in Tamil, the price in rupees', async () => {
    renderCheckout(['PAYHERE'], 'ta');
    expect(await screen.findByRole('heading', { name: 'வாங்குதல்' })).toBeTruthy();
    expect(screen.getByText('விலைப்பட்டியல்')).toBeTruthy();
    expect(screen.getByText('மொத்தத் தொகை')).toBeTruthy();
    expect(screen.getAllByText(/4,500\.00/).length).toBeGreaterThan(0);
    expect(await screen.findByLabelText('தொலைபேசி எண்')).toBeTruthy();
    expect(screen.queryByText('Confirm Purchase')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'வாங்குதலை உறுதிசெய்' }));
    expect(await screen.findByText('உங்கள் கடைசிப் பெயரை உள்ளிடவும்')).toBeTruthy();
    expect(screen.getByText('உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்')).toBeTruthy();
    // A message of the shared table (i18n/validation.ts) reads in Tamil too.
    expect(screen.getByText('உங்கள் முதல் பெயரை உள்ளிடவும்')).toBeTruthy();
  });
});
