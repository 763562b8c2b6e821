/**
 * Import circles in the TypeScript sources (`npm run lint:cycles`; tested by
 * scripts/import-cycles.test.ts). Every import counts: static, type-only, re-exports and lazy
 * `import('...')`, since each ties the two files together for a reader and for the bundler. A
 * circle is broken by moving what both files need one level down (docs/conventions.md).
 *
 * The graph is read as text: relative specifiers and the web app's `@contract/*` alias, resolved
 * to files; packages are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose sources are checked, relative to the repository root. */
export const SOURCE_DIRS = ['edge-functions/src', 'web/src', 'web/build', 'scripts', 'bench'];
export const ALIASES: Record<string, string> = { '@contract/': 'edge-functions/src/contract/' };

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;}])import\s*['"]([^'"]+)['"]|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function resolve(
  from: string,
  specifier: string,
  root: string,
  aliases: Record<string, string>,
): string | undefined {
  let target: string | undefined;
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias))
      target = path.join(root, folder, specifier.slice(alias.length));
  }
  if (!target && specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  if (!target) return undefined;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Each file's imports of other checked files (paths relative to `root`). */
export function importGraph(
  root = repoRoot,
  dirs = SOURCE_DIRS,
  aliases = ALIASES,
): Map<string, string[]> {
  const files = dirs.flatMap((dir) =>
    existsSync(path.join(root, dir)) ? sourceFiles(path.join(root, dir)) : [],
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const resolved = resolve(file, (match[1] ?? match[2] ?? match[3])!, root, aliases);
      if (resolved && resolved !== file) targets.add(path.relative(root, resolved));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/** The circles: each a strongly connected group of files (Tarjan), sorted, largest first. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(importGraph());
  for (const cycle of cycles) console.log(`circle: ${cycle.join(' <-> ')}`);
  console.log(`${cycles.length} import circle${cycles.length === 1 ? '' : 's'}`);
  if (cycles.length > 0) process.exitCode = 1;
}
