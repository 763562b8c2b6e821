import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { parseParam, parseQuery } from '../lib/request-input.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { imageResponse } from '../lib/image-response.ts';
import { formBoolean, uuid } from '../contract/fields.ts';
import { photoCardColumns, toPhotoCard, type PhotoCardRow } from '../presenters/photo-card.ts';

const FEATURED_LIMIT = 30;

/** Public photo browsing. Every query runs as `anon`/the caller, so RLS decides what is visible. */
export function publicPhotoRoutes(deps: AppDeps) {
  const { db, storage, config } = deps;

  return new Hono<AppEnv>()
    .get('/public/featured_photos', async (c) => {
      const rows = await db.asUser(null, (tx) =>
        tx.query<PhotoCardRow>(
          `select ${photoCardColumns}
             from public.photos p join public.profiles u on u.id = p.owner_id
            where p.status = 'ACCEPTED' and p.thumbnail_key is not null
            order by (p.like_count * 3 + p.download_count * 2 + p.view_count / 10) desc,
                     p.published_at desc nulls last, p.id
            limit $1`,
          [FEATURED_LIMIT],
        ),
      );
      const origin = apiOrigin(c, config);
      return c.json(rows.map((row) => toPhotoCard(row, origin)));
    })
    .get('/public/photos/:id/image', async (c) => {
      const id = parseParam(c, 'id', uuid);
      const { fullsize } = parseQuery(c, z.object({ fullsize: formBoolean.default(false) }));
      const [photo] = await db.asUser(null, (tx) =>
        tx.query<{ thumbnail_key: string | null; preview_key: string | null }>(
          `select thumbnail_key, preview_key from public.photos where id = $1`,
          [id],
        ),
      );
      const key = fullsize ? photo?.preview_key : photo?.thumbnail_key;
      if (!key) throw new AppError('NOT_FOUND');
      const object = await storage.get('derivatives', key);
      if (!object) throw new AppError('NOT_FOUND');
      // Derivative keys change whenever the image does, so the bytes behind a URL are stable
      // for as long as the key is; a day in shared caches, revalidated after.
      return imageResponse(object, 'public, max-age=86400, stale-while-revalidate=604800');
    });
}
