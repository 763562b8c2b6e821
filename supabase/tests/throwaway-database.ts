import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * A fresh database `marketplace_test_<random>` on the server behind `serverUrl`, for one test
 * file: answers its URL and a `drop()` that removes it again (even with connections left open).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  // The name is made above from hex digits only, never from input.
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
