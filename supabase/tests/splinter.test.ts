/**
 * Supabase's own database linter (splinter: the queries behind the dashboard's Security and
 * Performance Advisors, kept in this repository at supabase/tests/splinter/) on the migrated database. Every
 * WARN or ERROR finding fails the test unless it is one of the documented exceptions below
 * (docs/security.md, "Database linter"), and each exception must still be reported, so the
 * list never outlives its reason.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from '../../edge-functions/src/adapters/database/pglite.ts';
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase, supabaseDir } from '../../edge-functions/src/db/bootstrap.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

const splinterFile =
  process.env.SPLINTER_SQL ?? path.resolve(supabaseDir, 'tests/splinter/splinter.sql');

/** Findings we keep on purpose, by cache_key, with the reason (docs/security.md repeats it). */
export const intendedFindings: Record<string, string> = {
  'authenticated_security_definer_function_executable_public_become_creator_username text':
    'The RPC that makes a signed-in user a creator: it must write the role the guard trigger ' +
    'keeps from clients, and checks the caller (auth.uid()) inside.',
  authenticated_security_definer_function_executable_public_request_verification_:
    'The RPC that files a verification request for the caller: it sets verify_requested, ' +
    'which clients may not write, after checking eligibility for auth.uid() inside.',
};

interface Finding {
  name: string;
  level: string;
  detail: string;
  cache_key: string;
}

/** Runs the linter's one query inside a transaction, as its README says, and answers its rows. */
type RunLinter = (query: string) => Promise<Finding[]>;

function lintSuite(
  label: string,
  connect: () => Promise<{ run: RunLinter; close: () => Promise<void> }>,
) {
  describe(`Supabase database linter (splinter) on the migrated database, ${label}`, () => {
    let findings: Finding[];
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      if (!existsSync(splinterFile)) {
        throw new Error(`splinter.sql not found at ${splinterFile} (set SPLINTER_SQL)`);
      }
      const connection = await connect();
      close = connection.close;
      const rows = await connection.run(await readFile(splinterFile, 'utf8'));
      findings = rows.map(({ name, level, detail, cache_key }) => ({
        name,
        level,
        detail,
        cache_key,
      }));
    }, 120_000);
    afterAll(async () => {
      await close?.();
    });

    it('reports no WARN or ERROR beyond the documented exceptions', () => {
      const unexpected = findings.filter(
        (finding) => finding.level !== 'INFO' && !(finding.cache_key in intendedFindings),
      );
      expect(unexpected.map((f) => `${f.level} ${f.name}: ${f.detail}`)).toEqual([]);
    });

    it('still reports each documented exception (the list stays current)', () => {
      const reported = new Set(findings.map((finding) => finding.cache_key));
      expect(Object.keys(intendedFindings).filter((key) => !reported.has(key))).toEqual([]);
    });
  });
}

// As on Supabase: PostgREST exposes public and graphql_public.
const exposeSchemas = `set local pgrst.db_schemas = 'public, graphql_public'`;

lintSuite('PGlite', async () => {
  const driver = await createPgliteDriver({});
  await bootstrapDatabase(driver, { seed: false });
  return {
    async run(query) {
      const results = await driver.pglite.exec(`begin; ${exposeSchemas}; ${query}; rollback;`);
      return results
        .flatMap((result) => result.rows as unknown as Finding[])
        .filter((row) => row.cache_key);
    },
    close: () => driver.close(),
  };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  lintSuite('a Postgres server', async () => {
    const database = await createThrowawayDatabase(serverUrl);
    const driver = createPostgresDriver({ url: database.url, max: 1 });
    await bootstrapDatabase(driver, { seed: false });
    await driver.close();
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    return {
      run: (query) =>
        sql.begin(async (tx) => {
          await tx.unsafe(exposeSchemas);
          const results = (await tx.unsafe(query).simple()) as unknown as unknown[];
          // The file's `set local search_path` answers an empty result first.
          return (Array.isArray(results[0]) ? results.at(-1) : results) as Finding[];
        }),
      async close() {
        await sql.end({ timeout: 5 });
        await database.drop();
      },
    };
  });
}
