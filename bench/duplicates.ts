/**
 * `npm run bench:duplicates`: the near-duplicate lookup (app_private.near_photo_hashes, decision
 * 51) at 1,000,000 photos on the PostgreSQL server, beside a full scan of the same hashes.
 * Prints p50/p95 of the lookup at the chosen threshold (goal: p95 <= 20 ms), of a worker's whole
 * write (record_photo_fingerprint: five to seven lookups, the exact match and the inserts,
 * rolled back), and of the full scan. Beside the lookup, the same queries through two earlier
 * lookups, each made again in the bench database only (schema `bench`) from its landed migration:
 * decision 51's (every band probed within floor(d / 4) bits) and decision 58's (radii by
 * pigeonhole per band, a SQL function planned at every call). The three run back to back for each
 * query, in rotating order, so that all meet the same load on a shared machine.
 *
 * Seeds its own database (`lankalens_duplicates_<photos>`, reused when it holds that many): the
 * migrations, then by one INSERT ... SELECT each, photos (triggers off) with a fingerprint and
 * five hashes each. The hashes are uniformly random: real pHashes are not (some bits are set
 * more often than others), so their bands are less even and a lookup meets more candidates;
 * the figure is the index's, and the recall bench (bench/duplicate-recall.ts) stays the
 * measure of what the threshold finds.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:duplicates
 *   BENCH_PHOTOS=100000 BENCH_LOOKUPS=200 npm run bench:duplicates
 *   BENCH_DATABASE_NAME=my_duplicates npm run bench:duplicates   (another database name)
 */
import { readFile } from 'node:fs/promises';
import { createPostgresDriver } from '../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase } from '../edge-functions/src/db/bootstrap.ts';
import { createDatabase } from '../edge-functions/src/db/database.ts';
import { percentile, serverDatabase } from './bench-database.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 1_000_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 300);
const FULL_SCANS = Number(process.env.BENCH_FULL_SCANS ?? 5);
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const OWNER = 'd0000000-0000-4000-8000-000000000001';
const ALBUM = 'd1000000-0000-4000-8000-000000000001';

/** A random signed 64-bit value from an md5, so the same row always gets the same hash. */
const hashOf = (seed: string) => `('x' || substr(md5(${seed}), 1, 16))::bit(64)::bigint`;

function seedSql(photos: number): string {
  return `
  insert into auth.users (id, email, raw_user_meta_data)
  values ('${OWNER}', 'bench.duplicates@example.com', '{"first_name":"Bench","last_name":"Dup"}');
  update public.profiles set role = 'CREATOR', verified = true, username = 'bench.dup' where id = '${OWNER}';
  insert into public.albums (id, owner_id, name) values ('${ALBUM}', '${OWNER}', 'Bench album');
  set session_replication_role = replica;
  insert into public.photos (id, owner_id, album_id, name, status, original_key, ext_id, created_at)
  select ('d2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${OWNER}', '${ALBUM}',
         'Bench photo ' || g, 'ACCEPTED', '${OWNER}/dup-' || g || '.jpg', 'dup' || g,
         now() - g * interval '1 minute'
    from generate_series(1, ${photos}) g;
  insert into public.photo_fingerprints (photo_id, exact_hash)
  select ('d2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, sha256(g::text::bytea)
    from generate_series(1, ${photos}) g;
  insert into public.photo_hashes (photo_id, variant, phash)
  select ('d2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, v, ${hashOf("g || ':' || v")}
    from generate_series(1, ${photos}) g, generate_series(0, 4) v;
  set session_replication_role = origin;
`;
}

