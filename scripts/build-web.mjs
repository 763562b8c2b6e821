// Builds the web app into web/dist when its inputs changed since the build there (`npm start`),
// or always with --force (`npm run build`); either way the build records the fingerprint of the
// inputs it was made from, so the next `npm start` skips a build that would change nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the build reads: the web app (sources, index.html, public files, build plugins, Vite and
 * TypeScript config, .env files), the API contract it imports as `@contract/*`, the shared
 * TypeScript base config and the locked dependencies. Folders are read whole, minus these.
 */
export const buildInputs = [
  'web',
  'edge-functions/src/contract',
  'tsconfig.base.json',
  'package-lock.json',
];
const skippedFolders = new Set(['web/dist', 'web/dist-server', 'web/node_modules']);

/** Environment the build depends on: Vite exposes VITE_* to the app; NODE_ENV picks React's build. */
export const isBuildEnv = (name) => name.startsWith('VITE_') || name === 'NODE_ENV';

/** Where a build records the fingerprint of its inputs: inside the output, gone with it. */
export const fingerprintFile = (distDir) => path.join(distDir, '.vite', 'build-inputs');

async function filesUnder(root, relative) {
  if (skippedFolders.has(relative)) return [];
  const info = await stat(path.join(root, relative)).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [relative];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.isFile() || entry.isDirectory())
      .map((entry) => filesUnder(root, path.posix.join(relative, entry.name))),
  );
  return nested.flat();
}

/** SHA-256 over every input file's name and bytes and the build's environment. */
export async function fingerprint(root = repoRoot, env = process.env) {
  const hash = createHash('sha256');
  const files = (await Promise.all(buildInputs.map((input) => filesUnder(root, input))))
    .flat()
    .sort();
  for (const file of files) {
    const bytes = await readFile(path.join(root, file));
    hash.update(`${file}\0${createHash('sha256').update(bytes).digest('hex')}\n`);
  }
  for (const name of Object.keys(env).filter(isBuildEnv).sort()) {
    hash.update(`env ${name}=${env[name]}\n`);
  }
  return hash.digest('hex');
}

/**
 * Whether web/dist must be built: no build there (no index.html), a build without a recorded
 * fingerprint (made some other way, or interrupted), or one made from other inputs.
 */
export async function buildReason(distDir, current) {
  const built = await stat(path.join(distDir, 'index.html')).catch(() => null);
  if (!built) return 'no build in web/dist';
  // The server entry (decision 32) is built beside it by the same `npm run build -w web`.
  const serverEntry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!(await stat(serverEntry).catch(() => null))) return 'no server entry in web/dist-server';
  const recorded = await readFile(fingerprintFile(distDir), 'utf8').catch(() => null);
  if (recorded === null) return 'the build in web/dist has no recorded inputs';
  if (recorded.trim() !== current) return 'its inputs changed';
  return null;
}

async function main() {
  const started = performance.now();
  const distDir = path.join(repoRoot, 'web', 'dist');
  const force = process.argv.includes('--force');
  // Taken before the build: a file edited while it runs makes the next start build again.
  const current = await fingerprint();
  const reason = force ? 'asked to (--force)' : await buildReason(distDir, current);
  if (!reason) {
    const ms = Math.round(performance.now() - started);
    console.log(`web app: web/dist is up to date with its inputs, build skipped (${ms} ms)`);
    return;
  }
  console.log(`web app: building, ${reason}`);
  // A build that fails or is killed half-way leaves no fingerprint that could vouch for it.
  await rm(fingerprintFile(distDir), { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await mkdir(path.dirname(fingerprintFile(distDir)), { recursive: true });
  await writeFile(fingerprintFile(distDir), `${current}\n`);
  console.log(`web app: built in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
