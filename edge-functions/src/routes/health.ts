import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { healthQuery, type HealthAnswer } from '../contract/ops.ts';
import { AppError } from '../lib/app-error.ts';
import { parseQuery } from '../lib/request-input.ts';
import { constantTimeEqual } from '../lib/secure-token.ts';
import { deepHealth } from '../ops/deep-health.ts';

/**
 * Liveness and readiness: answers ok only when the database answers. With `deep=1` and the
 * monitor's token (HEALTH_TOKEN), every part of the marketplace, and 503 naming what fails.
 */
export function healthRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<AppEnv>().get('/health', async (c) => {
    const { deep, token } = parseQuery(c, healthQuery);
    if (deep !== '1') {
      await db.asUser(null, (tx) => tx.query('select 1'));
      return c.json({ status: 'ok' } satisfies HealthAnswer);
    }
    const expected = config.env.HEALTH_TOKEN;
    if (!expected) throw new AppError('NOT_FOUND');
    // Its own header: Authorization carries sessions (middleware/principal.ts).
    const given = c.req.header('x-health-token') ?? token ?? '';
    if (!constantTimeEqual(given, expected)) throw new AppError('HEALTH_TOKEN');
    const health = await deepHealth(deps, {
      now: deps.now?.() ?? new Date(),
      maxQueueLagSeconds: config.env.HEALTH_MAX_QUEUE_LAG_SECONDS,
    });
    // Never cached: a monitor must see the state of this moment.
    c.header('cache-control', 'no-store');
    if (health.failing.length > 0) {
      deps.logger.warn('deep health check failing', { failing: health.failing });
      const named = health.failing.map(({ part, why }) => `${part} (${why})`).join('; ');
      throw new AppError('UNHEALTHY', `Failing: ${named}`);
    }
    return c.json({ status: 'ok', checks: health.checks } satisfies HealthAnswer);
  });
}
