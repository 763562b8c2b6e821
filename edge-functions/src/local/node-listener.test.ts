import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FORM_BODY_BYTES } from '../app.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-rules.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedUsers, signedIn } from '../test/seed-ids.ts';
import { serveOnNode } from './node-listener.ts';

const run = promisify(execFile);

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

/**
 * Node's own `fetch` (undici) streams the body and reads the answer while it sends. It runs in a
 * process of its own, as a real client does (in this process the server's close and the client's
 * read take turns on one event loop and the race never shows): it must get the refusal every time,
 * never EPIPE or a reset (issue 18 saw one run in three fail).
 */
describe('early refusals reach a Node fetch client that is still sending', () => {
  const MB = 1024 * 1024;
  const upload = 'multipart/form-data; boundary=zz';
  const cases = [
    {
      what: 'a 66 MB upload',
      path: '/v1/generic/upload',
      bytes: MAX_UPLOAD_BYTES + 2 * MB,
      type: upload,
      signedIn: true,
      answer: '413 / 1203',
    },
    {
      what: 'a 5 MB JSON body',
      path: '/v1/collections',
      bytes: 5 * MB,
      type: 'application/json',
      signedIn: true,
      answer: '413 / 1006',
    },
    {
      what: 'a 66 MB upload without an anti-forgery token',
      path: '/v1/generic/upload',
      bytes: MAX_UPLOAD_BYTES + 2 * MB,
      type: upload,
      signedIn: false,
      answer: '403 / 1005',
    },
    {
      // Past the 80 MB the host reads out: it stops reading, and the client still gets the answer.
      what: 'a 100 MB upload',
      path: '/v1/generic/upload',
      bytes: 100 * MB,
      type: upload,
      signedIn: true,
      answer: '413 / 1203',
      runs: 5,
    },
  ];
  for (const { what, path, bytes, type, signedIn, answer, runs = 20 } of cases) {
    for (const chunked of [false, true]) {
      const how = chunked ? 'streamed without a length' : 'with a content-length';
      it(`answers ${what} (${how}) with ${answer}, ${runs} times in a row`, async () => {
        const headers = { ...(signedIn ? signedInHeaders : {}), 'content-type': type };
        const url = `http://127.0.0.1:${port}${path}`;
        const outcomes = await fetchInAnotherProcess({ url, headers, bytes, chunked, runs });
        expect(outcomes).toEqual(Array.from({ length: runs }, () => answer));
      }, 180_000);
    }
  }
});

/**
 * A Node process that POSTs `bytes` bytes `runs` times in a row with `fetch` (as one buffer, or
 * in 1 MB pieces without a length) and prints each outcome: "status / code", or the network
 * error's code (EPIPE, ECONNRESET...).
 */
const FETCH_CLIENT = `
const { url, headers, bytes, chunked, runs } = JSON.parse(process.argv[1]);
const body = Buffer.alloc(bytes, '{');
const inPieces = () => {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(body.subarray(at, (at += 1024 * 1024)));
    },
  });
};
const outcomes = [];
for (let run = 0; run < runs; run++) {
  try {
    const init = { method: 'POST', headers, body: chunked ? inPieces() : body, duplex: 'half' };
    const response = await fetch(url, init);
    outcomes.push(response.status + ' / ' + (await response.json()).code);
  } catch (error) {
    outcomes.push(error.cause?.code ?? String(error));
  }
}
console.log(JSON.stringify(outcomes));
`;

async function fetchInAnotherProcess(job: {
  url: string;
  headers: Record<string, string>;
  bytes: number;
  chunked: boolean;
  runs: number;
}): Promise<unknown> {
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    FETCH_CLIENT,
    JSON.stringify(job),
  ]);
  return JSON.parse(stdout) as unknown;
}

describe('kept-alive connections', () => {
  it('answers on a connection that sat idle past Node’s default 5 s, without a reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets: number[] = [];
    agent.on('free', (socket) => sockets.push(socket.localPort ?? 0));
    expect((await send(agent, 'GET', '/v1/health')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await send(agent, 'GET', '/v1/health')).status).toBe(200);
    // The second request went over the first one's socket: the server had kept it open.
    expect(sockets).toHaveLength(2);
    expect(sockets[1]).toBe(sockets[0]);
    agent.destroy();
  }, 15_000);
});
