import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { authForConfig } from '../adapters/auth/auth-for-config.ts';
import { createLogger } from '../lib/logger.ts';
import { paymentsFromConfig } from '../adapters/payments/from-config.ts';
import { withDevPages } from './dev-pages.ts';
import { openDatabase } from './open-database.ts';
import { exitIfDataDirInUse } from './data-dir-lock.ts';
import { clearDeadProcessLeftovers } from './dead-process-leftovers.ts';
import { createWebHost } from './web-host.ts';
import { serveOnNode } from './node-listener.ts';
import { demoAccounts } from './demo-accounts.ts';
import { claimDemoPhotos, renderDemoContent } from './demo-content.ts';
import { runWorker } from '../worker/run-worker.ts';
import { queueImageBackfill } from '../worker/photo-jobs.ts';
import { queueFingerprintBackfill } from '../worker/fingerprint-jobs.ts';
import { scheduleStorageSweep } from '../worker/storage-sweep.ts';
import { scheduleAlertChecks, siteUrl as siteLink } from '../worker/alert-jobs.ts';
import { scheduleDailyDigest } from '../worker/digest-jobs.ts';
import { queueTimingWithLease } from '../worker/job-queue.ts';
import { withLocalAppSecret } from './app-secret.ts';
import { mailSenderFor } from '../mail/mail-sender.ts';
import { nodeEncoders } from './node-encoders.ts';
import { scheduleLocalBackups, serveBackupRequests } from './backup.ts';
import { originCacheFor } from '../middleware/origin-cache.ts';
import { serveResumableUploads } from './tus-storage.ts';
import { pages, pathTo } from '../contract/site-pages.ts';

