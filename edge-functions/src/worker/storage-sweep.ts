import { isWriteOnceKey } from '../media/storage-keys.ts';
import type { Database, Tx } from '../ports/database.ts';
import type { Bucket, ListedObject, Storage } from '../ports/storage.ts';
import { SWEEP_JOB_KIND } from '../ops/job-kinds.ts';
import type { JobHandler } from './photo-jobs.ts';

export { SWEEP_JOB_KIND };

/**
 * The storage sweep (issue 18): what a crash or an abandoned upload leaves behind, removed once it
 * is older than the grace period (STORAGE_SWEEP_GRACE_HOURS, 24 h by default):
 *
 * - the temp file of a write that never finished (`*.part` on disk), in any bucket;
 * - an upload no photo was made from, with its upload row, and an avatar no profile shows.
 *
 * Anything younger stays: an upload still streaming rewrites its temp file, and an upload waits
 * a day for its photo. A file any row names stays whatever its age: a photo's original, an
 * upload whose row is spent, a profile or cover picture, a key in the payload of a job not yet
 * DONE (a picture still being derived). Staged files and public derivatives are never judged at
 * all (storage-keys.ts, isWriteOnceKey): their photo's jobs write them again under the same name.
 */
export const DEFAULT_SWEEP_GRACE_MS = 24 * 3600_000;

export type SweepReport = {
  /** Objects looked at. */
  scanned: number;
  /** Temp files of unfinished writes removed. */
  partial: number;
  /** Uploads and avatars no row named, removed. */
  unused: number;
};

const sweptBuckets: Bucket[] = ['originals', 'avatars', 'derivatives'];

export async function sweepStorage(
  deps: { db: Database; storage: Storage },
  options: { graceMs: number; now: Date },
): Promise<SweepReport> {
  const cutoff = new Date(options.now.getTime() - options.graceMs);
  const report: SweepReport = { scanned: 0, partial: 0, unused: 0 };
  for (const bucket of sweptBuckets) {
    for await (const page of deps.storage.list(bucket)) {
      report.scanned += page.length;
      const old = page.filter((object) => object.updatedAt <= cutoff);
      const partial = old.filter((object) => object.partial).map(keyOf);
      const candidates = old
        .filter((object) => !object.partial && isWriteOnceKey(bucket, object.key))
        .map(keyOf);
      const unused =
        candidates.length === 0
          ? []
          : await deps.db.asService((tx) => forgetUnused(tx, bucket, candidates, cutoff));
      await deps.storage.remove(bucket, [...partial, ...unused]);
      report.partial += partial.length;
      report.unused += unused.length;
    }
  }
  return report;
}

const keyOf = (object: ListedObject) => object.key;

/** What names objects of each bucket, among the keys `$1`. */
const namedIn: Record<Bucket, string> = {
  originals: `select original_key from public.photos where original_key = any($1)`,
  avatars: `select profile_photo from public.profiles where profile_photo = any($1)
            union all
            select cover_photo from public.profiles where cover_photo = any($1)`,
  // Never asked: no derivative is judged (isWriteOnceKey).
  derivatives: `select null::text where false`,
};

/**
 * The candidates no row names, in one transaction with the rows of the uploads among them that no
 * photo was made from (deleted here: such an upload can no longer become a photo, and a photo
 * made at this moment waits for the delete and then finds no upload, M1209). A spent upload row,
 * or one younger than the cutoff, keeps its file.
 */
async function forgetUnused(
  tx: Tx,
  bucket: Bucket,
  candidates: string[],
  cutoff: Date,
): Promise<string[]> {
  const named = await tx.query<{ key: string }>(
    `select key from (${namedIn[bucket]}) as named (key)
     union
     select s.key
       from public.jobs j
            cross join lateral jsonb_path_query(j.payload, 'strict $.**') as v (value)
            cross join lateral (select v.value #>> '{}' as key) as s
      where j.status <> 'DONE' and jsonb_typeof(v.value) = 'string' and s.key = any($1)`,
    [candidates],
  );
  const namedKeys = new Set(named.map((row) => row.key));
  const unnamed = candidates.filter((key) => !namedKeys.has(key));
  if (bucket !== 'originals' || unnamed.length === 0) return unnamed;
  await tx.query(
    `delete from app_private.photo_uploads
      where original_key = any($1) and used_at is null and created_at <= $2`,
    [unnamed, cutoff],
  );
  const kept = await tx.query<{ key: string }>(
    `select original_key as key from app_private.photo_uploads where original_key = any($1)`,
    [unnamed],
  );
  const keptKeys = new Set(kept.map((row) => row.key));
  return unnamed.filter((key) => !keptKeys.has(key));
}

/** The `sweep_storage` job: the grace period comes in its payload, from the worker that queued it. */
export const sweepStorageJob: JobHandler = (deps, payload) =>
  sweepStorage(deps, {
    graceMs:
      typeof payload.grace_seconds === 'number' && payload.grace_seconds > 0
        ? payload.grace_seconds * 1000
        : DEFAULT_SWEEP_GRACE_MS,
    now: new Date(),
  });

/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 3600_000;
/** How often a worker asks whether it is due (one small upsert). */
const DUE_CHECK_MS = 60_000;

/**
 * A task for the worker's rounds: queues the sweep as a job when none ran in the last hour, so it
 * runs on one worker at a time, is retried like any job, and the admin jobs page lists it. Asks
 * the database at most once a minute.
 */
export function scheduleStorageSweep(
  db: Database,
  graceMs: number,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let lastCheck = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at.getTime() - lastCheck < DUE_CHECK_MS) return;
    lastCheck = at.getTime();
    // One row, found by its dedupe key: queued again once the last run is an hour old.
    await db.asService((tx) =>
      tx.query(
        `insert into public.jobs as j (kind, payload, dedupe_key, run_after)
         values ($1, $2, $1, $3)
         on conflict (dedupe_key) do update
           set status = 'QUEUED', attempts = 0, run_after = excluded.run_after, locked_at = null,
               last_error = null, payload = excluded.payload
           where j.status in ('DONE', 'DEAD')
             and j.updated_at <= $3::timestamptz - make_interval(secs => $4)`,
        [SWEEP_JOB_KIND, { grace_seconds: graceMs / 1000 }, at, SWEEP_EVERY_MS / 1000],
      ),
    );
  };
}
