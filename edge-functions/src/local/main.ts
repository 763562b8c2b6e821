import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { authForConfig } from '../adapters/auth/auth-for-config.ts';
import { createLogger } from '../lib/logger.ts';
import { openDatabase } from './open-database.ts';
import { createWebHost } from './web-host.ts';
import { demoAccounts } from './demo-accounts.ts';
import { createMailDispatcher, startMailDispatchLoop } from '../mail/dispatcher.ts';
import { mailSenderFor } from '../mail/mail-sender.ts';

/**
 * `npm start`: the whole marketplace in one Node process with no keys and no services. The
 * database is PGlite under DATA_DIR (or DATABASE_URL), storage is DATA_DIR/storage.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const dataDir = path.resolve(repoRoot, config.dataDir);

const { db, seeded } = await openDatabase({ ...config, dataDir }, logger);
const storage = createDiskStorage(path.join(dataDir, 'storage'));
if (seeded) logger.info('first start: seeded the demo marketplace');

const auth = authForConfig(config, db);
const app = createApp({ config, db, storage, logger, auth });
const stopMail = startMailDispatchLoop(
  createMailDispatcher(db, mailSenderFor(config)),
  (error) => logger.error('mail dispatch failed', { error: String(error) }),
);
const host = await createWebHost(app, path.join(repoRoot, 'web', 'dist'));

const server = serve({ fetch: host.fetch, port: config.port }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`\nLankaLens is running at ${url}\n`);
  console.log('Demo accounts (password: password123):');
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(26)} ${account.role}`);
  console.log('');
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info('shutting down', { signal });
  stopMail();
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
