/* global fetch, setTimeout */
// CI's production topology (docs/deploy.md): the edge function entry under Deno against a
// PostgreSQL database with the faithful Supabase compat, the media worker as its own Node process,
// the built web app behind a stand-in for the static host (the same /v1/* rewrite), and a
// Playwright smoke over the site. Needs `npm run build` first and a PostgreSQL server.
// The function sits behind a stand-in for Supabase's gateway (gateway.ts), which applies the
// platform's limits and reports each route's CPU time; a request over a limit fails the run.
//   node scripts/topology/run.mjs [admin-postgres-url]
// Ports: TOPOLOGY_SITE_PORT (default 8225) and TOPOLOGY_FUNCTION_PORT (default 8235, the
// gateway); the Deno function itself listens on TOPOLOGY_DENO_PORT (default the gateway's + 1).
// The site's pages come from its edge function (netlify/edge-functions/site.ts) under Deno, behind
// a meter of its own with Netlify's limits, on TOPOLOGY_EDGE_PORT (default the site's + 1; the
// Deno process on the next port).
// Supabase Storage's resumable uploads (tus) are a Node process of their own (serve-storage.ts)
// on TOPOLOGY_STORAGE_PORT (default the gateway's + 2); the static host proxies /storage/v1/*.
// TOPOLOGY_CUSTOM_DOMAIN=1: the project has a custom domain (HTML keeps its type).
// TOPOLOGY_REPORT=<file>: the gateways' figures as JSON.
// --hold (or TOPOLOGY_HOLD=1): no smoke; the topology keeps running and prints the site's URL
// until Ctrl-C, then the figures (for bench:lighthouse and bench:function against it);
// TOPOLOGY_HOLD_INFO=<file> gets its addresses as JSON once it is up.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { tsImport } from 'tsx/esm/api';
import { DENO_PACKAGE } from '../deno-check.mjs';

