import { type ApiRoute, ok } from '../api-route.ts';
import { creatorStats, dailyStats, dailyStatsQuery } from '../creator.ts';

/** What the handlers in routes/creator-stats.ts take and answer. */
export const creatorStatsContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/creator/stats',
    summary: "The creator's dashboard",
    access: 'user',
    answers: ok(creatorStats),
  },
  {
    method: 'get',
    path: '/creator/stats/daily',
    summary: "The dashboard's charts: one point per day",
    access: 'user',
    query: dailyStatsQuery,
    errors: ['NOT_FOUND'],
    answers: ok(dailyStats),
  },
];
