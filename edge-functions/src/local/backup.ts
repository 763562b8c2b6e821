import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { createPgliteDriver } from '../adapters/database/pglite.ts';

/**
 * Backup and restore of the embedded default (issue 41): one file holding the PGlite database
 * and the disk storage of a DATA_DIR.
 *
 * The archive: gzip of a first line `LANKALENS-BACKUP 1`, a line of JSON (the manifest: when,
 * and every entry's name, size and SHA-256), then the entries' bytes one after the other. The
 * database entry is PGlite's own dump of its data folder (`dumpDataDir`), taken inside a
 * transaction of the running process: no other transaction runs meanwhile, and the dump holds
 * the query lock, so it is the database at one instant, every committed write in it. Storage is
 * read afterwards: its files are written before the rows that name them commit, so every file the
 * database names is on disk by then (docs/deploy.md, "Backups of the embedded default", says what
 * this does not cover). Restore reads the whole archive and checks every hash before it writes
 * anything.
 */
export const BACKUP_MAGIC = 'LANKALENS-BACKUP 1';
const DATABASE_ENTRY = 'database/pgdata.tar.gz';
const STORAGE_PREFIX = 'storage/';
const TEMP_FILE = /\.[0-9a-f-]{36}\.part$/;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

interface Entry {
  name: string;
  size: number;
  sha256: string;
}

interface Manifest {
  created_at: string;
  entries: Entry[];
}

/** A backup that cannot be used, with a message for the person who ran the command. */
export class BackupError extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `root` (relative, '/'-separated), skipping unfinished writes. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !TEMP_FILE.test(entry.name))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * Writes a backup of the running database and the storage folder to `file` (through a temp file
 * and a rename, so `file` is whole or absent). Answers the manifest's figures.
 */
export async function writeBackup(options: {
  pglite: PGlite;
  storageRoot: string;
  file: string;
  now?: Date;
}): Promise<{ bytes: number; files: number }> {
  // Inside a transaction: no other transaction is half done in the dump (see above).
  const database = await options.pglite.transaction(async () => {
    const dump = await options.pglite.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  });
  const parts: { entry: Entry; bytes: Uint8Array }[] = [
    {
      entry: { name: DATABASE_ENTRY, size: database.byteLength, sha256: sha256(database) },
      bytes: database,
    },
  ];
  for (const key of await filesUnder(options.storageRoot)) {
    // Removed since the listing (the sweep, a replaced picture): nothing names it any more.
    const bytes = await readFile(path.join(options.storageRoot, key)).catch(() => null);
    if (!bytes) continue;
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    parts.push({
      entry: { name: `${STORAGE_PREFIX}${key}`, size: data.byteLength, sha256: sha256(data) },
      bytes: data,
    });
  }
  const manifest: Manifest = {
    created_at: (options.now ?? new Date()).toISOString(),
    entries: parts.map((part) => part.entry),
  };
  const head = new TextEncoder().encode(`${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
  const archive = await gzipAsync(Buffer.concat([head, ...parts.map((part) => part.bytes)]));
  await mkdir(path.dirname(options.file), { recursive: true });
  const temp = `${options.file}.${crypto.randomUUID()}.part`;
  await writeFile(temp, archive);
  await rename(temp, options.file);
  return { bytes: archive.byteLength, files: parts.length - 1 };
}

/** Reads and checks a whole archive: every entry present, of its size and hash. */
export async function readBackup(
  file: string,
): Promise<{ manifest: Manifest; data: Map<string, Uint8Array> }> {
  const raw = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${file}: ${error.code ?? error.message}`);
  });
  let bytes: Buffer;
  try {
    bytes = await gunzipAsync(raw);
  } catch {
    throw new BackupError(
      raw.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))
        ? `${file} is damaged: its compressed data is cut short or corrupt`
        : `${file} is not a LankaLens backup (it is not a gzip file)`,
    );
  }
  const firstLine = bytes.indexOf(0x0a);
  if (firstLine < 0 || bytes.subarray(0, firstLine).toString('utf8') !== BACKUP_MAGIC) {
    throw new BackupError(`${file} is not a LankaLens backup (no "${BACKUP_MAGIC}" header)`);
  }
  const secondLine = bytes.indexOf(0x0a, firstLine + 1);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.subarray(firstLine + 1, secondLine).toString('utf8')) as Manifest;
    if (!Array.isArray(manifest.entries)) throw new Error('no entries');
  } catch {
    throw new BackupError(`${file} is damaged: its list of contents cannot be read`);
  }
  const data = new Map<string, Uint8Array>();
  let offset = secondLine + 1;
  for (const entry of manifest.entries) {
    const unsafe =
      entry.name.split('/').some((part) => part === '..' || part === '') ||
      path.isAbsolute(entry.name);
    if (unsafe)
      throw new BackupError(`${file} is damaged: it names an unsafe path (${entry.name})`);
    const part = bytes.subarray(offset, offset + entry.size);
    if (part.byteLength !== entry.size || sha256(part) !== entry.sha256) {
      throw new BackupError(`${file} is damaged: ${entry.name} does not match its checksum`);
    }
    data.set(entry.name, part);
    offset += entry.size;
  }
  if (offset !== bytes.byteLength) throw new BackupError(`${file} is damaged: it has extra bytes`);
  if (!data.has(DATABASE_ENTRY)) throw new BackupError(`${file} has no database in it`);
  return { manifest, data };
}

