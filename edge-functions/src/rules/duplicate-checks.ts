import type { SuspectedDuplicate } from '../contract/duplicates.ts';
import { AppError } from '../lib/app-error.ts';
import type { Tx } from '../ports/database.ts';
import {
  suspectedDuplicateColumns,
  suspectedDuplicateFrom,
  toSuspectedDuplicate,
  type SuspectedDuplicateRow,
} from '../presenters/suspected-duplicate.ts';

/**
 * What the duplicate detection (decision 51) knows of photos, on the service path: whether the
 * worker fingerprinted them, and their open suspicions.
 *
 * A photo is PENDING while it has no fingerprint and the job that makes one (its owner_thumbnail
 * job, or a backfill's photo_fingerprint job) is waiting or running; UNCHECKED when no such job
 * is coming (it failed: the admin jobs page lists it).
 */
export type FingerprintState = 'KNOWN' | 'PENDING' | 'UNCHECKED';

export async function fingerprintStates(
  tx: Tx,
  photoIds: string[],
): Promise<Map<string, FingerprintState>> {
  const rows = await tx.query<{ id: string; state: FingerprintState }>(
    `select p.id,
            case when exists (select 1 from public.photo_fingerprints f where f.photo_id = p.id)
                   then 'KNOWN'
                 when exists (select 1 from public.jobs j
                               where j.dedupe_key in ('owner_thumbnail:' || p.id,
                                                      'photo_fingerprint:' || p.id)
                                 and j.status in ('QUEUED', 'RUNNING'))
                   then 'PENDING'
                 else 'UNCHECKED' end as state
       from unnest($1::uuid[]) as p (id)`,
    [photoIds],
  );
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** The open suspicions of each photo (as the later photo of a pair), closest first. */
export async function openDuplicatesOf(
  tx: Tx,
  photoIds: string[],
  origin: string,
): Promise<Map<string, SuspectedDuplicate[]>> {
  const rows = await tx.query<SuspectedDuplicateRow>(
    `select ${suspectedDuplicateColumns} from ${suspectedDuplicateFrom}
      where d.photo_id = any($1::uuid[]) and d.status = 'OPEN'
      order by d.distance, d.created_at, d.id`,
    [photoIds],
  );
  const byPhoto = new Map<string, SuspectedDuplicate[]>();
  for (const row of rows) {
    const list = byPhoto.get(row.photo.id) ?? [];
    list.push(toSuspectedDuplicate(origin, row));
    byPhoto.set(row.photo.id, list);
  }
  return byPhoto;
}

/**
 * An admin may accept a photo only once it was checked: not while its fingerprint is pending
 * (1222), nor while it is an open suspected copy of another creator's photo (1223; confirm or
 * clear it first). The same rule the submit trigger applies (duplicate_submit_refusal).
 */
export async function assertCheckedForDuplicates(tx: Tx, photoId: string): Promise<void> {
  const states = await fingerprintStates(tx, [photoId]);
  if (states.get(photoId) === 'PENDING') throw new AppError('FINGERPRINT_PENDING');
  const [row] = await tx.query<{ refusal: string | null }>(
    `select app_private.duplicate_submit_refusal($1) as refusal`,
    [photoId],
  );
  if (row?.refusal) throw new AppError('DUPLICATE_UNDECIDED');
}
