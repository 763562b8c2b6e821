import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';
import { duplicateCheck, duplicateDecisionAnswer, suspectedDuplicate } from '../duplicates.ts';

/** What the handlers in routes/duplicates.ts take and answer. */
export const duplicateContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/photos/{id}/duplicate_check',
    summary: "An own photo's duplicate check: pending, clear, or a copy of whose photo",
    access: 'user',
    answers: ok(duplicateCheck),
  },
  {
    method: 'get',
    path: '/admin/duplicates',
    summary: 'Open suspected duplicates, each beside the photo it looks like',
    access: 'admin',
    answers: ok(z.array(suspectedDuplicate)),
  },
  {
    method: 'post',
    path: '/admin/duplicates/{id}/confirm',
    summary: 'Confirm a suspected duplicate (a photo in review goes back with a reason)',
    access: 'admin',
    errors: ['DUPLICATE_DECIDED'],
    answers: ok(duplicateDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/duplicates/{id}/clear',
    summary: 'Clear a suspected duplicate (not a copy); audited',
    access: 'admin',
    errors: ['DUPLICATE_DECIDED'],
    answers: ok(duplicateDecisionAnswer),
  },
];
