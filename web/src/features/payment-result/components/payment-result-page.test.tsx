import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PaymentResultPage } from './payment-result-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page at `route`, with the API answering `answer` for any session id. */
function renderResult(route: string, answer: { status: string; ref: string | null }) {
  const api = fakeApi({
    'GET /v1/public/payments/result': () => Response.json(answer),
  });
  renderWithApp(<PaymentResultPage />, { route });
  return api;
}

const downloadLinks = () =>
  screen
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.includes('/download'));

describe('PaymentResultPage: only what it asked the API counts (issue 34)', () => {
  it('shows no success and no download for a ref in the address without a session', async () => {
    const api = renderResult('/payment_result?success=true&ref=forged-ref', {
      status: 'PAID',
      ref: 'never-asked',
    });
    expect(await screen.findByRole('heading', { name: 'Payment Error!' })).toBeTruthy();
    expect(downloadLinks()).toEqual([]);
    expect(api.callsTo('GET', '/v1/public/payments/result')).toEqual([]);
  });

  it("links the API's ref for the session, ignoring a ref, order id or next address it added", async () => {
    const api = renderResult(
      '/payment_result?success=true&session_id=cs_1&ref=forged-ref&order_id=x&next=https%3A%2F%2Fevil.example',
      { status: 'PAID', ref: 'server-ref' },
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(downloadLinks()).toEqual(['/v1/public/photos/download?ref=server-ref']);
    const [asked] = api.callsTo('GET', '/v1/public/payments/result');
    expect(asked?.query.get('session_id')).toBe('cs_1');
  });

  it('keeps waiting while the API has not confirmed, whatever ref the address carries', async () => {
    renderResult('/payment_result?success=true&session_id=cs_2&ref=forged-ref', {
      status: 'PENDING',
      ref: null,
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(downloadLinks()).toEqual([]);
  });
});
