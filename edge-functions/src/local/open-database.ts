import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createPgliteDriver } from '../adapters/database/pglite.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { bootstrapDatabase } from '../db/bootstrap.ts';
import { createDatabase } from '../db/database.ts';
import type { Database, DatabaseDriver } from '../ports/database.ts';
import type { Logger } from '../lib/logger.ts';
import { describeThisProcess, lockDataDir, refuseEmbeddedOwner } from './data-dir-lock.ts';
import type { DataDirLock } from './data-dir-lock.ts';

export interface OpenedDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** True when this start created the database and applied the seed. */
  seeded: boolean;
  /** DATA_DIR, held by this process for its life (embedded database only). */
  lock?: DataDirLock;
}

/**
 * Local mode's database: PGlite under DATA_DIR, or the server in DATABASE_URL. A database that
 * Supabase manages (it has `auth.users` but not our local ledger) is never bootstrapped here:
 * the Supabase CLI applies migrations there.
 *
 * PGlite is opened only with DATA_DIR locked to this process (data-dir-lock.ts; throws
 * DataDirInUseError when another process holds it). With a server, processes may share DATA_DIR's
 * storage with each other, but not a directory whose embedded database another process runs.
 */
export async function openDatabase(
  config: AppConfig,
  logger: Logger,
  owner = `${describeThisProcess()} on :${config.port}`,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) await refuseEmbeddedOwner(config.dataDir);
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, owner);
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
    return { db: createDatabase(driver), driver, seeded: false, lock };
  }
  const applied = await bootstrapDatabase(driver, { seed: true });
  if (applied.length > 0) logger.info('database bootstrapped', { applied });
  return { db: createDatabase(driver), driver, seeded: applied.includes('seed.sql'), lock };
}
