// Netlify build step (netlify.toml): writes web/dist/_redirects for the project named by
// SUPABASE_PROJECT_REF (or a custom SUPABASE_FUNCTIONS_URL), after `npm run build`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redirectsFile, siteRules } from './rules.mjs';

const ref = process.env.SUPABASE_PROJECT_REF;
const functionsBase =
  process.env.SUPABASE_FUNCTIONS_URL ?? (ref ? `https://${ref}.supabase.co/functions/v1` : '');
if (!/^https:\/\/[^/]+\/functions\/v1\/?$/.test(functionsBase)) {
  console.error(
    'Set SUPABASE_PROJECT_REF (or SUPABASE_FUNCTIONS_URL=https://<host>/functions/v1) in the ' +
      "static host's build environment: /v1/* must reach the project's `v1` function.",
  );
  process.exit(1);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'web', 'dist', '_redirects');
await writeFile(file, redirectsFile(siteRules(functionsBase)));
console.log(`wrote web/dist/_redirects: /v1/* -> ${functionsBase}/v1/*`);
