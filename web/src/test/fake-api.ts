import { vi } from 'vitest';

/**
 * A fake /v1 for component tests: `fakeApi({ 'POST /v1/sessions': () => Response.json(...) })`
 * answers by method and path (query ignored), keeps every call, and answers 404 to anything
 * else so a missing route fails loudly. The CSRF token call is answered by default.
 */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams | null;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const table: Record<string, Handler> = {
    'GET /v1/generic/refresh_csrf': () => Response.json({ id: 'csrf-token' }),
    'GET /v1/public/config': () =>
      Response.json({ google_client_id: null, facebook: null, local_identity: null }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      init.body instanceof URLSearchParams
        ? init.body
        : typeof init.body === 'string'
          ? new URLSearchParams(init.body)
          : null;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = table[`${method} ${url.pathname}`];
    return handler
      ? handler(call)
      : Response.json({ code: 1003, description: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls other than the anti-forgery token and the public config. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** An error answer in the contract's shape. */
export function apiError(status: number, code: number, description: string) {
  return () => Response.json({ code, description }, { status });
}
