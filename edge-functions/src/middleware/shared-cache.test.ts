import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { sharedCache } from './shared-cache.ts';

const policy = { sMaxAge: 30, staleWhileRevalidate: 10 };
const app = new Hono()
  .get('/plain', sharedCache(policy), (c) => c.json({ hello: 'world' }))
  .get('/cookie', sharedCache(policy), (c) => {
    setCookie(c, 'lk_browser', 'abc');
    return c.json({ hello: 'world' });
  })
  .get('/broken', sharedCache(policy), () => {
    throw new Error('down');
  })
  .onError((_, c) => c.json({ code: 1007 }, 500));

describe('sharedCache', () => {
  it('never lets a shared cache keep, or a 304 drop, an answer that sets a cookie', async () => {
    const first = await app.request('/cookie');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    const etag = (await app.request('/plain')).headers.get('etag')!;
    const again = await app.request('/cookie', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toMatch(/^lk_browser=abc/);
  });

  it('keeps server errors out of every cache', async () => {
    const answer = await app.request('/broken');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('makes a request with a session cookie private, with the same validator', async () => {
    const anonymous = await app.request('/plain');
    const signedIn = await app.request('/plain', { headers: { cookie: 'lk_session=s' } });
    expect(anonymous.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=10',
    );
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await signedIn.json()).toEqual({ hello: 'world' });
  });
});
