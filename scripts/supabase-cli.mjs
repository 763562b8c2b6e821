// The Supabase CLI version this project is written for, in this one place. The `supabase` npm
// package cannot be a devDependency (its per-platform optional packages make `npm ci` refuse the
// lock file, docs/decisions/), so it runs through npx at this exact version:
//   npm run supabase -- migration up --yes --remote=<postgres-url>
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUPABASE_CLI_VERSION = '3.1.0';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the pinned CLI in the repository root; answers its exit status and, with `capture`, its
 * stdout and stderr (stderr is echoed either way).
 */
export function supabase(args, { capture = false } = {}) {
  const result = spawnSync('npx', ['--yes', `supabase@${SUPABASE_CLI_VERSION}`, ...args], {
    cwd: repoRoot,
    // Plain-text TCP to a local server is intended; without this the CLI prints a TLS notice
    // into stdout, which would land in generated types.
    env: { PGSSLMODE: 'disable', ...process.env },
    stdio: ['inherit', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (capture) process.stderr.write(result.stderr ?? '');
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(supabase(process.argv.slice(2)).status);
}
