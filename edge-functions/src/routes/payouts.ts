import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  payoutAccountRequest,
  payoutRequestBody,
  statementQuery,
  type PayoutAccount,
  type PayoutOverview,
  type PayoutRequestItem,
  type PayoutStatement,
  type StatementLineParts,
} from '../contract/payouts.ts';
import { AppError } from '../lib/app-error.ts';
import { parseBody, parseQuery } from '../lib/request-input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { requireUser } from '../middleware/principal.ts';
import { payoutRequestedMail } from '../mail/payout-mails.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import {
  payoutAccountColumns,
  payoutRequestColumns,
  rupees,
  toPayoutAccount,
  toPayoutRequest,
  type PayoutAccountRow,
  type PayoutRequestRow,
} from '../presenters/payout.ts';
import { isoTime } from '../presenters/photo-detail.ts';

interface BalanceRow {
  pending_cents: number;
  available_cents: number;
  reserved_cents: number;
  paid_cents: number;
  owed_cents: number;
  hold_days: number;
  minimum_cents: number;
}

interface StatementRow {
  at: Date | string;
  kind: 'SALE' | 'REVERSAL' | 'PAYOUT';
  description: string;
  amount_cents: number | string;
  /** SALE and REVERSAL: the photo's title; REVERSAL: REFUND or CHARGEBACK. */
  photo_name: string | null;
  reason: 'REFUND' | 'CHARGEBACK' | null;
  /** PAYOUT: where it went and the bank's reference. */
  bank_name: string | null;
  account_last4: string | null;
  bank_reference: string | null;
}

/** The facts the row's English description was written from (contract/payouts.ts). */
function statementParts(row: StatementRow): StatementLineParts {
  if (row.kind === 'PAYOUT') {
    return {
      type: 'PAYOUT',
      bank_name: row.bank_name!,
      account_last4: row.account_last4!,
      bank_reference: row.bank_reference!,
    };
  }
  return { type: row.kind === 'SALE' ? 'SALE' : row.reason!, photo_name: row.photo_name! };
}

/**
 * A creator's payouts (docs/payments.md, Payouts). The rules live in the database
 * (supabase/schemas/12_payouts.sql): the balance is read from the ledger by
 * app_private.payout_balance, and the request trigger checks the amount, the minimum, the single
 * open request and the account under a per-creator lock. The request is written on the service
 * path so that its e-mail commits with it; the trigger checks the caller's own balance.
 */
