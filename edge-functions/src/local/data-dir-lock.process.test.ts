import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { CollectionTile } from '../contract/collections.ts';
import { TestClient } from '../test/test-client.ts';
import type { DataDirOwner } from './data-dir-lock.ts';

/**
 * Real `npm start` processes (main.ts under tsx) on one temp DATA_DIR. The tests run in order
 * and share the directory, so the demo marketplace is seeded and its images rendered once (the
 * slow part, 20-60 s); the later starts reuse it and take a few seconds.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNNING = 'LankaLens is running at';

interface Started {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  /** 'running' once it serves, or 'exited <code>'; with the time it happened. */
  outcome: Promise<{ result: string; at: number }>;
  exited: Promise<number | null>;
}

let root: string;
let dataDir: string;
const started: Started[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lankalens-lock-process-'));
  dataDir = path.join(root, 'data');
});

afterAll(async () => {
  for (const { child } of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  await rm(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'edge-functions/src/local/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      DATA_DIR: dataDir,
      // No built web app: these tests ask the API only.
      WEB_DIST: path.join(root, 'no-web-build'),
      LOG_LEVEL: 'info',
      LANKALENS_STARTED_BY: 'lock test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const outcome = new Promise<{ result: string; at: number }>((resolve) => {
    child.stdout!.on('data', () => {
      if (stdout.includes(RUNNING)) resolve({ result: 'running', at: Date.now() });
    });
    void exited.then((code) => resolve({ result: `exited ${code}`, at: Date.now() }));
  });
  const handle = { child, port, stdout: () => stdout, stderr: () => stderr, outcome, exited };
  started.push(handle);
  return handle;
}

/** The contract-checking test client, over HTTP to a started process. */
function clientOf(server: Started): TestClient {
  const app = {
    request: (url: string, init?: RequestInit) => {
      const { pathname, search } = new URL(url);
      return fetch(`http://127.0.0.1:${server.port}${pathname}${search}`, init);
    },
  };
  return new TestClient(app as unknown as App);
}

const refusal = (holder: Started) =>
  `DATA_DIR ${dataDir} is in use by process ${holder.child.pid} (lock test on :${holder.port}). ` +
  'Stop it, or set DATA_DIR to another folder.';

async function ownerFiles(): Promise<DataDirOwner[]> {
  const names = (await readdir(dataDir)).filter((name) => /^lock\.\d+$/.test(name));
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dataDir, name), 'utf8')) as DataDirOwner,
    ),
  );
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('one process per DATA_DIR (npm start)', () => {
  let holder: Started;
  const collectionName = 'Kept through a refused start';

  it('lets exactly one of two starts racing on an empty directory create the database', async () => {
    const racers = [await start(), await start()];
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome));
    expect(outcomes.map((o) => o.result).sort()).toEqual(['exited 1', 'running']);
    const winner = racers[outcomes.findIndex((o) => o.result === 'running')]!;
    const loser = racers[outcomes.findIndex((o) => o.result !== 'running')]!;
    holder = winner;

    expect(loser.stderr().trim()).toBe(refusal(winner));
    // At once: the loser was gone before the winner had finished its first start.
    expect(outcomes[racers.indexOf(loser)]!.at).toBeLessThan(outcomes[racers.indexOf(winner)]!.at);
    // Created once, by the winner: the loser never opened the database.
    expect(loser.stdout()).not.toContain('database bootstrapped');
    expect(count(winner.stdout(), '"msg":"database bootstrapped"')).toBe(1);
    expect(count(winner.stdout(), 'first start: seeded the demo marketplace')).toBe(1);
    expect((await ownerFiles()).map((owner) => owner.pid)).toEqual([winner.child.pid]);
    expect((await fetch(`http://127.0.0.1:${winner.port}/v1/health`)).status).toBe(200);
  }, 300_000);

  it('refuses a second start on the held directory; the first keeps serving its data', async () => {
    const buyer = clientOf(holder);
    await buyer.login('buyer@example.com');
    const created = await buyer.request('POST', '/v1/collections', {
      form: { name: collectionName },
    });
    expect(created.status).toBe(201);

    const second = await start();
    expect((await second.outcome).result).toBe('exited 1');
    expect(second.stderr().trim()).toBe(refusal(holder));
    expect(second.stdout()).not.toContain(RUNNING);

    expect(holder.child.exitCode).toBeNull();
    const collections = await buyer.get<CollectionTile[]>('/v1/collections');
    expect(collections.status).toBe(200);
    expect(collections.body.map((c) => c.name)).toContain(collectionName);
  }, 120_000);

  it('starts again after SIGKILL of the holder, with the acknowledged write', async () => {
    holder.child.kill('SIGKILL');
    await holder.exited;
    // Nothing ran on the way out: the owner file still names the killed process.
    expect(await ownerFiles()).toEqual([expect.objectContaining({ pid: holder.child.pid })]);
    expect((await ownerFiles())[0]!.released).toBeUndefined();

    const next = await start();
    expect((await next.outcome).result).toBe('running');
    expect(next.stdout()).not.toContain('database bootstrapped');
    expect((await ownerFiles()).map((owner) => owner.pid)).toEqual([next.child.pid]);
    const buyer = clientOf(next);
    await buyer.login('buyer@example.com');
    const collections = await buyer.get<CollectionTile[]>('/v1/collections');
    expect(collections.body.map((c) => c.name)).toContain(collectionName);

    // A clean stop lets go of the directory.
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(await ownerFiles()).toEqual([
      expect.objectContaining({ pid: next.child.pid, released: true }),
    ]);
  }, 120_000);
});
