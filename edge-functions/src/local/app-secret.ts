import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

/** The file under DATA_DIR that keeps local mode's generated APP_SECRET. */
export const APP_SECRET_FILE = 'app-secret';

/**
 * The secret `npm start` uses when APP_SECRET is unset: generated once, kept in
 * `DATA_DIR/app-secret` (mode 0600, readable by its owner only), so anti-forgery tokens, sealed
 * values and the local webhook secret survive restarts. Production mode never gets here: it
 * needs APP_SECRET (several instances must share one).
 */
export async function withLocalAppSecret(config: AppConfig, dataDir: string): Promise<AppConfig> {
  if (config.env.APP_SECRET) return config;
  if (config.mode === 'production') {
    throw new Error(
      'Production mode (Supabase keys) needs APP_SECRET: 32+ random characters, the same for ' +
        'every process that serves the site.',
    );
  }
  return { ...config, appSecret: await persistentSecret(dataDir) };
}

/** Reads DATA_DIR/app-secret, creating it first if missing. Safe when processes race. */
export async function persistentSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, APP_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link() fails if the file exists,
  // so of two racing starts exactly one secret wins and nobody reads a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} holds no usable secret (32+ characters); delete it`);
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable secret (32+ characters); delete it to make a new one`);
  }
  // A copy (backup, checkout of DATA_DIR) may have widened the mode: keep it private.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return secret;
}
