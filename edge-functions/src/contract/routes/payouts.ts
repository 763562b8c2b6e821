import { type ApiRoute, ok, created } from '../api-route.ts';
import {
  payoutAccount,
  payoutAccountRequest,
  payoutOverview,
  payoutRequestBody,
  payoutRequestItem,
  payoutStatement,
  statementQuery,
} from '../payouts.ts';

/** What the handlers in routes/payouts.ts take and answer. */
export const payoutContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/payouts',
    summary: "The creator's balance (pending, available, paid), bank account and payout requests",
    access: 'user',
    answers: ok(payoutOverview),
  },
  {
    method: 'put',
    path: '/payouts/account',
    summary: 'Set the Sri Lankan bank account payouts go to (creators)',
    access: 'user',
    body: payoutAccountRequest,
    errors: ['CREATOR_ONLY'],
    answers: ok(payoutAccount),
  },
  {
    method: 'post',
    path: '/payouts',
    summary: 'Ask for a payout of the available balance or part of it (at least the minimum)',
    access: 'user',
    body: payoutRequestBody,
    errors: [
      'CREATOR_ONLY',
      'PAYOUT_BELOW_MINIMUM',
      'PAYOUT_OVER_BALANCE',
      'PAYOUT_OPEN',
      'PAYOUT_ACCOUNT_MISSING',
    ],
    answers: created(payoutRequestItem),
  },
  {
    method: 'get',
    path: '/payouts/statement',
    summary: "A month's statement: sales, reversals and payouts with opening and closing balance",
    access: 'user',
    query: statementQuery,
    answers: ok(payoutStatement),
  },
];
