import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  apiSecurityHeaders,
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
  type DocumentPolicyOptions,
} from './security-headers.ts';

const base: DocumentPolicyOptions = {
  production: false,
  inlineScriptHashes: [],
  socialSignIn: false,
};

/** The policy's directives by name. */
function directives(headers: Record<string, string>): Map<string, string[]> {
  const csp = headers['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('documentSecurityHeaders', () => {
  it('allows only the hashed inline scripts, never framing, plugins or a foreign <base>', () => {
    const policy = directives(
      documentSecurityHeaders({ ...base, inlineScriptHashes: ['sha256-abc='] }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Besides the site: PayHere's hosted checkout, which takes its order as a form POST.
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://www.payhere.lk',
      'https://sandbox.payhere.lk',
    ]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    // Chakra's run-time <style> elements, and upload previews from blob: URLs.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends HSTS and upgrade-insecure-requests in production only', () => {
    const local = documentSecurityHeaders(base);
    expect(local['strict-transport-security']).toBeUndefined();
    expect(directives(local).has('upgrade-insecure-requests')).toBe(false);
    const production = documentSecurityHeaders({ ...base, production: true });
    expect(production['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(directives(production).has('upgrade-insecure-requests')).toBe(true);
  });

  it('isolates the page unless a social provider needs its popups', () => {
    const plain = documentSecurityHeaders(base);
    expect(plain['cross-origin-opener-policy']).toBe('same-origin');
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['permissions-policy']).toContain('camera=()');
    expect(plain['permissions-policy']).toContain('geolocation=()');

    const social = documentSecurityHeaders({ ...base, socialSignIn: true });
    expect(social['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const policy = directives(social);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://accounts.google.com/gsi/client',
        'https://connect.facebook.net',
      ]),
    );
    expect(policy.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect(policy.get('frame-src')).toContain('https://accounts.google.com/gsi/');
    expect(policy.get('connect-src')).toContain('https://accounts.google.com/gsi/');
  });

  it('names the API, image and form origins by origin only', () => {
    const policy = directives(
      documentSecurityHeaders({
        ...base,
        apiOrigin: 'https://api.example.com/base/',
        imageOrigins: ['https://ref.supabase.co/storage/v1', 'not a url'],
        formActionOrigins: ['http://localhost:5173/payment'],
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.com',
      'https://ref.supabase.co',
    ]);
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'http://localhost:5173',
      'https://www.payhere.lk',
      'https://sandbox.payhere.lk',
    ]);
  });
});

describe('documentPolicyFor', () => {
  const policy = (env: Record<string, string>) => documentPolicyFor(loadConfig(env), ['sha256-x']);
  const supabase = {
    SUPABASE_URL: 'https://ref.supabase.co',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SERVICE_ROLE_KEY: 'service',
  };

  it('is local without keys, loading nothing from the providers the local page stands in for', () => {
    expect(policy({})).toEqual({
      production: false,
      inlineScriptHashes: ['sha256-x'],
      apiOrigin: undefined,
      imageOrigins: [],
      uploadOrigins: [],
      socialSignIn: false,
      localSignIn: true,
    });
    // Its popup still reports back to the page that opened it.
    expect(documentSecurityHeaders(policy({}))['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    const csp = documentSecurityHeaders(policy({}))['content-security-policy'];
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('facebook');
  });

  it('allows the sign-in popups when a provider signs in through one', () => {
    expect(policy({ GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com' }).socialSignIn).toBe(true);
    // Local mode checks Facebook SDK tokens itself: the SDK and its popup run in the page.
    expect(policy({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }).socialSignIn).toBe(true);
    // With Supabase Auth, Facebook is a redirect: no popup.
    expect(
      policy({ ...supabase, FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }).socialSignIn,
    ).toBe(false);
  });

  it('is production with Supabase, whose Storage serves the images and takes the uploads', () => {
    const production = policy({ ...supabase, PUBLIC_API_URL: 'https://lankalens.example' });
    expect(production.production).toBe(true);
    expect(production.imageOrigins).toEqual(['https://ref.supabase.co']);
    // The browser sends originals to Storage's tus endpoint itself (decision 49).
    const csp = directives(documentSecurityHeaders(production));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://lankalens.example',
      'https://ref.supabase.co',
    ]);
    expect(production.apiOrigin).toBe('https://lankalens.example');
  });
});

describe('apiSecurityHeaders', () => {
  it('lets nothing in an answer run or be framed', () => {
    expect(apiSecurityHeaders({ production: false })).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(apiSecurityHeaders({ production: true })['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script that runs, as the browser does', async () => {
    const preload = "if (!['/'].includes(location.pathname)) console.log('é')";
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <script>${preload}</script>
      <script type="application/ld+json">{"@type":"Photograph"}</script>
      <script type="application/json" id="answers">{"a":1}</script>
      <script type="module">import('/x.js')</script>
      <script TYPE='text/javascript'>${preload}</script>
      <script></script>
    </head><body><div id="root"></div></body></html>`;
    expect(await inlineScriptHashes(html)).toEqual([sha256(preload), sha256("import('/x.js')")]);
  });

  it('finds none in a page without inline scripts', async () => {
    expect(await inlineScriptHashes('<script src="/a.js"></script><p>hi</p>')).toEqual([]);
  });
});

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
