/**
 * Nothing in the repository may read outside it: `npm ci && npm test` has to pass from a clone
 * alone, where no folder sits beside the repository (issue 42: the linter's SQL was read from
 * `../shared/tools/`, which exists in CI and in nobody's clone).
 *
 * Two checks over every tracked text file:
 * - a relative path written in the file (`'../x'`, `"../../y"`, a Markdown link) must resolve,
 *   from the file's own folder, to a place inside the repository;
 * - no file names the workplace's sibling folder `shared/` through a parent path, whatever base
 *   it is resolved from (`path.resolve(dir, '../../shared/…')` escapes from `supabase/`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const textFile = /\.(ts|tsx|js|mjs|cjs|json|md|sh|toml|ya?ml|sql|html|css)$|(^|\/)\.ci\/run$/;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return out.split('\0').filter((file) => file !== '' && textFile.test(file));
}

/** Relative paths written as string literals or Markdown link targets, with their line. */
export function relativePathsIn(text: string): { ref: string; line: number }[] {
  const found: { ref: string; line: number }[] = [];
  const pattern = /(?:['"`]|\]\()((?:\.\.?\/)+[^'"`)\s]*)/g;
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(pattern)) {
      if (match[1].includes('..')) found.push({ ref: match[1], line: index + 1 });
    }
  });
  return found;
}

/** Whether `ref`, resolved from `file`'s folder, stays inside `root`. */
export function staysInside(root: string, file: string, ref: string): boolean {
  const target = path.resolve(root, path.dirname(file), ref.split(/[?#]/)[0]);
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

const siblingFolder = /\.\.\/(?:\.\.\/)*shared\//;

describe('the repository reads nothing outside itself', () => {
  const files = trackedTextFiles();
  // This file writes escaping paths on purpose, as the examples it must catch.
  const checked = files.filter((file) => file !== 'scripts/repo-boundary.test.ts');

  it('finds the tracked files it checks', () => {
    expect(files).toContain('supabase/tests/splinter.test.ts');
    expect(files).toContain('supabase/tests/splinter/README.md');
  });

  it('resolves every relative path written in a file to a place inside the repository', () => {
    const leaving: string[] = [];
    for (const file of checked) {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      for (const { ref, line } of relativePathsIn(text)) {
        if (!staysInside(repoRoot, file, ref)) leaving.push(`${file}:${line} ${ref}`);
      }
    }
    expect(leaving).toEqual([]);
  });

  it('never names the sibling shared/ folder through a parent path', () => {
    const naming: string[] = [];
    for (const file of checked) {
      const lines = readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
      lines.forEach((content, index) => {
        if (siblingFolder.test(content)) naming.push(`${file}:${index + 1}`);
      });
    }
    expect(naming).toEqual([]);
  });

  it('catches the path that broke a clone: the linter read from beside the repository', () => {
    const old = "path.resolve(supabaseDir, '../../shared/tools/splinter.sql')";
    expect(siblingFolder.test(old)).toBe(true);
    const refs = relativePathsIn("import x from '../../../../outside.ts';");
    expect(staysInside(repoRoot, 'web/src/x.ts', refs[0].ref)).toBe(false);
    expect(staysInside(repoRoot, 'web/src/app/x.ts', '../../lib/y.ts')).toBe(true);
  });
});
