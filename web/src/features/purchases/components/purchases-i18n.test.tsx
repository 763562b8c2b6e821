import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '@contract/checkout.ts';
import { photoCardFixture } from '../../../test/account-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PurchasesPage } from './purchases-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const purchase: Purchase = {
  ref: 'ref-a',
  order_id: 'order-a',
  amount: 4500,
  currency: 'LKR',
  is_free: false,
  downloads_left: 4,
  max_downloads: 5,
  expires_at: '2099-01-01T00:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  download_url: '/v1/public/photos/download?ref=ref-a',
  on_sale: true,
  photo: photoCardFixture('a', 'Sigiriya at dawn'),
};

describe('My Purchases in Tamil and Sinhala', () => {
  it('gives the downloads left and the button in Tamil', async () => {
    fakeApi({ 'GET /v1/purchases': () => Response.json([purchase]) });
    renderWithApp(<PurchasesPage />, { language: 'ta' });
    expect(await screen.findByText(/5 பதிவிறக்கங்களில் 4 மீதம்/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'பதிவிறக்கு' })).toBeTruthy();
  });

  it('prices the purchase in rupees in Sinhala', async () => {
    fakeApi({ 'GET /v1/purchases': () => Response.json([purchase]) });
    renderWithApp(<PurchasesPage />, { language: 'si' });
    expect(await screen.findByText(/රු\.\s?4,500\.00/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'මගේ මිලදී ගැනීම්' })).toBeTruthy();
  });
});
