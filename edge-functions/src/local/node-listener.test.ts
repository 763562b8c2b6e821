import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_BODY_BYTES } from '../app.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-rules.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedUsers, signedIn } from '../test/seed-ids.ts';
import { serveOnNode } from './node-listener.ts';

/**
 * Refusals that come before the body was read, over a real socket to the Node host: the client
 * must read the refusal (not a reset or a broken pipe), and its next request must work.
 */
let t: TestApp;
let server: ReturnType<typeof serveOnNode>;
let port = 0;
let signedInHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const client = await signedIn(t.app, seedUsers.creator.email);
  signedInHeaders = {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': await client.csrfToken(),
  };
  await new Promise<void>((listening) => {
    server = serveOnNode(t.app.fetch, 0, (info) => {
      port = info.port;
      listening();
    });
  });
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await t.close();
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request over `agent` (one kept-alive socket); `chunked` sends no content-length. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  options: { body?: Buffer; headers?: Record<string, string>; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = String(options.body.length);
    const request = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    if (!options.body) return request.end();
    // Sent in pieces, as a browser streams a large body.
    const piece = 1024 * 1024;
    for (let at = 0; at < options.body.length; at += piece) {
      request.write(options.body.subarray(at, at + piece));
    }
    request.end();
  });
}

function codeOf(answer: Answer): number {
  return (JSON.parse(answer.body) as { code: number }).code;
}

describe('a body refused before it was read', () => {
  for (const chunked of [false, true]) {
    const how = chunked ? 'chunked' : 'with a content-length';
    it(`answers 413 / 1006 past the 256 KB form cap (${how}), and the connection still works`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const tooLarge = Buffer.alloc(MAX_FORM_BODY_BYTES * 4, 'a');
      const refused = await send(agent, 'POST', '/v1/collections', {
        body: tooLarge,
        chunked,
        headers: { ...signedInHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([refused.status, codeOf(refused)]).toEqual([413, 1006]);
      const next = await send(agent, 'GET', '/v1/health');
      expect([next.status, next.body]).toEqual([200, '{"status":"ok"}']);
      agent.destroy();
    });

    it(`answers 413 / 1203 past the 64 MB upload cap (${how}), and the connection still works`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const tooLarge = Buffer.alloc(MAX_UPLOAD_BYTES + 2 * 1024 * 1024, 'a');
      const refused = await send(agent, 'POST', '/v1/generic/upload', {
        body: tooLarge,
        chunked,
        headers: { ...signedInHeaders, 'content-type': 'multipart/form-data; boundary=zz' },
      });
      expect([refused.status, codeOf(refused)]).toEqual([413, 1203]);
      const next = await send(agent, 'GET', '/v1/health');
      expect([next.status, next.body]).toEqual([200, '{"status":"ok"}']);
      agent.destroy();
    }, 60_000);
  }

  it('answers the anti-forgery refusal of an unread body, and the connection still works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(agent, 'POST', '/v1/collections', {
      body: Buffer.alloc(100 * 1024, 'a'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([refused.status, codeOf(refused)]).toEqual([403, 1005]);
    const next = await send(agent, 'GET', '/v1/health');
    expect(next.status).toBe(200);
    agent.destroy();
  });

  it('answers unknown /v1 paths with JSON for every method through the Node host', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const unknown = await send(agent, 'POST', '/v1/nothing-here', { headers: signedInHeaders });
    expect([unknown.status, unknown.headers['content-type'], codeOf(unknown)]).toEqual([
      404,
      'application/json',
      1003,
    ]);
    agent.destroy();
  });
});
