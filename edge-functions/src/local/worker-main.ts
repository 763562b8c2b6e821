import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db/database.ts';
import { createPostgresDriver } from '../adapters/database/postgres.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { createSupabaseStorage } from '../adapters/storage/supabase-storage.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { mailSenderFor } from '../mail/mail-sender.ts';
import { runWorker } from '../worker/run-worker.ts';
import { queueImageBackfill } from '../worker/photo-jobs.ts';
import { queueFingerprintBackfill } from '../worker/fingerprint-jobs.ts';
import { scheduleStorageSweep } from '../worker/storage-sweep.ts';
import { scheduleAlertChecks, siteUrl } from '../worker/alert-jobs.ts';
import { scheduleDailyDigest } from '../worker/digest-jobs.ts';
import { queueTimingWithLease } from '../worker/job-queue.ts';
import { exitIfDataDirInUse, refuseEmbeddedOwner } from './data-dir-lock.ts';
import { pages, pathTo } from '../contract/site-pages.ts';

/**
 * `npm run worker`: the media worker alone, for production (sharp cannot run in Supabase Edge
 * Functions), which also sends the mail outbox (send_mail jobs). It needs a Postgres server: PGlite is an embedded, single-process database, and
 * `npm start` already runs the worker inside that one process.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);

if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (the Postgres server the API uses).\n' +
      'The local PGlite database belongs to the `npm start` process, which already runs this ' +
      'worker in-process; nothing else to start in local mode.',
  );
  process.exit(1);
}

const dataDir = path.resolve(repoRoot, config.dataDir);
// Disk storage under DATA_DIR is shared with the API's processes on the same server, never with
// a process running the embedded database there (data-dir-lock.ts).
if (!config.supabase) await refuseEmbeddedOwner(dataDir).catch(exitIfDataDirInUse);
const db = createDatabase(createPostgresDriver({ url: config.databaseUrl, max: 2 }));
const storage = config.supabase
  ? createSupabaseStorage({
      url: config.supabase.url,
      serviceRoleKey: config.supabase.serviceRoleKey,
    })
  : createDiskStorage(path.join(dataDir, 'storage'));

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    logger.info('stopping the worker after the current job', { signal });
    stop.abort();
  });
}

// The same process sends mail (send_mail jobs) and queues the hourly storage sweep: it is the
// one long-running process in production.
// Photos published before the image sets get them (a no-op once done; docs/deploy.md).
await queueImageBackfill(db);
// Photos from before fingerprints get them (decision 51; a no-op once done).
await queueFingerprintBackfill(db);
await runWorker({
  db,
  storage,
  logger,
  // The licence page the public files name in their rights (media/rights-metadata.ts).
  siteUrl: config.publicSiteUrl ?? config.publicApiUrl,
  mail: mailSenderFor(config),
  signal: stop.signal,
  timing: queueTimingWithLease(config.jobs.leaseMs, config.jobs.retryBaseMs),
  afterRound: [
    scheduleStorageSweep(db, config.jobs.sweepGraceMs),
    // Alerts by mail to admins; with disk storage, its disk is watched too.
    scheduleAlertChecks(db, {
      diskPath: config.supabase ? undefined : dataDir,
      consoleUrl: siteUrl(config, `${pathTo(pages.admin)}?tab=health`),
    }),
    // The admins' daily digest at 08:00 Colombo time (worker/digest-jobs.ts).
    scheduleDailyDigest(db, {
      consoleUrl: siteUrl(config, pathTo(pages.admin)),
      settingsUrl: siteUrl(config, pathTo(pages.profileAlbums)),
    }),
  ],
});
await db.close();
