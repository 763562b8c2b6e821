import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { supabaseDir } from '../../edge-functions/src/db/bootstrap.ts';
import type { DatabaseDriver } from '../../edge-functions/src/ports/database.ts';

/** The files `[db.migrations] schema_paths` names, globs expanded and sorted as the CLI does. */
export async function schemaFiles(): Promise<string[]> {
  const config = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8');
  const section = /\[db\.migrations\][^[]*?schema_paths\s*=\s*\[([^\]]*)\]/s.exec(config);
  if (!section) throw new Error('config.toml has no [db.migrations] schema_paths');
  const patterns = [...section[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  const files: string[] = [];
  for (const pattern of patterns) {
    const full = path.join(supabaseDir, pattern);
    if (!pattern.includes('*')) {
      files.push(full);
      continue;
    }
    const dir = path.dirname(full);
    const matcher = new RegExp(
      `^${path
        .basename(full)
        .replace(/[.+^${}()|\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    const names = (await readdir(dir)).filter((name) => matcher.test(name)).sort();
    files.push(...names.map((name) => path.join(dir, name)));
  }
  return [...new Set(files)];
}

/** Builds a database from the declarative schema files, after compat/ (as the migrations are). */
export async function applySchemaFiles(driver: DatabaseDriver): Promise<void> {
  const compatDir = path.join(supabaseDir, 'compat');
  const compat = (await readdir(compatDir)).filter((name) => name.endsWith('.sql')).sort();
  const files = [...compat.map((name) => path.join(compatDir, name)), ...(await schemaFiles())];
  for (const file of files) {
    try {
      await driver.runScript(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(supabaseDir, file)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
