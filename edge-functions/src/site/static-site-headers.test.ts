import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  documentPolicyFor,
  documentSecurityHeaders,
  inlineScriptHashes,
  type SitePolicyConfig,
} from '../middleware/security-headers.ts';
import { createEdgeSite } from './edge-site.ts';
import {
  headersFile,
  headersFor,
  staticSiteHeaderRules,
  staticSitePolicy,
} from './static-site-headers.ts';

const indexHtml = '<head><script>go()</script><script type="module" src="/assets/a.js"></script>';

describe('staticSitePolicy', () => {
  it('reads the build environment: the project for images, Google for popups', async () => {
    const policy = await staticSitePolicy(
      { SUPABASE_PROJECT_REF: 'abc', GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com' },
      indexHtml,
      true,
    );
    expect(policy).toEqual({
      production: true,
      inlineScriptHashes: [expect.stringMatching(/^sha256-/)],
      apiOrigin: undefined,
      imageOrigins: ['https://abc.supabase.co'],
      uploadOrigins: ['https://abc.supabase.co'],
      socialSignIn: true,
      localSignIn: false,
    });
    const bare = await staticSitePolicy({ VITE_API_URL: '' }, indexHtml, false);
    expect(bare).toMatchObject({ apiOrigin: undefined, imageOrigins: [], socialSignIn: false });
  });
});

describe('the static host rules', () => {
  it('give every file the page policy and hashed assets a year of caching', async () => {
    const rules = staticSiteHeaderRules(await staticSitePolicy({}, indexHtml, true));
    const asset = headersFor(rules, '/assets/index-abc.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['x-content-type-options']).toBe('nosniff');
    const shell = headersFor(rules, '/app-shell.html');
    expect(shell['cache-control']).toBeUndefined();
    expect(shell['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'; /);
    expect(shell['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('are written in Netlify _headers syntax', () => {
    const file = headersFile([
      {
        path: '/*',
        headers: { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' },
      },
      { path: '/assets/*', headers: { 'cache-control': 'public, max-age=1' } },
    ]);
    expect(file).toBe(
      '/*\n  x-content-type-options: nosniff\n  referrer-policy: no-referrer\n\n' +
        '/assets/*\n  cache-control: public, max-age=1\n',
    );
  });
});

describe('one page policy for the function and the static host (decision 56)', () => {
  /** The headers the function (or `npm start`) gives its pages under a configuration. */
  const functionPageHeaders = async (config: SitePolicyConfig) =>
    documentSecurityHeaders(documentPolicyFor(config, await inlineScriptHashes(indexHtml)));
  /** The headers the static host gives index.html, from its environment. */
  const staticFileHeaders = async (
    env: Record<string, string>,
    production: boolean,
    html = indexHtml,
  ) => headersFor(staticSiteHeaderRules(await staticSitePolicy(env, html, production)), '/');
  const supabaseKeys = {
    SUPABASE_URL: 'https://abc.supabase.co',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_SERVICE_ROLE_KEY: 'service',
  };

  it("gives the static files the function's page headers in production, Google's popup included", async () => {
    // Facebook is a redirect with Supabase Auth: neither host lets its SDK in.
    const providers = { GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com', FACEBOOK_APP_ID: '1' };
    const fromStatic = await staticFileHeaders({ SUPABASE_PROJECT_REF: 'abc', ...providers }, true);
    expect(fromStatic).toEqual(
      await functionPageHeaders(
        loadConfig({ ...supabaseKeys, ...providers, FACEBOOK_APP_SECRET: 'secret' }),
      ),
    );
    expect(fromStatic['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(fromStatic['content-security-policy']).toContain('https://accounts.google.com/gsi/');
    expect(fromStatic['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // Without Google, no popup: full isolation on both.
    const closed = await staticFileHeaders({ SUPABASE_PROJECT_REF: 'abc' }, true);
    expect(closed).toEqual(await functionPageHeaders(loadConfig(supabaseKeys)));
    expect(closed['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("agrees with npm start's pages locally: the identity page's popup, or Facebook's SDK", async () => {
    const standIn = await staticFileHeaders({}, false);
    expect(standIn).toEqual(await functionPageHeaders(loadConfig({})));
    expect(standIn['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const facebook = { FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 'secret' };
    const withSdk = await staticFileHeaders(facebook, false);
    expect(withSdk).toEqual(await functionPageHeaders(loadConfig(facebook)));
    expect(withSdk['content-security-policy']).toContain('https://connect.facebook.net');
  });

  it("gives the pages drawn at the edge the static files' headers", async () => {
    const env = {
      PUBLIC_SITE_URL: 'https://lankalens.test',
      SUPABASE_PROJECT_REF: 'abc',
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
    };
    const shell =
      '<html lang="en"><head><meta name="description" content="x" /><title>x</title>' +
      '<script>go()</script></head><body><div id="root"></div></body></html>';
    const network = async (input: RequestInfo | URL) =>
      String(input) === 'https://lankalens.test/app-shell.html'
        ? new Response(shell)
        : new Response('not here', { status: 404 });
    const edge = createEdgeSite(env, null, network as typeof fetch);
    const page = await edge(new Request('https://lankalens.test/terms-conditions'));
    expect(page.status).toBe(200);
    const fromStatic = await staticFileHeaders(env, true, shell);
    expect(fromStatic['strict-transport-security']).toBeDefined();
    for (const [name, value] of Object.entries(fromStatic)) {
      expect(page.headers.get(name), name).toBe(value);
    }
  });
});
