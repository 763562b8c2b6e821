// Type-checks the Supabase Edge Function entry with Deno itself (the runtime it deploys to), using
// the function's own import map. Deno comes from the npm registry through npx, so no binary
// download from elsewhere is needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Deno the checks and CI's production topology run (the `deno` npm package). */
export const DENO_PACKAGE = 'deno@2.9.6';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fn = path.join(root, 'edge-functions', 'v1');

/**
 * The function's entry and the topology's Deno wrappers; the site's Netlify Edge Function too
 * once the web app's server entry it imports is built (web/dist-server, `npm run build`).
 */
function entries() {
  const list = [path.join(fn, 'index.ts'), path.join(root, 'scripts', 'topology', 'serve-v1.ts')];
  if (existsSync(path.join(root, 'web', 'dist-server', 'entry-server.js'))) {
    list.push(path.join(root, 'netlify', 'edge-functions', 'site.ts'));
    list.push(path.join(root, 'scripts', 'topology', 'serve-edge.ts'));
  }
  return list;
}

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
      ...entries(),
    ],
    { stdio: 'inherit', cwd: fn },
  );
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(check());
