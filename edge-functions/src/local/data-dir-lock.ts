import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per DATA_DIR (docs/decisions/, 22). Two embedded PGlite instances on one
 * directory each keep their own view of the files and lose each other's acknowledged writes, so
 * whatever opens the embedded database under DATA_DIR holds this lock for its whole life.
 *
 * Node has no flock, so the lock is an owner file, `DATA_DIR/lock.<n>`: JSON naming the owner's
 * pid, host, boot, process start time and what it is ("npm start on :8080"). It is created with
 * O_EXCL (`wx`), so of two creators of one name exactly one succeeds. An owner file is free
 * when its process is gone (`kill(pid, 0)` says ESRCH, the process is a zombie, the machine has
 * rebooted since, or the pid now belongs to a process that started at another time) or when it
 * says it was released. A stale file is never removed to make room: the next owner creates the
 * next generation, `lock.<n+1>`, and only then deletes the older files. Racers who judged the
 * same stale file all try the same next name, so exactly one wins, and nobody ever deletes a
 * file that might belong to a live owner. A racer whose view was older (it saw a generation that
 * is gone by now) can create a lower number; after creating its file each racer checks that
 * its number is the highest, and steps back when it is not.
 */

/** What an owner file holds. */
export interface DataDirOwner {
  pid: number;
  hostname: string;
  /** What holds the directory, for the refusal message: "npm start on :8080". */
  description: string;
  /** /proc/sys/kernel/random/boot_id where there is one: a lock from before a reboot is free. */
  bootId?: string;
  /** The owner's start time as the OS reports it (the pid-reuse guard), when it can be read. */
  startTime?: string;
  /** When the lock was taken (ISO), for people reading the file. */
  since: string;
  /** Tells this acquisition from any other by the same pid. */
  token: string;
  /** Written over the file when the owner lets go; the directory is free again. */
  released?: boolean;
}

export interface DataDirLock {
  readonly dataDir: string;
  /** The owner file this process holds. */
  readonly file: string;
  /** Lets go of the directory (also done on process exit). Idempotent. */
  release(): void;
}

