import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from '../adapters/database/pglite.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import {
  BackupError,
  checkIndexes,
  pruneBackups,
  restoreBackup,
  scheduledBackupName,
  writeBackup,
} from './backup.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-backup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('backup and restore of a running embedded database', () => {
  it('restores every write acknowledged before the backup started, with clean indexes', async () => {
    const source = path.join(dir, 'source');
    const driver = await createPgliteDriver({ dataDir: path.join(source, 'pgdata') });
    const storage = createDiskStorage(path.join(source, 'storage'));
    await driver.runScript(
      `create table public.writes (id int primary key, payload text not null);
       create index writes_payload_idx on public.writes (payload);`,
    );
    // A writer that keeps going during the backup: rows in one-row and three-row transactions,
    // and a stored file for every tenth, each counted once acknowledged.
    const acknowledged: number[] = [];
    let next = 1;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const ids = next % 2 ? [next] : [next, next + 1, next + 2];
        next += ids.length;
        await driver.transaction(async (tx) => {
          for (const id of ids) {
            await tx.query(`insert into public.writes values ($1, $2)`, [id, `row ${id}`]);
          }
        });
        for (const id of ids) {
          if (id % 10 === 0) {
            await storage.put('originals', `files/${id}.bin`, new Uint8Array([id % 256]), 'x');
          }
        }
        acknowledged.push(...ids);
      }
    })();
    while (acknowledged.length < 200) await new Promise((done) => setTimeout(done, 5));

    const before = [...acknowledged];
    const file = path.join(dir, 'running.backup');
    await writeBackup({ pglite: driver.pglite, storageRoot: path.join(source, 'storage'), file });
    writing = false;
    await writer;
    // The writer went on during the backup.
    expect(acknowledged.length).toBeGreaterThan(before.length);
    await driver.close();

    const target = path.join(dir, 'restored');
    const restored = await restoreBackup({ file, dataDir: target });
    expect(restored.indexesChecked).toBeGreaterThanOrEqual(2);
    const copy = await createPgliteDriver({
      dataDir: path.join(target, 'pgdata'),
      extensions: { amcheck },
    });
    const rows = await copy.transaction((tx) =>
      tx.query<{ id: number }>(`select id from public.writes order by id`),
    );
    const ids = new Set(rows.map((row) => row.id));
    for (const id of before) expect(ids.has(id)).toBe(true);
    // Whole transactions only: a three-row transaction (2-4, 6-8, ...) is all there or not at all.
    for (const id of ids) {
      if (id % 4 === 2) expect([ids.has(id + 1), ids.has(id + 2)]).toEqual([true, true]);
    }
    expect(await checkIndexes(copy.pglite)).toBeGreaterThanOrEqual(2);
    await copy.close();
    const restoredStorage = createDiskStorage(path.join(target, 'storage'));
    for (const id of before.filter((id) => id % 10 === 0)) {
      expect(await restoredStorage.read('originals', `files/${id}.bin`)).toEqual(
        new Uint8Array([id % 256]),
      );
    }
  }, 240_000);

  it('refuses a damaged archive, a foreign one and a folder that is not empty, writing nothing', async () => {
    const source = path.join(dir, 'small');
    const driver = await createPgliteDriver({ dataDir: path.join(source, 'pgdata') });
    await driver.runScript(`create table public.t (id int primary key)`);
    const file = path.join(dir, 'small.backup');
    await writeBackup({ pglite: driver.pglite, storageRoot: path.join(source, 'storage'), file });
    await driver.close();

    const bytes = await readFile(file);
    const cut = path.join(dir, 'cut.backup');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(dir, 'flipped.backup');
    const { gunzipSync } = await import('node:zlib');
    const plain = gunzipSync(bytes);
    plain[plain.length - 100] = plain[plain.length - 100]! ^ 0xff;
    await writeFile(flipped, gzipSync(plain));
    const foreign = path.join(dir, 'foreign.tar.gz');
    await writeFile(foreign, gzipSync(Buffer.from('some other archive\n')));
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'hello');

    const attempt = (archive: string, target = path.join(dir, `t-${Math.random()}`)) =>
      restoreBackup({ file: archive, dataDir: target }).then(
        () => null,
        (error: unknown) => error,
      );
    const messages = [
      [cut, /is damaged: its compressed data is cut short or corrupt/],
      [flipped, /is damaged: database\/pgdata\.tar\.gz does not match its checksum/],
      [foreign, /is not a LankaLens backup \(no "LANKALENS-BACKUP 1" header\)/],
      [text, /is not a LankaLens backup \(it is not a gzip file\)/],
    ] as const;
    for (const [archive, message] of messages) {
      const target = path.join(dir, `refused-${path.basename(archive)}`);
      const error = await attempt(archive, target);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(message);
      // Nothing was written.
      await expect(readFile(path.join(target, 'pgdata', 'PG_VERSION'))).rejects.toThrow();
    }
    const busy = path.join(dir, 'busy');
    await (await import('node:fs/promises')).mkdir(busy);
    await writeFile(path.join(busy, 'something'), 'x');
    expect(((await attempt(file, busy)) as Error).message).toMatch(/is not empty/);
  }, 240_000);

  it('keeps the newest N scheduled archives', async () => {
    const folder = path.join(dir, 'scheduled');
    await (await import('node:fs/promises')).mkdir(folder);
    const names = [0, 1, 2, 3, 4].map((day) =>
      scheduledBackupName(new Date(Date.UTC(2026, 11, day + 1, 8))),
    );
    for (const name of names) await writeFile(path.join(folder, name), '');
    await writeFile(path.join(folder, 'keep-me.txt'), '');
    expect(await pruneBackups(folder, 3)).toEqual(names.slice(0, 2));
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(folder)).sort()).toEqual([...names.slice(2), 'keep-me.txt'].sort());
    expect(names[0]).toBe('lankalens-20261201T080000Z.backup');
  });
});
