import { photoFingerprint } from '../media/photo-fingerprint.ts';
import type { Database } from '../ports/database.ts';
import { photoIdOf, type JobHandler, type PhotoJobDeps } from './photo-jobs.ts';

/**
 * The fingerprint jobs (decision 51; Node only: sharp). `photo_fingerprint` is queued by the
 * photos' insert trigger; `backfill_photo_fingerprints` by the worker at start, for photos from
 * before fingerprints.
 */
export const FINGERPRINT_JOB_KIND = 'photo_fingerprint';
export const FINGERPRINT_BACKFILL_KIND = 'backfill_photo_fingerprints';

/** Photos queued per transaction of the backfill. */
export const BACKFILL_BATCH = 500;

/**
 * `photo_fingerprint`: hashes the original (a JPEG decode with shrink-on-load to 1/8, so a
 * fraction of the owner thumbnail's cost) and records the fingerprints and every suspected
 * duplicate in one statement (app_private.record_photo_fingerprint). Idempotent: the same
 * original gives the same row, and a suspicion is recorded once per pair.
 */
export async function fingerprintPhotoJob(
  deps: PhotoJobDeps,
  photoId: string,
): Promise<Record<string, number>> {
  const [photo] = await deps.db.asService((tx) =>
    tx.query<{ original_key: string }>(`select original_key from public.photos where id = $1`, [
      photoId,
    ]),
  );
  if (!photo) return { suspected: 0 }; // deleted before the job ran
  const original = await deps.storage.read('originals', photo.original_key);
  if (!original) throw new Error(`original ${photo.original_key} is missing`);
  const { hashes, exact } = await photoFingerprint(original);
  const [row] = await deps.db.asService((tx) =>
    tx.query<{ suspected: number }>(
      `select app_private.record_photo_fingerprint($1, $2::bigint[], decode($3, 'hex')) as suspected`,
      [photoId, hashes.map(String), exact],
    ),
  );
  return { suspected: row?.suspected ?? 0 };
}

/**
 * `backfill_photo_fingerprints`: queues a `photo_fingerprint` job for each photo that has no
 * fingerprints and never had such a job (a DEAD one stays on the admin jobs page for a retry,
 * rather than failing again at every start), oldest first so that the earlier photo of a pair
 * is known first; BACKFILL_BATCH per transaction.
 */
async function backfillFingerprintsJob(deps: PhotoJobDeps): Promise<Record<string, number>> {
  let queued = 0;
  for (;;) {
    const batch = await deps.db.asService(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `select p.id from public.photos p
          where not exists (select 1 from public.photo_fingerprints f where f.photo_id = p.id)
            and not exists (select 1 from public.jobs j
                             where j.dedupe_key = 'photo_fingerprint:' || p.id)
          order by p.created_at, p.id
          limit $1`,
        [BACKFILL_BATCH],
      );
      await tx.query(
        `select app_private.enqueue_job('photo_fingerprint', jsonb_build_object('photo_id', id),
                                        'photo_fingerprint:' || id)
           from unnest($1::uuid[]) as id`,
        [rows.map((row) => row.id)],
      );
      return rows.length;
    });
    queued += batch;
    if (batch < BACKFILL_BATCH) return { queued };
  }
}

/**
 * Queues the backfill once (a no-op while one is waiting or running): the worker calls it at
 * start, so deploying this worker fingerprints the photos uploaded before it.
 */
export async function queueFingerprintBackfill(db: Database): Promise<void> {
  await db.asService((tx) =>
    tx.query(`select app_private.enqueue_job($1, '{}'::jsonb, $1)`, [FINGERPRINT_BACKFILL_KIND]),
  );
}

export const fingerprintJobHandlers: Record<string, JobHandler> = {
  [FINGERPRINT_JOB_KIND]: (deps, payload) => fingerprintPhotoJob(deps, photoIdOf(payload)),
  [FINGERPRINT_BACKFILL_KIND]: backfillFingerprintsJob,
};
