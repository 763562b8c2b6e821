import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createPgliteDriver } from '../adapters/database/pglite.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { bootstrapDatabase } from '../db/bootstrap.ts';
import { createDatabase } from '../db/database.ts';
import type { Database, DatabaseDriver } from '../ports/database.ts';
import type { Logger } from '../lib/logger.ts';

export interface OpenedDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** True when this start created the database and applied the seed. */
  seeded: boolean;
}

/**
 * Local mode's database: PGlite under DATA_DIR, or the server in DATABASE_URL. A database that
 * Supabase manages (it has `auth.users` but not our local ledger) is never bootstrapped here:
 * the Supabase CLI applies migrations there.
 */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<OpenedDatabase> {
  const driver = config.databaseUrl
    ? createPostgresDriver({ url: config.databaseUrl })
    : await createPgliteDriver({ dataDir: path.join(config.dataDir, 'pgdata') });

  const [state] = await driver.transaction((tx) =>
    tx.query<{ has_auth: boolean; has_ledger: boolean }>(
      `select to_regclass('auth.users') is not null as has_auth,
              to_regclass('local_bootstrap.applied') is not null as has_ledger`,
    ),
  );
  if (state?.has_auth && !state.has_ledger) {
    logger.info('database managed elsewhere: skipping local bootstrap');
    return { db: createDatabase(driver), driver, seeded: false };
  }
  const applied = await bootstrapDatabase(driver, { seed: true });
  if (applied.length > 0) logger.info('database bootstrapped', { applied });
  return { db: createDatabase(driver), driver, seeded: applied.includes('seed.sql') };
}
