import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  payoutAccount,
  payoutOverview,
  payoutRequestItem,
  payoutStatement,
  type PayoutAccountRequest,
} from '@contract/payouts.ts';
import { api } from '../../../lib/api-client.ts';
import { errorShownByCaller } from '../../../lib/error-shown-by-caller.ts';

/** The creator's payouts: balance, bank account, requests and monthly statements. */
export const payoutKeys = {
  all: ['payouts'] as const,
  overview: () => [...payoutKeys.all, 'overview'] as const,
  statement: (month: string) => [...payoutKeys.all, 'statement', month] as const,
};

export const payoutOverviewQuery = () =>
  queryOptions({
    queryKey: payoutKeys.overview(),
    queryFn: async () => payoutOverview.parse(await api.get<unknown>('/v1/payouts')),
  });

export const statementQuery = (month: string) =>
  queryOptions({
    queryKey: payoutKeys.statement(month),
    queryFn: async () =>
      payoutStatement.parse(await api.get<unknown>('/v1/payouts/statement', { query: { month } })),
  });

export const usePayoutOverview = () => useQuery(payoutOverviewQuery());
export const useStatement = (month: string) => useQuery(statementQuery(month));

/** Both answer fresh state that the overview shows: refetch it. */
function usePayoutMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...errorShownByCaller,
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useSaveAccount() {
  return usePayoutMutation(async (input: PayoutAccountRequest) =>
    payoutAccount.parse(await api.put('/v1/payouts/account', input)),
  );
}

/** Without an amount: the whole available balance. */
export function useRequestPayout() {
  return usePayoutMutation(async (amount: number | null) =>
    payoutRequestItem.parse(
      await api.post('/v1/payouts', amount === null ? {} : { amount: String(amount) }),
    ),
  );
}
