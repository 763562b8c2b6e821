import { useMutation } from '@tanstack/react-query';
import type { CheckoutAnswer, CheckoutFreeAnswer } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';

/** The signed-out buyer's details, as the public checkout takes them. */
export interface BuyerDetails {
  name: string;
  email: string;
  confirm_email: string;
}

export type CheckoutOutcome =
  /** A free photo: the download link is on its way to this address. */
  | { kind: 'emailed'; email: string }
  /** A paid photo: the card provider's hosted checkout page. */
  | { kind: 'redirect'; url: string };

const checkoutPath = (photoId: string, signedIn: boolean) =>
  `/v1/${signedIn ? '' : 'public/'}photos/${encodeURIComponent(photoId)}/checkout`;

/**
 * Starts the purchase (spec 4, Checkout). Signed out: the public checkout with the buyer's name
 * and e-mail (a free photo's link is e-mailed at once). Signed in: the buyer's own checkout, and
 * for a free photo the 'Complete Downloading' step (checkout_free) that sends the link.
 */
export async function startCheckout(
  photoId: string,
  buyer: BuyerDetails | null,
): Promise<CheckoutOutcome> {
  const answer = await api.post<CheckoutAnswer>(checkoutPath(photoId, buyer === null), {
    price_check: false,
    ...buyer,
  });
  if (answer.ipg === 'STRIPE') return { kind: 'redirect', url: answer.stripe.url };
  if (buyer) return { kind: 'emailed', email: buyer.email };
  const free = await api.post<CheckoutFreeAnswer>(
    `/v1/photos/${encodeURIComponent(photoId)}/checkout_free`,
    { session_id: answer.id },
  );
  return { kind: 'emailed', email: free.email };
}

export function useStartCheckout(photoId: string) {
  return useMutation({
    mutationFn: (buyer: BuyerDetails | null) => startCheckout(photoId, buyer),
    // The page shows failures itself (spec 8: free download 'Please try again later').
    onError: () => {},
  });
}
