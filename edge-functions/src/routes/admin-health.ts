import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { AdminHealth } from '../contract/ops.ts';
import { adminHealthFigures } from '../ops/health-figures.ts';
import { asAdmin } from '../rules/admin-access.ts';

/**
 * GET /v1/admin/health: every figure of the admin console's Health tab in one answer (issue 41).
 * The role is checked first, in its own transaction; the figures then read through the service
 * path (payment notices and heartbeats are service-only tables).
 */
export function adminHealthRoutes(deps: AppDeps) {
  const now = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>().get('/admin/health', async (c) => {
    await asAdmin(c, deps.db, async () => undefined);
    const figures = await adminHealthFigures(deps, now());
    return c.json(figures satisfies AdminHealth);
  });
}
