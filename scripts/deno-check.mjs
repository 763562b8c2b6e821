// Type-checks the Supabase Edge Function entry with Deno itself (the runtime it deploys to), using
// the function's own import map. Deno comes from the npm registry through npx, so no binary
// download from elsewhere is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Deno the checks and CI's production topology run (the `deno` npm package). */
export const DENO_PACKAGE = 'deno@2.9.6';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fn = path.join(root, 'edge-functions', 'v1');

function check() {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      DENO_PACKAGE,
      'check',
      '--quiet',
      '--config',
      path.join(fn, 'deno.json'),
      path.join(fn, 'index.ts'),
    ],
    { stdio: 'inherit', cwd: fn },
  );
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(check());
