import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseDriver } from '../ports/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const supabaseDir = path.join(repoRoot, 'supabase');

interface Script {
  /** Stable name recorded once applied, e.g. `migrations/20261125000300_profiles.sql`. */
  name: string;
  file: string;
}

async function scriptsIn(folder: 'compat' | 'migrations'): Promise<Script[]> {
  const dir = path.join(supabaseDir, folder);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return names.map((name) => ({ name: `${folder}/${name}`, file: path.join(dir, name) }));
}

export interface BootstrapOptions {
  seed: boolean;
  /**
   * Tests only: build the database as an older Supabase project has it, whose default
   * privileges grant every new object in `public` to the API roles
   * (`supabase/compat/old-project/`, applied after compat and before the migrations).
   */
  oldProject?: boolean;
}

const OLD_PROJECT_SCRIPT = 'compat/old-project/default-privileges.sql';

/** The scripts a local database needs, in order: compat bootstrap, migrations, then the seed. */
export async function bootstrapScripts(options: BootstrapOptions): Promise<Script[]> {
  const oldProject = options.oldProject
    ? [{ name: OLD_PROJECT_SCRIPT, file: path.join(supabaseDir, OLD_PROJECT_SCRIPT) }]
    : [];
  const scripts = [
    ...(await scriptsIn('compat')),
    ...oldProject,
    ...(await scriptsIn('migrations')),
  ];
  if (options.seed) scripts.push({ name: 'seed.sql', file: path.join(repoRoot, 'seed.sql') });
  return scripts;
}

const ledger = `
  create schema if not exists local_bootstrap;
  create table if not exists local_bootstrap.applied (
    name text primary key,
    applied_at timestamptz not null default now()
  );
`;

/**
 * A database that applied a migration this repository no longer has was built from another
 * history (e.g. before the migrations were folded into baselines): applying the current files on
 * top would half-apply them, so refuse with what to do instead.
 */
function assertSameHistory(done: Set<string>, scripts: Script[]): void {
  const known = new Set(scripts.map((script) => script.name));
  const foreign = [...done].filter((name) => name !== 'seed.sql' && !known.has(name)).sort();
  if (foreign.length > 0) {
    throw new Error(
      `This local database was built from migrations this version no longer has ` +
        `(${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', ...' : ''}). ` +
        'Delete the data directory (DATA_DIR, default .data/) or the database and start again.',
    );
  }
}

/**
 * Brings a local database (PGlite or a bare Postgres server) up to date: on an empty one it
 * applies compat/, every migration and the seed; on a later start only the migrations it has
 * not seen. Never used against Supabase, where the platform provides what compat/ imitates and
 * the Supabase CLI applies migrations. Answers the names it applied.
 */
export async function bootstrapDatabase(
  driver: DatabaseDriver,
  options: BootstrapOptions,
): Promise<string[]> {
  await driver.runScript(ledger);
  const done = new Set(
    (
      await driver.transaction((tx) =>
        tx.query<{ name: string }>('select name from local_bootstrap.applied'),
      )
    ).map((row) => row.name),
  );
  const firstStart = done.size === 0;
  const scripts = await bootstrapScripts(options);
  assertSameHistory(done, scripts);
  const applied: string[] = [];
  for (const script of scripts) {
    if (done.has(script.name)) continue;
    // The seed belongs to the first start only: later migrations must not re-seed live data.
    if (script.name === 'seed.sql' && !firstStart) continue;
    const sql = await readFile(script.file, 'utf8');
    try {
      await driver.runScript(sql);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${script.name}: ${message}`, { cause: error });
    }
    await driver.transaction((tx) =>
      tx.query('insert into local_bootstrap.applied (name) values ($1)', [script.name]),
    );
    applied.push(script.name);
  }
  return applied;
}
