import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentResult } from '@contract/checkout.ts';
import { api } from '../../../lib/api-client.ts';

export const paymentResultKeys = {
  all: ['payment-result'] as const,
  session: (sessionId: string) => [...paymentResultKeys.all, sessionId] as const,
};

/** The provider confirms payments by webhook, usually within a second or two of the return. */
const POLL_MS = 1000;

/**
 * GET /v1/public/payments/result?session_id=: the order's status, and the download ref once
 * the webhook has fulfilled it. Asked again every second while the payment is PENDING.
 */
export const paymentResultQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentResultKeys.session(sessionId),
    queryFn: ({ signal }) =>
      api.get<PaymentResult>('/v1/public/payments/result', {
        query: { session_id: sessionId },
        signal,
      }),
    refetchInterval: ({ state }) => {
      const waiting =
        state.data?.status === 'PENDING' || (state.data?.status === 'PAID' && !state.data.ref);
      return waiting ? POLL_MS : false;
    },
  });

export function usePaymentResult(sessionId: string | null) {
  return useQuery({ ...paymentResultQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
