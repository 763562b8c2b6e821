import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { uploadFile } from './upload.ts';

const tokens = vi.hoisted(() => ({ calls: [] as boolean[] }));
vi.mock('./api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api-client.ts')>()),
  csrfTokenForUpload: async (fresh = false) => {
    tokens.calls.push(fresh);
    return fresh ? 'fresh-token' : 'token';
  },
}));

/** A scripted XMLHttpRequest: each send answers with the next scripted response. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static script: { status: number; body: unknown; progress?: [number, number][] }[] = [];
  headers: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send() {
    FakeXhr.sent.push(this);
    const next = FakeXhr.script.shift()!;
    queueMicrotask(() => {
      for (const [loaded, total] of next.progress ?? []) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      this.status = next.status;
      this.responseText = JSON.stringify(next.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.script = [];
  tokens.calls = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.append('file', new Blob(['x']), 'a.jpg');
  return data;
};

describe('uploadFile', () => {
  it('posts with cookies and the anti-forgery token, reports progress below 100 and answers the JSON', async () => {
    FakeXhr.script = [
      {
        status: 201,
        body: { name: 'u1/a.jpg' },
        progress: [
          [25, 100],
          [50, 100],
          [100, 100],
        ],
      },
    ];
    const progress: number[] = [];
    const answer = await uploadFile<{ name: string }>('/v1/generic/upload', form(), (p) =>
      progress.push(p),
    );
    expect(answer).toEqual({ name: 'u1/a.jpg' });
    expect(progress).toEqual([25, 50]);
    const [request] = FakeXhr.sent;
    expect(request).toMatchObject({ method: 'POST', withCredentials: true });
    expect(request!.url).toMatch(/\/v1\/generic\/upload$/);
    expect(request!.headers['x-csrf-token']).toBe('token');
  });

  it('throws the ApiError of the answer', async () => {
    FakeXhr.script = [
      { status: 413, body: { code: 1203, description: 'The file must be at most 64 MB' } },
    ];
    const error = await uploadFile('/v1/generic/upload', form()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 1203,
      description: 'The file must be at most 64 MB',
    });
  });

  it('refreshes the token once and retries on 403 / 1005', async () => {
    FakeXhr.script = [
      { status: 403, body: { code: 1005, description: 'Invalid token' } },
      { status: 201, body: { name: 'u1/b.jpg' } },
    ];
    await expect(uploadFile('/v1/generic/upload', form())).resolves.toEqual({ name: 'u1/b.jpg' });
    expect(tokens.calls).toEqual([false, true]);
    expect(FakeXhr.sent[1]!.headers['x-csrf-token']).toBe('fresh-token');
  });
});
