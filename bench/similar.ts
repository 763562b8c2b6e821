/**
 * `npm run bench:similar`: "photos like this one" (GET /v1/public/photos/{id}/similar) on the
 * bench database. For sampled live photos it times, side by side in one run, the exact query the
 * route used before issue 22 (as anon: every photo sharing a tag or the album, scored) and the
 * route's SQL now (trigger-kept similarity keys, the 200 most popular per key), plus the HTTP
 * endpoint, and compares the answers with the exact ranking: same photos in the same order, and
 * the same similarity scores (an equally similar photo in another place counts as the same score).
 *
 *   BENCH_PHOTOS=100000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:similar
 *   npm run bench:similar -- --pglite        (embedded; BENCH_PHOTOS=20000 for a quicker run)
 *   BENCH_SKIP_EXACT=1: only the new SQL and HTTP (the old query takes seconds per photo at 1M)
 */
import os from 'node:os';
import { photoCardColumns, popularityScore } from '../edge-functions/src/presenters/photo-card.ts';
import { SIMILAR_LIMIT, similarPhotosSql } from '../edge-functions/src/search/similar-photos.ts';
import {
  createBenchApp,
  openPgliteBenchDatabase,
  openServerBenchDatabase,
  percentile,
  type BenchDatabase,
} from './bench-database.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const skipExact = process.env.BENCH_SKIP_EXACT === '1';
const usePglite = process.argv.includes('--pglite');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

/** The route's query before issue 22, as anon under RLS (the baseline and the exact answer). */
const exactSql = `
  with me as (select tags, album_id from public.photos where id = $1)
  select ${photoCardColumns}
    from me cross join public.photos p
    join public.profiles u on u.id = p.owner_id
   where p.id <> $1 and p.status = 'ACCEPTED' and (p.tags && me.tags or p.album_id = me.album_id)
   order by cardinality(array(select unnest(p.tags) intersect select unnest(me.tags))) * 2
            + (p.album_id = me.album_id)::int desc,
            ${popularityScore} desc, p.id
   limit $2`;

/** Each answer's similarity scores in order, to tell "another equally similar photo" apart. */
const scoresSql = `
  select (select cardinality(array(select unnest(p.tags) intersect select unnest(me.tags))) * 2
                 + (p.album_id = me.album_id)::int) as score
    from unnest($2::uuid[]) with ordinality as a (id, position)
    join public.photos p on p.id = a.id
   cross join (select tags, album_id from public.photos where id = $1) me
   order by a.position`;

const load = () => os.loadavg()[0]!.toFixed(2);
const fmt = (ms: number) => ms.toFixed(2).padStart(9);

async function timed(bench: BenchDatabase, sql: string, id: string) {
  return bench.db.asUser(null, async (tx) => {
    const started = performance.now();
    const rows = await tx.query<{ id: string }>(sql, [id, SIMILAR_LIMIT]);
    return { ms: performance.now() - started, ids: rows.map((row) => row.id) };
  });
}

async function scores(bench: BenchDatabase, id: string, ids: string[]) {
  const rows = await bench.db.asService((tx) => tx.query<{ score: number }>(scoresSql, [id, ids]));
  return rows.map((row) => row.score).join();
}

async function run(bench: BenchDatabase) {
  // Evenly spread live photos, the same ones on every run of one database.
  const sample = await bench.db.asService((tx) =>
    tx.query<{ id: string }>(
      `select photo_id as id from app_private.live_photo_search
        order by photo_id limit $1`,
      [SAMPLES],
    ),
  );
  console.log(
    `\n${bench.label}: ${bench.photos.toLocaleString('en-US')} photos, ${sample.length} sampled photos x ${ROUNDS} rounds after a warm-up; load ${load()}`,
  );
  const { app, cleanup } = await createBenchApp(bench, 'http://bench.local');
  const exact: number[] = [];
  const indexed: number[] = [];
  const http: number[] = [];
  let sameOrder = 0;
  let sameScores = 0;
  for (let round = -1; round < ROUNDS; round++) {
    for (const { id } of sample) {
      // Alternating per photo, so both see the same load.
      const before = skipExact ? undefined : await timed(bench, exactSql, id);
      const after = await timed(bench, similarPhotosSql, id);
      const started = performance.now();
      const response = await app.request(`http://bench.local/v1/public/photos/${id}/similar`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`similar answered ${response.status}`);
      if (round < 0) continue;
      http.push(performance.now() - started);
      indexed.push(after.ms);
      if (!before) continue;
      exact.push(before.ms);
      if (round !== 0) continue;
      if (before.ids.join() === after.ids.join()) sameOrder++;
      if ((await scores(bench, id, before.ids)) === (await scores(bench, id, after.ids)))
        sameScores++;
    }
  }
  await cleanup();
  console.log('                                              p50 ms    p95 ms');
  if (!skipExact)
    console.log(
      `before: exact query as anon (baseline)   ${fmt(percentile(exact, 50))} ${fmt(percentile(exact, 95))}`,
    );
  console.log(
    `after: similarity keys (route SQL)       ${fmt(percentile(indexed, 50))} ${fmt(percentile(indexed, 95))}`,
  );
  console.log(
    `HTTP GET /v1/public/photos/{id}/similar  ${fmt(percentile(http, 50))} ${fmt(percentile(http, 95))}`,
  );
  if (!skipExact) {
    console.log(
      `\nbefore / after: ${(percentile(exact, 50) / percentile(indexed, 50)).toFixed(0)}x at p50`,
    );
    console.log(
      `same ${SIMILAR_LIMIT} photos in the same order as the exact ranking: ${sameOrder} of ${sample.length}`,
    );
    console.log(
      `same similarity scores in order (equally similar photos): ${sameScores} of ${sample.length}`,
    );
  }
  console.log(`load average after ${load()}`);
}

const log = (line: string) => console.log(line);
const bench =
  usePglite || !serverUrl
    ? await openPgliteBenchDatabase(PHOTOS, log)
    : await openServerBenchDatabase(serverUrl, PHOTOS, log);
try {
  await run(bench);
} finally {
  await bench.close();
}
