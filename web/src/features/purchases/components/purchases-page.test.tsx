import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@contract/checkout.ts';
import { photoCardFixture } from '../../../test/account-fixtures.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PurchasesPage } from './purchases-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const purchase = (id: string, name: string, onSale: boolean): Purchase => ({
  ref: `ref-${id}`,
  order_id: `order-${id}`,
  amount: 4500,
  currency: 'LKR',
  is_free: false,
  downloads_left: 4,
  max_downloads: 5,
  expires_at: '2099-01-01T00:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  download_url: `/v1/public/photos/download?ref=ref-${id}`,
  on_sale: onSale,
  photo: photoCardFixture(id, name),
});

describe('PurchasesPage', () => {
  it('keeps a photo the creator removed since: no link to its page, the download still offered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          purchase('a', 'Sigiriya at dawn', true),
          purchase('b', 'Galle Fort lighthouse', false),
        ]),
      ),
    );
    renderWithApp(<PurchasesPage />);

    const [live, removed] = await screen.findAllByTestId('purchase');
    expect(within(live!).getByRole('link', { name: 'Sigiriya at dawn alt' })).toBeTruthy();
    expect(within(live!).queryByText(/No longer on LankaLens/)).toBeNull();

    expect(within(removed!).getByText('Galle Fort lighthouse')).toBeTruthy();
    expect(within(removed!).getByText(/No longer on LankaLens/)).toBeTruthy();
    expect(within(removed!).queryByRole('link', { name: 'Galle Fort lighthouse alt' })).toBeNull();
    expect(within(removed!).getByRole('img', { name: 'Galle Fort lighthouse alt' })).toBeTruthy();
    expect(within(removed!).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/v1/public/photos/download?ref=ref-b',
    );
  });
});
