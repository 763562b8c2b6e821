import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Database, Principal, Tx } from '../ports/database.ts';

/**
 * Runs `fn` in one service transaction after checking, in that transaction, that the caller is
 * an admin: 401 without a session, 403 (1002) for everyone else.
 */
export async function asAdmin<T>(
  c: Context<AppEnv>,
  db: Database,
  fn: (tx: Tx, admin: Principal) => Promise<T>,
): Promise<T> {
  const principal = requireUser(c);
  return db.asService(async (tx) => {
    const [me] = await tx.query<{ role: string }>(
      `select role from public.profiles where id = $1 for share`,
      [principal.userId],
    );
    if (me?.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    return fn(tx, principal);
  });
}

/** Adds an entry to the audit trail (public.admin_audit) in the decision's own transaction. */
export async function recordAdminAction(
  tx: Tx,
  admin: Principal,
  action: string,
  targetType: string,
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into public.admin_audit (admin_id, action, target_type, target_id, details)
     values ($1, $2, $3, $4, $5::jsonb)`,
    [admin.userId, action, targetType, targetId, details],
  );
}
