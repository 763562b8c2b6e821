// A stand-in for Supabase's Edge Functions gateway in CI's production topology (docs/deploy.md,
// "Platform limits"): it sits in front of the function's Deno process and applies the rules the
// platform publishes for hosted functions ("Edge Functions → Limits"):
// - a GET answered with text/html goes out as text/plain unless the project has a custom domain;
// - an answer that has not started within the idle timeout (150 s) becomes 504;
// - each request's CPU time (the Deno process's own, read from /proc around the request) is
//   measured and reported per route, and a request over the CPU budget (2 s) is logged and kept
//   as a breach the topology fails on;
// - the memory limit is Deno's own flag (run.mjs starts the function with
//   --v8-flags=--max-old-space-size); the gateway reports each request's peak resident memory.
// Requests go through one at a time, so the CPU the process spent belongs to that request.
import http from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** The platform's figures (supabase.com/docs/guides/functions/limits). */
export const PLATFORM_LIMITS = {
  cpuMs: 2_000,
  idleTimeoutMs: 150_000,
  memoryMb: 256,
  wallMsFree: 150_000,
  wallMsPaid: 400_000,
} as const;

/** Netlify's, for its edge functions (docs.netlify.com/edge-functions/limits). */
export const EDGE_LIMITS = {
  cpuMs: 50,
  responseHeaderTimeoutMs: 40_000,
  memoryMb: 512,
} as const;

export interface GatewayOptions {
  /** The function's own address, e.g. http://127.0.0.1:8236 (paths go through unchanged). */
  upstream: string;
  /** The function's process id, for its CPU time and memory; undefined: not measured. */
  pid: () => number | undefined;
  /** The project has a custom domain: HTML answers keep their type. */
  customDomain?: boolean;
  idleTimeoutMs?: number;
  cpuLimitMs?: number;
  /** A request whose answer takes longer than this is a breach too (the free plan's 150 s). */
  wallLimitMs?: number;
  /**
   * The first request of each route is the isolate's first run of that code (compiled as it
   * runs): its CPU figure is reported as cold and kept apart, not as a breach. For the site's
   * edge function, whose failures fall back to the static app shell (decision 48).
   */
  coldFirstPerRoute?: boolean;
  /**
   * Whose CPU time a request is charged: the whole process (Supabase: "time spent on the CPU
   * per request"), or the thread that runs the script (Netlify: "time spent running your
   * scripts"). Default: the process.
   */
  cpuScope?: 'process' | 'main-thread';
  log?: (line: string) => void;
}

export interface RequestFigures {
  route: string;
  /** The first request of its route, with coldFirstPerRoute. */
  cold?: boolean;
  status: number;
  cpuMs: number | null;
  wallMs: number;
  peakRssMb: number | null;
}

export interface RouteFigures {
  route: string;
  count: number;
  maxCpuMs: number | null;
  /** The highest figure of a request that was not its route's first (coldFirstPerRoute). */
  maxWarmCpuMs: number | null;
  totalCpuMs: number | null;
  maxWallMs: number;
  maxPeakRssMb: number | null;
}

export interface Breach {
  route: string;
  cold?: boolean;
  limit: 'cpu' | 'wall' | 'idle';
  figure: number;
  allowed: number;
}

/**
 * CPU time of every thread of the process, or of its main thread only (where Deno runs the
 * script; V8 compiles and collects garbage on threads of its own), in milliseconds.
 */
export async function processCpuMs(
  pid: number,
  scope: 'process' | 'main-thread' = 'process',
): Promise<number | null> {
  try {
    const tasks = scope === 'process' ? await readdir(`/proc/${pid}/task`) : [String(pid)];
    let ns = 0;
    for (const task of tasks) {
      const line = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '');
      ns += Number(line.split(' ')[0] ?? 0) || 0;
    }
    return ns / 1e6;
  } catch {
    return null;
  }
}

/** Starts a new peak of resident memory (Linux: `5` into clear_refs resets VmHWM). */
async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
}

