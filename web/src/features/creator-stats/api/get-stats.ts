import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { creatorStats, dailyStats } from '@contract/creator.ts';
import { api } from '../../../lib/api-client.ts';

/** The dashboard's two calls: totals per photo, and the daily series (overall or one photo). */
export const statsKeys = {
  all: ['creator-stats'] as const,
  totals: () => [...statsKeys.all, 'totals'] as const,
  daily: (days: 30 | 90, photo: string | null) => [...statsKeys.all, 'daily', days, photo] as const,
};

export const statsQuery = () =>
  queryOptions({
    queryKey: statsKeys.totals(),
    queryFn: async () => creatorStats.parse(await api.get<unknown>('/v1/creator/stats')),
  });

export const dailyQuery = (days: 30 | 90, photo: string | null) =>
  queryOptions({
    queryKey: statsKeys.daily(days, photo),
    queryFn: async () =>
      dailyStats.parse(
        await api.get<unknown>('/v1/creator/stats/daily', {
          query: { days: String(days), photo: photo ?? undefined },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useStats = () => useQuery(statsQuery());
export const useDailyStats = (days: 30 | 90, photo: string | null) =>
  useQuery(dailyQuery(days, photo));
