/**
 * Runs pgTAP suites of this folder (the same files `supabase test db` runs) and turns every TAP
 * line into a vitest assertion: one `it` per file. Used by pgtap.test.ts (every suite, on the
 * ordinary database) and old-project.test.ts (the privilege suites, on a database built as an
 * older Supabase project has it).
 *
 * - On a fresh in-memory PGlite database bootstrapped without the seed.
 * - On a Postgres server when TEST_DATABASE_URL is set: a throw-away database
 *   `marketplace_test_<random>` is created from it, bootstrapped, tested and dropped.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgtap } from '@electric-sql/pglite-pgtap';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from '../../edge-functions/src/adapters/database/pglite.ts';
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase, type BootstrapOptions } from '../../edge-functions/src/db/bootstrap.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

const testsDir = path.dirname(fileURLToPath(import.meta.url));

/** Every suite file, in the order they run (000_test_helpers.sql first: it installs pgTAP). */
export async function suiteFiles(): Promise<string[]> {
  return (await readdir(testsDir)).filter((name) => name.endsWith('.sql')).sort();
}

interface TapLine {
  ok: boolean;
  text: string;
  diagnostics: string[];
}

interface TapReport {
  planned: number | null;
  lines: TapLine[];
}

/** Reads TAP output: the plan, each `ok`/`not ok` line and the `#` diagnostics under it. */
export function parseTap(output: string[]): TapReport {
  const report: TapReport = { planned: null, lines: [] };
  for (const line of output.flatMap((chunk) => chunk.split('\n'))) {
    const plan = /^1\.\.(\d+)/.exec(line);
    if (plan) report.planned = Number(plan[1]);
    else if (/^(not )?ok\b/.test(line))
      report.lines.push({ ok: line.startsWith('ok'), text: line, diagnostics: [] });
    else if (line.startsWith('#')) report.lines.at(-1)?.diagnostics.push(line);
  }
  return report;
}

/** The text values a script's statements answered, in order (pgTAP answers one column). */
type RunScript = (sql: string) => Promise<string[]>;
type Connect = () => Promise<{ run: RunScript; close: () => Promise<void> }>;

function assertTap(file: string, output: string[]) {
  const report = parseTap(output);
  expect(report.lines.length, `${file}: no TAP output`).toBeGreaterThan(0);
  for (const line of report.lines) {
    expect.soft(line.ok, [line.text, ...line.diagnostics].join('\n')).toBe(true);
  }
  expect(
    report.lines.length,
    `${file}: planned ${report.planned}, ran ${report.lines.length}`,
  ).toBe(report.planned);
}

/** One `describe` of `label` running `files` in order on one database. */
export function defineSuites(label: string, files: string[], connect: Connect) {
  describe(`pgTAP on ${label}`, () => {
    let run: RunScript;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ run, close } = await connect());
    });
    afterAll(async () => {
      await close?.();
    });

    for (const file of files) {
      it(file, async () => {
        const sql = await readFile(path.join(testsDir, file), 'utf8');
        assertTap(file, await run(sql));
      });
    }
  });
}

function columnValues(rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => String(Object.values(row)[0] ?? ''));
}

type DatabaseKind = Omit<BootstrapOptions, 'seed'>;

/** A fresh PGlite database with pgTAP, compat and the migrations (no seed). */
export function onPglite(kind: DatabaseKind = {}): Connect {
  return async () => {
    const driver = await createPgliteDriver({ extensions: { pgtap } });
    await bootstrapDatabase(driver, { ...kind, seed: false });
    return {
      async run(sql) {
        try {
          const results = await driver.pglite.exec(sql);
          return results.flatMap((result) => columnValues(result.rows));
        } finally {
          // A suite that died half-way must not leave its transaction open for the next one.
          await driver.pglite.exec('rollback').catch(() => {});
        }
      },
      close: () => driver.close(),
    };
  };
}

/** A throw-away database on the server behind `serverUrl`, bootstrapped the same way. */
export function onServer(serverUrl: string, kind: DatabaseKind = {}): Connect {
  return async () => {
    const database = await createThrowawayDatabase(serverUrl);
    const driver = createPostgresDriver({ url: database.url, max: 1 });
    await bootstrapDatabase(driver, { ...kind, seed: false });
    await driver.close();
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    return {
      async run(script) {
        try {
          const results = (await sql.unsafe(script).simple()) as unknown as
            Record<string, unknown>[] | Record<string, unknown>[][];
          const sets = Array.isArray(results[0])
            ? (results as Record<string, unknown>[][])
            : [results as Record<string, unknown>[]];
          return sets.flatMap(columnValues);
        } finally {
          await sql.unsafe('rollback').catch(() => {});
        }
      },
      async close() {
        await sql.end({ timeout: 5 });
        await database.drop();
      },
    };
  };
}