async function peakMemoryMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A request's route for the report: method and path, ids and numbers as placeholders. */
export function routeOf(method: string, pathname: string): string {
  const path = pathname
    .replace(/^\/functions\/v1/, '')
    .replace(UUID, ':id')
    .replace(/\/\d+(?=\/|\.|$)/g, '/:n')
    .replace(/\/[0-9a-f]{16,}(?=\/|$)/g, '/:hash');
  return `${method} ${path}`;
}

/** The gateway's own address for its figures so far (outside /functions/v1). */
export const REPORT_PATH = '/__gateway/report';

/** What fetch decodes or recomputes itself; passing them on would corrupt the answer. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

export function createGateway(options: GatewayOptions) {
  const idleTimeoutMs = options.idleTimeoutMs ?? PLATFORM_LIMITS.idleTimeoutMs;
  const cpuLimitMs = options.cpuLimitMs ?? PLATFORM_LIMITS.cpuMs;
  const wallLimitMs = options.wallLimitMs ?? PLATFORM_LIMITS.wallMsFree;
  const log = options.log ?? ((line: string) => console.log(line));
  const requests: RequestFigures[] = [];
  const breaches: Breach[] = [];
  const coldBreaches: Breach[] = [];
  const seen = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  function breach(
    route: string,
    limit: Breach['limit'],
    figure: number,
    allowed: number,
    cold = false,
  ) {
    (cold ? coldBreaches : breaches).push({ route, limit, figure, allowed, ...(cold && { cold }) });
    log(
      `gateway: ${route} over the ${limit} limit${cold ? ' (cold, its first request)' : ''}: ` +
        `${figure.toFixed(0)} ms (allowed ${allowed} ms)`,
    );
  }

  async function pass(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const method = req.method ?? 'GET';
    const route = routeOf(method, url.pathname);
    const pid = options.pid();
    if (pid) await resetPeakMemory(pid);
    const cpuBefore = pid ? await processCpuMs(pid, options.cpuScope) : null;
    const started = performance.now();

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name !== 'host' && !HOP_HEADERS.has(name) && value !== undefined) {
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
    }
    const idle = new AbortController();
    const timer = setTimeout(() => idle.abort(), idleTimeoutMs);
    const hasBody = !['GET', 'HEAD'].includes(method);
    let status = 0;
    try {
      const answer = await fetch(new URL(req.url ?? '/', options.upstream), {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        // @ts-expect-error Node's fetch streams a request body only in half-duplex mode.
        duplex: 'half',
        redirect: 'manual',
        signal: idle.signal,
      });
      clearTimeout(timer);
      status = answer.status;
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'set-cookie') out[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      // "Serving of HTML content is only supported with custom domains (otherwise GET requests
      // that return text/html will be rewritten to text/plain)."
      const type = String(out['content-type'] ?? '');
      if (method === 'GET' && /^text\/html\b/i.test(type) && !options.customDomain) {
        out['content-type'] = type.replace(/^text\/html/i, 'text/plain');
      }
      // fetch decoded what the function compressed; the gateway passes it on compressed.
      const encoding = answer.headers.get('content-encoding');
      const encode =
        encoding === 'gzip'
          ? zlib.createGzip
          : encoding === 'br'
            ? zlib.createBrotliCompress
            : null;
      if (encode) out['content-encoding'] = encoding!;
      res.writeHead(answer.status, out);
      if (answer.body) {
        await new Promise<void>((resolve) => {
          const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream);
          body.on('error', () => resolve());
          res.on('close', () => {
            body.destroy();
            resolve();
          });
          (encode ? body.pipe(encode()) : body).pipe(res);
        });
      } else {
        res.end();
      }
    } catch (error) {
      clearTimeout(timer);
      if (idle.signal.aborted) {
        status = 504;
        breach(route, 'idle', idleTimeoutMs, idleTimeoutMs);
        if (!res.headersSent) res.writeHead(504, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'IDLE_TIMEOUT', message: 'Gateway Timeout' }));
      } else {
        status = 502;
        log(`gateway: ${route} failed: ${error instanceof Error ? error.message : error}`);
        if (!res.headersSent) res.writeHead(502);
        res.end('Bad gateway');
      }
    }
    const wallMs = performance.now() - started;
    const cpuAfter = pid ? await processCpuMs(pid, options.cpuScope) : null;
    const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    const peakRssMb = pid ? await peakMemoryMb(pid) : null;
    const cold = options.coldFirstPerRoute === true && !seen.has(route);
    seen.add(route);
    requests.push({ route, status, cpuMs, wallMs, peakRssMb, ...(cold && { cold }) });
    if (cpuMs !== null && cpuMs > cpuLimitMs) breach(route, 'cpu', cpuMs, cpuLimitMs, cold);
    if (wallMs > wallLimitMs) breach(route, 'wall', wallMs, wallLimitMs);
  }

  const server = http.createServer((req, res) => {
    // The figures so far, for a bench beside the topology (bench/function.ts); not a request
    // to the function, so neither queued nor measured.
    if (req.url === REPORT_PATH) {
      void queue.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(report()));
      });
      return;
    }
    // One request at a time: the process's CPU time between two reads is this request's.
    const turn = queue.then(() => pass(req, res));
    queue = turn.catch(() => {});
  });

  /** Every request's figures, grouped by route, heaviest CPU first. */
  function report(): {
    routes: RouteFigures[];
    breaches: Breach[];
    coldBreaches: Breach[];
    requests: RequestFigures[];
  } {
    const byRoute = new Map<string, RouteFigures>();
    for (const r of requests) {
      const row = byRoute.get(r.route) ?? {
        route: r.route,
        count: 0,
        maxCpuMs: null,
        maxWarmCpuMs: null,
        totalCpuMs: null,
        maxWallMs: 0,
        maxPeakRssMb: null,
      };
      row.count += 1;
      if (r.cpuMs !== null) {
        row.maxCpuMs = Math.max(row.maxCpuMs ?? 0, r.cpuMs);
        if (!r.cold && options.coldFirstPerRoute) {
          row.maxWarmCpuMs = Math.max(row.maxWarmCpuMs ?? 0, r.cpuMs);
        }
        row.totalCpuMs = (row.totalCpuMs ?? 0) + r.cpuMs;
      }
      row.maxWallMs = Math.max(row.maxWallMs, r.wallMs);
      if (r.peakRssMb !== null) row.maxPeakRssMb = Math.max(row.maxPeakRssMb ?? 0, r.peakRssMb);
      byRoute.set(r.route, row);
    }
    const routes = [...byRoute.values()].sort((a, b) => (b.maxCpuMs ?? 0) - (a.maxCpuMs ?? 0));
    return {
      routes,
      breaches: [...breaches],
      coldBreaches: [...coldBreaches],
      requests: [...requests],
    };
  }

  /** Resolves when every request so far has been measured. */
  const settled = () => queue;

  return { server, report, settled };
}