export function payoutRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/payouts', async (c) => {
      const principal = requireUser(c);
      const overview = await db.asUser(principal, async (tx) => {
        const [balance] = await tx.query<BalanceRow>(
          `select b.*, app_private.payout_setting('payout_hold_days', 14) as hold_days,
                  app_private.payout_setting('payout_minimum_cents', 500000) as minimum_cents
             from app_private.payout_balance((select auth.uid())) b`,
        );
        const [account] = await tx.query<PayoutAccountRow>(
          `select ${payoutAccountColumns} from public.payout_accounts
            where creator_id = (select auth.uid())`,
        );
        const requests = await tx.query<PayoutRequestRow>(
          `select ${payoutRequestColumns} from public.payout_requests r
            where r.creator_id = (select auth.uid())
            order by r.created_at desc, r.id`,
        );
        return { balance: balance!, account, requests };
      });
      const { balance } = overview;
      return c.json({
        balance: {
          pending: rupees(balance.pending_cents),
          available: rupees(balance.available_cents),
          reserved: rupees(balance.reserved_cents),
          paid: rupees(balance.paid_cents),
          owed: rupees(balance.owed_cents),
        },
        minimum: rupees(balance.minimum_cents),
        hold_days: Number(balance.hold_days),
        account: overview.account ? toPayoutAccount(overview.account) : null,
        requests: overview.requests.map(toPayoutRequest),
      } satisfies PayoutOverview);
    })
    .put('/payouts/account', async (c) => {
      const principal = requireUser(c);
      const body = await parseBody(c, payoutAccountRequest);
      const values = [body.bank_name, body.branch, body.account_holder, body.account_number];
      // RLS and the account trigger: the caller's own row, creators only (1111). Update, else
      // insert: an upsert would need to read account_number, which clients cannot.
      const account = await db.asUser(principal, async (tx) => {
        const [changed] = await tx.query<PayoutAccountRow>(
          `update public.payout_accounts
              set bank_name = $1, branch = $2, account_holder = $3, account_number = $4
            where creator_id = (select auth.uid())
           returning ${payoutAccountColumns}`,
          values,
        );
        if (changed) return changed;
        const [added] = await tx.query<PayoutAccountRow>(
          `insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
           values ($1, $2, $3, $4)
           returning ${payoutAccountColumns}`,
          values,
        );
        return added;
      });
      return c.json(toPayoutAccount(account!) satisfies PayoutAccount);
    })
    .post('/payouts', async (c) => {
      const principal = requireUser(c);
      const { amount } = await parseBody(c, payoutRequestBody);
      const request = await db.asService(async (tx) => {
        const [row] = await tx.query<PayoutRequestRow & { email: string }>(
          `insert into public.payout_requests as r (creator_id, amount_cents) values ($1, $2)
           returning ${payoutRequestColumns}, app_private.account_email(r.creator_id) as email`,
          [principal.userId, amount === undefined ? null : Math.round(amount * 100)],
        );
        const { email, ...request } = row!;
        await enqueueMail(
          tx,
          payoutRequestedMail(await recipientLanguage(tx, principal.userId), email, {
            amountCents: Number(request.amount_cents),
            bankName: request.bank_name,
            accountLast4: request.account_last4,
          }),
        );
        return request;
      });
      return c.json(toPayoutRequest(request) satisfies PayoutRequestItem, 201);
    })
    .get('/payouts/statement', async (c) => {
      const principal = requireUser(c);
      const { month } = parseQuery(c, statementQuery);
      const statement = await db.asUser(principal, async (tx) => {
        const [creator] = await tx.query<PayoutStatement['creator']>(
          `select first_name, last_name, username from public.profiles
            where id = (select auth.uid())`,
        );
        if (!creator) throw new AppError('NOT_FOUND');
        // The month's Sri Lankan days (UTC+05:30, as the dashboard's days): [start, end).
        const bounds = `with bounds as (
            select (($1 || '-01')::timestamp - interval '5 hours 30 minutes') at time zone 'UTC' as start_at,
                   ((($1 || '-01')::date + interval '1 month')::timestamp
                      - interval '5 hours 30 minutes') at time zone 'UTC' as end_at)`;
        // RLS limits each table to the caller's own rows.
        const lines = await tx.query<StatementRow>(
          `${bounds}
           select e.created_at as at, 'SALE' as kind, 'Sale: ' || p.name as description,
                  e.net_cents as amount_cents, p.name as photo_name, null as reason,
                  null as bank_name, null as account_last4, null as bank_reference
             from public.creator_earnings e join public.photos p on p.id = e.photo_id, bounds
            where e.created_at >= bounds.start_at and e.created_at < bounds.end_at
           union all
           select v.created_at, 'REVERSAL',
                  initcap(v.reason) || ': ' || p.name, -v.net_cents, p.name, v.reason,
                  null, null, null
             from public.earning_reversals v
             join public.creator_earnings e on e.id = v.earning_id
             join public.photos p on p.id = e.photo_id, bounds
            where v.created_at >= bounds.start_at and v.created_at < bounds.end_at
           union all
           select r.paid_at, 'PAYOUT',
                  'Payout to ' || r.bank_name || ' ending ' || r.account_last4
                    || ' (ref. ' || r.bank_reference || ')', -r.amount_cents, null, null,
                  r.bank_name, r.account_last4, r.bank_reference
             from public.payout_requests r, bounds
            where r.status = 'PAID' and r.paid_at >= bounds.start_at and r.paid_at < bounds.end_at
            order by 1, 2`,
          [month],
        );
        const [opening] = await tx.query<{ cents: number | string }>(
          `${bounds}
           select (select coalesce(sum(net_cents), 0) from public.creator_earnings, bounds
                    where created_at < bounds.start_at)
                - (select coalesce(sum(net_cents), 0) from public.earning_reversals, bounds
                    where created_at < bounds.start_at)
                - (select coalesce(sum(amount_cents), 0) from public.payout_requests, bounds
                    where status = 'PAID' and paid_at < bounds.start_at) as cents`,
          [month],
        );
        return { creator, lines, openingCents: Number(opening!.cents) };
      });
      const total = (kind: StatementRow['kind']) =>
        rupees(
          statement.lines
            .filter((line) => line.kind === kind)
            .reduce((sum, line) => sum + Math.abs(Number(line.amount_cents)), 0),
        );
      const monthCents = statement.lines.reduce((sum, line) => sum + Number(line.amount_cents), 0);
      return c.json({
        month,
        creator: statement.creator,
        opening_balance: rupees(statement.openingCents),
        closing_balance: rupees(statement.openingCents + monthCents),
        totals: { sales: total('SALE'), reversals: total('REVERSAL'), payouts: total('PAYOUT') },
        lines: statement.lines.map((line) => ({
          at: isoTime(line.at),
          kind: line.kind,
          description: line.description,
          parts: statementParts(line),
          amount: rupees(line.amount_cents),
        })),
      } satisfies PayoutStatement);
    });
}
