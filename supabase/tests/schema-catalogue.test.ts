/**
 * The declarative schema files (`supabase/schemas`, in the order `config.toml` gives) and the
 * migration history (`supabase/migrations`) must build the same database: a change edits the
 * schema file AND adds a migration (docs/conventions.md). Compared on PGlite, and on a Postgres
 * server when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from '../../edge-functions/src/adapters/database/pglite.ts';
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase } from '../../edge-functions/src/db/bootstrap.ts';
import type { DatabaseDriver } from '../../edge-functions/src/ports/database.ts';
import { readCatalogue, type Catalogue } from './catalogue.ts';
import { applySchemaFiles } from './schema-files.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/** Lines one catalogue has and the other lacks, per part: empty when they are the same. */
function differences(fromSchemas: Catalogue, fromMigrations: Catalogue): string[] {
  const lines: string[] = [];
  for (const part of Object.keys(fromSchemas)) {
    const schemaSide = new Set(fromSchemas[part]);
    const migrationSide = new Set(fromMigrations[part]);
    for (const line of fromSchemas[part]!)
      if (!migrationSide.has(line)) lines.push(`only in schemas   [${part}] ${line}`);
    for (const line of fromMigrations[part]!)
      if (!schemaSide.has(line)) lines.push(`only in migrations [${part}] ${line}`);
  }
  return lines;
}

type Open = () => Promise<{ driver: DatabaseDriver; close: () => Promise<void> }>;

function defineComparison(label: string, open: Open) {
  describe(`schema files and migrations on ${label}`, () => {
    let fromSchemas: Catalogue;
    let fromMigrations: Catalogue;

    beforeAll(async () => {
      const a = await open();
      const b = await open();
      try {
        await applySchemaFiles(a.driver);
        await bootstrapDatabase(b.driver, { seed: false });
        fromSchemas = await readCatalogue(a.driver);
        fromMigrations = await readCatalogue(b.driver);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('build databases with the same catalogue', () => {
      expect(differences(fromSchemas, fromMigrations)).toEqual([]);
    });

    it('compare every kind of object the schema defines', () => {
      // A comparison of empty lists would pass whatever the files say.
      for (const part of ['tables', 'functions', 'policies', 'triggers', 'indexes'] as const) {
        const key = part === 'tables' ? 'relations' : part;
        expect(fromSchemas[key]!.length, part).toBeGreaterThan(10);
      }
      expect(fromSchemas.functions!.some((line) => line.includes('guard_photo_update'))).toBe(true);
    });
  });
}

defineComparison('PGlite', async () => {
  const driver = await createPgliteDriver();
  return { driver, close: () => driver.close() };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  defineComparison('the PostgreSQL server', async () => {
    const database = await createThrowawayDatabase(serverUrl);
    const driver = createPostgresDriver({ url: database.url, max: 1 });
    return {
      driver,
      async close() {
        await driver.close();
        await database.drop();
      },
    };
  });
}

describe('a local database built from another migration history', () => {
  let driver: DatabaseDriver;
  afterAll(async () => {
    await driver?.close();
  });

  it('is refused with what to do, before anything is applied', async () => {
    driver = await createPgliteDriver();
    await driver.runScript(`
      create schema local_bootstrap;
      create table local_bootstrap.applied (name text primary key, applied_at timestamptz not null default now());
      insert into local_bootstrap.applied (name) values ('migrations/20261121100000_foundation.sql');
    `);
    await expect(bootstrapDatabase(driver, { seed: true })).rejects.toThrow(
      /20261121100000_foundation\.sql.*Delete the data directory/,
    );
    const [profiles] = await driver.transaction((tx) =>
      tx.query<{ found: string | null }>(`select to_regclass('public.profiles')::text as found`),
    );
    expect(profiles?.found).toBeNull();
  });
});
