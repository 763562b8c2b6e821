import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/build/precompress.ts';
import type { PhotoDetail } from '../contract/browse.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedPhoto } from '../test/seed-ids.ts';
import { createWebHost } from './web-host.ts';

/**
 * The local host as `npm start` runs it, on a small build: precompressed assets, the pages'
 * security headers, and long caching for hashed assets and content-keyed images.
 */
const preload = "if (!['/'].includes(location.pathname)) console.log('preload')";
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Stock photos of Sri Lanka." />
    <title>LankaLens</title>
    <script>${preload}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>${'LankaLens needs JavaScript to show its photos. '.repeat(30)}</noscript>
  </body>
</html>`;
const script = `export const photos = [${Array.from({ length: 200 }, (_, i) => `'photo ${i}'`).join(', ')}];\n`;

let t: TestApp;
let base: string;
let dist: string;
let host: Awaited<ReturnType<typeof createWebHost>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await mkdtemp(path.join(os.tmpdir(), 'lankalens-dist-'));
  dist = path.join(base, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  // The web app's server entry, built beside the files (decision 32).
  await mkdir(path.join(base, 'dist-server'));
  await writeFile(
    path.join(base, 'dist-server', 'entry-server.js'),
    'export const renderPage = async ({ url, language }) =>\n' +
      '  `<p>drawn ${new URL(url).pathname} in ${language}</p>`;\n',
  );
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), script);
  await writeFile(path.join(dist, 'assets', 'tiny-abc.js'), 'export {};\n');
  // The build step: compressed copies of the text files worth it (not tiny-abc.js).
  expect((await precompressDir(dist)).sort()).toEqual([
    path.join('assets', 'index-abc.js'),
    'index.html',
  ]);
  host = await createWebHost(t.app, dist, t.deps);
});
afterAll(async () => {
  await t.close();
  await rm(base, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  host.request(`http://localhost${urlPath}`, { headers });
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('built files', () => {
  it('serves a JS asset in brotli when accepted, gzip otherwise, cached for good', async () => {
    const br = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);

    const gzip = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(script);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves a file too small to gain as it is', async () => {
    const tiny = await get('/assets/tiny-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });

  it("answers a plain 404 for a build's file that is not there, without rendering a page", async () => {
    const gone = await get('/assets/gone-abc.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await gone.text()).toBe('Not found');
  });
});

describe('pages', () => {
  it('arrive drawn by the server entry built beside the files', async () => {
    const page = await get('/login', { 'accept-language': 'ta' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"><p>drawn /login in ta</p></div>');
  });

  it('carry the document policy, with the build inline script allowed by its hash', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(preload).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // No provider keys: the local identity page's sign-in popup must be able to report back.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    // Never on http://localhost.
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain('<div id="root">');
  });
});

describe('the API through the host', () => {
  it('keeps its own policy and compresses its JSON', async () => {
    const answer = await get('/v1/openapi.json', { 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(answer)).toString())).toHaveProperty('openapi');
  });

  it('caches an image for a year at the content-keyed URL the API names', async () => {
    const id = seedPhoto(5);
    const key = `${id}/cafe-thumb.jpg`;
    await t.db.asService((tx) =>
      tx.query(`update public.photos set thumbnail_key = $2 where id = $1`, [id, key]),
    );
    const jpeg = new Uint8Array(4096).fill(7);
    await t.storage.put('derivatives', key, jpeg, 'image/jpeg');
    const detail = (await (await get(`/v1/public/photos/${id}`)).json()) as PhotoDetail;
    const url = new URL(detail.public_urls.thumbnail);
    expect(url.searchParams.get('v')).toMatch(/^[0-9a-f]{12}$/);

    const image = await get(`${url.pathname}${url.search}`, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // JPEG is compressed already: sent as it is, with its length.
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('content-length')).toBe('4096');
    expect((await bytes(image)).equals(Buffer.from(jpeg))).toBe(true);

    const unkeyed = await get(`${url.pathname}?fullsize=false`);
    expect(unkeyed.headers.get('cache-control')).not.toContain('immutable');
  });
});
