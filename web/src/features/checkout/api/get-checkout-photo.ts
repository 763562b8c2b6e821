import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceCheckAnswer } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './keys.ts';

/**
 * The price as the server will charge it (spec 4, Checkout: price_check=true answers ipg and
 * amount). The invoice shows this amount, never one computed in the browser; the purchase itself
 * is priced again by the server. (The photo: `usePhoto` in lib/public-photo.ts.)
 */
export const priceCheckQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.price(id),
    queryFn: () =>
      api.post<PriceCheckAnswer>(`/v1/public/photos/${encodeURIComponent(id)}/checkout`, {
        price_check: true,
      }),
  });

export function usePriceCheck(id: string) {
  return useQuery(priceCheckQuery(id));
}
