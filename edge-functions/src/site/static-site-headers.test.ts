import { describe, expect, it } from 'vitest';
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
