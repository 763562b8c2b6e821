import type { ErrorBody } from '@contract/error-codes.ts';
import { serverRender } from './server-render.ts';
import { paths } from '../config/paths.ts';
import { takePreloadedAnswer } from './preloaded-answers.ts';
import { searchString, type SearchValue } from './search-string.ts';
import { clearSession } from './session.ts';

/**
 * The one client for the /v1 contract (spec section 7): cookies on every call, the anti-forgery
 * token on every mutation, one silent refresh-and-retry when the server says 1005, and a 401
 * (except on the sessions call) ends the local session and sends the visitor to the login page.
 */

/** Every failed call surfaces as an ApiError carrying the catalogue code (docs/error-codes.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly description: string;

  constructor(status: number, body: ErrorBody) {
    super(body.description);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.description = body.description;
  }

  /** No answer at all (offline, DNS, CORS): the spec's 'check your connection' case. */
  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

const NETWORK_FAILURE: ErrorBody = { code: 0, description: 'check your connection' };
const CSRF_CODE = 1005;
const SESSIONS_PATH = '/v1/sessions';

/** The API lives on the same origin (local mode, dev proxy) unless VITE_API_URL says otherwise. */
export const apiBase =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** An absolute URL for a contract path, e.g. for `<a href download>`. */
export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${apiBase}${path}`;
}

type FormValue = SearchValue | readonly string[];

export type RequestBody = Record<string, FormValue> | FormData;

export interface RequestOptions {
  query?: Record<string, SearchValue>;
  signal?: AbortSignal;
  /** Send the body as JSON instead of the contract's default, URL-encoded form. */
  json?: boolean;
}

/** What happens after a 401: by default a full navigation to the login page. */
let onUnauthenticated = () => {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(paths.login(here));
};

/** Lets tests (and only tests) observe the 401 redirect instead of navigating. */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

let csrfToken: Promise<string> | null = null;

function fetchCsrfToken(): Promise<string> {
  const pending = send<{ id: string }>('GET', '/v1/generic/refresh_csrf', undefined, {}).then(
    (answer) => answer.id,
  );
  // A failed fetch must not be remembered: the next mutation tries again.
  pending.catch(() => {
    if (csrfToken === pending) csrfToken = null;
  });
  return pending;
}

function csrf(fresh = false): Promise<string> {
  if (fresh || !csrfToken) csrfToken = fetchCsrfToken();
  return csrfToken;
}

function encodeBody(
  body: RequestBody | undefined,
  json: boolean | undefined,
): { body: BodyInit | undefined; headers: Record<string, string> } {
  if (body === undefined) return { body: undefined, headers: {} };
  if (body instanceof FormData) return { body, headers: {} };
  if (json) return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, item));
    else form.set(key, String(value));
  }
  return { body: form, headers: {} };
}

function withQuery(path: string, params: RequestOptions['query']): string {
  const search = params ? searchString(params).slice(1) : '';
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(response.status, {
    code: typeof body?.code === 'number' ? body.code : 0,
    description: body?.description || response.statusText || 'Something went wrong',
  });
}

async function send<T>(
  method: string,
  path: string,
  requestBody: RequestBody | undefined,
  options: RequestOptions,
  retried = false,
): Promise<T> {
  const mutation = method !== 'GET';
  if (!mutation) {
    const preloaded = takePreloadedAnswer(withQuery(path, options.query));
    if (preloaded && preloaded.status >= 200 && preloaded.status < 300) return preloaded.body as T;
    if (preloaded) throw new ApiError(preloaded.status, preloaded.body as ErrorBody);
    // The server render never reaches the network (takePreloadedAnswer noted the miss).
    if (serverRender()) throw new ApiError(0, NETWORK_FAILURE);
  }
  const { body, headers } = encodeBody(requestBody, options.json);
  let response: Response;
  try {
    response = await fetch(apiUrl(withQuery(path, options.query)), {
      method,
      body,
      credentials: 'include',
      signal: options.signal,
      headers: mutation ? { ...headers, 'x-csrf-token': await csrf() } : headers,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_FAILURE);
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const error = await errorOf(response);
  if (mutation && !retried && error.status === 403 && error.code === CSRF_CODE) {
    await csrf(true);
    return send(method, path, requestBody, options, true);
  }
  if (error.status === 401 && path !== SESSIONS_PATH) {
    clearSession();
    onUnauthenticated();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: RequestBody, options: RequestOptions = {}) =>
    send<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: RequestBody, options: RequestOptions = {}) =>
    send<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, options: RequestOptions = {}) =>
    send<T>('DELETE', path, undefined, options),
  /**
   * A fire-and-forget POST that outlives the page (view beacons): `navigator.sendBeacon`, which
   * sends cookies but no header of ours, so the server checks its Origin instead of the
   * anti-forgery token (docs/security.md). Nothing is answered and failures are ignored.
   */
  beacon: (path: string) => {
    const url = apiUrl(path);
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {});
  },
};

/** The current anti-forgery token, for the XMLHttpRequest upload (lib/upload.ts). */
export function csrfTokenForUpload(fresh = false): Promise<string> {
  return csrf(fresh);
}
