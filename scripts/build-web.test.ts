import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason, fingerprint, fingerprintFile } from './build-web.mjs';

/** A checkout in miniature: the web app, the contract it imports, the lock file. */
let root: string;
const dist = () => path.join(root, 'web', 'dist');

async function write(relative: string, text: string) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), text);
}

/** What scripts/build-web.mjs leaves after a build: the output and its inputs' fingerprint. */
async function recordBuild(inputs: string) {
  await write('web/dist/index.html', '<!doctype html>');
  await write('web/dist-server/entry-server.js', 'export const renderPage = () => null;');
  await mkdir(path.dirname(fingerprintFile(dist())), { recursive: true });
  await writeFile(fingerprintFile(dist()), `${inputs}\n`);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'build-web-'));
  await write('web/index.html', '<div id="root"></div>');
  await write('web/src/main.tsx', 'render(<App />);');
  await write('web/build/precompress.ts', 'export const precompress = () => ({});');
  await write('web/vite.config.ts', 'export default {};');
  await write('edge-functions/src/contract/browse.ts', 'export const a = 1;');
  await write('package-lock.json', '{"lockfileVersion": 3}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('web build fingerprint', () => {
  it('builds when web/dist has no build, or a build without recorded inputs', async () => {
    const inputs = await fingerprint(root, {});
    expect(await buildReason(dist(), inputs)).toBe('no build in web/dist');
    await write('web/dist/index.html', '<!doctype html>');
    expect(await buildReason(dist(), inputs)).toBe('no server entry in web/dist-server');
    await write('web/dist-server/entry-server.js', 'export const renderPage = () => null;');
    expect(await buildReason(dist(), inputs)).toBe('the build in web/dist has no recorded inputs');
  });

  it('skips when nothing the build reads changed, the build output and installed packages aside', async () => {
    await recordBuild(await fingerprint(root, {}));
    await write('web/dist/assets/index-abc.js', 'built');
    await write('web/dist-server/assets/home-abc.js', 'built');
    await write('web/node_modules/.vite/deps.json', '{}');
    await write('README.md', 'not an input');
    expect(await buildReason(dist(), await fingerprint(root, { PORT: '8181' }))).toBeNull();
  });

  it.each([
    ['a web source', 'web/src/main.tsx'],
    ['a new web source', 'web/src/new-page.tsx'],
    ['the contract', 'edge-functions/src/contract/browse.ts'],
    ['a build plugin', 'web/build/precompress.ts'],
    ['the Vite config', 'web/vite.config.ts'],
    ['index.html', 'web/index.html'],
    ['the lock file', 'package-lock.json'],
  ])('builds again when %s changes', async (_what, file) => {
    await recordBuild(await fingerprint(root, {}));
    await write(file, 'changed');
    expect(await buildReason(dist(), await fingerprint(root, {}))).toBe('its inputs changed');
  });

  it('builds again when the environment the app is built with changes', async () => {
    await recordBuild(await fingerprint(root, { VITE_API_URL: 'https://api.one' }));
    for (const env of [{ VITE_API_URL: 'https://api.two' }, {}, { NODE_ENV: 'development' }]) {
      expect(await buildReason(dist(), await fingerprint(root, env))).toBe('its inputs changed');
    }
  });
});
