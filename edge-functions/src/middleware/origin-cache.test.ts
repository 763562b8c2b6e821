import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { sharedCacheControl } from '../lib/cache-control.ts';
import { compressAnswers, webEncoders } from './compression.ts';
import { createOriginCache } from './origin-cache.ts';
import { sharedCache } from './shared-cache.ts';

/**
 * The origin's copy of public answers on a small app whose handlers count their calls: what is
 * kept, for how long, for whom, and what forgets it.
 */
function fixture(options: { seconds?: number; maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const calls = new Map<string, number>();
  const counted = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1).get(name)!;
  let gate: Promise<void> | null = null;
  const cache = createOriginCache({
    seconds: options.seconds ?? 2,
    maxEntries: options.maxEntries,
    now: () => clock,
  });
  const policy = { sMaxAge: 120, staleWhileRevalidate: 60 };
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('requestId', crypto.randomUUID());
      await next();
      if (!c.get('requestIdSent')) c.header('x-request-id', c.get('requestId'));
    })
    .use('*', cache.middleware(webEncoders))
    .use('*', compressAnswers(webEncoders))
    .get('/v1/public/photo/:id', sharedCache(policy), async (c) => {
      const n = counted(c.req.param('id'));
      if (gate) await gate;
      // Large enough to be compressed.
      return c.json({ id: c.req.param('id'), computed: n, text: 'sigiriya '.repeat(200) });
    })
    .get('/v1/public/short', sharedCache({ sMaxAge: 1, staleWhileRevalidate: 1 }), (c) =>
      c.json({ computed: counted('short') }),
    )
    .get('/v1/public/missing', sharedCache(policy), (c) => {
      counted('missing');
      return c.json({ code: 1004 }, 404);
    })
    .get('/v1/public/broken', sharedCache(policy), (c) => {
      counted('broken');
      return c.json({ code: 1007 }, 500);
    })
    .get('/v1/public/cookie', sharedCache(policy), (c) => {
      setCookie(c, 'lk_browser', String(counted('cookie')));
      return c.json({ ok: true });
    })
    .get('/v1/me/photos', (c) => {
      c.header('cache-control', 'private, no-cache');
      return c.json({ computed: counted('mine') });
    })
    .post('/v1/photos/:id', (c) => c.json({ ok: true }))
    .post('/v1/public/photos/:id/views', (c) => c.body(null, 204));
  return {
    app,
    cache,
    calls: (name: string) => calls.get(name) ?? 0,
    advance(ms: number) {
      clock += ms;
    },
    hold() {
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(`http://api.test${path}`, { headers }),
    post: (path: string) => app.request(`http://api.test${path}`, { method: 'POST' }),
  };
}

