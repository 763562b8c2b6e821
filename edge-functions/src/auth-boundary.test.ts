import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGoTrue } from './db/database.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

/**
 * On Supabase, GoTrue owns `auth.*` and the API's roles (service_role included) have no grant on
 * its tables: an API statement naming them fails there with "permission denied", whatever passed
 * locally. So the API reaches GoTrue's data only through app_private's security-definer helpers,
 * and the local compat grants exactly what Supabase grants, so a slip fails here first.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** GoTrue's tables (the functions auth.uid(), auth.jwt() ... are granted to every API role). */
const gotrueTable = /\bauth\.(users|identities|sessions|refresh_tokens|mfa_\w+|one_time_tokens)\b/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

/** Each `.query(` call with the text of its first argument (up to the closing quote). */
function queryCalls(source: string): { receiver: string; sql: string }[] {
  const calls: { receiver: string; sql: string }[] = [];
  const call = /([\w.()]+)\.query(?:<[^>]*>)?\(\s*(`[^`]*`|'[^']*'|"[^"]*")/g;
  for (const match of source.matchAll(call)) calls.push({ receiver: match[1]!, sql: match[2]! });
  return calls;
}

describe("the API never touches GoTrue's tables as an API role", () => {
  it('names auth.users/auth.identities only in local auth, and there only as GoTrue', async () => {
    const offenders: string[] = [];
    let goTrueStatements = 0;
    for (const file of await sourceFiles(srcDir)) {
      const relative = path.relative(srcDir, file);
      for (const { receiver, sql } of queryCalls(await readFile(file, 'utf8'))) {
        // to_regclass('auth.users') only asks whether the table exists.
        if (!gotrueTable.test(sql.replace(/to_regclass\('[^']*'\)/g, ''))) continue;
        const playsGoTrue =
          relative === path.join('adapters', 'auth', 'local-auth.ts') &&
          receiver === 'asGoTrue(tx)';
        if (playsGoTrue) goTrueStatements += 1;
        else offenders.push(`${relative}: ${sql.slice(0, 80).replace(/\s+/g, ' ')}`);
      }
    }
    expect(offenders).toEqual([]);
    // The scan sees the statements it is meant to see (sign-up, sign-in, tokens...).
    expect(goTrueStatements).toBeGreaterThan(8);
  });

  describe('on the faithful compat', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ seed: true });
    });
    afterAll(async () => {
      await database.close();
    });

    it('gives service_role no privilege on auth.users, as Supabase does', async () => {
      await expect(
        database.db.asService((tx) => tx.query('select email from auth.users limit 1')),
      ).rejects.toMatchObject({ code: '42501' });
      const [owner] = await database.driver.transaction((tx) =>
        tx.query<{ users: string; objects: string }>(
          `select (select tableowner from pg_tables
                    where schemaname = 'auth' and tablename = 'users') as users,
                  (select tableowner from pg_tables
                    where schemaname = 'storage' and tablename = 'objects') as objects`,
        ),
      );
      expect(owner).toEqual({ users: 'supabase_auth_admin', objects: 'supabase_storage_admin' });
    });

    it('lets the service path read an e-mail only through app_private.account_email', async () => {
      const [row] = await database.db.asService(async (tx) => {
        const [user] = await asGoTrue(tx).query<{ id: string }>(
          `select id from auth.users where email = 'creator@example.com'`,
        );
        return tx.query<{ email: string }>('select app_private.account_email($1) as email', [
          user!.id,
        ]);
      });
      expect(row).toEqual({ email: 'creator@example.com' });
      await expect(
        database.db.asUser(null, (tx) =>
          tx.query('select app_private.account_email(gen_random_uuid())'),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
