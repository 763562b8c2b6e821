import type { App } from '../app.ts';

/**
 * A browser-like client for `app.request()`: keeps cookies, fetches the anti-forgery token once
 * and sends it on every mutation, like the web app does.
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

  constructor(private readonly app: App) {}

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
    const response = await this.app.request(`http://api.test${path}`, { method, headers, body });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.storeCookie(line);
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json')
      ? await response.json()
      : type.startsWith('text/')
        ? await response.text()
        : new Uint8Array(await response.arrayBuffer());
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
