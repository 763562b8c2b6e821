import { photoFingerprint } from '../media/photo-fingerprint.ts';
import type { Database } from '../ports/database.ts';
import type { JobHandler, PhotoJobDeps } from './job-handler.ts';

/**
 * The fingerprints (decision 51; Node only: sharp). A new upload is fingerprinted by its
 * owner_thumbnail job (recordFingerprint); `backfill_photo_fingerprints`, queued by the worker at
 * start, queues a `photo_fingerprint` job for every photo without one (photos from before
 * fingerprints, the seed's, imports).
 */
export const FINGERPRINT_JOB_KIND = 'photo_fingerprint';
export const FINGERPRINT_BACKFILL_KIND = 'backfill_photo_fingerprints';

/** Photos queued per transaction of the backfill. */
export const BACKFILL_BATCH = 500;

/**
 * Stores a photo's fingerprints, taken from its clean staged preview, and every suspected
 * duplicate, in one statement (app_private.record_photo_fingerprint). The owner_thumbnail job
 * calls it with the preview it just made, so a new upload is fingerprinted with no second
 * decode of its original; the same upload always gives the same preview, so two copies of one
 * file have the same exact fingerprint. Answers how many suspicions are new.
 */
export async function recordFingerprint(
  db: Database,
  photoId: string,
  cleanPreview: Uint8Array,
): Promise<Record<string, number>> {
  const { hashes, unwatermarked, exact } = await photoFingerprint(cleanPreview);
  const [row] = await db.asService((tx) =>
    tx.query<{ suspected: number }>(
      `select app_private.record_photo_fingerprint($1, $2::bigint[], decode($3, 'hex'), $4::bigint[])
                as suspected`,
      [photoId, hashes.map(String), exact, unwatermarked.map(String)],
    ),
  );
  return { suspected: row?.suspected ?? 0 };
}

/**
 * `photo_fingerprint` (queued by the backfill for photos from before fingerprints): from the
 * staged preview when there is one, else from the original (the seed's photos). Idempotent.
 */
async function fingerprintPhotoJob(
  deps: PhotoJobDeps,
  photoId: string,
): Promise<Record<string, number>> {
  const [photo] = await deps.db.asService((tx) =>
    tx.query<{ original_key: string; staged_preview_key: string | null }>(
      `select original_key, staged_preview_key from public.photos where id = $1`,
      [photoId],
    ),
  );
  if (!photo) return { suspected: 0 }; // deleted before the job ran
  const staged = photo.staged_preview_key
    ? await deps.storage.read('originals', photo.staged_preview_key)
    : null;
  const source = staged ?? (await deps.storage.read('originals', photo.original_key));
  if (!source) throw new Error(`original ${photo.original_key} is missing`);
  return recordFingerprint(deps.db, photoId, source);
}

/**
 * `backfill_photo_fingerprints`: queues a `photo_fingerprint` job for each photo that has no
 * fingerprints and never had such a job (a DEAD one stays on the admin jobs page for a retry,
 * rather than failing again at every start) and none coming from its owner_thumbnail job,
 * oldest first so that the earlier photo of a pair
 * is known first; BACKFILL_BATCH per transaction.
 */
async function backfillFingerprintsJob(deps: PhotoJobDeps): Promise<Record<string, number>> {
  let queued = 0;
  for (;;) {
    const batch = await deps.db.asService(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `select p.id from public.photos p
          where not exists (select 1 from public.photo_fingerprints f where f.photo_id = p.id)
            -- Never fingerprinted by a job (a DEAD one waits on the admin jobs page for a
            -- retry), nor about to be by its owner_thumbnail job.
            and not exists (select 1 from public.jobs j
                             where j.dedupe_key = 'photo_fingerprint:' || p.id
                                or (j.dedupe_key = 'owner_thumbnail:' || p.id
                                    and j.status in ('QUEUED', 'RUNNING')))
          order by p.created_at, p.id
          limit $1`,
        [BACKFILL_BATCH],
      );
      await tx.query(
        `select app_private.enqueue_job('photo_fingerprint',
                  jsonb_build_object('photo_id', id, 'after', 'owner_thumbnail:' || id),
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
  [FINGERPRINT_JOB_KIND]: (deps, payload) => fingerprintPhotoJob(deps, String(payload.photo_id)),
  [FINGERPRINT_BACKFILL_KIND]: backfillFingerprintsJob,
};
