import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgliteDriver } from '../adapters/database/pglite.ts';
import { BackupError, requestFolder, restoreBackup, writeBackup } from './backup.ts';
import { findDataDirOwner, lockDataDir } from './data-dir-lock.ts';

/**
 * `DATA_DIR=.data npm run backup -- FILE` and `DATA_DIR=<empty folder> npm run restore -- FILE`
 * (local/backup.ts). A backup of a folder a running `npm start` holds is made by that process (a
 * request file and SIGUSR2), since only it may open the database; a folder nobody holds is opened
 * here, under its lock.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const [command, target] = process.argv.slice(2);
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!target || (command !== 'backup' && command !== 'restore')) {
  fail('usage: DATA_DIR=<folder> npm run backup -- FILE | npm run restore -- FILE');
}
const file = path.resolve(process.cwd(), target);

try {
  if (command === 'restore') {
    const restored = await restoreBackup({ file, dataDir });
    console.log(
      `Restored the backup of ${restored.createdAt} into ${dataDir}: the database ` +
        `(${restored.indexesChecked} indexes checked by amcheck) and ${restored.files} stored files.`,
    );
  } else {
    if (!existsSync(path.join(dataDir, 'pgdata'))) fail(`${dataDir} has no database to back up`);
    const held = await findDataDirOwner(dataDir);
    if (held) {
      // The running server makes it: leave the request, wake it, wait for its answer.
      const id = crypto.randomUUID();
      const folder = requestFolder(dataDir);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${id}.json`), JSON.stringify({ file }));
      process.kill(held.owner.pid, 'SIGUSR2');
      const done = path.join(folder, `${id}.done.json`);
      const deadline = Date.now() + 30 * 60_000;
      while (!existsSync(done)) {
        if (Date.now() > deadline) fail(`${held.owner.description} did not answer the backup`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const outcome = JSON.parse(await readFile(done, 'utf8')) as {
        ok: boolean;
        error?: string;
        bytes?: number;
        files?: number;
      };
      await rm(done, { force: true });
      if (!outcome.ok) fail(`The backup failed: ${outcome.error}`);
      console.log(
        `Backed up ${dataDir} (made by ${held.owner.description}) to ${file}: ${outcome.bytes} bytes, ${outcome.files} stored files.`,
      );
    } else {
      const lock = await lockDataDir(dataDir, 'npm run backup');
      const driver = await createPgliteDriver({ dataDir: path.join(dataDir, 'pgdata') });
      try {
        const written = await writeBackup({
          pglite: driver.pglite,
          storageRoot: path.join(dataDir, 'storage'),
          file,
        });
        console.log(
          `Backed up ${dataDir} to ${file}: ${written.bytes} bytes, ${written.files} stored files.`,
        );
      } finally {
        await driver.close();
        lock.release();
      }
    }
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
