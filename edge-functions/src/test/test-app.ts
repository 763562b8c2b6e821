import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../adapters/storage/disk.ts';
import { authForConfig } from '../adapters/auth/auth-for-config.ts';
import { paymentsFromConfig } from '../adapters/payments/from-config.ts';
import { withDevPages } from '../local/dev-pages.ts';
import { silentLogger } from '../lib/logger.ts';
import { createTestDatabase } from './test-database.ts';
import { originCacheFor } from '../middleware/origin-cache.ts';

/**
 * A whole app on a fresh database copy and an empty temp-dir storage. Tests call
 * `app.request()` exactly as a browser would call the API.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    /** Settings over the test's own; `undefined` unsets one (PUBLIC_API_URL, say). */
    env?: Record<string, string | undefined>;
    /** With the origin's copy of public answers as the hosts run it, on the test's clock. */
    originCache?: boolean;
  } = {},
) {
  const database = await createTestDatabase({ seed: options.seed ?? true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-test-'));
  const config = loadConfig({
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_API_URL: 'http://api.test',
    PUBLIC_SITE_URL: 'http://site.test',
    ...options.env,
  });
  const storage = createDiskStorage(path.join(dataDir, 'storage'));
  // A clock the test can move forward (session expiry, grant expiry, rate-limit windows).
  const clock = {
    offsetMs: 0,
    advance(ms: number) {
      this.offsetMs += ms;
    },
  };
  const now = () => new Date(Date.now() + clock.offsetMs);
  // Local auth, or Supabase Auth when the env names a (faked) Supabase project.
  const auth = authForConfig(config, database.db, now);
  const deps: AppDeps = {
    config,
    db: database.db,
    storage,
    logger: silentLogger,
    auth,
    payments: paymentsFromConfig(config),
    now,
    originCache: options.originCache ? originCacheFor(config, () => now().getTime()) : undefined,
  };
  // Built as the local host builds it: the API plus the local developer pages.
  const app = withDevPages(createApp(deps), deps);
  return {
    app,
    deps,
    clock,
    db: database.db,
    /** The owner's way in, for fixtures no API role may make (scripts, no role switch). */
    driver: database.driver,
    storage,
    dataDir,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
