import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createPgliteDriver } from '../adapters/database/pglite.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { bootstrapDatabase, bootstrapScripts } from '../db/bootstrap.ts';
import { createDatabase } from '../db/database.ts';
import type { Database, DatabaseDriver } from '../ports/database.ts';

/**
 * Test databases. Bootstrapping (compat + migrations + seed) takes seconds, so it happens once
 * per schema version: a PGlite data-dir dump (default) or a template database on the server named
 * by TEST_DATABASE_URL. Each test file then gets its own fresh copy.
 */
export interface TestDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** The server database's URL (TEST_DATABASE_URL only), for tests that start other processes. */
  url?: string;
  close(): Promise<void>;
}

const cacheDir = path.join(os.tmpdir(), 'lankalens-test-cache');

/** Changes whenever any SQL that builds the schema or the seed changes. */
async function schemaHash(seed: boolean): Promise<string> {
  const hash = createHash('sha256');
  for (const script of await bootstrapScripts({ seed })) {
    hash.update(script.name).update(await readFile(script.file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteSnapshot(seed: boolean): Promise<Blob> {
  const file = path.join(
    cacheDir,
    `pglite-${seed ? 'seed' : 'bare'}-${await schemaHash(seed)}.tar.gz`,
  );
  if (!existsSync(file)) {
    const driver = await createPgliteDriver();
    await bootstrapDatabase(driver, { seed });
    const dump = await driver.pglite.dumpDataDir('gzip');
    await driver.close();
    await mkdir(cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
    await rename(temp, file); // several workers may race; the last rename wins, all equal
  }
  return new Blob([await readFile(file)]);
}

function serverUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the template database once per schema version (guarded by an advisory lock). */
async function serverTemplate(baseUrl: string, seed: boolean): Promise<string> {
  const name = `lankalens_tpl_${seed ? 'seed' : 'bare'}_${await schemaHash(seed)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      const building = `${name}_building`;
      await admin.unsafe(`drop database if exists ${building}`);
      await admin.unsafe(`create database ${building}`);
      const driver = createPostgresDriver({ url: serverUrl(baseUrl, building), max: 1 });
      try {
        await bootstrapDatabase(driver, { seed });
      } finally {
        await driver.close();
      }
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
  } finally {
    await admin.end({ timeout: 5 });
  }
  return name;
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const driver = await createPgliteDriver({ loadDataDir: await pgliteSnapshot(seed) });
    return { db: createDatabase(driver), driver, close: () => driver.close() };
  }
  const template = await serverTemplate(baseUrl, seed);
  const name = `lankalens_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = serverUrl(baseUrl, name);
  const driver = createPostgresDriver({ url, max: 4 });
  return {
    db: createDatabase(driver),
    driver,
    url,
    async close() {
      await driver.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
