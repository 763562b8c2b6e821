import type { SuspectedDuplicate } from '../contract/duplicates.ts';
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
 * The states are app_private.photo_fingerprint_state's, whose PENDING also keeps an admin from
 * accepting the photo (1222, the photos_16_duplicate_accept trigger).
 */
export type FingerprintState = 'KNOWN' | 'PENDING' | 'UNCHECKED';

export async function fingerprintStates(
  tx: Tx,
  photoIds: string[],
): Promise<Map<string, FingerprintState>> {
  const rows = await tx.query<{ id: string; state: FingerprintState }>(
    `select p.id, app_private.photo_fingerprint_state(p.id) as state
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
