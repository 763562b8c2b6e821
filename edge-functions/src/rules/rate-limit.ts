import type { Database } from '../ports/database.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Counts one hit against `key` in Postgres (so limits hold across instances) and refuses with
 * 429 / 1004 once `maxHits` were made within `windowSeconds`.
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  maxHits: number,
  windowSeconds: number,
): Promise<void> {
  const [row] = await db.asService((tx) =>
    tx.query<{ allowed: boolean }>(
      `select app_private.hit_rate_limit($1, $2, make_interval(secs => $3)) as allowed`,
      [key, maxHits, windowSeconds],
    ),
  );
  if (!row?.allowed) throw new AppError('RATE_LIMITED');
}

/** How many hits `key` has in its current window, without counting one more. */
export async function rateLimitHits(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db.asService((tx) =>
    tx.query<{ hits: number }>(
      `select app_private.rate_limit_hits($1, make_interval(secs => $2)) as hits`,
      [key, windowSeconds],
    ),
  );
  return row?.hits ?? 0;
}
