import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutOverview } from '@contract/payouts.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { PayoutsSection } from './payouts-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const overview = (changes: Partial<PayoutOverview> = {}): PayoutOverview => ({
  balance: { pending: 3150, available: 6300, reserved: 0, paid: 0, owed: 0 },
  minimum: 5000,
  hold_days: 14,
  account: {
    bank_name: 'Commercial Bank of Ceylon',
    branch: 'Kandy',
    account_holder: 'Nuwan Perera',
    account_last4: '6789',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
  requests: [],
  ...changes,
});

/** A request for the whole balance, as POST /v1/payouts answers it. */
const requested = {
  id: 'a0000000-0000-4000-8000-000000000001',
  amount: 6300,
  status: 'REQUESTED' as const,
  bank_name: 'Commercial Bank of Ceylon',
  account_last4: '6789',
  bank_reference: null,
  rejection_reason: null,
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  paid_at: null,
};

/** The overview once all 6,300 rupees are asked for: reserved, not available. */
const afterRequest = () =>
  overview({
    balance: { pending: 0, available: 0, reserved: 6300, paid: 0, owed: 0 },
    requests: [requested],
  });

// Chakra's dialogs and tables render slowly in jsdom on a loaded machine.
describe('PayoutsSection', { timeout: 20_000 }, () => {
  it('shows the balance and the account by its last four digits only', async () => {
    fakeApi({ 'GET /v1/payouts': () => Response.json(overview()) });
    renderWithApp(<PayoutsSection />);
    expect(await screen.findByText('Rs. 6,300.00')).toBeTruthy();
    expect(screen.getByText('Rs. 3,150.00')).toBeTruthy();
    expect(screen.getByText(/account ending 6789/)).toBeTruthy();
  });

  it('speaks Sinhala: the balance in rupees, the hold period as a plural, the request button', async () => {
    fakeApi({ 'GET /v1/payouts': () => Response.json(overview()) });
    renderWithApp(<PayoutsSection />, { language: 'si' });
    expect(await screen.findByText('රු. 6,300.00')).toBeTruthy();
    expect(screen.getByText('විකිණීමෙන් පසු දින 14ක්')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ගෙවීම ඉල්ලන්න' })).toBeTruthy();
    expect(screen.getByText(/6789 න් අවසන් වන ගිණුම/)).toBeTruthy();
  });

  it('asks for the whole available balance when no amount is typed', async () => {
    const api = fakeApi({
      'GET /v1/payouts': () => Response.json(overview()),
      'POST /v1/payouts': () => Response.json(requested, { status: 201 }),
    });
    renderWithApp(<PayoutsSection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Payout of Rs. 6,300.00 requested')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('POST', '/v1/payouts')[0]!.body!)).toEqual({});
  });

  it("shows the server's refusal above the form", async () => {
    fakeApi({
      'GET /v1/payouts': () => Response.json(overview()),
      'POST /v1/payouts': apiError(409, 1502, 'The amount is more than your available balance'),
    });
    renderWithApp(<PayoutsSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount in rupees'), '9000');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The amount is more than your available balance',
    );
  });

  it('explains why no request is possible below the minimum', async () => {
    fakeApi({
      'GET /v1/payouts': () =>
        Response.json(
          overview({ balance: { pending: 0, available: 4000, reserved: 0, paid: 0, owed: 0 } }),
        ),
    });
    renderWithApp(<PayoutsSection />);
    expect(
      await screen.findByText('You can ask for a payout from Rs. 5,000.00 available.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('forgets the account number once saved: reopening the form shows an empty field', async () => {
    let account = overview().account!;
    const api = fakeApi({
      'GET /v1/payouts': () => Response.json(overview({ account })),
      'PUT /v1/payouts/account': () => {
        account = { ...account, account_last4: '3354', updated_at: '2026-11-26T10:00:00.000Z' };
        return Response.json(account);
      },
    });
    renderWithApp(<PayoutsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change bank account' }));
    await user.type(
      await screen.findByLabelText('Account number (now ending 6789)'),
      '7002 1100 3354',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/account ending 3354/)).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/payouts/account')[0]!.body!.get('account_number')).toContain(
      '3354',
    );
    await user.click(screen.getByRole('button', { name: 'Change bank account' }));
    const number = (await screen.findByLabelText(
      'Account number (now ending 3354)',
    )) as HTMLInputElement;
    expect(number.value).toBe('');
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe(
      'Commercial Bank of Ceylon',
    );
  });

  it('shows a requested amount as its own figure, beside available, pending and paid', async () => {
    fakeApi({
      'GET /v1/payouts': () => Response.json(afterRequest()),
    });
    renderWithApp(<PayoutsSection />);
    const figure = (await screen.findByText('Requested', { selector: 'dt' })).closest('dl')!;
    expect(figure.querySelector('dd')!.textContent).toBe('Rs.\u00a06,300.00');
    expect(figure.parentElement!.textContent).toContain('Asked for, not paid yet');
    const available = screen.getByText('Available', { selector: 'dt' }).closest('dl')!;
    expect(available.querySelector('dd')!.textContent).toBe('Rs.\u00a00.00');
  });

  it.each([
    ['en', 'Amount in rupees', 'Request payout', 'Use digits only, such as 5000 or 5000.50'],
    ['si', 'මුදල (රුපියල්)', 'ගෙවීම ඉල්ලන්න', 'ඉලක්කම් පමණක් යොදන්න, උදා. 5000 හෝ 5000.50'],
    [
      'ta',
      'தொகை (ரூபாயில்)',
      'கொடுப்பனவைக் கோரு',
      'இலக்கங்களை மட்டும் பயன்படுத்தவும், எ.கா. 5000 அல்லது 5000.50',
    ],
  ] as const)(
    '%s: letters in the amount say what is allowed, and nothing is sent',
    async (language, label, button, message) => {
      const api = fakeApi({ 'GET /v1/payouts': () => Response.json(overview()) });
      renderWithApp(<PayoutsSection />, { language });
      const user = userEvent.setup();
      const field = await screen.findByLabelText(label);
      await user.type(field, 'abc');
      await user.click(screen.getByRole('button', { name: button }));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.body.textContent).toContain(message);
      expect(document.body.textContent).not.toContain('Invalid input');
      expect(api.callsTo('POST', '/v1/payouts')).toHaveLength(0);
    },
  );

  it('keeps the history readable on a phone: the date column holds, a line says it scrolls', async () => {
    fakeApi({
      'GET /v1/payouts': () => Response.json(afterRequest()),
    });
    renderWithApp(<PayoutsSection />, { language: 'ta' });
    const history = await screen.findByRole('region', { name: 'கொடுப்பனவுக் கோரிக்கைகள்' });
    expect(history.getAttribute('tabindex')).toBe('0');
    const hint = document.getElementById(history.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('எல்லா நெடுவரிசைகளையும் பார்க்கப் பக்கவாட்டில் உருட்டவும்.');
    for (const row of within(history).getAllByRole('row')) {
      expect(getComputedStyle(row.firstElementChild!).position).toBe('sticky');
    }
    const amount = within(history).getAllByRole('row')[1]!.children[1]!;
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
  });
});
