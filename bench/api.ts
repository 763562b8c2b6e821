/**
 * `npm run bench:api`: requests per second of the public routes under 50 concurrent keep-alive
 * connections against a real local server (node http + the app), beside a no-database route of
 * the same server (the ceiling); each route three times, side by side: straight to the origin as
 * the hosts run it (with its few-second copy of public answers, middleware/origin-cache.ts),
 * straight to the origin with that copy off (every request reaches the database), and through a
 * real HTTP cache in front of it that follows the answers' Cache-Control as a CDN would (nginx,
 * bench/http-cache.ts; without nginx that column is left out). The load
 * comes from wrk (bench/load-generator.ts), which must be installed. Loopback only, bounded in
 * time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --pglite          (BENCH_PHOTOS photos in embedded PGlite)
 *   BENCH_CACHE_PORT=8460                  (where nginx listens)
 *   BENCH_SECONDS=5, BENCH_WRK_THREADS=2   (per route and column; wrk's threads)
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  createBenchApp,
  openPgliteBenchDatabase,
  openServerBenchDatabase,
} from './bench-database.ts';
import { nginxMissing, startHttpCache, type HttpCache } from './http-cache.ts';
import { runLoad, wrkMissing, type LoadResult } from './load-generator.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const CONNECTIONS = 50;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const usePglite = process.argv.includes('--pglite') || !serverUrl;
const CACHE_PORT = Number(process.env.BENCH_CACHE_PORT ?? 8460);
/**
 * The photos and albums the routes cycle through, in both columns: a page's worth of popular
 * ones, as a CDN sees most traffic (with thousands, 5 s would hold no repeat to serve).
 */
const HOT_PHOTOS = 20;
const HOT_ALBUMS = 10;
/** What a browser or a CDN asks for (and what the bench's earlier `fetch` client sent). */
const ACCEPT_ENCODING = 'gzip, deflate';

const wrk = wrkMissing();
if (wrk) {
  console.error(wrk);
  process.exit(1);
}

const log = (line: string) => console.log(line);
const bench = usePglite
  ? await openPgliteBenchDatabase(Math.min(PHOTOS, 20_000), log)
  : await openServerBenchDatabase(serverUrl!, PHOTOS, log);
const { app, cleanup } = await createBenchApp(bench, 'http://127.0.0.1', { originCache: true });
const uncached = await createBenchApp(bench, 'http://127.0.0.1');
/** The request header that sends a request to the app without the origin's copy. */
const COPY_OFF_HEADER = 'x-bench-origin-copy';

// The bench host: the app plus one route that touches no database, as the ceiling. It counts
// the requests in progress, so that a route's measurement starts only once the requests wrk
// left unanswered at the end of the previous one are done.
let inFlight = 0;
const host = new Hono();
host.use('*', async (_c, next) => {
  inFlight++;
  try {
    await next();
  } finally {
    inFlight--;
  }
});
host.get('/bench/ping', (c) => c.json({ ok: true }));
host.all('*', (c) =>
  c.req.header(COPY_OFF_HEADER) === 'off' ? uncached.app.fetch(c.req.raw) : app.fetch(c.req.raw),
);
const server = serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const originPort = (server.address() as AddressInfo).port;
const origin = `http://127.0.0.1:${originPort}`;

const photoIds = (
  await bench.db.asUser(null, (tx) =>
    tx.query<{ id: string }>(`select id from public.photos order by id limit ${HOT_PHOTOS}`),
  )
).map((row) => row.id);
const albumIds = (
  await bench.db.asUser(null, (tx) =>
    tx.query<{ id: string }>(
      `select id from public.albums where not deleted order by id limit ${HOT_ALBUMS}`,
    ),
  )
).map((row) => row.id);
const searches = [
  'elephant',
  'temple kandy',
  '"tea estate"',
  'sunset mirissa',
  'beach -galle',
  'hoppers',
];
const photoPaths = photoIds.map((id) => `/v1/public/photos/${id}`);

interface BenchRoute {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  /** Judged against the goal for anonymous routes through the cache. */
  anonymous?: boolean;
}

const routes: BenchRoute[] = [
  { name: 'GET /bench/ping (no database)', paths: ['/bench/ping'] },
  {
    name: 'GET /v1/public/featured_photos',
    paths: ['/v1/public/featured_photos'],
    anonymous: true,
  },
  { name: 'GET /v1/public/photos/{id}', paths: photoPaths, anonymous: true },
  { name: 'GET /v1/public/photos/{id}/similar', paths: photoPaths.map((p) => `${p}/similar`) },
  {
    name: 'GET /v1/public/photos/search?q=',
    paths: searches.map((q) => `/v1/public/photos/search?q=${encodeURIComponent(q)}`),
    anonymous: true,
  },
  {
    name: 'GET /v1/public/albums/{id}',
    paths: albumIds.map((id) => `/v1/public/albums/${id}`),
    anonymous: true,
  },
  // A session cookie: the cache passes it to the origin (and the origin answers `private`).
  {
    name: 'GET /v1/public/photos/{id}, session',
    paths: photoPaths,
    headers: { cookie: 'lk_session=bench-visitor-with-a-session' },
  },
];

