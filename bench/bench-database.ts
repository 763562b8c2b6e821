import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createApp } from '../edge-functions/src/app.ts';
import { loadConfig } from '../edge-functions/src/config.ts';
import { authForConfig } from '../edge-functions/src/adapters/auth/auth-for-config.ts';
import { createDiskStorage } from '../edge-functions/src/adapters/storage/disk.ts';
import { paymentsFromConfig } from '../edge-functions/src/adapters/payments/from-config.ts';
import { silentLogger } from '../edge-functions/src/lib/logger.ts';
import { createPgliteDriver } from '../edge-functions/src/adapters/database/pglite.ts';
import { createPostgresDriver } from '../edge-functions/src/adapters/database/postgres.ts';
import { bootstrapDatabase } from '../edge-functions/src/db/bootstrap.ts';
import { createDatabase } from '../edge-functions/src/db/database.ts';
import { nodeEncoders } from '../edge-functions/src/local/node-encoders.ts';
import { originCacheFor } from '../edge-functions/src/middleware/origin-cache.ts';
import type { Database, DatabaseDriver } from '../edge-functions/src/ports/database.ts';

/**
 * The benchmark database: the real migrations plus N synthetic photos made by ONE
 * `insert ... select from generate_series` (titles, descriptions and tags from word lists with
 * Sri Lankan places), with the search vector computed by the production function.
 * On a server it lives in its own database (`lankalens_bench`) and is reused when it already
 * holds the requested number of photos.
 */
export interface BenchDatabase {
  db: Database;
  label: string;
  photos: number;
  close(): Promise<void>;
}

const BENCH_OWNER = 'b0000000-0000-4000-8000-000000000001';
const ALBUMS = 400;

export const benchSearchWords = {
  places: [
    'Sigiriya',
    'Kandy',
    'Galle',
    'Ella',
    'Mirissa',
    'Yala',
    'Jaffna',
    'Trincomalee',
    'Anuradhapura',
    'Polonnaruwa',
    'Dambulla',
    'Nuwara Eliya',
    'Colombo',
    'Negombo',
    'Bentota',
    'Hikkaduwa',
    'Unawatuna',
    'Arugam Bay',
    'Batticaloa',
    'Kalpitiya',
    'Wilpattu',
    'Udawalawe',
    'Minneriya',
    'Horton Plains',
    'Adams Peak',
    'Haputale',
    'Badulla',
    'Matara',
    'Tangalle',
    'Weligama',
    'Pinnawala',
    'Kegalle',
    'Ratnapura',
    'Sinharaja',
    'Knuckles',
    'Mannar',
    'Kurunegala',
    'Hatton',
    'Bandarawela',
    'Kitulgala',
  ],
  subjects: [
    'elephants',
    'leopard',
    'temple',
    'stupa',
    'beach',
    'waterfall',
    'tea estate',
    'train',
    'stilt fishermen',
    'surfer',
    'peacock',
    'monkeys',
    'lagoon',
    'fort',
    'lighthouse',
    'market',
    'festival',
    'perahera',
    'kandyan dancer',
    'buddha statue',
    'kovil',
    'mosque',
    'church',
    'paddy field',
    'rice and curry',
    'hoppers',
    'kottu',
    'tuk tuk',
    'bridge',
    'mountain',
    'sunrise',
    'sunset',
    'rainforest',
    'blue whale',
    'sea turtle',
    'coconut palms',
    'lotus pond',
    'cave',
    'reservoir',
    'spice garden',
  ],
  moods: [
    'at dawn',
    'in the rain',
    'at sunset',
    'from above',
    'in the mist',
    'at night',
    'in the monsoon',
    'after the harvest',
    'on a holiday',
    'in golden light',
  ],
};

const sqlArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export function generationSql(photos: number): string {
  const { places, subjects, moods } = benchSearchWords;
  return `
  insert into auth.users (id, email, raw_user_meta_data)
  values ('${BENCH_OWNER}', 'bench.creator@example.com', '{"first_name":"Bench","last_name":"Creator"}');
  update public.profiles set role = 'CREATOR', verified = true, username = 'bench.creator' where id = '${BENCH_OWNER}';

  insert into public.albums (id, owner_id, name, description, tags, deleted)
  select ('b1000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${BENCH_OWNER}',
         (${sqlArray(places)})[1 + g % ${places.length}] || ' collection ' || g,
         'Bench album ' || g, '{}', g % 100 = 0
    from generate_series(1, ${ALBUMS}) g;

  -- Triggers off for the bulk load (a trigger per row makes 100k inserts take minutes); what
  -- they maintain is computed here exactly as they would: the search vector by the same
  -- function, the tag counts by one aggregate and the live search rows by the rebuild below.
  set session_replication_role = replica;
  insert into public.photos (owner_id, album_id, name, description, tags, free_download, price_cents,
    status, original_key, width, height, view_count, download_count, like_count, published_at,
    created_at, ext_id, thumbnail_key, search_vector)
  select r.*, app_private.photo_search_vector(r.name, r.tags, r.description, r.album_id, null)
    from (
      select '${BENCH_OWNER}'::uuid as owner_id,
             ('b1000000-0000-4000-8000-' || lpad((1 + g % ${ALBUMS})::text, 12, '0'))::uuid as album_id,
             initcap(w.subject) || ' in ' || w.place || ' ' || w.mood as name,
             'A photo of ' || w.subject || ' near ' || w.place || ', Sri Lanka, ' || w.mood || ', with '
               || w.extra || ' in the background.' as description,
             array[lower(w.place), w.subject, w.extra] as tags,
             w.h % 3 <> 0 as free_download,
             case when w.h % 3 = 0 then 150000 + (w.h % 10) * 50000 else 0 end as price_cents,
             (case when w.h % 20 = 0 then 'IN_REVIEW' else 'ACCEPTED' end)::public.photo_status as status,
             '${BENCH_OWNER}/bench-' || g || '.jpg' as original_key,
             case when w.h % 4 = 0 then 1600 else 2400 end as width,
             case when w.h % 4 = 0 then 2400 when w.h % 17 = 0 then 2400 else 1600 end as height,
             w.h % 1000 as view_count, w.h % 200 as download_count, w.h % 90 as like_count,
             now() - (g % 9000) * interval '1 hour' as published_at,
             now() - (g % 9000) * interval '1 hour' as created_at,
             'bench' || g as ext_id,
             '${BENCH_OWNER}/bench-' || g || '-thumb.jpg' as thumbnail_key
        from generate_series(1, ${photos}) g
        -- Independent hashes, so place, subject, status and price are not correlated.
        cross join lateral (
          select (${sqlArray(places)})[1 + abs(hashtext('p' || g)) % ${places.length}] as place,
                 (${sqlArray(subjects)})[1 + abs(hashtext('s' || g)) % ${subjects.length}] as subject,
                 (${sqlArray(subjects)})[1 + abs(hashtext('x' || g)) % ${subjects.length}] as extra,
                 (${sqlArray(moods)})[1 + abs(hashtext('m' || g)) % ${moods.length}] as mood,
                 abs(hashtext('h' || g)) as h
        ) w
    ) r;
  set session_replication_role = origin;
  insert into public.tags (tag, uses)
  select t, count(*) from public.photos p cross join unnest(p.tags) t
    join public.albums a on a.id = p.album_id and not a.deleted
   where p.status = 'ACCEPTED' group by t
  on conflict (tag) do update set uses = excluded.uses;
  select app_private.rebuild_live_photo_search();
`;
}

async function ensurePhotos(driver: DatabaseDriver, photos: number, log: (line: string) => void) {
  await bootstrapDatabase(driver, { seed: false });
  const db = createDatabase(driver);
  const [row] = await db.asService((tx) =>
    tx.query<{ n: number }>(`select count(*)::int as n from public.photos where owner_id = $1`, [
      BENCH_OWNER,
    ]),
  );
  if (row!.n === photos) return;
  if (row!.n !== 0)
    throw new Error(`The bench database holds ${row!.n} photos, not ${photos}: drop it first`);
  const started = performance.now();
  log(
    `generating ${photos.toLocaleString('en-US')} photos (one INSERT ... SELECT from generate_series)...`,
  );
  await driver.runScript(generationSql(photos));
  // As autovacuum would after a bulk load: folds the GIN pending lists into the indexes.
  await driver.runScript('vacuum analyze public.photos');
  await driver.runScript('vacuum analyze app_private.live_photo_search');
  await driver.runScript('vacuum analyze app_private.live_photo_similarity_keys');
  await driver.runScript('vacuum analyze app_private.live_photo_search_terms');
  log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The URL of database `name` on the server of `baseUrl`, created on first use. */
export async function serverDatabase(baseUrl: string, name: string): Promise<URL> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database ${name}`);
  await admin.end({ timeout: 5 });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url;
}

/**
 * A server database named after the photo count (or BENCH_DATABASE_NAME, so that engineers on one
 * server keep their own), created on first use.
 */
export async function openServerBenchDatabase(
  baseUrl: string,
  photos: number,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const name = process.env.BENCH_DATABASE_NAME ?? `lankalens_bench_${photos}`;
  const url = await serverDatabase(baseUrl, name);
  const driver = createPostgresDriver({ url: url.toString(), max: 10 });
  await ensurePhotos(driver, photos, log);
  return {
    db: createDatabase(driver),
    label: `PostgreSQL server (${url.host}/${name})`,
    photos,
    close: () => driver.close(),
  };
}

export async function openPgliteBenchDatabase(
  photos: number,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const driver = await createPgliteDriver();
  await ensurePhotos(driver, photos, log);
  return {
    db: createDatabase(driver),
    label: 'PGlite (in memory, WASM)',
    photos,
    close: () => driver.close(),
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The real app on the bench database, with a throwaway storage directory. `originCache`: with
 * the origin's copy of public answers as the hosts run it (ORIGIN_CACHE_SECONDS's default); off,
 * every request reaches the database, as the search and similar benches need.
 */
export async function createBenchApp(
  bench: BenchDatabase,
  publicApiUrl: string,
  options: { originCache?: boolean } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_API_URL: publicApiUrl,
  });
  const app = createApp({
    config,
    db: bench.db,
    storage: createDiskStorage(dataDir),
    logger: silentLogger,
    auth: authForConfig(config, bench.db),
    payments: paymentsFromConfig(config),
    // As the Node host serves it (local/main.ts): node:zlib, not CompressionStream.
    compression: nodeEncoders,
    originCache: options.originCache ? originCacheFor(config) : undefined,
  });
  return { app, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}
