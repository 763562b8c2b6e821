import type { PayoutAccount, PayoutRequestItem } from '../contract/payouts.ts';
import type { DbColumns } from '../db/rows.ts';
import { isoTime } from './photo-detail.ts';

/**
 * Payout requests and accounts as the creator's page and the admin queue show them: select
 * lists, rows and mappers. Neither list names account_number: answers carry the last four digits.
 */
export const payoutRequestColumns = `r.id, r.amount_cents, r.status, r.bank_name, r.account_last4,
  r.bank_reference, r.rejection_reason, r.created_at, r.decided_at, r.paid_at`;

export type PayoutRequestRow = DbColumns<
  'payout_requests',
  | 'id'
  | 'amount_cents'
  | 'status'
  | 'bank_name'
  | 'account_last4'
  | 'bank_reference'
  | 'rejection_reason'
  | 'created_at'
  | 'decided_at'
  | 'paid_at',
  'created_at' | 'decided_at' | 'paid_at'
>;

export function toPayoutRequest({ amount_cents, ...row }: PayoutRequestRow): PayoutRequestItem {
  return {
    ...row,
    amount: rupees(amount_cents),
    created_at: isoTime(row.created_at),
    decided_at: isoTime(row.decided_at),
    paid_at: isoTime(row.paid_at),
  };
}

export const payoutAccountColumns = `bank_name, branch, account_holder, account_last4, updated_at`;

export type PayoutAccountRow = DbColumns<
  'payout_accounts',
  'bank_name' | 'branch' | 'account_holder' | 'account_last4' | 'updated_at',
  'updated_at'
>;

export function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return { ...row, updated_at: isoTime(row.updated_at) };
}

/** Cents (bigint columns may arrive as strings) to rupees. */
export function rupees(cents: number | string): number {
  return Number(cents) / 100;
}
