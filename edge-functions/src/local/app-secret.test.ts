import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createProductionDeps } from '../production/production-deps.ts';
import { APP_SECRET_FILE, persistentSecret, withLocalAppSecret } from './app-secret.ts';

describe('local APP_SECRET', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const load = () => withLocalAppSecret(loadConfig({ DATA_DIR: dataDir }), dataDir);

  it('is generated once and the same on every later start', async () => {
    const first = await load();
    const second = await load();
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.appSecret).toBe(first.appSecret);
    // A fresh folder is a fresh secret.
    const other = await mkdtemp(path.join(os.tmpdir(), 'lankalens-secret-'));
    try {
      expect((await withLocalAppSecret(loadConfig({}), other)).appSecret).not.toBe(first.appSecret);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('is readable by its owner only (0600)', async () => {
    await load();
    const file = path.join(dataDir, APP_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A copy that widened the mode is made private again on the next start.
    await chmod(file, 0o644);
    await load();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('gives racing starts one secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => persistentSecret(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(path.join(dataDir, APP_SECRET_FILE), 'utf8')).trim()).toBe(secrets[0]);
  });

  it('leaves a configured APP_SECRET alone and writes nothing', async () => {
    const secret = 'configured-secret-configured-secret-0123';
    const config = await withLocalAppSecret(loadConfig({ APP_SECRET: secret }), dataDir);
    expect(config.appSecret).toBe(secret);
    await expect(stat(path.join(dataDir, APP_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a file that holds no usable secret', async () => {
    await writeFile(path.join(dataDir, APP_SECRET_FILE), 'short\n', { mode: 0o600 });
    await expect(load()).rejects.toThrow(/no usable secret/);
  });

  it('is never made up in production mode: APP_SECRET stays required', async () => {
    const supabase = {
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      DATABASE_URL: 'postgres://user:pw@db.example:6543/postgres',
    };
    await expect(withLocalAppSecret(loadConfig(supabase), dataDir)).rejects.toThrow(/APP_SECRET/);
    await expect(stat(path.join(dataDir, APP_SECRET_FILE))).rejects.toThrow(/ENOENT/);
    expect(() => createProductionDeps(supabase)).toThrow(/APP_SECRET/);
  });
});
