import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPayoutItem } from '@contract/payouts.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { PayoutsPanel } from './payouts-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const payout = (status: AdminPayoutItem['status']): AdminPayoutItem => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  amount: 6300,
  status,
  bank_name: 'Commercial Bank of Ceylon',
  branch: 'Kandy',
  account_holder: 'Nuwan Perera',
  account_last4: '6789',
  bank_reference: null,
  rejection_reason: null,
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  paid_at: null,
  creator: {
    id: '00000000-0000-4000-8000-000000000002',
    first_name: 'Nuwan',
    last_name: 'Perera',
    username: 'nuwan.perera',
    email: 'creator@example.com',
  },
});

// Chakra's dialogs and tables render slowly in jsdom on a loaded machine.
describe('PayoutsPanel', { timeout: 20_000 }, () => {
  it('lists requested payouts with the account masked and approves one', async () => {
    const api = fakeApi({
      'GET /v1/admin/payouts': () => Response.json([payout('REQUESTED')]),
      'POST /v1/admin/payouts/a0000000-0000-4000-8000-000000000001/approve': () =>
        Response.json({ id: payout('REQUESTED').id, status: 'APPROVED' }),
    });
    renderWithApp(<PayoutsPanel />);
    const row = (await screen.findByText('creator@example.com')).closest('tr')!;
    expect(within(row).getByText(/ending 6789/)).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payout approved')).toBeTruthy();
    expect(api.callsTo('POST', `/v1/admin/payouts/${payout('REQUESTED').id}/approve`)).toHaveLength(
      1,
    );
  });

  it('marks an approved payout paid only with a bank reference', async () => {
    const path = `/v1/admin/payouts/${payout('APPROVED').id}/mark_paid`;
    const api = fakeApi({
      'GET /v1/admin/payouts': () => Response.json([payout('APPROVED')]),
      [`POST ${path}`]: () => Response.json({ id: payout('APPROVED').id, status: 'PAID' }),
    });
    renderWithApp(<PayoutsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Please give the bank reference')).toBeTruthy();
    expect(api.callsTo('POST', path)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Bank reference'), 'CBC-778812');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout marked paid')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('POST', path)[0]!.body!)).toEqual({
      bank_reference: 'CBC-778812',
    });
  });
});

describe('PayoutsPanel in Sinhala', { timeout: 20_000 }, () => {
  it('reads in Sinhala: headers, status, the amount in rupees and the bank reference message', async () => {
    fakeApi({ 'GET /v1/admin/payouts': () => Response.json([payout('APPROVED')]) });
    renderWithApp(<PayoutsPanel />, { language: 'si' });
    const row = (await screen.findByText('creator@example.com')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'බැංකු ගිණුම' })).toBeTruthy();
    expect(within(row).getByText('Nuwan Perera · අවසාන ඉලක්කම් 6789')).toBeTruthy();
    expect(within(row).getByText(/රු\.\s?6,300\.00/)).toBeTruthy();
    expect(screen.queryByText('Mark paid')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'ගෙවූ බව සලකුණු කරන්න' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ගෙවූ බව සලකුණු කරන්න' }));
    expect(await within(dialog).findByText('කරුණාකර බැංකු යොමු අංකය දෙන්න')).toBeTruthy();
  });
});
