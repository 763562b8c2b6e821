import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimGeneration,
  DataDirInUseError,
  findDataDirOwner,
  lockDataDir,
  processFacts,
  type DataDirLock,
  type DataDirOwner,
} from './data-dir-lock.ts';

/**
 * The DATA_DIR lock through its module API, in this process: acquiring and refusing, stale owner
 * files (dead pid, reused pid, rebooted machine, a file whose writer died), and racers. The
 * processes of `npm start` themselves: data-dir-lock.process.test.ts.
 */
let root: string;
let dataDir: string;
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lankalens-lock-'));
  dataDir = path.join(root, 'data');
});

afterEach(async () => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

async function lock(description = 'test') {
  const taken = await lockDataDir(dataDir, description);
  held.push(taken);
  return taken;
}

const lockFiles = async () =>
  (await readdir(dataDir)).filter((name) => /^lock\.\d+$/.test(name)).sort();

const readOwner = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as DataDirOwner;

/** An owner file as another process would have written it. */
async function writeOwner(generation: number, owner: Partial<DataDirOwner>) {
  await mkdir(dataDir, { recursive: true });
  const full: DataDirOwner = {
    pid: 1,
    hostname: os.hostname(),
    description: 'npm start on :8080',
    since: new Date().toISOString(),
    token: `token-${generation}`,
    ...owner,
  };
  await writeFile(path.join(dataDir, `lock.${generation}`), JSON.stringify(full));
}

/** A process that ran and exited: its pid names nobody now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

/** A live process that is not this one. */
async function livePid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

const ownStart = processFacts(process.pid);
const startTimes = ownStart !== undefined && ownStart !== 'gone' && Boolean(ownStart.startTime);

describe('the DATA_DIR lock', () => {
  it('creates the directory and an owner file naming this process', async () => {
    const taken = await lock('npm start on :8300');
    const owner = await readOwner(taken.file);
    expect(owner).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
      description: 'npm start on :8300',
    });
    expect(owner.released).toBeUndefined();
    expect(await findDataDirOwner(dataDir)).toMatchObject({ owner: { pid: process.pid } });
  });

  it('refuses a second holder, in this process too, with the message that says what to do', async () => {
    await lock('npm start on :8300');
    const second = lockDataDir(dataDir, 'npm run dev on :8301');
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by process ${process.pid} (npm start on :8300). ` +
        'Stop it, or set DATA_DIR to another folder.',
    );
  });

  it('names the directory as given relative to the working directory', async () => {
    const inside = path.join(process.cwd(), '.data-lock-test-label');
    try {
      const first = await lockDataDir(inside, 'npm start on :8080');
      held.push(first);
      await expect(lockDataDir(inside, 'again')).rejects.toThrow(
        `DATA_DIR .data-lock-test-label is in use by process ${process.pid} (npm start on :8080).`,
      );
    } finally {
      for (const lockHeld of held.splice(0)) lockHeld.release();
      await rm(inside, { recursive: true, force: true });
    }
  });

  it('is free again after release, which marks the file instead of removing it', async () => {
    const first = await lock();
    first.release();
    first.release(); // idempotent
    expect(await readOwner(first.file)).toMatchObject({ pid: process.pid, released: true });
    expect(await findDataDirOwner(dataDir)).toBeNull();
    const second = await lock();
    expect(path.basename(second.file)).toBe('lock.2');
    expect(await lockFiles()).toEqual(['lock.2']);
  });

  it('takes over the file of a process that is gone, and removes it', async () => {
    await writeOwner(7, { pid: await deadPid() });
    expect(await findDataDirOwner(dataDir)).toBeNull();
    const taken = await lock();
    expect(path.basename(taken.file)).toBe('lock.8');
    expect(await lockFiles()).toEqual(['lock.8']);
  });

  it('refuses a file naming another live process', async () => {
    const pid = await livePid();
    const facts = processFacts(pid);
    await writeOwner(3, {
      pid,
      description: 'npm run dev on :8080',
      ...(facts && facts !== 'gone' && facts.startTime ? { startTime: facts.startTime } : {}),
    });
    await expect(lock()).rejects.toThrow(
      `is in use by process ${pid} (npm run dev on :8080). Stop it, or set DATA_DIR to another folder.`,
    );
    expect(await lockFiles()).toEqual(['lock.3']);
  });

  it.runIf(startTimes)('treats a live pid that started at another time as reused', async () => {
    const pid = await livePid();
    await writeOwner(1, { pid, startTime: '1' });
    const taken = await lock();
    expect(path.basename(taken.file)).toBe('lock.2');
  });

  it.runIf(process.platform === 'linux')('treats a file from before a reboot as free', async () => {
    await writeOwner(1, { pid: process.pid, bootId: 'another-boot' });
    await lock();
    expect(await lockFiles()).toEqual(['lock.2']);
  });

  it('waits for an owner file being written, and frees one whose writer died mid-write', async () => {
    await writeOwner(1, { pid: await deadPid() });
    await writeFile(path.join(dataDir, 'lock.2'), ''); // created, content not written yet
    const waiting = lock();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pid = await livePid();
    await writeFile(
      path.join(dataDir, 'lock.2'),
      JSON.stringify({
        pid,
        hostname: os.hostname(),
        token: 't',
        description: 'npm start on :8080',
      }),
    );
    await expect(waiting).rejects.toThrow(`in use by process ${pid} (npm start on :8080)`);

    await writeFile(path.join(dataDir, 'lock.2'), '{"pid": 12');
    const old = new Date(Date.now() - 60_000);
    await utimes(path.join(dataDir, 'lock.2'), old, old);
    const taken = await lock();
    expect(path.basename(taken.file)).toBe('lock.3');
  });

  it('never frees a file from another host (its processes cannot be seen from here)', async () => {
    await writeOwner(4, { pid: await deadPid(), hostname: 'elsewhere.example' });
    await expect(lock()).rejects.toThrow(
      /in use by process \d+ on elsewhere\.example \(npm start on :8080\)\. Stop it, or set DATA_DIR to another folder\. If that process is gone, delete .*lock\.4\.$/,
    );
  });

  it('lets exactly one of many racers take an empty directory', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => lockDataDir(dataDir, `racer ${i}`)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    for (const r of won) held.push(r.value);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(DataDirInUseError);
    }
    expect(await lockFiles()).toEqual([path.basename(won[0]!.value.file)]);
  });

  it('lets exactly one of many racers take over a stale file', async () => {
    await writeOwner(5, { pid: await deadPid() });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => lockDataDir(dataDir, `racer ${i}`)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    for (const r of won) held.push(r.value);
    expect(won).toHaveLength(1);
    expect(await lockFiles()).toEqual(['lock.6']);
    const owner = await readOwner(won[0]!.value.file);
    expect(owner.pid).toBe(process.pid);
  });

  it('keeps a claimed generation only when it is the newest', async () => {
    // A live owner holds lock.9, made after a racer read lock.3 as the newest (now cleaned up).
    const pid = await livePid();
    await writeOwner(9, { pid });
    const me: DataDirOwner = {
      pid: process.pid,
      hostname: os.hostname(),
      description: 'late racer',
      since: new Date().toISOString(),
      token: 'late',
    };
    expect(await claimGeneration(dataDir, 4, me)).toBe(false);
    expect(await claimGeneration(dataDir, 9, me)).toBe(false);
    expect(await lockFiles()).toEqual(['lock.9']);
    expect((await readOwner(path.join(dataDir, 'lock.9'))).pid).toBe(pid);
    expect(await claimGeneration(dataDir, 10, me)).toBe(true);
    expect(await lockFiles()).toEqual(['lock.10', 'lock.9']);
  });
});