/** The report as a table for the log: one line per route, beside the limits. */
export function formatReport(
  routes: RouteFigures[],
  title = 'gateway',
  limits: { cpuMs: number; memoryMb: number } = PLATFORM_LIMITS,
): string {
  const lines = [
    `${title}: per route, CPU max / mean, wall max, peak RSS ` +
      `(limits: CPU ${limits.cpuMs} ms, memory ${limits.memoryMb} MB)`,
  ];
  for (const r of routes) {
    const cpu =
      r.maxCpuMs === null
        ? 'n/a'
        : `${r.maxCpuMs.toFixed(0)} / ${((r.totalCpuMs ?? 0) / r.count).toFixed(0)} ms`;
    const warm = r.maxWarmCpuMs === null ? '' : ` (warm max ${r.maxWarmCpuMs.toFixed(0)} ms)`;
    const rss = r.maxPeakRssMb === null ? 'n/a' : `${r.maxPeakRssMb.toFixed(0)} MB`;
    const wall = `${r.maxWallMs.toFixed(0)} ms`;
    lines.push(
      `  ${r.route.padEnd(52)} ${String(r.count).padStart(4)}x  cpu ${cpu.padEnd(14)} ` +
        `wall ${wall.padStart(9)}  rss ${rss}${warm}`,
    );
  }
  return lines.join('\n');
}
