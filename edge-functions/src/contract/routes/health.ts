import { type ApiRoute, ok } from '../api-route.ts';
import { healthAnswer, healthQuery } from '../ops.ts';

/** What the handlers in routes/health.ts take and answer. */
export const healthContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/health',
    summary:
      'Liveness; with deep=1 and the monitor token (HEALTH_TOKEN), the database, storage, worker heartbeat and queue lag (503 naming what fails)',
    access: 'public',
    query: healthQuery,
    answers: ok(healthAnswer),
    errors: ['NOT_FOUND', 'HEALTH_TOKEN', 'UNHEALTHY'],
  },
];