async function openDatabase() {
  const name = process.env.BENCH_DATABASE_NAME ?? `lankalens_duplicates_${PHOTOS}`;
  const url = await serverDatabase(baseUrl, name);
  const driver = createPostgresDriver({ url: url.toString(), max: 4 });
  await bootstrapDatabase(driver, { seed: false });
  const db = createDatabase(driver);
  const [row] = await db.asService((tx) =>
    tx.query<{ n: number }>(`select count(*)::int as n from public.photo_fingerprints`),
  );
  if (row!.n !== PHOTOS) {
    if (row!.n !== 0) throw new Error(`${name} holds ${row!.n} fingerprints: drop it first`);
    console.log(`seeding ${PHOTOS.toLocaleString('en-US')} photos with five hashes each...`);
    const started = performance.now();
    await driver.runScript(seedSql(PHOTOS));
    // As autovacuum would after a bulk load: the visibility map lets index-only scans skip the heap.
    for (const table of ['photos', 'photo_fingerprints', 'photo_hashes']) {
      await driver.runScript(`vacuum analyze public.${table}`);
    }
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { db, driver, label: `${url.host}/${name}` };
}

/** The earlier lookups, compared on the same data and load (see the top of this file). */
const EARLIER_LOOKUPS = [
  {
    label: "decision 51's lookup",
    fn: 'bench.near_photo_hashes_051',
    migration: '20261203150100_photo_fingerprints.sql',
  },
  {
    label: "decision 58's SQL lookup",
    fn: 'bench.near_photo_hashes_058',
    migration: '20261203180900_duplicates_unwatermarked_and_band_radii.sql',
  },
] as const;

/** Each earlier lookup's function as its landed migration created it, in schema `bench`. */
async function earlierLookupsSql(): Promise<string> {
  const made: string[] = [];
  for (const { fn, migration } of EARLIER_LOOKUPS) {
    const text = await readFile(
      new URL(`../supabase/migrations/${migration}`, import.meta.url),
      'utf8',
    );
    const body =
      /create (?:or replace )?function app_private\.near_photo_hashes\([\s\S]*?\n(\$\w*\$)\n?;/i.exec(
        text,
      );
    if (!body) throw new Error(`near_photo_hashes not found in ${migration}`);
    made.push(
      body[0].replace(
        /create (?:or replace )?function app_private\.near_photo_hashes\(/i,
        `create function ${fn}(`,
      ),
      `grant execute on function ${fn}(bigint, int, boolean) to service_role;`,
    );
  }
  return `drop schema if exists bench cascade;
create schema bench;
grant usage on schema bench to service_role;
${made.join('\n')}`;
}

/** A stored hash with `flips` of its bits flipped: what a transformed copy looks like. */
function nearHash(stored: bigint, flips: number, random: () => number): bigint {
  let hash = stored;
  const bits = new Set<number>();
  while (bits.size < flips) bits.add(Math.floor(random() * 64));
  for (const bit of bits) hash ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, hash);
}

function summary(label: string, samples: number[]): string {
  const p50 = percentile(samples, 50).toFixed(2);
  const p95 = percentile(samples, 95).toFixed(2);
  return `${label.padEnd(44)} p50 ${p50.padStart(8)} ms   p95 ${p95.padStart(8)} ms`;
}

async function main() {
  const { db, driver, label } = await openDatabase();
  await driver.runScript(await earlierLookupsSql());
  const [{ threshold }] = (await db.asService((tx) =>
    tx.query<{ threshold: number }>(`select app_private.duplicate_max_distance() as threshold`),
  )) as [{ threshold: number }];
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const stored = await db.asService((tx) =>
    tx.query<{ photo_id: string; phash: string }>(
      `select photo_id, phash::text from public.photo_hashes
        where variant = 0 and photo_id = any($1::uuid[])`,
      [
        Array.from(
          { length: LOOKUPS },
          () =>
            `d2000000-0000-4000-8000-${String(1 + Math.floor(random() * PHOTOS)).padStart(12, '0')}`,
        ),
      ],
    ),
  );
  console.log(
    `${label}: ${PHOTOS.toLocaleString('en-US')} photos, ${(PHOTOS * 5).toLocaleString('en-US')} hashes, threshold ${threshold}, ${stored.length} lookups`,
  );

  // Warm-up as a running server would be: the band indexes read once.
  await db.asService((tx) =>
    tx.query(`select count(*) from app_private.near_photo_hashes(0, $1)`, [threshold]),
  );

  const lookup: number[] = [];
  const earlier = EARLIER_LOOKUPS.map(() => ({ ms: [] as number[], found: 0 }));
  let found = 0;
  for (const [n, row] of stored.entries()) {
    const query = nearHash(BigInt(row.phash), Math.floor(random() * (threshold + 1)), random);
    const timed = async (fn: string) => {
      const started = performance.now();
      const matches = await db.asService((tx) =>
        tx.query<{ photo_id: string }>(`select photo_id from ${fn}($1::bigint, $2)`, [
          query.toString(),
          threshold,
        ]),
      );
      return {
        ms: performance.now() - started,
        found: matches.some((match) => match.photo_id === row.photo_id),
      };
    };
    // Rotate which goes first, so none always meets a cache another just warmed.
    const fns = ['app_private.near_photo_hashes', ...EARLIER_LOOKUPS.map((e) => e.fn)];
    const results = new Map<string, { ms: number; found: boolean }>();
    for (let i = 0; i < fns.length; i++) {
      const fn = fns[(n + i) % fns.length]!;
      results.set(fn, await timed(fn));
    }
    const current = results.get('app_private.near_photo_hashes')!;
    lookup.push(current.ms);
    if (current.found) found++;
    EARLIER_LOOKUPS.forEach(({ fn }, i) => {
      const result = results.get(fn)!;
      earlier[i]!.ms.push(result.ms);
      if (result.found) earlier[i]!.found++;
    });
  }

  const record: number[] = [];
  for (const row of stored.slice(0, Math.min(100, stored.length))) {
    const hashes = [0, 1, 2, 3, 4].map((v) => nearHash(BigInt(row.phash), v, random).toString());
    // A 1600 px preview's one unwatermarked hash (decision 58): another random value.
    const unwatermarked = [nearHash(BigInt(row.phash), 32, random).toString()];
    const started = performance.now();
    await db
      .asService(async (tx) => {
        await tx.query(
          `select app_private.record_photo_fingerprint($1, $2::bigint[], sha256('bench'::bytea),
                                                      $3::bigint[])`,
          [row.photo_id, hashes, unwatermarked],
        );
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    record.push(performance.now() - started);
  }

  const fullScan: number[] = [];
  for (const row of stored.slice(0, FULL_SCANS)) {
    const started = performance.now();
    await db.asService((tx) =>
      tx.query(
        `select photo_id, min(bit_count((phash # $1::bigint)::bit(64)))
           from public.photo_hashes
          where bit_count((phash # $1::bigint)::bit(64)) <= $2
          group by photo_id`,
        [row.phash, threshold],
      ),
    );
    fullScan.push(performance.now() - started);
  }

  console.log(summary('lookup (4 band index-only scans, PL/pgSQL)', lookup));
  EARLIER_LOOKUPS.forEach(({ label }, i) =>
    console.log(summary(`  ${label}, same queries`, earlier[i]!.ms)),
  );
  console.log(summary('worker write (record_photo_fingerprint)', record));
  console.log(summary(`full scan of photo_hashes (${fullScan.length} runs)`, fullScan));
  console.log(
    `found its photo in ${found} of ${stored.length} lookups (copies within the threshold; ` +
      EARLIER_LOOKUPS.map(({ label }, i) => `${label} ${earlier[i]!.found}`).join(', ') +
      '); ' +
      `full scan / lookup at p50: ${(percentile(fullScan, 50) / percentile(lookup, 50)).toFixed(0)}x`,
  );
  console.log(`goal: lookup p95 <= 20 ms -> ${percentile(lookup, 95) <= 20 ? 'met' : 'NOT met'}`);
  await driver.close();
}

class RollBack extends Error {}

await main();