describe('the origin cache', () => {
  it('answers anonymous visitors from one computation for its seconds, then computes again', async () => {
    const f = fixture();
    const first = await (await f.get('/v1/public/photo/a')).json();
    f.advance(1_500);
    const again = await f.get('/v1/public/photo/a');
    expect(await again.json()).toEqual(first);
    expect(f.calls('a')).toBe(1);
    f.advance(600); // 2.1 s after it was made
    expect(await (await f.get('/v1/public/photo/a')).json()).toMatchObject({ computed: 2 });
  });

  it("says the s-maxage that is left, so a CDN keeps a copy no longer than the answer's own", async () => {
    const f = fixture({ seconds: 60 });
    const made = await f.get('/v1/public/photo/a');
    expect(made.headers.get('cache-control')).toBe(
      sharedCacheControl({ sMaxAge: 120, staleWhileRevalidate: 60 }),
    );
    f.advance(45_300);
    const later = await f.get('/v1/public/photo/a');
    expect(f.calls('a')).toBe(1);
    expect(later.headers.get('cache-control')).toBe(
      sharedCacheControl({ sMaxAge: 75, staleWhileRevalidate: 60 }),
    );
    expect(later.headers.get('etag')).toBe(made.headers.get('etag'));
    // Never longer than the answer's own s-maxage, whatever the origin's seconds.
    await f.get('/v1/public/short');
    f.advance(1_000);
    expect(await (await f.get('/v1/public/short')).json()).toEqual({ computed: 2 });
  });

  it('keeps one copy per encoding, each sent as it was made', async () => {
    const f = fixture();
    const zipped = await f.get('/v1/public/photo/a', { 'accept-encoding': 'gzip' });
    const plain = await f.get('/v1/public/photo/a');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zippedAgain = await f.get('/v1/public/photo/a', { 'accept-encoding': 'gzip, deflate' });
    const plainAgain = await f.get('/v1/public/photo/a');
    expect(f.calls('a')).toBe(2);
    expect(zippedAgain.headers.get('content-encoding')).toBe('gzip');
    const unzipped = new Response(
      zippedAgain.body!.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair),
    );
    // The gzip copy is the first computation, the plain one the second.
    const plainBody = await plain.json();
    expect(plainBody).toMatchObject({ computed: 2 });
    expect(await unzipped.json()).toEqual({ ...plainBody, computed: 1 });
    expect(await plainAgain.json()).toEqual(plainBody);
    expect(plainAgain.headers.get('content-length')).toBe(plain.headers.get('content-length'));
  });

  it("answers its copy's ETag with a 304, and gives each request its own id", async () => {
    const f = fixture();
    const gzip = { 'accept-encoding': 'gzip' };
    const made = await f.get('/v1/public/photo/a', gzip);
    const etag = made.headers.get('etag')!;
    const revalidated = await f.get('/v1/public/photo/a', { ...gzip, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(revalidated.headers.get('content-encoding')).toBeNull();
    expect(await revalidated.text()).toBe('');
    const other = await f.get('/v1/public/photo/a', { ...gzip, 'if-none-match': '"0123"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-request-id')).not.toBe(made.headers.get('x-request-id'));
    expect(f.calls('a')).toBe(1);
  });

  it('never serves nor keeps answers for a session, private answers, errors of the server or cookies', async () => {
    const f = fixture();
    const session = { cookie: 'lk_session=abc' };
    await f.get('/v1/public/photo/a', session);
    await f.get('/v1/public/photo/a', session);
    expect(f.calls('a')).toBe(2);
    await f.get('/v1/public/photo/a');
    await f.get('/v1/public/photo/a', session);
    expect(f.calls('a')).toBe(4);
    for (const path of ['/v1/public/broken', '/v1/public/cookie', '/v1/me/photos']) {
      await f.get(path);
      await f.get(path);
    }
    expect([f.calls('broken'), f.calls('cookie'), f.calls('mine')]).toEqual([2, 2, 2]);
    // A 404 depends on the URL only: kept like the route's answers.
    await f.get('/v1/public/missing');
    const missing = await f.get('/v1/public/missing');
    expect(missing.status).toBe(404);
    expect(f.calls('missing')).toBe(1);
  });

  it('forgets every copy once this process handles a change, but not for a view beacon', async () => {
    const f = fixture();
    await f.get('/v1/public/photo/a');
    await f.post('/v1/public/photos/a/views');
    await f.get('/v1/public/photo/a');
    expect(f.calls('a')).toBe(1);
    await f.post('/v1/photos/a');
    expect(f.cache.size).toBe(0);
    expect(await (await f.get('/v1/public/photo/a')).json()).toMatchObject({ computed: 2 });
  });

  it('does not keep an answer begun before a change', async () => {
    const f = fixture();
    const release = f.hold();
    const pending = f.get('/v1/public/photo/a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await f.post('/v1/photos/a');
    release();
    expect(await (await pending).json()).toMatchObject({ computed: 1 });
    expect(await (await f.get('/v1/public/photo/a')).json()).toMatchObject({ computed: 2 });
  });

  it('lets a crowd asking for the same missing copy wait for one computation', async () => {
    const f = fixture();
    const release = f.hold();
    const crowd = Array.from({ length: 20 }, () => f.get('/v1/public/photo/a'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all(crowd.map(async (answer) => (await answer).json()));
    expect(f.calls('a')).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('holds at most its number of copies, dropping the least used', async () => {
    const f = fixture({ maxEntries: 2 });
    await f.get('/v1/public/photo/a');
    await f.get('/v1/public/photo/b');
    await f.get('/v1/public/photo/a'); // a is now the most recently used
    await f.get('/v1/public/photo/c');
    expect(f.cache.size).toBe(2);
    await f.get('/v1/public/photo/a');
    await f.get('/v1/public/photo/b');
    expect([f.calls('a'), f.calls('b'), f.calls('c')]).toEqual([1, 2, 1]);
  });
});
