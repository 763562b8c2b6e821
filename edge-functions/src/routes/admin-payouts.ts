import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { decisionReason } from '../contract/creator.ts';
import { uuid } from '../contract/fields.ts';
import {
  adminPayoutQuery,
  markPaidRequest,
  type AdminPayoutItem,
  type PayoutDecisionAnswer,
  type PayoutStatus,
} from '../contract/payouts.ts';
import type { DbColumns, DbRow } from '../db/rows.ts';
import { AppError } from '../lib/app-error.ts';
import { parseBody, parseParam, parseQuery } from '../lib/request-input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { payoutPaidMail, payoutRejectedMail } from '../mail/payout-mails.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import { bankTransferCsv, type BankTransferRow } from '../payments/bank-transfer-csv.ts';
import type { Principal, Tx } from '../ports/database.ts';
import {
  payoutRequestColumns,
  toPayoutRequest,
  type PayoutRequestRow,
} from '../presenters/payout.ts';
import { asAdmin, recordAdminAction } from '../rules/admin-access.ts';

/**
 * The admin payout queue: list requests by status, approve, mark paid with the bank's reference
 * or reject with a reason, and export the approved ones as a bank bulk-transfer file. Each
 * decision re-checks the ADMIN role, lets the payout trigger check the move, and writes the
 * creator's e-mail and the audit entry in the same service transaction.
 */
export function adminPayoutRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/admin/payouts', async (c) => {
      const { status } = parseQuery(c, adminPayoutQuery);
      const rows = await asAdmin(c, db, (tx) =>
        tx.query<QueueRow>(
          `select ${payoutRequestColumns}, r.branch, r.account_holder, r.creator_id,
                  u.first_name, u.last_name, u.username,
                  app_private.account_email(r.creator_id) as email
             from public.payout_requests r
             join public.profiles u on u.id = r.creator_id
            where r.status = $1
            order by r.created_at, r.id
            limit 500`,
          [status],
        ),
      );
      return c.json(
        rows.map(
          ({
            branch,
            account_holder,
            creator_id,
            first_name,
            last_name,
            username,
            email,
            ...request
          }): AdminPayoutItem => ({
            ...toPayoutRequest(request),
            branch,
            account_holder,
            creator: { id: creator_id, first_name, last_name, username, email },
          }),
        ),
      );
    })
    .get('/admin/payouts/export.csv', async (c) => {
      const rows = await asAdmin(c, db, async (tx, admin) => {
        const approved = await tx.query<BankTransferRow>(
          `select id, amount_cents, account_holder, account_number, bank_name, branch
             from public.payout_requests
            where status = 'APPROVED'
            order by created_at, id`,
        );
        // The file carries full account numbers: who took it, and which, is on the trail.
        await recordAdminAction(tx, admin, 'payout.export', 'payout_export', today(), {
          ids: approved.map((row) => row.id),
        });
        return approved;
      });
      return c.body(bankTransferCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="payouts-approved-${today()}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .post('/admin/payouts/:id/approve', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        await decide(tx, admin, id, 'REQUESTED', { status: 'APPROVED' });
      });
      return c.json({ id, status: 'APPROVED' } satisfies PayoutDecisionAnswer);
    })
    .post('/admin/payouts/:id/mark_paid', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        // Read after the role check: a non-admin learns nothing about the body's rules.
        const { bank_reference } = await parseBody(c, markPaidRequest);
        const taken = await tx.query(
          `select 1 from public.payout_requests where bank_reference = $1`,
          [bank_reference],
        );
        if (taken.length > 0)
          throw new AppError('CONFLICT', 'This bank reference is already recorded');
        const payout = await decide(tx, admin, id, 'APPROVED', { status: 'PAID', bank_reference });
        const language = await recipientLanguage(tx, payout.creator_id);
        await enqueueMail(
          tx,
          payoutPaidMail(language, payout.email, facts(payout), bank_reference),
        );
      });
      return c.json({ id, status: 'PAID' } satisfies PayoutDecisionAnswer);
    })
    .post('/admin/payouts/:id/reject', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        const { reason } = await parseBody(c, decisionReason);
        const payout = await decide(tx, admin, id, ['REQUESTED', 'APPROVED'], {
          status: 'REJECTED',
          rejection_reason: reason,
        });
        const language = await recipientLanguage(tx, payout.creator_id);
        await enqueueMail(tx, payoutRejectedMail(language, payout.email, facts(payout), reason));
      });
      return c.json({ id, status: 'REJECTED' } satisfies PayoutDecisionAnswer);
    });
}

type DecidedRow = DbColumns<
  'payout_requests',
  'creator_id' | 'amount_cents' | 'bank_name' | 'account_last4'
> & { email: string };

const auditAction = {
  APPROVED: 'payout.approve',
  PAID: 'payout.mark_paid',
  REJECTED: 'payout.reject',
} as const;

/**
 * Moves a request that is in `from` to its decision and records it on the audit trail: 404 when
 * there is no such request, 1505 when it is in another state (a repeated or late decision
 * changes nothing and sends no mail).
 */
async function decide(
  tx: Tx,
  admin: Principal,
  id: string,
  from: PayoutStatus | PayoutStatus[],
  change: {
    status: keyof typeof auditAction;
    bank_reference?: string;
    rejection_reason?: string;
  },
): Promise<DecidedRow> {
  const [row] = await tx.query<DecidedRow>(
    `update public.payout_requests r
        set status = $3, bank_reference = coalesce($4, r.bank_reference),
            rejection_reason = coalesce($5, r.rejection_reason)
      where r.id = $1 and r.status = any(string_to_array($2, ',')::public.payout_status[])
     returning r.creator_id, r.amount_cents, r.bank_name, r.account_last4,
               app_private.account_email(r.creator_id) as email`,
    [
      id,
      [from].flat().join(','),
      change.status,
      change.bank_reference ?? null,
      change.rejection_reason ?? null,
    ],
  );
  if (row) {
    await recordAdminAction(tx, admin, auditAction[change.status], 'payout', id, {
      creator: row.creator_id,
      amount_cents: Number(row.amount_cents),
      ...(change.bank_reference ? { bank_reference: change.bank_reference } : {}),
      ...(change.rejection_reason ? { reason: change.rejection_reason } : {}),
    });
    return row;
  }
  const found = await tx.query(`select 1 from public.payout_requests where id = $1`, [id]);
  throw new AppError(found.length === 0 ? 'NOT_FOUND' : 'PAYOUT_STATE_FORBIDS');
}

const facts = (payout: DecidedRow) => ({
  amountCents: Number(payout.amount_cents),
  bankName: payout.bank_name,
  accountLast4: payout.account_last4,
});

/** Today's date (UTC) for file names and the export's audit entry. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

type QueueRow = PayoutRequestRow &
  DbColumns<'payout_requests', 'branch' | 'account_holder' | 'creator_id'> & {
    first_name: DbRow<'profiles'>['first_name'];
    last_name: DbRow<'profiles'>['last_name'];
    username: DbRow<'profiles'>['username'];
    email: string;
  };
