import type { DbColumns } from '../db/rows.ts';

/**
 * The approved payouts as a bank bulk-transfer upload: one CSV line per transfer, RFC 4180
 * quoting, CRLF line ends, amounts in rupees with two decimals and no thousands separator, and
 * the payout's id as the transfer reference so the statement line can be matched back. The
 * column set is the one Sri Lankan banks' corporate portals take for a "CSV bulk payment" file
 * (docs/payments.md); a bank whose template orders them differently needs only a column map.
 */
export type BankTransferRow = DbColumns<
  'payout_requests',
  'id' | 'amount_cents' | 'account_holder' | 'account_number' | 'bank_name' | 'branch'
>;

const HEADER = [
  'beneficiary_name',
  'account_number',
  'bank_name',
  'branch_name',
  'amount',
  'currency',
  'reference',
];

export function bankTransferCsv(rows: BankTransferRow[]): string {
  const lines = rows.map((row) => [
    row.account_holder,
    row.account_number,
    row.bank_name,
    row.branch,
    (Number(row.amount_cents) / 100).toFixed(2),
    'LKR',
    transferReference(row.id),
  ]);
  return [HEADER, ...lines].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A bank reference field is short: "LL" and the first 12 hex digits of the payout's id. */
export function transferReference(id: string): string {
  return `LL${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * Quotes a field when it needs it; a field that a spreadsheet would run as a formula gets a
 * leading apostrophe (names are the creators' own text).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
