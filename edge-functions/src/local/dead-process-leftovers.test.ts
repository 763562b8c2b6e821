import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import type { Logger } from '../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { clearDeadProcessLeftovers } from './dead-process-leftovers.ts';

let database: TestDatabase;
let root: string;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  root = await mkdtemp(path.join(os.tmpdir(), 'leftovers-'));
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

function recordingLogger() {
  const lines: { msg: string; fields?: object }[] = [];
  const record = (msg: string, fields?: object) => void lines.push({ msg, fields });
  const logger: Logger = { debug: record, info: record, warn: record, error: record };
  return { logger, lines };
}

describe('an embedded start after a crash', () => {
  it('removes the partial files of the dead process at once, keeps finished ones, logs how many', async () => {
    const storageRoot = path.join(root, 'storage');
    const storage = createDiskStorage(storageRoot);
    await storage.put('originals', 'u1/a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.put('avatars', 'u1/b.jpg', new Uint8Array([2]), 'image/jpeg');
    // What three SIGKILLs mid-upload leave: temp files beside their targets, written just now
    // (the storage sweep would wait STORAGE_SWEEP_GRACE_HOURS for them).
    const partial = [
      'originals/u1/c.jpg.0f8fad5b-d9cb-469f-a165-70867728950e.part',
      'originals/u1/d.jpg.7c9e6679-7425-40de-944b-e07fc1f90ae7.part',
      'avatars/u2/e.jpg.a3bb189e-8bf9-3888-9912-ace4e6543002.part',
      'derivatives/u1/p/thumb.jpg.e4eaaaf2-d142-11e1-b3e4-080027620cdd.part',
    ];
    for (const file of partial) {
      await mkdir(path.dirname(path.join(storageRoot, file)), { recursive: true });
      await writeFile(path.join(storageRoot, file), new Uint8Array([0]));
    }
    // A name that merely ends in .part is not a temp file of ours.
    await storage.put('avatars', 'u1/notes.part', new Uint8Array([3]), 'text/plain');
    const { logger, lines } = recordingLogger();

    await clearDeadProcessLeftovers({ db: database.db, storageRoot, logger });

    const left = (await readdir(storageRoot, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(storageRoot, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(left).toEqual(['avatars/u1/b.jpg', 'avatars/u1/notes.part', 'originals/u1/a.jpg']);
    expect(lines).toContainEqual({
      msg: 'partial files left by the last process removed',
      fields: { files: 4 },
    });
  });

  it('says nothing about partial files when there are none', async () => {
    const { logger, lines } = recordingLogger();
    await clearDeadProcessLeftovers({
      db: database.db,
      storageRoot: path.join(root, 'empty'),
      logger,
    });
    expect(lines).toEqual([]);
  });
});
