// The deployable size of the Supabase Edge Function `v1`: one ESM bundle of
// edge-functions/v1/index.ts with its npm packages, unminified, as the platform bundles a
// function (`supabase functions deploy --use-api`, server-side bundling, 5 MB limit). Node
// built-ins stay external, as on Deno. Prints the size, the largest packages, and fails above
// the budget, half the limit, so growth is noticed long before a deploy is refused.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT_BYTES = 5 * 1024 * 1024;
const BUDGET_BYTES = LIMIT_BYTES / 2;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = await build({
  entryPoints: [path.join(root, 'edge-functions', 'v1', 'index.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  conditions: ['deno'],
  metafile: true,
  logLevel: 'warning',
});
const bundle = result.outputFiles[0].contents;

/** Bytes per npm package (the app's own files as `(app)`), largest first. */
function byPackage(inputs) {
  const sizes = new Map();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const inModules = file.split('node_modules/').at(-1);
    const name =
      inModules === file
        ? '(app)'
        : inModules
            .split('/')
            .slice(0, inModules.startsWith('@') ? 2 : 1)
            .join('/');
    sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const [output] = Object.values(result.metafile.outputs);
console.log(
  `edge function v1 bundle: ${kb(bundle.length)} (${kb(gzipSync(bundle).length)} gzipped); ` +
    `budget ${kb(BUDGET_BYTES)}, platform limit ${kb(LIMIT_BYTES)}`,
);
for (const [name, bytes] of byPackage(output.inputs).slice(0, 8)) {
  console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(8)}`);
}
if (bundle.length > BUDGET_BYTES) {
  console.error('The function bundle is over its budget: drop or replace a heavy dependency.');
  process.exit(1);
}
