// The deployable size of the Supabase Edge Function `v1`: one ESM bundle of
// edge-functions/v1/index.ts with its npm packages, unminified, as the platform bundles a
// function (`supabase functions deploy --use-api`, server-side bundling, 5 MB limit). Node
// built-ins stay external, as on Deno. Prints the size, the largest packages, and fails above
// the budget, half the limit, so growth is noticed long before a deploy is refused.
// Then the site's Netlify Edge Function (netlify/edge-functions/site.ts, decision 48), which
// carries the web app's server entry: Netlify allows 20 MB after compression; the budget is half.
// It needs web/dist-server (`npm run build`).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT_BYTES = 5 * 1024 * 1024;
const BUDGET_BYTES = LIMIT_BYTES / 2;
const EDGE_LIMIT_GZIP_BYTES = 20 * 1024 * 1024;
const EDGE_BUDGET_GZIP_BYTES = EDGE_LIMIT_GZIP_BYTES / 2;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One ESM bundle of an entry, as the platforms bundle a function. */
async function bundleOf(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    conditions: ['deno'],
    metafile: true,
    logLevel: 'warning',
  });
  return result;
}
const result = await bundleOf(path.join(root, 'edge-functions', 'v1', 'index.ts'));
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

const edgeEntry = path.join(root, 'netlify', 'edge-functions', 'site.ts');
if (!existsSync(path.join(root, 'web', 'dist-server', 'entry-server.js'))) {
  console.log('site edge function: web/dist-server is missing (run `npm run build`), not measured');
} else {
  const edge = (await bundleOf(edgeEntry)).outputFiles[0].contents;
  const edgeGzip = gzipSync(edge).length;
  console.log(
    `site edge function (Netlify): ${kb(edge.length)} (${kb(edgeGzip)} gzipped); ` +
      `budget ${kb(EDGE_BUDGET_GZIP_BYTES)} gzipped, platform limit ${kb(EDGE_LIMIT_GZIP_BYTES)}`,
  );
  if (edgeGzip > EDGE_BUDGET_GZIP_BYTES) {
    console.error('The site edge function is over its budget.');
    process.exit(1);
  }
}
