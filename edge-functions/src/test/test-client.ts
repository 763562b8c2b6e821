import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { App } from '../app.ts';
import { findApiRoute } from '../contract/api.ts';
import { errorBodySchema } from '../contract/error-body.ts';
import { routeAnswersError } from '../contract/route-errors.ts';

/**
 * A browser-like client for `app.request()`: keeps cookies, fetches the anti-forgery token once
 * and sends it on every mutation, like the web app does. Every /v1 answer is checked against the
 * contract (`apiRoutes` in `contract/api.ts`): a status the route does not declare, a body that its schema
 * does not describe exactly (a missing, extra or mistyped field), or an error code the route does
 * not list (`contract/route-errors.ts`), throws.
 */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  /** Set-Cookie lines of this response, for attribute checks. */
  setCookies: string[];
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  private csrf: string | null = null;

  /** `origin`: where the browser reached the app (its Host); the API's configured one by default. */
  constructor(
    private readonly app: App,
    private readonly origin = 'http://api.test',
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      body?: BodyInit;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers(options.headers);
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (mutation && options.csrf !== false && !headers.has('x-csrf-token')) {
      headers.set('x-csrf-token', await this.csrfToken());
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    }
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await this.app.request(`${this.origin}${path}`, { method, headers, body });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.storeCookie(line);
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json')
      ? await response.json()
      : type.startsWith('text/')
        ? await response.text()
        : new Uint8Array(await response.arrayBuffer());
    checkAnswer(method, path, response.status, type, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T, setCookies };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const answer = await this.get<{ id: string }>('/v1/generic/refresh_csrf');
      this.csrf = answer.body.id;
    }
    return this.csrf;
  }

  /** Logs in with e-mail and password (the seeded accounts use `password123`). */
  async login(email: string, password = 'password123') {
    const answer = await this.request('POST', '/v1/sessions', {
      form: { user_id: email, password, auth_provider: 'EMAIL' },
    });
    if (answer.status !== 200) {
      throw new Error(`login as ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer;
  }

  private storeCookie(line: string) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Throws when a /v1 answer is not what the contract says it is (see the class comment). */
export function checkAnswer(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  const url = new URL(path, 'http://api.test');
  if (!url.pathname.startsWith('/v1/') || method === 'HEAD' || method === 'OPTIONS') return;
  const where = `${method} ${url.pathname} answered ${status}`;
  const json = contentType.includes('application/json');
  const route = findApiRoute(method, url.pathname.slice('/v1'.length));
  if (status >= 400) {
    if (!json) throw new Error(`${where} without a JSON error body`);
    matchExactly(errorBodySchema, body, where);
    // Unknown addresses and methods (404 / 405) belong to no route.
    const { code } = body as { code: number };
    if (route && !routeAnswersError(route, status, code)) {
      throw new Error(`${where} / ${code}, an error contract/routes/ does not list for it`);
    }
    return;
  }
  if (!route) throw new Error(`${where}, but contract/routes/ has no such route`);
  const declared = route.answers[status as keyof typeof route.answers];
  if (declared === undefined) throw new Error(`${where}, a status contract/routes/ does not list`);
  if (typeof declared === 'string') {
    if (json) throw new Error(`${where} with JSON, but the contract says ${declared}`);
    return;
  }
  if (!json) throw new Error(`${where} without JSON, but the contract has a schema`);
  matchExactly(declared, body, where);
}

/** Parses with the schema, then insists nothing was dropped: zod strips unknown keys silently. */
function matchExactly(schema: z.ZodType, body: unknown, where: string): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${where}, which does not match its schema:\n${z.prettifyError(result.error)}`);
  }
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(
      `${where} with fields its schema lacks:\n${JSON.stringify(body)}\nschema keeps:\n${JSON.stringify(result.data)}`,
    );
  }
}
