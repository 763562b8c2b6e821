import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoDetail } from '@contract/browse.ts';
import type { PriceCheckAnswer } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './keys.ts';

const photoPath = (id: string) => `/v1/public/photos/${encodeURIComponent(id)}`;

/** The photo being bought, for the invoice (GET /v1/public/photos/{id}). */
export const checkoutPhotoQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.photo(id),
    queryFn: ({ signal }) => api.get<PhotoDetail>(photoPath(id), { signal }),
  });

/**
 * The price as the server will charge it (spec 4, Checkout: price_check=true answers ipg and
 * amount). The invoice shows this amount, never one computed in the browser.
 */
export const priceCheckQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.price(id),
    queryFn: () => api.post<PriceCheckAnswer>(`${photoPath(id)}/checkout`, { price_check: true }),
    staleTime: 0,
  });

export function useCheckoutPhoto(id: string) {
  return useQuery(checkoutPhotoQuery(id));
}

export function usePriceCheck(id: string) {
  return useQuery(priceCheckQuery(id));
}
