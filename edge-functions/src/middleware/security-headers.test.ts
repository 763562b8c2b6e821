import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** createApp's answers carry the site's security headers and are compressed when accepted. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://api.test${path}`, { headers });

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

describe('security headers on /v1 answers', () => {
  it('are on answers, errors and refusals alike', async () => {
    for (const path of ['/v1/health', '/v1/no/such/route', '/v1/public/photos/%00/image']) {
      const answer = await get(path);
      expect(answer.headers.get('content-security-policy'), path).toBe(API_CSP);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      // Local mode: no HSTS (it would pin http://localhost to https).
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
    expect((await get('/v1/no/such/route')).status).toBe(404);
  });

  it('keep a stricter header a route set itself', async () => {
    const answer = await get('/v1/activate?token=nope');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('content-security-policy')).toBe(API_CSP);
  });

  it('give the dev pages a document policy: their styles, forms back to the site, no scripts', async () => {
    const answer = await get('/dev/mail');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("form-action 'self' http://site.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('compression of /v1 answers', () => {
  it('gzips JSON for clients that accept it (CompressionStream by default)', async () => {
    const plain = await get('/v1/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const gzipped = await get('/v1/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(text);
    expect(gzipped.headers.get('content-security-policy')).toBe(API_CSP);
  });
});
