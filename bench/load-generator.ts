/**
 * The load generator of `npm run bench:api`: wrk (C, epoll, one event loop per thread), driven by
 * bench/wrk-paths.lua so that each route cycles through its own list of paths. The previous one,
 * `fetch` in the bench's own Node process, could not send more than ~650 requests a second on
 * two cores, even to an answer a cache served in 0.5 ms; wrk sends tens of thousands.
 *
 * wrk is not a dependency of the project: install it for the bench only (`apt-get install -y wrk`
 * on Debian, `brew install wrk` on macOS). CI runs no bench.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./wrk-paths.lua', import.meta.url));

/** Whether wrk can run here; the reason when it cannot. */
export function wrkMissing(): string | null {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    return 'wrk is not installed: bench:api needs it as its load generator (for this bench only: `apt-get install -y wrk` on Debian, `brew install wrk` on macOS).';
  }
  return null;
}

export interface LoadOptions {
  /** Scheme, host and port, without a trailing slash. */
  base: string;
  /** Requests go to these in turn. */
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  threads: number;
  seconds: number;
  /** Past this a request counts as failed (wrk's own default is 2 s). */
  timeoutSeconds: number;
}

export interface LoadResult {
  rps: number;
  requests: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  /** Answers other than 200, plus connection errors and timeouts. */
  failures: number;
  /** Share of answers the cache served from its store (x-cache HIT, STALE, UPDATING, REVALIDATED). */
  hitRatio: number;
}

interface WrkSummary {
  requests: number;
  microseconds: number;
  not200: number;
  fromCache: number;
  socketErrors: number;
  timeouts: number;
  p50: number;
  p95: number;
}

/**
 * Runs wrk for `seconds` against the paths. Asynchronous on purpose: the server under test may
 * live in this very process, and a blocking child would stop it.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    `--threads=${options.threads}`,
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    `--timeout=${options.timeoutSeconds}s`,
    `--script=${SCRIPT}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `--header=${name}: ${value}`),
    options.base,
    '--',
    ...options.paths,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const line = out
        .trim()
        .split('\n')
        .findLast((l) => l.startsWith('{'));
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited with ${code}: ${(err || out).trim()}`));
        return;
      }
      const summary = JSON.parse(line) as WrkSummary;
      resolve({
        rps: summary.requests / (summary.microseconds / 1e6),
        requests: summary.requests,
        p50: summary.p50 / 1000,
        p95: summary.p95 / 1000,
        failures: summary.not200 + summary.socketErrors + summary.timeouts,
        hitRatio: summary.fromCache / Math.max(summary.requests, 1),
      });
    });
  });
}
