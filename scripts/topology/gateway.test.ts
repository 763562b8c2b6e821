import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions } from './gateway.ts';

/**
 * The function behind the gateway: a Node process of its own (its CPU time is read from /proc,
 * as the Deno function's is), answering
 * - /page: an HTML page; /data: JSON;
 * - /burn?ms=N: N ms of its own CPU time, then a small answer;
 * - /silent: never.
 */
const upstreamSource = `
const http = require('node:http');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.endsWith('/page')) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end('<!doctype html><h1>Sigiriya</h1>');
  }
  if (url.pathname.endsWith('/data')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"ok":true}');
  }
  if (url.pathname.endsWith('/burn')) {
    const until = cpu() + Number(url.searchParams.get('ms'));
    let x = 0;
    while (cpu() < until) x += Math.sqrt(x + 1);
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ x }));
  }
  // /silent: keeps the request open without answering.
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

let upstream: ChildProcess;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = spawn(process.execPath, ['-e', upstreamSource], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    upstream.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  upstreamUrl = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  upstream.kill();
});

async function withGateway<T>(
  options: Partial<GatewayOptions>,
  use: (base: string, gateway: ReturnType<typeof createGateway>) => Promise<T>,
): Promise<T> {
  const gateway = createGateway({
    upstream: upstreamUrl,
    pid: () => upstream.pid,
    log: () => {},
    ...options,
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.server.address() as AddressInfo;
  try {
    return await use(`http://127.0.0.1:${port}`, gateway);
  } finally {
    gateway.server.closeAllConnections();
    await new Promise((resolve) => gateway.server.close(resolve));
  }
}

describe('the Edge Functions gateway stand-in', () => {
  it('serves an HTML answer to GET as text/plain, unless the project has a custom domain', async () => {
    await withGateway({}, async (base) => {
      const page = await fetch(`${base}/functions/v1/v1/site/page`);
      expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await page.text()).toContain('<h1>Sigiriya</h1>');
      // Only GET is rewritten; JSON goes through as it is.
      // A form's post, streamed (no length, as the static host forwards it).
      const posted = await fetch(`${base}/functions/v1/v1/site/page`, {
        method: 'POST',
        body: new Blob(['user_id=a']).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(posted.status).toBe(200);
      expect(posted.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const data = await fetch(`${base}/functions/v1/v1/data`);
      expect(data.headers.get('content-type')).toBe('application/json');
    });
    await withGateway({ customDomain: true }, async (base) => {
      const page = await fetch(`${base}/functions/v1/v1/site/page`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    });
  });

  it('answers 504 when the function has not started its answer by the idle timeout', async () => {
    await withGateway({ idleTimeoutMs: 300 }, async (base, gateway) => {
      const answer = await fetch(`${base}/functions/v1/v1/silent`);
      expect(answer.status).toBe(504);
      await gateway.settled();
      expect(gateway.report().breaches).toEqual([
        { route: 'GET /v1/silent', limit: 'idle', figure: 300, allowed: 300 },
      ]);
      // The next request is served: the silent one no longer holds the line.
      expect((await fetch(`${base}/functions/v1/v1/data`)).status).toBe(200);
    });
  });

  it("reports each route's CPU time and keeps a request over the budget as a breach", async () => {
    const logged: string[] = [];
    await withGateway(
      { cpuLimitMs: 200, log: (line) => logged.push(line) },
      async (base, gateway) => {
        // Sent together: the gateway passes them one at a time, so each figure is its own.
        const answers = await Promise.all([
          fetch(`${base}/functions/v1/v1/burn?ms=400`),
          fetch(`${base}/functions/v1/v1/data`),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        await Promise.all(answers.map((a) => a.text()));
        await gateway.settled();
        const { routes, breaches } = gateway.report();
        const burn = routes.find((r) => r.route === 'GET /v1/burn')!;
        const light = routes.find((r) => r.route === 'GET /v1/data')!;
        expect(burn.maxCpuMs).toBeGreaterThanOrEqual(390);
        expect(light.maxCpuMs).toBeLessThan(200);
        expect(burn.maxPeakRssMb).toBeGreaterThan(10);
        expect(breaches).toHaveLength(1);
        expect(breaches[0]).toMatchObject({ route: 'GET /v1/burn', limit: 'cpu', allowed: 200 });
        expect(logged.join('\n')).toMatch(/GET \/v1\/burn over the cpu limit: \d+ ms/);
      },
    );
  });
});

describe("the stand-in for Netlify's edge limits", () => {
  it("keeps a route's first, cold request apart and breaches on a warm one", async () => {
    await withGateway(
      { cpuLimitMs: 100, coldFirstPerRoute: true, customDomain: true },
      async (base, gateway) => {
        for (let i = 0; i < 2; i++) await (await fetch(`${base}/burn?ms=200`)).text();
        await gateway.settled();
        const { coldBreaches, breaches, routes } = gateway.report();
        expect(coldBreaches).toHaveLength(1);
        expect(coldBreaches[0]).toMatchObject({ route: 'GET /burn', cold: true });
        expect(breaches).toHaveLength(1);
        expect(breaches[0]).toMatchObject({ route: 'GET /burn', limit: 'cpu', allowed: 100 });
        expect(routes[0]!.maxWarmCpuMs).toBeGreaterThanOrEqual(190);
      },
    );
  });
});
