import { makeAvatar } from '../media/derivatives.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';

/**
 * `derive_avatar` (queued by POST /v1/profile/update_photos with a photo upload): the public
 * profile or cover picture made from the caller's private original, without its metadata. The
 * profile already names the target key; the job writes it only while the profile still does
 * (a picture replaced in the meantime is not made), so running it twice changes nothing.
 */
export async function deriveAvatarJob(
  // The ports it reads and writes (photo-jobs.ts's PhotoJobDeps is the same shape).
  deps: { db: Database; storage: Storage },
  payload: Record<string, unknown>,
): Promise<void> {
  const { db, storage } = deps;
  const { owner_id: ownerId, source, target } = payload;
  if (typeof ownerId !== 'string' || typeof source !== 'string' || typeof target !== 'string') {
    throw new Error('derive_avatar needs owner_id, source and target');
  }
  const [profile] = await db.asService((tx) =>
    tx.query<{ id: string }>(
      `select id from public.profiles where id = $1 and $2 in (profile_photo, cover_photo)`,
      [ownerId, target],
    ),
  );
  if (!profile || (await storage.exists('avatars', target))) return;
  const original = await storage.read('originals', source);
  if (!original) throw new Error(`upload ${source} is missing`);
  await storage.put('avatars', target, await makeAvatar(original), 'image/jpeg');
}
