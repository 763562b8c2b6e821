/**
 * `npm run bench:api`: requests per second of the public routes under 50 concurrent keep-alive
 * connections against a real local server (node http + the app), beside a no-database route of
 * the same server (the ceiling); each route twice, side by side: straight to the origin, and
 * through a real HTTP cache in front of it that follows the answers' Cache-Control as a CDN
 * would (nginx, bench/http-cache.ts; without nginx only the origin column is measured). Loopback
 * only, bounded in time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --pglite          (BENCH_PHOTOS photos in embedded PGlite)
 *   BENCH_CACHE_PORT=8460                  (where nginx listens)
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  createBenchApp,
  openPgliteBenchDatabase,
  openServerBenchDatabase,
  percentile,
} from './bench-database.ts';
import { nginxMissing, startHttpCache, type HttpCache } from './http-cache.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const CONNECTIONS = 50;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const usePglite = process.argv.includes('--pglite') || !serverUrl;
const CACHE_PORT = Number(process.env.BENCH_CACHE_PORT ?? 8460);
/**
 * The photos and albums the routes cycle through, in both columns: a page's worth of popular
 * ones, as a CDN sees most traffic (with thousands, 5 s would hold no repeat to serve).
 */
const HOT_PHOTOS = 20;
const HOT_ALBUMS = 10;

const log = (line: string) => console.log(line);
const bench = usePglite
  ? await openPgliteBenchDatabase(Math.min(PHOTOS, 20_000), log)
  : await openServerBenchDatabase(serverUrl!, PHOTOS, log);
const { app, cleanup } = await createBenchApp(bench, 'http://127.0.0.1');

// The bench host: the app plus one route that touches no database, as the ceiling.
const host = new Hono();
host.get('/bench/ping', (c) => c.json({ ok: true }));
host.route('/', app);
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
const searchPath = (i: number) =>
  `/v1/public/photos/search?q=${encodeURIComponent(searches[i % searches.length]!)}`;
const photoPath = (i: number) => `/v1/public/photos/${photoIds[i % photoIds.length]}`;

interface BenchRoute {
  name: string;
  pathFor: (i: number) => string;
  headers?: Record<string, string>;
}

const routes: BenchRoute[] = [
  { name: 'GET /bench/ping (no database)', pathFor: () => '/bench/ping' },
  { name: 'GET /v1/public/featured_photos', pathFor: () => '/v1/public/featured_photos' },
  { name: 'GET /v1/public/photos/{id}', pathFor: photoPath },
  { name: 'GET /v1/public/photos/{id}/similar', pathFor: (i) => `${photoPath(i)}/similar` },
  { name: 'GET /v1/public/photos/search?q=', pathFor: searchPath },
  {
    name: 'GET /v1/public/albums/{id}',
    pathFor: (i) => `/v1/public/albums/${albumIds[i % albumIds.length]}`,
  },
  // A session cookie: the cache passes it to the origin (and the origin answers `private`).
  {
    name: 'GET /v1/public/photos/{id}, session',
    pathFor: photoPath,
    headers: { cookie: 'lk_session=bench-visitor-with-a-session' },
  },
];

/** What the cache answered from its store (fresh, or stale while refreshing). */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/** Runs CONNECTIONS workers for a fixed time; answers requests per second and latencies. */
async function load(base: string, route: BenchRoute) {
  const latencies: number[] = [];
  let failures = 0;
  let fromCache = 0;
  const deadline = performance.now() + SECONDS_PER_ROUTE * 1000;
  let counter = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const i = counter++;
        const sent = performance.now();
        const response = await fetch(`${base}${route.pathFor(i)}`, { headers: route.headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status !== 200) failures++;
        if (FROM_CACHE.has(response.headers.get('x-cache') ?? '')) fromCache++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
    hitRatio: fromCache / Math.max(latencies.length, 1),
  };
}

type Result = Awaited<ReturnType<typeof load>>;
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
    `\n${bench.label}, ${CONNECTIONS} connections, ${SECONDS_PER_ROUTE} s per route and column, ` +
      `origin ${origin}${cache ? `, cache ${cache.url} (nginx)` : ''}; load average ${loadAverage()}\n`,
  );
  await load(origin, { name: 'warm-up', pathFor: searchPath });
  const rows: { route: BenchRoute; origin: Result; cached: Result | null }[] = [];
  for (const route of routes) {
    rows.push({
      route,
      origin: await load(origin, route),
      cached: cache ? await load(cache.url, route) : null,
    });
  }
  const ceiling = rows[0]!.origin.rps;
  const figures = (r: Result) =>
    `${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)}`;
  console.log(
    `${'route'.padEnd(40)} ${'origin: req/s  p50 ms  p95 ms'}  of ceiling   ${'cache: req/s  p50 ms  p95 ms'}  from cache  failures`,
  );
  for (const { route, origin: o, cached: c } of rows) {
    console.log(
      `${route.name.padEnd(40)} ${' '.repeat(8)}${figures(o)}  ${((o.rps / ceiling) * 100).toFixed(1).padStart(9)}%` +
        (c
          ? `   ${' '.repeat(7)}${figures(c)}  ${(c.hitRatio * 100).toFixed(1).padStart(9)}%`
          : '   (no cache)') +
        `  ${String(o.failures + (c?.failures ?? 0)).padStart(8)}`,
    );
  }
  console.log(`\nload average after: ${loadAverage()}`);
} finally {
  await cache?.stop();
  server.close();
  await bench.close();
  await cleanup();
}
