import { type ApiRoute, ok } from '../api-route.ts';
import {
  checkoutFreeAnswer,
  checkoutFreeRequest,
  checkoutOrPriceAnswer,
  checkoutRequest,
} from '../checkout.ts';

/** What the handlers in routes/checkout.ts take and answer. */
export const checkoutContract: ApiRoute[] = [
  {
    method: 'post',
    path: '/public/photos/{id}/checkout',
    summary: 'Price check or checkout for a visitor',
    access: 'public',
    body: checkoutRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutOrPriceAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/checkout',
    summary: 'Price check or checkout for the signed-in user',
    access: 'user',
    body: checkoutRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutOrPriceAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/checkout_free',
    summary: 'Complete a free download (the link is e-mailed)',
    access: 'user',
    body: checkoutFreeRequest,
    errors: ['CONFLICT', 'RATE_LIMITED'],
    answers: ok(checkoutFreeAnswer),
  },
];
