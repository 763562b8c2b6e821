/**
 * Landed migrations are history: once merged, a file in supabase/migrations is never edited (a
 * database that applied it would never see the edit). `supabase/landed-migrations.sha256` lists
 * each landed migration's SHA-256 in `sha256sum` form (`cd supabase/migrations && sha256sum -c
 * ../landed-migrations.sha256` checks it too); supabase/tests/landed-migrations.test.ts fails when
 * a listed file differs or is gone.
 *
 * `npm run db:landed` adds the migrations the list does not have yet (after merging them), and
 * refuses while a listed one was edited. It never changes a listed line.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { supabaseDir } from '../edge-functions/src/db/bootstrap.ts';

export const defaultPaths = {
  migrations: path.join(supabaseDir, 'migrations'),
  list: path.join(supabaseDir, 'landed-migrations.sha256'),
};

type Paths = typeof defaultPaths;

async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/** The list as file name -> hash. */
export async function readLanded(list: string): Promise<Map<string, string>> {
  const landed = new Map<string, string>();
  if (!existsSync(list)) return landed;
  for (const line of (await readFile(list, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-f]{64}) {2}(\S+\.sql)$/.exec(line);
    if (!match) throw new Error(`${path.basename(list)}: not a "<sha256>  <file>" line: ${line}`);
    landed.set(match[2]!, match[1]!);
  }
  return landed;
}

/** What breaks the rule: listed migrations edited or removed, one line each. */
export async function landedProblems(paths: Paths = defaultPaths): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, hash] of await readLanded(paths.list)) {
    const file = path.join(paths.migrations, name);
    if (!existsSync(file)) problems.push(`${name} landed and is gone`);
    else if ((await sha256(file)) !== hash) problems.push(`${name} landed and was edited`);
  }
  return problems;
}

/** Adds the migrations not listed yet; answers their names. Refuses while a listed one differs. */
export async function addLanded(paths: Paths = defaultPaths): Promise<string[]> {
  const problems = await landedProblems(paths);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}. Put the landed file back as it was (git checkout) and make the ` +
        'change in a new migration.',
    );
  }
  const landed = await readLanded(paths.list);
  const names = (await readdir(paths.migrations)).filter((name) => name.endsWith('.sql')).sort();
  const added = names.filter((name) => !landed.has(name));
  for (const name of added) landed.set(name, await sha256(path.join(paths.migrations, name)));
  const lines = [...landed].sort(([a], [b]) => (a < b ? -1 : 1)).map(([n, h]) => `${h}  ${n}`);
  await writeFile(paths.list, `${lines.join('\n')}\n`);
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const added = await addLanded();
    console.log(
      added.length === 0
        ? 'Every migration is already in supabase/landed-migrations.sha256.'
        : `Added to supabase/landed-migrations.sha256:\n  ${added.join('\n  ')}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
