/**
 * `npm run db:diff -- <name>`: the migration that makes the migration history's database equal to
 * the declarative schema files' (supabase/schemas), written to supabase/migrations/.
 *
 * On the PostgreSQL server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) it
 * builds two fresh databases, one from compat/ + the schema files and one from compat/ + every
 * migration, asks migra (@pgkit/migra, migra's TypeScript port) for the statements that turn the
 * second into the first, and drops both databases again. `<name>` is the file's name: with a
 * 14-digit prefix (`20261203170200_search_tuning`) it is used as it is, else the current UTC time
 * is put before it. With `--print` nothing is written. migra does not compare comments, so the
 * comments that differ are added here (`comment on ... is ...`); the schema-vs-migrations test
 * (supabase/tests/schema-catalogue.test.ts) is still the judge of the result.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@pgkit/client';
import { run } from '@pgkit/migra';
import postgres from 'postgres';
import { createPostgresDriver } from '../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapScripts, supabaseDir } from '../edge-functions/src/db/bootstrap.ts';
import type { DatabaseDriver } from '../edge-functions/src/ports/database.ts';
import { applySchemaFiles } from '../supabase/tests/schema-files.ts';

/** The name of the migration file for `name` (see above). */
export function migrationFileName(name: string, now = new Date()): string {
  if (!/^[0-9]{0,14}_?[a-z0-9_]+$/.test(name)) {
    throw new Error(`A migration name is lower-case letters, digits and _ (got "${name}")`);
  }
  if (/^[0-9]{14}_/.test(name)) return `${name}.sql`;
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}_${name}.sql`;
}

/** Every comment on an object of ours, keyed by `comment on <kind> <identity>`. */
async function comments(url: string): Promise<Map<string, string>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ target: string; description: string }[]>`
      select case o.type when 'table column' then 'column' when 'view column' then 'column'
                         when 'table constraint' then 'constraint' when 'composite type' then 'type'
                         else o.type end || ' ' || o.identity as target,
             d.description
        from pg_description d
       cross join lateral pg_identify_object(d.classoid, d.objoid, d.objsubid) o
       where o.schema is distinct from 'pg_catalog' and o.schema is distinct from 'information_schema'
         and coalesce(o.schema, o.identity) <> 'pg_toast'
         and not exists (select 1 from pg_depend e where e.classid = d.classoid
                            and e.objid = d.objoid and e.deptype = 'e')`;
    return new Map(rows.map((row) => [row.target, row.description]));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The `comment on` statements that give `from` the comments of `target`. */
async function commentChanges(fromUrl: string, targetUrl: string): Promise<string> {
  const [from, target] = await Promise.all([comments(fromUrl), comments(targetUrl)]);
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const lines: string[] = [];
  for (const [key, text] of [...target].sort()) {
    if (from.get(key) !== text) lines.push(`comment on ${key} is ${literal(text)};`);
  }
  for (const key of [...from.keys()].sort()) {
    if (!target.has(key)) lines.push(`comment on ${key} is null;`);
  }
  return lines.join('\n');
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The statements that turn a database built from the migrations into one built from the schema
 * files ('' when they are the same), each built in a fresh database of the server at `baseUrl`.
 */
export async function diffSchemasAgainstMigrations(
  baseUrl: string,
  /** Tests: SQL run after the schema files, and after the migrations. */
  extra: { schemas?: string; migrations?: string } = {},
): Promise<string> {
  const suffix = randomBytes(6).toString('hex');
  // Made from hex digits only, never from input; named like the test harness's databases, so
  // CI's clean-up removes one a killed run left behind.
  const names = {
    schemas: `lankalens_t_diff_s_${suffix}`,
    migrations: `lankalens_t_diff_m_${suffix}`,
  };
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const drivers: DatabaseDriver[] = [];
  try {
    for (const name of Object.values(names)) await admin.unsafe(`create database ${name}`);
    const schemas = createPostgresDriver({ url: databaseUrl(baseUrl, names.schemas), max: 1 });
    const migrations = createPostgresDriver({
      url: databaseUrl(baseUrl, names.migrations),
      max: 1,
    });
    drivers.push(schemas, migrations);
    await applySchemaFiles(schemas);
    // compat/ and every migration, without the local bootstrap's ledger (not part of the schema).
    for (const script of await bootstrapScripts({ seed: false })) {
      await migrations.runScript(await readFile(script.file, 'utf8'));
    }
    if (extra.schemas) await schemas.runScript(extra.schemas);
    if (extra.migrations) await migrations.runScript(extra.migrations);
    // Two databases of one server: pg-promise's warning about a second client is expected.
    const quiet = { pgpOptions: { initialize: { noWarnings: true } } };
    const from = createClient(databaseUrl(baseUrl, names.migrations), quiet);
    const target = createClient(databaseUrl(baseUrl, names.schemas), quiet);
    try {
      // Drops too: a schema file that removes an object means it.
      const migration = await run(from, target, { unsafe: true, withPrivileges: true });
      const changes = await commentChanges(
        databaseUrl(baseUrl, names.migrations),
        databaseUrl(baseUrl, names.schemas),
      );
      return [migration.sql.trim(), changes].filter((part) => part !== '').join('\n\n');
    } finally {
      await from.end();
      await target.end();
    }
  } finally {
    for (const driver of drivers) await driver.close();
    for (const name of Object.values(names)) {
      // The pools close their connections asynchronously: a connection still closing when the
      // database is dropped with force would be cut, and its client would throw outside any
      // try. So wait (up to 10 s) until none is left.
      for (let waited = 0; waited < 10_000; waited += 100) {
        const [open] = await admin<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where datname = ${name}`;
        if (open!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    }
    await admin.end({ timeout: 5 });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const print = args.includes('--print');
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!name && !print) {
    throw new Error('Usage: npm run db:diff -- <name> [--print]  (e.g. search_tuning_step)');
  }
  const file = name ? path.join(supabaseDir, 'migrations', migrationFileName(name)) : '';
  if (file && existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} exists`);
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const sql = await diffSchemasAgainstMigrations(baseUrl);
  if (sql === '') {
    console.log('The schema files and the migrations build the same database: nothing to write.');
    return;
  }
  if (print || !file) {
    console.log(sql);
    return;
  }
  const header =
    `-- Generated by \`npm run db:diff\` from supabase/schemas; read it, add the why, and run\n` +
    `-- the schema-vs-migrations test.\n\n`;
  await writeFile(file, `${header}${sql}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
