import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';
import {
  adminJob,
  jobRetryAnswer,
  reviewQueueItem,
  verificationDecisionAnswer,
  verificationRequestItem,
} from '../admin.ts';
import { decisionReason, jobListQuery, statusMoveAnswer } from '../creator.ts';

/** What the handlers in routes/admin.ts take and answer. */
export const adminContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/admin/review_queue',
    summary: 'Photos waiting for review',
    access: 'admin',
    answers: ok(z.array(reviewQueueItem)),
  },
  {
    method: 'post',
    path: '/admin/photos/{id}/accept',
    summary: 'Accept a photo (it is published by the worker)',
    access: 'admin',
    errors: ['STATUS_FORBIDS', 'FINGERPRINT_PENDING', 'DUPLICATE_UNDECIDED'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'post',
    path: '/admin/photos/{id}/reject',
    summary: 'Reject a photo with a reason',
    access: 'admin',
    body: decisionReason,
    errors: ['STATUS_FORBIDS'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'get',
    path: '/admin/verification_requests',
    summary: 'Creator verification requests',
    access: 'admin',
    answers: ok(z.array(verificationRequestItem)),
  },
  {
    method: 'post',
    path: '/admin/verification_requests/{id}/approve',
    summary: 'Verify a creator',
    access: 'admin',
    errors: ['CONFLICT'],
    answers: ok(verificationDecisionAnswer),
  },
  {
    method: 'post',
    path: '/admin/verification_requests/{id}/deny',
    summary: 'Deny a verification request with a reason',
    access: 'admin',
    body: decisionReason,
    errors: ['CONFLICT'],
    answers: ok(verificationDecisionAnswer),
  },
  {
    method: 'get',
    path: '/admin/jobs',
    summary: 'Background jobs by status',
    access: 'admin',
    query: jobListQuery,
    answers: ok(z.array(adminJob)),
  },
  {
    method: 'post',
    path: '/admin/jobs/{id}/retry',
    summary: 'Run a dead job again',
    access: 'admin',
    params: { id: z.coerce.number().int().positive() },
    errors: ['CONFLICT'],
    answers: ok(jobRetryAnswer),
  },
];