/** Waits (at most a minute) until the origin has no request in progress. */
async function originIdle() {
  const deadline = Date.now() + 60_000;
  while (inFlight > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function load(
  base: string,
  route: BenchRoute,
  seconds = SECONDS_PER_ROUTE,
  extraHeaders: Record<string, string> = {},
) {
  await originIdle();
  return runLoad({
    base,
    paths: route.paths,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...route.headers, ...extraHeaders },
    connections: CONNECTIONS,
    threads: WRK_THREADS,
    seconds,
    timeoutSeconds: 30,
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const missing = nginxMissing();
if (missing) console.log(`\n${missing}`);
let cache: HttpCache | null = null;
try {
  cache = missing ? null : await startHttpCache(originPort, CACHE_PORT);
  console.log(
    `\n${bench.label}, ${CONNECTIONS} connections (wrk, ${WRK_THREADS} threads), ` +
      `${SECONDS_PER_ROUTE} s per route and column, origin ${origin}` +
      `${cache ? `, cache ${cache.url} (nginx)` : ''}, ${os.cpus().length} cores; ` +
      `load average ${loadAverage()}\n`,
  );
  // Warm-up: the JIT, the database's buffers and the pool's prepared statements.
  for (const route of routes) await load(origin, route, 1);

  interface Row {
    route: BenchRoute;
    origin: LoadResult;
    database: LoadResult;
    cached: LoadResult | null;
    load: string;
  }
  const rows: Row[] = [];
  // The ping is measured in both origin columns; it moves by a third between them on a busy
  // host, so every share is taken of the higher of the two (the stricter).
  const ceiling = () => Math.max(rows[0]!.origin.rps, rows[0]!.database.rps);
  const share = (r: LoadResult) => `${((r.rps / ceiling()) * 100).toFixed(1).padStart(6)}%`;
  const figures = (r: LoadResult) =>
    `${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)}`;
  console.log(
    `${'route'.padEnd(40)} origin: req/s  p50 ms  p95 ms  of ceiling   no copy: req/s  p50 ms  p95 ms  of ceiling` +
      `   cache: req/s  p50 ms  p95 ms  from cache  failures  load (1 min)`,
  );
  for (const route of routes) {
    const o = await load(origin, route);
    const d = await load(origin, route, SECONDS_PER_ROUTE, { [COPY_OFF_HEADER]: 'off' });
    const c = cache ? await load(cache.url, route) : null;
    const row = { route, origin: o, database: d, cached: c, load: os.loadavg()[0]!.toFixed(2) };
    rows.push(row);
    console.log(
      `${route.name.padEnd(40)} ${' '.repeat(8)}${figures(o)}  ${share(o).padStart(10)}` +
        `   ${' '.repeat(9)}${figures(d)}  ${share(d).padStart(10)}` +
        (c
          ? `   ${' '.repeat(7)}${figures(c)}  ${(c.hitRatio * 100).toFixed(1).padStart(9)}%`
          : '   (no cache)') +
        `  ${String(o.failures + d.failures + (c?.failures ?? 0)).padStart(8)}  ${row.load.padStart(12)}`,
    );
  }

  // Issue 22's goals, judged on this run's figures: the origin as deployed, and beside it the
  // same route with the origin's copy off, so the database path's own figure stays in view.
  const byName = (name: string) => rows.find((row) => row.route.name === name)!;
  console.log('\nissue 22 goals:');
  for (const [name, goal] of [
    ['GET /v1/public/featured_photos', 35],
    ['GET /v1/public/photos/{id}', 35],
    ['GET /v1/public/photos/search?q=', 15],
  ] as const) {
    const row = byName(name);
    const of = (r: LoadResult) => (r.rps / ceiling()) * 100;
    console.log(
      `  origin ${name}: ${of(row.origin).toFixed(1)}% of the ceiling, goal ${goal}%: ` +
        `${of(row.origin) >= goal ? 'met' : 'NOT met'} (with the copy off: ${of(row.database).toFixed(1)}%)`,
    );
  }
  for (const { route, cached } of rows.filter((row) => row.route.anonymous)) {
    if (!cached) continue;
    console.log(
      `  cache ${route.name}: ${cached.rps.toFixed(0)} req/s, goal 5000: ${cached.rps >= 5000 ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`\nload average after: ${loadAverage()}`);
} finally {
  await cache?.stop();
  server.close();
  await bench.close();
  await cleanup();
  await uncached.cleanup();
}
