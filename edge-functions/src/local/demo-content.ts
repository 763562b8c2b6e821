import { renderDemoPhoto } from './demo-images.ts';
import type { Logger } from '../lib/logger.ts';
import type { Database } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import type { CameraColumn, PhotoDetailRow } from '../presenters/photo-detail.ts';
import { makePublicDerivativesJob, preparePhotoJob } from '../worker/photo-jobs.ts';

/**
 * Images for the seeded marketplace on the first local start. seed.sql holds rows only; here
 * each seeded photo gets a generated original at its `original_key`, its owner thumbnail and staged
 * clean set (one decode) and,
 * when published, its public derivatives, by the worker's own job functions. Published photos go
 * first so the home page fills up while the rest are made.
 */
type SeededPhoto = Pick<
  PhotoDetailRow,
  'id' | 'name' | 'tags' | 'width' | 'height' | 'status' | CameraColumn
> & { original_key: string };

/**
 * The seeded photos still missing images (all of them on the first start; the rest after a first
 * start that was stopped half-way), with their owner_thumbnail jobs taken off the queue: this
 * module makes those thumbnails itself. Call before the worker starts, so it does not try them
 * before their originals exist.
 */
export async function claimDemoPhotos(db: Database): Promise<SeededPhoto[]> {
  return db.asService(async (tx) => {
    const photos = await tx.query<SeededPhoto>(
      `select id, name, tags, width, height, status, original_key, camera_make, camera_model,
              focal_length_35, fnum, iso, exposure_time, captured_at
         from public.photos
        where ext_id like 'seed%'
          and (owner_thumbnail_key is null or (status = 'ACCEPTED' and thumbnail_key is null))
        order by (status = 'ACCEPTED') desc, published_at desc nulls last, id`,
    );
    await tx.query(
      `update public.jobs set status = 'DONE'
        where kind = 'owner_thumbnail' and status = 'QUEUED'
          and payload->>'photo_id' = any($1::text[])`,
      [photos.map((photo) => photo.id)],
    );
    return photos;
  });
}

export async function renderDemoContent(
  deps: { db: Database; storage: Storage; logger: Logger; siteUrl?: string },
  photos: SeededPhoto[],
  progress: (done: number, total: number) => void,
): Promise<void> {
  const { db, storage, logger } = deps;
  let done = 0;
  for (const photo of photos) {
    try {
      if (!(await storage.exists('originals', photo.original_key))) {
        const original = await renderDemoPhoto({
          seed: photo.id,
          title: photo.name,
          tags: photo.tags,
          width: photo.width,
          height: photo.height,
          camera: {
            make: photo.camera_make ?? 'Canon',
            model: photo.camera_model ?? 'Canon EOS R5',
            focalLength35: photo.focal_length_35 ?? 35,
            fnum: photo.fnum ?? 8,
            iso: photo.iso ?? 100,
            exposureTime: photo.exposure_time ?? 0.004,
            capturedAt: photo.captured_at ?? new Date('2025-01-01T06:00:00Z'),
          },
        });
        await storage.put('originals', photo.original_key, original, 'image/jpeg');
        await db.asService((tx) =>
          tx.query(`update public.photos set file_size = $2 where id = $1`, [
            photo.id,
            original.length,
          ]),
        );
      }
      await preparePhotoJob(deps, photo.id);
      if (photo.status === 'ACCEPTED') await makePublicDerivativesJob(deps, photo.id, 'refresh');
    } catch (error) {
      logger.error('demo image failed', {
        photo: photo.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    progress(++done, photos.length);
  }
}
