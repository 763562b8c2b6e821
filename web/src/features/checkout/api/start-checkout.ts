import { useMutation } from '@tanstack/react-query';
import type { CheckoutAnswer, CheckoutFreeAnswer } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';

/** The signed-out buyer's details, as the public checkout takes them. */
export interface BuyerDetails {
  name: string;
  email: string;
  confirm_email: string;
}

export type PaymentProvider = 'STRIPE' | 'PAYHERE';

/** The provider the buyer chose and, for PayHere, the billing details its page asks for. */
export interface PaymentChoice {
  provider: PaymentProvider;
  billing?: { phone: string; address: string; city: string; country: string };
}

export type CheckoutOutcome =
  /** A free photo: the download link is on its way to this address. */
  | { kind: 'emailed'; email: string }
  /** A paid photo: the card provider's hosted checkout page. */
  | { kind: 'redirect'; url: string }
  /** A paid photo through PayHere: its hosted checkout takes these fields by a form POST. */
  | { kind: 'post'; url: string; fields: Record<string, string> };

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
  choice?: PaymentChoice,
): Promise<CheckoutOutcome> {
  const answer = await api.post<CheckoutAnswer>(checkoutPath(photoId, buyer === null), {
    price_check: false,
    ...buyer,
    ...(choice && { provider: choice.provider, ...choice.billing }),
  });
  if (answer.ipg === 'STRIPE') return { kind: 'redirect', url: answer.stripe.url };
  if (answer.ipg === 'PAYHERE') {
    return { kind: 'post', url: answer.payhere.url, fields: answer.payhere.fields };
  }
  if (buyer) return { kind: 'emailed', email: buyer.email };
  const free = await api.post<CheckoutFreeAnswer>(
    `/v1/photos/${encodeURIComponent(photoId)}/checkout_free`,
    { session_id: answer.id },
  );
  return { kind: 'emailed', email: free.email };
}

export function useStartCheckout(photoId: string) {
  return useMutation({
    mutationFn: ({ buyer, choice }: { buyer: BuyerDetails | null; choice?: PaymentChoice }) =>
      startCheckout(photoId, buyer, choice),
    // The page shows failures itself (spec 8: free download 'Please try again later').
    onError: () => {},
  });
}