/** The directory as people named it: relative to the working directory when inside it. */
export function dataDirLabel(dataDir: string): string {
  const relative = path.relative(process.cwd(), dataDir);
  return relative === ''
    ? '.'
    : relative.startsWith('..') || path.isAbsolute(relative)
      ? dataDir
      : relative;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
    readonly lockFile: string,
  ) {
    const elsewhere = owner.hostname !== os.hostname();
    super(
      `DATA_DIR ${dataDirLabel(dataDir)} is in use by process ${owner.pid}` +
        (elsewhere ? ` on ${owner.hostname}` : '') +
        ` (${owner.description}). Stop it, or set DATA_DIR to another folder.` +
        // Another machine's processes cannot be checked from here (a shared folder).
        (elsewhere ? ` If that process is gone, delete ${lockFile}.` : ''),
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = /^lock\.(\d+)$/;
const lockPath = (dataDir: string, generation: number) => path.join(dataDir, `lock.${generation}`);

/**
 * An owner file that does not parse is being written (O_EXCL creates it empty, the content
 * follows at once) unless it is older than this: then its writer died in between.
 */
const SETTLE_MS = 2000;
/** How long acquiring may keep retrying (files settling, racers stepping back) before it fails. */
const ACQUIRE_DEADLINE_MS = 10_000;

/**
 * Takes DATA_DIR for this process, creating the directory if needed, or throws
 * DataDirInUseError naming the live owner. Released on exit, including process.exit(); after a
 * SIGKILL the file stays but names a dead process, which the next start recognises as free.
 */
export async function lockDataDir(dataDir: string, description: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const own = ownProcess();
  const me: DataDirOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    description,
    ...(own.bootId ? { bootId: own.bootId } : {}),
    ...(own.startTime ? { startTime: own.startTime } : {}),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  const deadline = Date.now() + ACQUIRE_DEADLINE_MS;
  while (Date.now() < deadline) {
    const top = (await generations(dataDir)).at(-1);
    if (top !== undefined) {
      const state = await judge(dataDir, top);
      if (state.kind === 'held') throw new DataDirInUseError(dataDir, state.owner, state.file);
      if (state.kind === 'settling') {
        await sleep(20);
        continue;
      }
      if (state.kind === 'gone') continue; // a newer owner cleaned it up: look again
    }
    const mine = (top ?? 0) + 1;
    if (await claimGeneration(dataDir, mine, me)) {
      await removeOlderFiles(dataDir, mine);
      return holdUntilExit(dataDir, lockPath(dataDir, mine), me);
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDirLabel(dataDir)}: its lock files kept changing`);
}

/**
 * Creates `lock.<generation>` for `me` and keeps it only if no higher generation exists then.
 * False when another racer created that name first, or when a higher one exists: our view was
 * older than a generation made meanwhile, and that one decides (the caller looks again).
 * Exported for tests.
 */
export async function claimGeneration(
  dataDir: string,
  generation: number,
  me: DataDirOwner,
): Promise<boolean> {
  const file = lockPath(dataDir, generation);
  try {
    await writeFile(file, JSON.stringify(me, null, 2) + '\n', { flag: 'wx' });
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  if ((await generations(dataDir)).at(-1) === generation) return true;
  await rm(file, { force: true });
  return false;
}

/** The live owner of DATA_DIR, or null. Takes nothing. */
export async function findDataDirOwner(
  dataDir: string,
): Promise<{ owner: DataDirOwner; file: string } | null> {
  const deadline = Date.now() + ACQUIRE_DEADLINE_MS;
  while (Date.now() < deadline) {
    const top = (await generations(dataDir).catch(() => [])).at(-1);
    if (top === undefined) return null;
    const state = await judge(dataDir, top);
    if (state.kind === 'held') return { owner: state.owner, file: state.file };
    if (state.kind === 'free') return null;
    if (state.kind === 'settling') await sleep(20);
  }
  return null;
}

/**
 * For processes that use DATA_DIR's storage with a server database (DATABASE_URL): they may
 * share it with each other, but it belongs to the embedded database of a process that holds it.
 */
export async function refuseEmbeddedOwner(dataDir: string): Promise<void> {
  const held = await findDataDirOwner(dataDir);
  if (held) throw new DataDirInUseError(dataDir, held.owner, held.file);
}

/** For a host's top level: prints the refusal and exits 1; any other error is rethrown. */
export function exitIfDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/**
 * What this process is, for the owner file: `npm start`, `npm run <script>`, or what a parent
 * script says it is (LANKALENS_STARTED_BY: `npm run dev` runs main.ts through npx, which hides
 * the npm script's name).
 */
export function describeThisProcess(): string {
  const startedBy = process.env.LANKALENS_STARTED_BY;
  if (startedBy) return startedBy;
  const script = process.env.npm_lifecycle_event;
  if (script === 'start') return 'npm start';
  if (script && script !== 'npx') return `npm run ${script}`;
  const entry = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : 'node';
  return `node ${entry}`;
}

type Judgement =
  | { kind: 'held'; owner: DataDirOwner; file: string }
  | { kind: 'free' }
  | { kind: 'settling' }
  | { kind: 'gone' };

async function judge(dataDir: string, generation: number): Promise<Judgement> {
  const file = lockPath(dataDir, generation);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'gone' };
    throw error;
  }
  const owner = parseOwner(text);
  if (!owner) {
    const age = await stat(file).then(
      (info) => Date.now() - info.mtimeMs,
      () => Infinity,
    );
    return age < SETTLE_MS ? { kind: 'settling' } : { kind: 'free' };
  }
  if (owner.released || !isAlive(owner)) return { kind: 'free' };
  return { kind: 'held', owner, file };
}

function parseOwner(text: string): DataDirOwner | null {
  try {
    const value = JSON.parse(text) as Partial<DataDirOwner> | null;
    if (
      !value ||
      typeof value.pid !== 'number' ||
      typeof value.hostname !== 'string' ||
      typeof value.token !== 'string'
    )
      return null;
    return { description: 'unknown process', since: '', ...value } as DataDirOwner;
  } catch {
    return null;
  }
}

/** Whether the process an owner file names is still the one that wrote it. */
function isAlive(owner: DataDirOwner): boolean {
  // Another machine's processes are out of sight (DATA_DIR on a shared folder): assume alive.
  if (owner.hostname !== os.hostname()) return true;
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if (errorCode(error) === 'ESRCH') return false;
  }
  const now = processFacts(owner.pid);
  if (now === 'gone' || now?.zombie) return false;
  // The pid-reuse guard: the same pid, but a process that started at another time.
  if (owner.startTime && now?.startTime && owner.startTime !== now.startTime) return false;
  return true;
}

interface ProcessFacts {
  startTime?: string;
  zombie: boolean;
}

/**
 * The start time and state of a process: /proc/<pid>/stat on Linux (start time in clock ticks
 * since boot), `ps` on macOS and the BSDs (to the second), unknown on Windows. 'gone' when the
 * OS says there is no such process.
 */
export function processFacts(pid: number): ProcessFacts | 'gone' | undefined {
  if (process.platform === 'linux') {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch (error) {
      // No such file means no such process, unless /proc itself is missing (some sandboxes).
      return errorCode(error) === 'ENOENT' && procMounted() ? 'gone' : undefined;
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last
    // ')'. fields[0] is then field 3 of proc(5), the state, and field 22, starttime, is fields[19].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTime = fields[19];
    return { zombie: state === 'Z' || state === 'X', ...(startTime ? { startTime } : {}) };
  }
  if (process.platform === 'win32') return undefined;
  try {
    const line = execFileSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    if (!line) return 'gone';
    const [state = '', ...start] = line.split(/\s+/);
    return { zombie: state.startsWith('Z'), startTime: start.join(' ') };
  } catch (error) {
    // ps exits 1 when the pid matches no process.
    return (error as { status?: number }).status === 1 ? 'gone' : undefined;
  }
}

function procMounted(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

function ownProcess(): { bootId?: string; startTime?: string } {
  const facts = processFacts(process.pid);
  const bootId = readBootId();
  return {
    ...(bootId ? { bootId } : {}),
    ...(facts && facts !== 'gone' && facts.startTime ? { startTime: facts.startTime } : {}),
  };
}

function readBootId(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

async function generations(dataDir: string): Promise<number[]> {
  const names = await readdir(dataDir);
  return names
    .map((name) => LOCK_FILE.exec(name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The owner files before ours, and released-marker temporaries a killed process left behind. */
async function removeOlderFiles(dataDir: string, mine: number): Promise<void> {
  for (const name of await readdir(dataDir)) {
    const generation = /^lock\.(\d+)(?:$|\.released-)/.exec(name)?.[1];
    if (generation !== undefined && Number(generation) < mine) {
      await rm(path.join(dataDir, name), { force: true });
    }
  }
}

function holdUntilExit(dataDir: string, file: string, me: DataDirOwner): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      const current = parseOwner(readFileSync(file, 'utf8'));
      if (current?.token !== me.token) return; // not ours any more
      // The file stays, marked released, so the generation count never goes back (see above);
      // written beside it and renamed over it, so readers never see half of it.
      const temporary = `${file}.released-${process.pid}`;
      writeFileSync(temporary, JSON.stringify({ ...me, released: true }, null, 2) + '\n');
      renameSync(temporary, file);
    } catch {
      // The directory is gone or unwritable: nothing left to release.
    }
  };
  process.on('exit', release);
  return { dataDir, file, release };
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
