import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { purchaseSchema, type Purchase } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';

/** What the signed-in user bought (GET /v1/purchases): one entry per download grant. */
export const purchaseKeys = { all: ['purchases'] as const };

export const purchasesQuery = queryOptions({
  queryKey: purchaseKeys.all,
  queryFn: async () => z.array(purchaseSchema).parse(await api.get('/v1/purchases')),
  // Downloads left change with every download; always ask again on the page.
  staleTime: 0,
});

export function usePurchases() {
  return useQuery(purchasesQuery);
}

export type GrantState = 'available' | 'expired' | 'used-up';

/** Whether the original can still be downloaded, and if not why (docs/payments.md). */
export function grantState(purchase: Purchase, now: Date = new Date()): GrantState {
  if (new Date(purchase.expires_at).getTime() <= now.getTime()) return 'expired';
  if (purchase.downloads_left <= 0) return 'used-up';
  return 'available';
}
