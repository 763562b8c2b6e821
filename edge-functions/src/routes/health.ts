import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { HealthAnswer } from '../contract/api.ts';

/** Liveness and readiness: answers ok only when the database answers. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await db.asUser(null, (tx) => tx.query('select 1'));
    return c.json({ status: 'ok' } satisfies HealthAnswer);
  });
}
