import { describe, expect, it } from 'vitest';
import { withSitePages } from './function-site.ts';
import { remoteAppShell } from './remote-app-shell.ts';

const shell =
  '<html lang="en"><head><meta name="description" content="x" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('the function entry', () => {
  const seen: string[] = [];
  const handler = withSitePages(
    (request) => (seen.push(`api ${new URL(request.url).pathname}`), new Response('api')),
    (request) => (
      seen.push(`site ${new URL(request.url).pathname}${new URL(request.url).search}`),
      new Response('site')
    ),
  );

  it('hands rewritten page addresses to the site app without the prefix, and the rest to the API', async () => {
    seen.length = 0;
    await handler(new Request('http://fn.test/v1/site/photodetail/abc?x=1'));
    await handler(new Request('http://fn.test/v1/site/'));
    await handler(new Request('http://fn.test/v1/site'));
    await handler(new Request('http://fn.test/v1/public/featured_photos'));
    await handler(new Request('http://fn.test/v1/siteX'));
    expect(seen).toEqual([
      'site /photodetail/abc?x=1',
      'site /',
      'site /',
      'api /v1/public/featured_photos',
      'api /v1/siteX',
    ]);
  });
});

describe('the app shell from the static host', () => {
  it('is fetched once a minute and kept when the host fails', async () => {
    let clock = 0;
    let calls = 0;
    let failing = false;
    const source = remoteAppShell(
      'https://site.test/',
      async (url) => {
        calls += 1;
        expect(String(url)).toBe('https://site.test/app-shell.html');
        return failing ? new Response('down', { status: 502 }) : new Response(shell);
      },
      () => clock,
    );
    expect(await source()).toBe(shell);
    clock = 30_000;
    expect(await source()).toBe(shell);
    expect(calls).toBe(1);
    clock = 61_000;
    failing = true;
    expect(await source()).toBe(shell);
    expect(calls).toBe(2);
  });

  it('is null when the host never answered with a page it can fill', async () => {
    const source = remoteAppShell(
      'https://site.test',
      async () => new Response('<p>not the app</p>'),
    );
    expect(await source()).toBeNull();
  });
});
