/**
 * Landed migrations are never edited (docs/conventions.md): each listed in
 * supabase/landed-migrations.sha256 must still have its hash. New migrations are not listed until
 * they land (`npm run db:landed` adds them).
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addLanded, defaultPaths, landedProblems, readLanded } from '../../scripts/db-landed.ts';

describe('landed migrations', () => {
  it('are exactly as they landed', async () => {
    expect(await landedProblems()).toEqual([]);
    // An empty list would pass whatever the files say.
    expect((await readLanded(defaultPaths.list)).size).toBeGreaterThanOrEqual(40);
  });
});

describe('npm run db:landed and the check', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function history() {
    const dir = await mkdtemp(path.join(tmpdir(), 'landed-'));
    dirs.push(dir);
    const paths = { migrations: path.join(dir, 'migrations'), list: path.join(dir, 'landed') };
    await mkdir(paths.migrations);
    await writeFile(path.join(paths.migrations, '20261201000100_a.sql'), 'create table a ();\n');
    await writeFile(path.join(paths.migrations, '20261201000200_b.sql'), 'create table b ();\n');
    return paths;
  }

  it('lists new migrations, in sha256sum form, and keeps listed lines', async () => {
    const paths = await history();
    expect(await addLanded(paths)).toEqual(['20261201000100_a.sql', '20261201000200_b.sql']);
    const first = await readFile(paths.list, 'utf8');
    expect(first).toMatch(
      /^[0-9a-f]{64} {2}20261201000100_a\.sql\n[0-9a-f]{64} {2}20261201000200_b/,
    );
    await writeFile(path.join(paths.migrations, '20261201000300_c.sql'), 'create table c ();\n');
    expect(await addLanded(paths)).toEqual(['20261201000300_c.sql']);
    expect(await readFile(paths.list, 'utf8')).toContain(first);
    expect(await landedProblems(paths)).toEqual([]);
  });

  it('fails on a landed migration that was edited or removed, and refuses to list over it', async () => {
    const paths = await history();
    await addLanded(paths);
    const list = await readFile(paths.list, 'utf8');
    await writeFile(
      path.join(paths.migrations, '20261201000100_a.sql'),
      'create table a (x int);\n',
    );
    await rm(path.join(paths.migrations, '20261201000200_b.sql'));
    expect(await landedProblems(paths)).toEqual([
      '20261201000100_a.sql landed and was edited',
      '20261201000200_b.sql landed and is gone',
    ]);
    await expect(addLanded(paths)).rejects.toThrow(/a new migration/);
    expect(await readFile(paths.list, 'utf8')).toBe(list);
  });
});