const { createGateway, formatReport, PLATFORM_LIMITS, EDGE_LIMITS } = await tsImport(
  './gateway.ts',
  import.meta.url,
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl =
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const sitePort = Number(process.env.TOPOLOGY_SITE_PORT ?? 8225);
const functionPort = Number(process.env.TOPOLOGY_FUNCTION_PORT ?? 8235);
const denoPort = Number(process.env.TOPOLOGY_DENO_PORT ?? functionPort + 1);
const edgePort = Number(process.env.TOPOLOGY_EDGE_PORT ?? sitePort + 1);
const storagePort = Number(process.env.TOPOLOGY_STORAGE_PORT ?? functionPort + 2);
const storageBase = `http://127.0.0.1:${storagePort}`;
const hold = process.argv.includes('--hold') || process.env.TOPOLOGY_HOLD === '1';
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
const pidFile = path.join(dir, 'function.pid');
const edgePidFile = path.join(dir, 'edge.pid');
/** A Deno process's id, once it has written it. */
const pidIn = (file) => () => {
  try {
    return Number(readFileSync(file, 'utf8')) || undefined;
  } catch {
    return undefined;
  }
};
// Supabase's gateway in front of the function.
const gateway = createGateway({
  upstream: `http://127.0.0.1:${denoPort}`,
  pid: pidIn(pidFile),
  customDomain: process.env.TOPOLOGY_CUSTOM_DOMAIN === '1',
});
// Netlify's limits on its edge functions, in front of the site's: it serves HTML as it is.
const edgeMeter = createGateway({
  upstream: `http://127.0.0.1:${edgePort + 1}`,
  pid: pidIn(edgePidFile),
  customDomain: true,
  cpuLimitMs: EDGE_LIMITS.cpuMs,
  coldFirstPerRoute: true,
  cpuScope: 'main-thread',
  idleTimeoutMs: EDGE_LIMITS.responseHeaderTimeoutMs,
  wallLimitMs: Infinity,
});
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

/** Deno for a function, its heap capped at the platform's memory. */
const denoFlags = (memoryMb) => [
  '--yes',
  DENO_PACKAGE,
  'run',
  '--quiet',
  // The platform's memory, as far as Deno's flags reach: the V8 heap.
  `--v8-flags=--max-old-space-size=${memoryMb}`,
  '--allow-net',
  '--allow-env',
  '--allow-read',
  '--allow-write',
  '--allow-sys',
  '--config',
  'edge-functions/v1/deno.json',
];

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
    [...denoFlags(PLATFORM_LIMITS.memoryMb), 'scripts/topology/serve-v1.ts'],
    {
      PORT: String(denoPort),
      TOPOLOGY_PID_FILE: pidFile,
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
  start('storage, resumable uploads (Node)', 'npx', ['tsx', 'scripts/topology/serve-storage.ts'], {
    PORT: String(storagePort),
    DATABASE_URL: databaseUrl,
    APP_SECRET: appSecret,
    SELF_HOSTED_STORAGE_DIR: storageDir,
  });
  start(
    'site edge function (Deno)',
    'npx',
    [...denoFlags(EDGE_LIMITS.memoryMb), 'scripts/topology/serve-edge.ts'],
    {
      PORT: String(edgePort + 1),
      TOPOLOGY_PID_FILE: edgePidFile,
      PUBLIC_SITE_URL: site,
      SUPABASE_FUNCTIONS_URL: functionsBase,
    },
  );

  await waitFor(`http://127.0.0.1:${denoPort}/functions/v1/v1/health`, 120);
  await waitFor(`http://127.0.0.1:${edgePort + 1}/__edge/config`, 120);
  await waitFor(`${storageBase}/health`, 60);
  await new Promise((resolve) => gateway.server.listen(functionPort, '127.0.0.1', resolve));
  await new Promise((resolve) => edgeMeter.server.listen(edgePort, '127.0.0.1', resolve));
  start('static host', 'node', [
    'scripts/topology/static-host.mjs',
    String(sitePort),
    functionsBase,
    `http://127.0.0.1:${edgePort}`,
    storageBase,
  ]);
  await waitFor(`${site}/v1/health`, 30);
  if (hold) {
    // Where a bench finds it: the site, the function (its gateway), the edge's meter, and what
    // it needs to sign a payment provider's call or to seed photos.
    if (process.env.TOPOLOGY_HOLD_INFO) {
      await writeFile(
        process.env.TOPOLOGY_HOLD_INFO,
        JSON.stringify({
          site,
          functions: functionsBase,
          gateway: `http://127.0.0.1:${functionPort}`,
          edge: `http://127.0.0.1:${edgePort}`,
          databaseUrl,
          appSecret,
        }),
      );
    }
    console.log(`\nThe production topology is up: ${site} (Ctrl-C stops it)\n`);
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    status = 0;
  } else {
    console.log(`site ${site} answers /v1/health through the rewrite; running the smoke`);
    status = await run('npx', ['playwright', 'test', '-c', 'playwright.topology.config.ts'], {
      TOPOLOGY_URL: site,
      TOPOLOGY_FUNCTION_URL: functionsBase,
      TOPOLOGY_DATABASE_URL: databaseUrl,
      TOPOLOGY_APP_SECRET: appSecret,
    });
  }
  await Promise.all([gateway.settled(), edgeMeter.settled()]);
  const functionReport = gateway.report();
  const edgeReport = edgeMeter.report();
  console.log(formatReport(functionReport.routes, 'Supabase gateway (function)', PLATFORM_LIMITS));
  console.log(formatReport(edgeReport.routes, 'Netlify edge (pages)', EDGE_LIMITS));
  if (process.env.TOPOLOGY_REPORT) {
    await writeFile(
      process.env.TOPOLOGY_REPORT,
      JSON.stringify({ function: functionReport, edge: edgeReport }, null, 2),
    );
  }
  for (const cold of edgeReport.coldBreaches) {
    console.log(
      `cold: the edge's first ${cold.route} took ${cold.figure.toFixed(0)} ms of CPU ` +
        `(Netlify allows ${cold.allowed} ms; over it, the request falls back to the static app shell)`,
    );
  }
  const breaches = [...functionReport.breaches, ...edgeReport.breaches];
  if (breaches.length > 0) {
    console.error(`${breaches.length} request(s) over the platforms' limits (above)`);
    status = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  stopping = true;
  for (const meter of [gateway, edgeMeter]) {
    meter.server.closeAllConnections();
    meter.server.close();
  }
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
