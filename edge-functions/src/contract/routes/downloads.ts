import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';
import { downloadQuery, purchaseSchema } from '../checkout.ts';

/** What the handlers in routes/downloads.ts take and answer. */
export const downloadContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/photos/download',
    summary:
      'Download a bought or free original by its grant ref (with Supabase Storage: a redirect to a one-minute signed URL)',
    access: 'public',
    query: downloadQuery,
    errors: ['NOT_FOUND', 'DOWNLOAD_REVOKED', 'DOWNLOAD_EXPIRED', 'DOWNLOADS_EXHAUSTED'],
    answers: { 200: 'file', 302: 'redirect' },
  },
  {
    method: 'get',
    path: '/purchases',
    summary: "The buyer's download grants",
    access: 'user',
    answers: ok(z.array(purchaseSchema)),
  },
];
