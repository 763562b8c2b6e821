/**
 * `npm run bench:web`: what each page of the web app makes a first-time visitor download, from
 * the build's manifest (`web/dist/.vite/manifest.json`): the entry with its static imports plus
 * the page's lazy route module with its static imports, gzipped as a server would send them.
 * Budget (issue 9, docs/performance.md): the home page's initial JS at most 150 KB gzipped.
 * Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const HOME_BUDGET_KB = 150;

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it can run: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entryFiles = closure(entryKey);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);

console.log(`entry (${entryKey}): ${kb(sum(entryFiles))} KB gzipped JS\n`);
console.log('initial JS per page (entry + route module), KB gzipped:');
const rows = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/app/routes/'))
  .map(([key]) => {
    const files = closure(key, new Set(entryFiles));
    return { route: key.replace(/^.*\/app\/routes\//, ''), bytes: sum(files) };
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const row of rows) console.log(`${kb(row.bytes)}  ${row.route}`);

const home = rows.find((row) => row.route === 'home.tsx');
if (home) {
  const verdict = home.bytes / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER';
  console.log(`\nhome: ${kb(home.bytes)} KB, ${verdict} the ${HOME_BUDGET_KB} KB budget`);
}
