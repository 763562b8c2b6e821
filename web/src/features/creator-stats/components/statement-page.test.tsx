import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutStatement } from '@contract/payouts.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { fakeApi } from '../../../test/fake-api.ts';
import { StatementPage } from './statement-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A month with a sale, its refund and a payout, as GET /v1/payouts/statement answers it. */
const statement: PayoutStatement = {
  month: '2026-11',
  creator: { first_name: 'Nuwan', last_name: 'Perera', username: 'nuwan.perera' },
  opening_balance: 1000,
  closing_balance: 500,
  totals: { sales: 2500, reversals: 2500, payouts: 500 },
  lines: [
    {
      at: '2026-11-03T04:00:00.000Z',
      kind: 'SALE',
      description: 'Sale: Galle Fort: ramparts',
      parts: { type: 'SALE', photo_name: 'Galle Fort: ramparts' },
      amount: 2500,
    },
    {
      at: '2026-11-04T04:00:00.000Z',
      kind: 'REVERSAL',
      description: 'Chargeback: Galle Fort: ramparts',
      parts: { type: 'CHARGEBACK', photo_name: 'Galle Fort: ramparts' },
      amount: -2500,
    },
    {
      at: '2026-11-20T04:00:00.000Z',
      kind: 'PAYOUT',
      description: 'Payout to Sampath Bank ending 4321 (ref. SB-77)',
      parts: {
        type: 'PAYOUT',
        bank_name: 'Sampath Bank',
        account_last4: '4321',
        bank_reference: 'SB-77',
      },
      amount: -500,
    },
  ],
};

const entries = () =>
  screen
    .getAllByRole('row')
    .slice(2, -1) // the header and the opening balance; the closing balance
    .map((row) => row.querySelectorAll('td')[1]!.textContent);

// Chakra's tables render slowly in jsdom on a loaded machine.
describe('StatementPage', { timeout: 20_000 }, () => {
  it("writes each line from the API's parts in Tamil", async () => {
    fakeApi({ 'GET /v1/payouts/statement': () => Response.json(statement) });
    renderWithApp(<StatementPage month="2026-11" />, { language: 'ta' });
    expect(await screen.findByText('விற்பனை: Galle Fort: ramparts')).toBeTruthy();
    expect(entries()).toEqual([
      'விற்பனை: Galle Fort: ramparts',
      'கார்டு கட்டணத் திருப்பல்: Galle Fort: ramparts',
      'Sampath Bank, 4321 இல் முடியும் கணக்குக்குக் கொடுப்பனவு (குறிப்பு எண் SB-77)',
    ]);
  });

  it('writes them in Sinhala, and in English exactly as the API described them', async () => {
    fakeApi({ 'GET /v1/payouts/statement': () => Response.json(statement) });
    const { unmount } = renderWithApp(<StatementPage month="2026-11" />, { language: 'si' });
    expect(await screen.findByText('විකිණීම: Galle Fort: ramparts')).toBeTruthy();
    expect(entries()[2]).toBe('Sampath Bank, 4321 න් අවසන් වන ගිණුමට ගෙවීම (යොමු අංකය SB-77)');
    unmount();
    renderWithApp(<StatementPage month="2026-11" />);
    expect(await screen.findByText('Sale: Galle Fort: ramparts')).toBeTruthy();
    expect(entries()).toEqual(statement.lines.map((line) => line.description));
  });

  it.each(['en', 'si', 'ta'] as const)(
    '%s: an amount never wraps inside itself (no-wrap cells, no-break spaces)',
    async (language) => {
      fakeApi({ 'GET /v1/payouts/statement': () => Response.json(statement) });
      renderWithApp(<StatementPage month="2026-11" />, { language });
      await screen.findAllByText(/Galle Fort: ramparts/);
      const amounts = screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[2]!)
        .filter((cell) => cell.textContent !== '');
      expect(amounts.map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual(
        language === 'si'
          ? ['රු. 1,000.00', 'රු. 2,500.00', '− රු. 2,500.00', '− රු. 500.00', 'රු. 500.00']
          : ['Rs. 1,000.00', 'Rs. 2,500.00', '− Rs. 2,500.00', '− Rs. 500.00', 'Rs. 500.00'],
      );
      for (const cell of amounts) {
        expect(cell.textContent).not.toMatch(/[ \t\n]/);
        expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
      }
    },
  );
});
