import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';
import { decisionReason } from '../creator.ts';
import {
  adminPayoutItem,
  adminPayoutQuery,
  markPaidRequest,
  payoutDecisionAnswer,
} from '../payouts.ts';

/** What the handlers in routes/admin-payouts.ts take and answer. */
export const adminPayoutContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/admin/payouts',
    summary: 'Payout requests in one status, oldest first (account numbers masked)',
    access: 'admin',
    query: adminPayoutQuery,
    answers: ok(z.array(adminPayoutItem)),
  },
  {
    method: 'get',
    path: '/admin/payouts/export.csv',
    summary: 'The approved payouts as a bank bulk-transfer CSV file',
    access: 'admin',
    answers: ok('file'),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/approve',
    summary: 'Approve a requested payout',
    access: 'admin',
    errors: ['PAYOUT_STATE_FORBIDS'],
    answers: ok(payoutDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/mark_paid',
    summary: "Mark an approved payout paid, with the bank's reference",
    access: 'admin',
    body: markPaidRequest,
    errors: ['PAYOUT_STATE_FORBIDS', 'CONFLICT'],
    answers: ok(payoutDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/payouts/{id}/reject',
    summary: 'Reject a requested or approved payout with a reason (releases the amount)',
    access: 'admin',
    body: decisionReason,
    errors: ['PAYOUT_STATE_FORBIDS'],
    answers: ok(payoutDecisionAnswer),
  },
];
