import { z } from 'zod';

/**
 * Payouts to creators: their bank account, their balance, requests and monthly statements, and
 * the admin payout queue. Money in rupees (2 decimals), as every answer of the contract.
 * Account numbers are never answered whole: `account_last4` only (the admin's CSV export is the
 * one place that carries them).
 */

export const payoutStatus = z.enum(['REQUESTED', 'APPROVED', 'PAID', 'REJECTED']);
export type PayoutStatus = z.infer<typeof payoutStatus>;

const accountText = (label: string) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(2, `Please enter the ${label}`)
    .max(100, `The ${label} can have at most 100 characters`);

/** PUT /v1/payouts/account: a Sri Lankan bank account. */
export const payoutAccountRequest = z.object({
  bank_name: accountText('bank name'),
  branch: accountText('branch'),
  account_holder: accountText('account holder name'),
  account_number: z
    .string({ error: 'Please enter the account number' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Please enter the account number')
        .regex(/^[0-9]{6,20}$/, 'An account number has 6 to 20 digits'),
    ),
});
export type PayoutAccountRequest = z.input<typeof payoutAccountRequest>;

export const payoutAccount = z.object({
  bank_name: z.string(),
  branch: z.string(),
  account_holder: z.string(),
  /** The last four digits; the full number is never answered. */
  account_last4: z.string(),
  updated_at: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** POST /v1/payouts: without an amount, the whole available balance. */
export const payoutRequestBody = z.object({
  amount: z
    .union([z.literal(''), z.coerce.number()], {
      error: 'Please enter the amount in digits, such as 5000 or 5000.50',
    })
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .number()
        .positive('Please enter an amount in rupees')
        .multipleOf(0.01, 'An amount has at most two decimals')
        .optional(),
    )
    .optional(),
});

export const payoutRequestItem = z.object({
  id: z.string(),
  amount: z.number(),
  status: payoutStatus,
  bank_name: z.string(),
  account_last4: z.string(),
  bank_reference: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PayoutRequestItem = z.infer<typeof payoutRequestItem>;

/** GET /v1/payouts: the creator's balance, rules, account and requests (newest first). */
export const payoutOverview = z.object({
  balance: z.object({
    /** Earnings still within the hold period. */
    pending: z.number(),
    /** What a request may ask for now. */
    available: z.number(),
    /** Open requests (requested or approved, not yet paid). */
    reserved: z.number(),
    paid: z.number(),
    /** Reversals after a payout, taken from the next earnings. */
    owed: z.number(),
  }),
  minimum: z.number(),
  hold_days: z.number(),
  account: payoutAccount.nullable(),
  requests: z.array(payoutRequestItem),
});
export type PayoutOverview = z.infer<typeof payoutOverview>;

/** GET /v1/payouts/statement?month=YYYY-MM (Sri Lankan calendar month). */
export const statementQuery = z.object({
  month: z
    .string({ error: 'Give the month as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM'),
});

/**
 * The facts a statement line's description is made of, so that a client writes the line in its
 * reader's language instead of taking the English text apart (issue 20): a sale or a reversal
 * (refund or chargeback) of a photo, or a payout to a bank account.
 */
export const statementLineParts = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['SALE', 'REFUND', 'CHARGEBACK']), photo_name: z.string() }),
  z.object({
    type: z.literal('PAYOUT'),
    bank_name: z.string(),
    account_last4: z.string(),
    bank_reference: z.string(),
  }),
]);
export type StatementLineParts = z.infer<typeof statementLineParts>;

export const statementLine = z.object({
  at: z.string(),
  kind: z.enum(['SALE', 'REVERSAL', 'PAYOUT']),
  /**
   * In English: 'Sale: {photo}', 'Refund: {photo}', 'Chargeback: {photo}', 'Payout to {bank}
   * ending {last4} (ref. {reference})'.
   */
  description: z.string(),
  parts: statementLineParts,
  /** Signed: sales add, reversals and payouts take away. */
  amount: z.number(),
});

export const payoutStatement = z.object({
  month: z.string(),
  creator: z.object({
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable(),
  }),
  /** Earnings minus reversals minus payouts before the month, and at its end. */
  opening_balance: z.number(),
  closing_balance: z.number(),
  totals: z.object({ sales: z.number(), reversals: z.number(), payouts: z.number() }),
  lines: z.array(statementLine),
});
export type PayoutStatement = z.infer<typeof payoutStatement>;

/** GET /v1/admin/payouts?status=...: the queue, oldest first. */
export const adminPayoutQuery = z.object({ status: payoutStatus.default('REQUESTED') });

export const adminPayoutItem = payoutRequestItem.extend({
  branch: z.string(),
  account_holder: z.string(),
  creator: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
  }),
});
export type AdminPayoutItem = z.infer<typeof adminPayoutItem>;

/** POST /v1/admin/payouts/{id}/mark_paid */
export const markPaidRequest = z.object({
  bank_reference: z
    .string({ error: 'Please give the bank reference' })
    .trim()
    .min(1, 'Please give the bank reference')
    .max(100, 'The bank reference can have at most 100 characters'),
});

/** The answer of every admin decision on a payout. */
export const payoutDecisionAnswer = z.object({ id: z.string(), status: payoutStatus });
export type PayoutDecisionAnswer = z.infer<typeof payoutDecisionAnswer>;