/**
 * Restores `file` into `dataDir`, which must be empty or absent. The archive is checked whole
 * first; then the database is opened, checked with amcheck (every B-tree index of the
 * marketplace's schemas) and closed; only then are the storage files written.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
}): Promise<{ createdAt: string; files: number; indexesChecked: number }> {
  const existing = await readdir(options.dataDir).catch(() => []);
  if (existing.length > 0) {
    throw new BackupError(
      `${options.dataDir} is not empty: restore only into an empty or new folder (nothing was changed)`,
    );
  }
  const { manifest, data } = await readBackup(options.file);
  const driver = await createPgliteDriver({
    dataDir: path.join(options.dataDir, 'pgdata'),
    loadDataDir: new Blob([Uint8Array.from(data.get(DATABASE_ENTRY)!)]),
    extensions: { amcheck },
  });
  let indexesChecked = 0;
  try {
    indexesChecked = await checkIndexes(driver.pglite);
  } finally {
    await driver.close();
  }
  let files = 0;
  for (const [name, bytes] of data) {
    if (!name.startsWith(STORAGE_PREFIX)) continue;
    const target = path.join(options.dataDir, 'storage', name.slice(STORAGE_PREFIX.length));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    files++;
  }
  return { createdAt: manifest.created_at, files, indexesChecked };
}

/** amcheck's bt_index_check on every B-tree index outside the system schemas; answers how many. */
export async function checkIndexes(pglite: PGlite): Promise<number> {
  await pglite.exec('create extension if not exists amcheck');
  try {
    const { rows } = await pglite.query<{ index: string }>(
      `select c.oid::regclass::text as index
         from pg_index i
         join pg_class c on c.oid = i.indexrelid
         join pg_am a on a.oid = c.relam and a.amname = 'btree'
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
          and c.relpersistence <> 't' and i.indisready and i.indisvalid`,
    );
    for (const row of rows) {
      await pglite.query(`select bt_index_check($1::regclass, true)`, [row.index]);
    }
    return rows.length;
  } finally {
    await pglite.exec('drop extension if exists amcheck');
  }
}

/** The newest `keep` archives in `dir` stay (names sort by time); older ones are removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => []))
    .filter((name) => /^lankalens-\d{8}T\d{6}Z\.backup$/.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}

/** `lankalens-20261203T080000Z.backup` */
export function scheduledBackupName(now: Date): string {
  return `lankalens-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup`;
}

/** Where the CLI leaves a request for the running server (`<DATA_DIR>/backup-requests/`). */
export const requestFolder = (dataDir: string) => path.join(dataDir, 'backup-requests');

/**
 * In the process that holds DATA_DIR: answers the backup CLI's requests (a `<id>.json` naming the
 * file, then SIGUSR2), one at a time, writing `<id>.done.json` with the outcome.
 */
export function serveBackupRequests(options: {
  pglite: PGlite;
  dataDir: string;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  return () => {
    running = running.then(async () => {
      const folder = requestFolder(options.dataDir);
      const names = (await readdir(folder).catch(() => [])).filter((name) =>
        /^[0-9a-f-]{36}\.json$/.test(name),
      );
      for (const name of names) {
        const request = path.join(folder, name);
        let outcome: Record<string, unknown>;
        try {
          const { file } = JSON.parse(await readFile(request, 'utf8')) as { file: string };
          outcome = {
            ok: true,
            ...(await writeBackup({
              pglite: options.pglite,
              storageRoot: path.join(options.dataDir, 'storage'),
              file,
            })),
          };
        } catch (error) {
          options.onError(error);
          outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        await rm(request, { force: true });
        await writeFile(request.replace(/\.json$/, '.done.json'), JSON.stringify(outcome));
      }
    });
    return running;
  };
}

/**
 * Scheduled local backups: every `everyMs` a new archive in `dir`, keeping the newest `keep`.
 * Answers the stop function.
 */
export function scheduleLocalBackups(options: {
  pglite: PGlite;
  dataDir: string;
  dir: string;
  everyMs: number;
  keep: number;
  log: (message: string, fields: Record<string, unknown>) => void;
}): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const file = path.join(options.dir, scheduledBackupName(new Date()));
    writeBackup({
      pglite: options.pglite,
      storageRoot: path.join(options.dataDir, 'storage'),
      file,
    })
      .then(async (written) => {
        const removed = await pruneBackups(options.dir, options.keep);
        options.log('backup written', { file, ...written, removed: removed.length });
      })
      .catch((error: unknown) =>
        options.log('backup failed', { error: error instanceof Error ? error.message : error }),
      )
      .finally(() => {
        busy = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
