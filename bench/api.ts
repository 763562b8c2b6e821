/**
 * `npm run bench:api`: requests per second of featured photos, photo detail and search under 50
 * concurrent keep-alive connections against a real local server (node http + the app), beside a
 * no-database route of the same server (the ceiling). Loopback only, bounded in time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --pglite          (BENCH_PHOTOS photos in embedded PGlite)
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  createBenchApp,
  openPgliteBenchDatabase,
  openServerBenchDatabase,
  percentile,
} from './bench-database.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const CONNECTIONS = 50;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const usePglite = process.argv.includes('--pglite') || !serverUrl;

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
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const photoIds = (
  await bench.db.asUser(null, (tx) =>
    tx.query<{ id: string }>(`select id from public.photos order by id limit 200`),
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

/** Runs CONNECTIONS workers for a fixed time; answers requests per second and latencies. */
async function load(name: string, pathFor: (i: number) => string) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS_PER_ROUTE * 1000;
  let counter = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const i = counter++;
        const sent = performance.now();
        const response = await fetch(`${origin}${pathFor(i)}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
  };
}

try {
  console.log(
    `\n${bench.label}, ${CONNECTIONS} connections, ${SECONDS_PER_ROUTE} s per route, ${origin}\n`,
  );
  await load(
    'warm-up',
    (i) => `/v1/public/photos/search?q=${encodeURIComponent(searches[i % searches.length]!)}`,
  );
  const results = [
    await load('GET /bench/ping (no database)', () => '/bench/ping'),
    await load('GET /v1/public/featured_photos', () => '/v1/public/featured_photos'),
    await load(
      'GET /v1/public/photos/{id}',
      (i) => `/v1/public/photos/${photoIds[i % photoIds.length]}`,
    ),
    await load(
      'GET /v1/public/photos/search?q=',
      (i) => `/v1/public/photos/search?q=${encodeURIComponent(searches[i % searches.length]!)}`,
    ),
  ];
  const ceiling = results[0]!.rps;
  console.log(
    'route                                   req/s   p50 ms   p95 ms   of ceiling  failures',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}` +
        `   ${((r.rps / ceiling) * 100).toFixed(1).padStart(6)}%  ${String(r.failures).padStart(8)}`,
    );
  }
} finally {
  server.close();
  await bench.close();
  await cleanup();
}
