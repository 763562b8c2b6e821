import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { adminDigestRequest, type AdminDigestSetting, type AdminHealth } from '../contract/ops.ts';
import { parseBody } from '../lib/request-input.ts';
import { adminHealthFigures } from '../ops/health-figures.ts';
import { asAdmin } from '../rules/admin-access.ts';

/**
 * GET /v1/admin/health: every figure of the admin console's Health tab in one answer (issue 41);
 * GET/PUT /v1/admin/digest: the admin's own daily digest setting (worker/digest-jobs.ts).
 * The role is checked first, in its own transaction; the figures then read through the service
 * path (payment notices and heartbeats are service-only tables).
 */
export function adminHealthRoutes(deps: AppDeps) {
  const now = () => deps.now?.() ?? new Date();
  return new Hono<AppEnv>()
    .get('/admin/health', async (c) => {
      await asAdmin(c, deps.db, async () => undefined);
      const figures = await adminHealthFigures(deps, now());
      return c.json(figures satisfies AdminHealth);
    })
    .get('/admin/digest', async (c) => {
      const [row] = await asAdmin(c, deps.db, (tx, admin) =>
        tx.query<{ daily_digest: boolean }>(
          `select daily_digest from app_private.admin_digests where user_id = $1`,
          [admin.userId],
        ),
      );
      return c.json({ daily_digest: row?.daily_digest ?? true } satisfies AdminDigestSetting);
    })
    .put('/admin/digest', async (c) => {
      const answer = await asAdmin(c, deps.db, async (tx, admin) => {
        // Read after the role check: a non-admin learns nothing about the body's rules.
        const { daily_digest } = await parseBody(c, adminDigestRequest);
        await tx.query(
          `insert into app_private.admin_digests (user_id, daily_digest) values ($1, $2)
           on conflict (user_id) do update set daily_digest = excluded.daily_digest`,
          [admin.userId, daily_digest],
        );
        return { daily_digest };
      });
      return c.json(answer satisfies AdminDigestSetting);
    });
}
