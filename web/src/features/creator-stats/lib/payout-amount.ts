/**
 * What is wrong with a typed payout amount, as a catalogue key, before it is sent (issue 37): the
 * API's answer to letters was only 'Invalid input'. Empty asks for the whole available balance;
 * otherwise rupees in digits with at most two decimals (a thousands comma is allowed, as the page
 * writes amounts that way).
 */
export type AmountProblem =
  'stats.payouts.amountDigits' | 'stats.payouts.amountDecimals' | 'stats.payouts.amountPositive';

/** The amount to send: null for the whole balance, a number, or what is wrong with the text. */
export function readPayoutAmount(
  text: string,
): { amount: number | null } | { problem: AmountProblem } {
  const plain = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (plain === '') return { amount: null };
  if (!/^\d*\.?\d+$|^\d+\.$/.test(plain)) return { problem: 'stats.payouts.amountDigits' };
  if (/\.\d{3,}$/.test(plain)) return { problem: 'stats.payouts.amountDecimals' };
  const amount = Number(plain);
  return amount > 0 ? { amount } : { problem: 'stats.payouts.amountPositive' };
}