/**
 * `npm start`: the whole marketplace in one Node process with no keys and no services. The
 * database is PGlite under DATA_DIR (or DATABASE_URL), storage is DATA_DIR/storage.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const envConfig = loadConfig(process.env);
const logger = createLogger(envConfig.logLevel);
const dataDir = path.resolve(repoRoot, envConfig.dataDir);
// Without APP_SECRET, local mode keeps a generated one in DATA_DIR (production refuses to start).
const config = await withLocalAppSecret(envConfig, dataDir).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Takes DATA_DIR for this process first: a second process on it exits here (data-dir-lock.ts).
const { db, driver, seeded } = await openDatabase({ ...config, dataDir }, logger).catch(
  exitIfDataDirInUse,
);
const storageRoot = path.join(dataDir, 'storage');
const storage = createDiskStorage(storageRoot);
if (seeded) logger.info('first start: seeded the demo marketplace');

// PAYOUT_HOLD_DAYS (local only): how long earnings stay pending before a payout may take them
// (settings.payout_hold_days, 14 by default); the browser journeys use 0 so a sale is payable.
const holdDays = process.env.PAYOUT_HOLD_DAYS;
if (holdDays !== undefined && /^\d+$/.test(holdDays)) {
  await db.asService((tx) =>
    tx.query(
      `update public.settings set value = to_jsonb($1::int) where key = 'payout_hold_days'`,
      [Number(holdDays)],
    ),
  );
}

// The embedded database and DATA_DIR/storage belong to this process alone, so a job still
// RUNNING (a mail's too) or a `.part` file was a dead process's (SIGKILL, crash).
if (!config.databaseUrl) {
  await clearDeadProcessLeftovers({ db, storageRoot, logger });
}

// Seeded photos need images (on the first start, or after a first start stopped half-way); take
// their thumbnail jobs off the queue before the worker starts (demo-content makes them).
const demoPhotos = await claimDemoPhotos(db);

// The worker runs in this process (PGlite is single-process): media jobs and mail jobs in one
// queue; the storage sweep is queued as a job once an hour.
const stopWorker = new AbortController();
// Photos published before the image sets get them (a no-op once done).
await queueImageBackfill(db);
// The origin's copy of public answers: the in-process worker's finished jobs forget it too.
const originCache = originCacheFor(config);
// The licence page the public files name in their rights (this server's own pages locally).
const siteUrl = siteLink(config, '');
const worker = runWorker({
  db,
  storage,
  logger,
  siteUrl,
  mail: mailSenderFor(config),
  signal: stopWorker.signal,
  timing: queueTimingWithLease(config.jobs.leaseMs, config.jobs.retryBaseMs),
  afterRound: [
    scheduleStorageSweep(db, config.jobs.sweepGraceMs),
    // Alerts by mail to admins; the disk watched is DATA_DIR's (worker/alert-jobs.ts).
    scheduleAlertChecks(db, {
      diskPath: dataDir,
      consoleUrl: siteLink(config, `${pathTo(pages.admin)}?tab=health`),
    }),
    // The admins' daily digest at 08:00 Colombo time (worker/digest-jobs.ts).
    scheduleDailyDigest(db, {
      consoleUrl: siteLink(config, pathTo(pages.admin)),
      settingsUrl: siteLink(config, pathTo(pages.profileAlbums)),
    }),
  ],
  afterJobs: () => originCache.clear(),
});

// Demo images come before the server answers: once /v1/health is ok and the URL is printed,
// the home page is complete.
if (demoPhotos.length > 0) {
  console.log(`Generating demo images for ${demoPhotos.length} seeded photos…`);
  await renderDemoContent({ db, storage, logger, siteUrl }, demoPhotos, (done, total) => {
    if (done % 4 === 0 || done === total) console.log(`Generating demo images ${done}/${total}`);
  });
}
// Photos from before fingerprints, and the seed's once their images exist, get them (decision
// 51; a no-op once done).
await queueFingerprintBackfill(db);

const auth = authForConfig(config, db);
const deps = {
  config,
  db,
  storage,
  logger,
  auth,
  payments: paymentsFromConfig(config),
  compression: nodeEncoders, // brotli and gzip (node:zlib)
  originCache,
};
const app = withDevPages(createApp(deps), deps);
// WEB_DIST serves another build of the web app (side-by-side measurements, bench/); default web/dist.
const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? path.join('web', 'dist'));
const host = await createWebHost(app, webDist, deps);

// Supabase Storage's resumable uploads at /storage/v1/upload/resumable (decision 49).
const fetchWithUploads = serveResumableUploads(host.fetch, {
  db,
  storage,
  logger,
  config,
  dataDir,
});

const server = serveOnNode(fetchWithUploads, config.port, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`\nLankaLens is running at ${url}\n`);
  // With no public URL configured, requests for any other host are refused (lib/public-url.ts).
  const listed = (config.env.ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter(Boolean);
  if (!config.publicApiUrl && !config.publicSiteUrl && listed.length > 0) {
    console.log(`It also answers for ${listed.join(', ')} (ALLOWED_HOSTS)\n`);
  }
  console.log('Demo accounts (password: password123):');
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(26)} ${account.role}`);
  console.log('');
});

// Backups of the embedded database: `npm run backup` asks this process (SIGUSR2), which alone may
// open it; and a scheduled archive every BACKUP_EVERY_HOURS, the newest BACKUP_KEEP kept.
let stopBackups = () => {};
if (!config.databaseUrl && 'pglite' in driver) {
  const pglite = (driver as { pglite: import('@electric-sql/pglite').PGlite }).pglite;
  const answer = serveBackupRequests({
    pglite,
    dataDir,
    onError: (error) => logger.error('backup failed', { error: String(error) }),
  });
  process.on('SIGUSR2', () => void answer());
  const { BACKUP_EVERY_HOURS, BACKUP_DIR, BACKUP_KEEP } = config.env;
  if (BACKUP_EVERY_HOURS > 0) {
    stopBackups = scheduleLocalBackups({
      pglite,
      dataDir,
      dir: path.resolve(repoRoot, BACKUP_DIR ?? `${dataDir}-backups`),
      everyMs: BACKUP_EVERY_HOURS * 3600_000,
      keep: BACKUP_KEEP,
      log: (message, fields) => logger.info(message, fields),
    });
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info('shutting down', { signal });
  server.close();
  stopBackups();
  stopWorker.abort();
  await worker;
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
