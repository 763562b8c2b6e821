// Netlify build step (netlify.toml), after `npm run build`: writes web/dist/_headers, the
// headers of the files the static host serves itself (security headers, a year of caching for
// hashed assets), from the same policy module as every other host (docs/security.md). Run with
// tsx; the build's inline script changes with every build, so its hash is read from index.html.
//   npx tsx scripts/static-host/write-headers.ts [dist-dir]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  headersFile,
  staticSiteHeaderRules,
  staticSitePolicy,
} from '../../edge-functions/src/site/static-site-headers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'web', 'dist'));
const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
// The static host serves https only: HSTS and upgrade-insecure-requests are on.
const policy = await staticSitePolicy(process.env, indexHtml, true);
await writeFile(path.join(dist, '_headers'), headersFile(staticSiteHeaderRules(policy)));
console.log(
  `wrote ${path.relative(root, path.join(dist, '_headers'))}: ` +
    `${policy.inlineScriptHashes.length} inline script hash(es), ` +
    `social sign-in ${policy.socialSignIn ? 'on' : 'off'}`,
);
