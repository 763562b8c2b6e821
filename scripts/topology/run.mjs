/* global fetch, setTimeout */
// CI's production topology (docs/deploy.md): the edge function entry under Deno against a
// PostgreSQL database with the faithful Supabase compat, the media worker as its own Node process,
// the built web app behind a stand-in for the static host (the same /v1/* rewrite), and a
// Playwright smoke over the site. Needs `npm run build` first and a PostgreSQL server.
//   node scripts/topology/run.mjs [admin-postgres-url]
// Ports: TOPOLOGY_SITE_PORT (default 8225) and TOPOLOGY_FUNCTION_PORT (default 8235).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { DENO_PACKAGE } from '../deno-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sitePort = Number(process.env.TOPOLOGY_SITE_PORT ?? 8225);
const functionPort = Number(process.env.TOPOLOGY_FUNCTION_PORT ?? 8235);
const site = `http://127.0.0.1:${sitePort}`;
const functionsBase = `http://127.0.0.1:${functionPort}/functions/v1`;

if (!existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const database = `lankalens_topology_${Date.now()}_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const dir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-topology-'));
const storageDir = path.join(dir, 'storage');
const appSecret = randomBytes(32).toString('hex');
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const children = [];

/** Starts a long-running process in its own group, so stopping it stops npx's children too. */
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited early (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let stopping = false;
let status = 1;
try {
  await admin.unsafe(`create database "${database}"`);
  console.log(`database ${database}: compat, migrations, seed, demo images`);
  if (
    (await run('npx', ['tsx', 'scripts/topology/prepare.ts', storageDir], {
      DATABASE_URL: databaseUrl,
    })) !== 0
  ) {
    throw new Error('preparing the database failed');
  }

  start(
    'edge function (Deno)',
    'npx',
    [
      '--yes',
      DENO_PACKAGE,
      'run',
      '--quiet',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-write',
      '--allow-sys',
      '--config',
      'edge-functions/v1/deno.json',
      'scripts/topology/serve-v1.ts',
    ],
    {
      PORT: String(functionPort),
      DATABASE_URL: databaseUrl,
      APP_SECRET: appSecret,
      SELF_HOSTED_STORAGE_DIR: storageDir,
      PUBLIC_API_URL: site,
      PUBLIC_SITE_URL: site,
    },
  );
  start('media worker (Node)', 'npx', ['tsx', 'edge-functions/src/local/worker-main.ts'], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    APP_SECRET: appSecret,
  });
  start('static host', 'node', [
    'scripts/topology/static-host.mjs',
    String(sitePort),
    functionsBase,
  ]);

  await waitFor(`${functionsBase}/v1/health`, 120);
  await waitFor(`${site}/v1/health`, 10);
  console.log(`site ${site} answers /v1/health through the rewrite; running the smoke`);
  status = await run('npx', ['playwright', 'test', '-c', 'playwright.topology.config.ts'], {
    TOPOLOGY_URL: site,
    TOPOLOGY_FUNCTION_URL: functionsBase,
    TOPOLOGY_DATABASE_URL: databaseUrl,
    TOPOLOGY_APP_SECRET: appSecret,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await admin.unsafe(`drop database if exists "${database}" with (force)`).catch(() => {});
  await admin.end();
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
