import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './api-client.ts';
import type * as Session from './session.ts';

// A fresh client per test: the anti-forgery token is remembered for the page's lifetime.
let api: typeof Client.api;
let ApiError: typeof Client.ApiError;
let currentUser: typeof Session.currentUser;

type Call = { url: string; init: RequestInit };

/** A fake API: answers in order, recording what the client sent. */
function fakeApi(...answers: Array<() => Response>) {
  const calls: Call[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected call ${init.method} ${url}`);
      return next();
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

let redirected = 0;
beforeEach(async () => {
  vi.resetModules();
  const client = await import('./api-client.ts');
  ({ api, ApiError } = client);
  ({ currentUser } = await import('./session.ts'));
  redirected = 0;
  client.setUnauthenticatedHandler(() => (redirected += 1));
  document.cookie = `user=${encodeURIComponent(JSON.stringify({ id: 'u1', email: 'a@b.lk', first_name: 'Amaya', last_name: 'Silva', username: null, role: 'USER', profile_photo: null }))}; path=/`;
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the anti-forgery token with a form-encoded mutation', async () => {
    const calls = fakeApi(json({ id: 'token-1' }), json({ amount: 1500 }));
    const answer = await api.post<{ amount: number }>('/v1/public/photos/p1/checkout', {
      price_check: true,
    });
    expect(answer.amount).toBe(1500);
    expect(calls[0]!.url).toBe('/v1/generic/refresh_csrf');
    expect(calls[1]!.init.method).toBe('POST');
    expect(header(calls[1]!, 'x-csrf-token')).toBe('token-1');
    expect(String(calls[1]!.init.body)).toBe('price_check=true');
    expect(calls[1]!.init.credentials).toBe('include');
  });

  it('refreshes the token once and retries, silently, when the server answers 1005', async () => {
    const calls = fakeApi(
      json({ id: 'stale' }),
      json({ code: 1005, description: 'The anti-forgery token is missing or wrong' }, 403),
      json({ id: 'fresh' }),
      json({ value: true }),
    );
    await expect(api.post('/v1/favourites', { photo_id: 'p1' })).resolves.toEqual({ value: true });
    expect(calls.map((call) => header(call, 'x-csrf-token'))).toEqual([
      null,
      'stale',
      null,
      'fresh',
    ]);
  });

  it('gives up after one retry and reports the error', async () => {
    fakeApi(
      json({ id: 'a' }),
      json({ code: 1005, description: 'bad token' }, 403),
      json({ id: 'b' }),
      json({ code: 1005, description: 'bad token' }, 403),
    );
    await expect(api.post('/v1/favourites', { photo_id: 'p1' })).rejects.toMatchObject({
      status: 403,
      code: 1005,
    });
  });

  it('ends the session and goes to login on a 401', async () => {
    fakeApi(json({ code: 1001, description: 'Please log in to continue' }, 401));
    const failure = api.get('/v1/favourites');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 1001,
      description: 'Please log in to continue',
    });
    expect(currentUser()).toBeNull();
    expect(redirected).toBe(1);
  });

  it('leaves a wrong password on the login call to the login form', async () => {
    fakeApi(
      json({ id: 't' }),
      json({ code: 1102, description: 'Incorrect email or/and password!' }, 401),
    );
    await expect(
      api.post('/v1/sessions', { user_id: 'a@b.lk', password: 'nope' }),
    ).rejects.toMatchObject({ code: 1102 });
    expect(currentUser()?.first_name).toBe('Amaya');
    expect(redirected).toBe(0);
  });

  it("turns a network failure into 'check your connection'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/v1/public/featured_photos').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Client.ApiError).isNetworkFailure).toBe(true);
    expect((error as Client.ApiError).message).toBe('check your connection');
  });

  it('puts query values in the URL, leaving out empty ones', async () => {
    const calls = fakeApi(json({ photos: [] }));
    await api.get('/v1/public/photos/search', {
      query: { q: 'tea', orientation: undefined, page: 2 },
    });
    expect(calls[0]!.url).toBe('/v1/public/photos/search?q=tea&page=2');
  });
});

describe('answers the server wrote into the page (decision 21)', () => {
  function pageWith(answers: Record<string, { status: number; body: unknown }>) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'preloaded-answers';
    element.textContent = JSON.stringify(answers);
    document.body.append(element);
  }

  it('takes the first GET of a request from the page, then asks the API', async () => {
    pageWith({
      '/v1/public/photos/search?page=1&per_page=24&q=beach&sort=relevant': {
        status: 200,
        body: { total: 3 },
      },
    });
    vi.resetModules();
    ({ api } = await import('./api-client.ts'));
    const calls = fakeApi(json({ total: 4 }));
    const query = { q: 'beach', sort: 'relevant', page: 1, per_page: 24 };
    // The same request, its parameters in another order: still the page's answer.
    expect(await api.get('/v1/public/photos/search', { query })).toEqual({ total: 3 });
    expect(calls).toHaveLength(0);
    expect(await api.get('/v1/public/photos/search', { query })).toEqual({ total: 4 });
    expect(calls).toHaveLength(1);
  });

  it('turns a not-found answer in the page into the same error the API would give', async () => {
    pageWith({
      '/v1/public/photos/p9': { status: 404, body: { code: 1003, description: 'Not found' } },
    });
    vi.resetModules();
    ({ api, ApiError } = await import('./api-client.ts'));
    fakeApi();
    const failure = await api.get('/v1/public/photos/p9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 1003 });
  });
});
