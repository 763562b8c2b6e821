import { describe, expect, it } from 'vitest';
import { readPayoutAmount } from './payout-amount.ts';

describe('readPayoutAmount', () => {
  it('reads rupees in digits, with a thousands comma and up to two decimals', () => {
    expect(readPayoutAmount('')).toEqual({ amount: null });
    expect(readPayoutAmount('  ')).toEqual({ amount: null });
    expect(readPayoutAmount('5000')).toEqual({ amount: 5000 });
    expect(readPayoutAmount('5,000.50')).toEqual({ amount: 5000.5 });
    expect(readPayoutAmount(' 6300.5 ')).toEqual({ amount: 6300.5 });
    expect(readPayoutAmount('.5')).toEqual({ amount: 0.5 });
  });

  it('says what is wrong: letters or signs, three decimals, zero', () => {
    for (const text of ['abc', '50OO', 'Rs. 5000', '5000-', '1e4', '5.000.5', '-5000', '5 000'])
      expect(readPayoutAmount(text)).toEqual({ problem: 'stats.payouts.amountDigits' });
    expect(readPayoutAmount('5000.505')).toEqual({ problem: 'stats.payouts.amountDecimals' });
    expect(readPayoutAmount('0')).toEqual({ problem: 'stats.payouts.amountPositive' });
    expect(readPayoutAmount('0.00')).toEqual({ problem: 'stats.payouts.amountPositive' });
  });
});
