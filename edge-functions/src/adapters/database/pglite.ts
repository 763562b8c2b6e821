import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { DatabaseDriver, Statement, Tx } from '../../ports/database.ts';
import { numericParsers } from './type-parsers.ts';

export interface PgliteOptions {
  /** Directory to persist to; omitted = in memory. */
  dataDir?: string;
  /** A data dir dump (from `dumpDataDir`) to start from: tests clone a migrated database. */
  loadDataDir?: Blob;
  /** Extra PGlite extensions (tests add pgTAP). */
  extensions?: Record<string, unknown>;
}

export const pgliteExtensions = { pgcrypto, pg_trgm, unaccent, uuid_ossp };

/** Embedded Postgres (WASM). One connection: PGlite queues transactions itself. */
export async function createPgliteDriver(
  options: PgliteOptions = {},
): Promise<DatabaseDriver & { pglite: PGlite }> {
  // PGlite creates its own directory but not the parents (DATA_DIR on a fresh clone).
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const extensions = { ...pgliteExtensions, ...options.extensions } as typeof pgliteExtensions;
  const pglite: PGlite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions,
    parsers: numericParsers,
  });
  // In-process: nothing to gain from sending the opening with the first statement.
  function transaction<T>(fn: (tx: Tx) => Promise<T>, opening?: Statement) {
    return pglite.transaction(async (inner) => {
      if (opening) await inner.query(opening.text, opening.params as unknown[]);
      return fn({
        async query<R>(text: string, params: readonly unknown[] = []) {
          const result = await inner.query<R>(text, params as unknown[]);
          return result.rows;
        },
      });
    });
  }
  return {
    pglite,
    transaction,
    statement: <R>(text: string, params: readonly unknown[], opening?: Statement) =>
      transaction((tx) => tx.query<R>(text, params), opening),
    async runScript(sql: string) {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
