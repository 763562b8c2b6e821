import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { publicOrigins, type PublicOrigins } from '../lib/public-url.ts';
import { parseBody, parseParam } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import { uuid } from '../contract/fields.ts';
import {
  collectionPhotosInput,
  createCollectionRequest,
  type Collection,
  type CollectionTile,
} from '../contract/collections.ts';
import type { Tx } from '../ports/database.ts';
import {
  photoCardColumns,
  publicThumbnailUrl,
  toPhotoCard,
  type PhotoCardRow,
} from '../presenters/photo-card.ts';
import type { CollectionDeletedAnswer } from '../contract/collections.ts';

interface CollectionRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  photo_count: number;
  last_photo_id: string | null;
  last_photo_thumbnail_key: string | null;
}

// Counts and the cover photo only see photos the owner can still see (RLS on photos).
const lastPhoto = (column: 'cp.photo_id' | 'p.thumbnail_key') => `
  (select ${column} from public.collection_photos cp join public.photos p on p.id = cp.photo_id
    where cp.collection_id = c.id order by cp.added_at desc, cp.photo_id limit 1)`;
const collectionColumns = `
  c.id, c.name, c.description, c.tags,
  (select count(*) from public.collection_photos cp join public.photos p on p.id = cp.photo_id
    where cp.collection_id = c.id)::int as photo_count,
  ${lastPhoto('cp.photo_id')} as last_photo_id,
  ${lastPhoto('p.thumbnail_key')} as last_photo_thumbnail_key`;

function toTile(row: CollectionRow, origin: PublicOrigins): CollectionTile {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags.join(','),
    photo_count: row.photo_count,
    thumbnail_url: row.last_photo_id
      ? publicThumbnailUrl(origin, row.last_photo_id, row.last_photo_thumbnail_key)
      : null,
    deleted: false,
  };
}

/** The caller's own collection, or 404 (someone else's collections do not exist for them). */
async function ownCollection(tx: Tx, id: string): Promise<CollectionRow> {
  const [row] = await tx.query<CollectionRow>(
    `select ${collectionColumns} from public.collections c where c.id = $1 and not c.deleted`,
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** `?photos=a&photos=b` (or one id) from a DELETE's query string. */
function collectionPhotosInputFrom(values: string[]) {
  const parsed = collectionPhotosInput.safeParse({
    photos: values.length === 1 ? values[0] : values,
  });
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message);
  return parsed.data;
}

/** Collections: private to their owner by RLS; every query runs as the caller. */
export function collectionRoutes(deps: AppDeps) {
  const { db, config } = deps;

  return new Hono<AppEnv>()
    .get('/collections', async (c) => {
      const principal = requireUser(c);
      const rows = await db.asUser(principal, (tx) =>
        tx.query<CollectionRow>(
          `select ${collectionColumns} from public.collections c
            where c.owner_id = $1 and not c.deleted order by c.created_at desc, c.id`,
          [principal.userId],
        ),
      );
      const origin = publicOrigins(c, config);
      return c.json(rows.map((row) => toTile(row, origin)));
    })
    .post('/collections', async (c) => {
      const principal = requireUser(c);
      const input = await parseBody(c, createCollectionRequest);
      const row = await db.asUser(principal, async (tx) => {
        const [created] = await tx.query<{ id: string }>(
          `insert into public.collections (owner_id, name, description, tags) values ($1, $2, $3, $4)
           returning id`,
          [principal.userId, input.name, input.description, input.tags],
        );
        return ownCollection(tx, created!.id);
      });
      return c.json(toTile(row, publicOrigins(c, config)), 201);
    })
    .get('/collections/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const { row, photos } = await db.asUser(principal, async (tx) => {
        const row = await ownCollection(tx, id);
        const photos = await tx.query<PhotoCardRow>(
          `select ${photoCardColumns}
             from public.collection_photos cp
             join public.photos p on p.id = cp.photo_id
             join public.profiles u on u.id = p.owner_id
            where cp.collection_id = $1
            order by cp.added_at desc, p.id`,
          [id],
        );
        return { row, photos };
      });
      const origin = publicOrigins(c, config);
      const answer: Collection = {
        ...toTile(row, origin),
        photos: photos.map((p) => toPhotoCard(p, origin)),
      };
      return c.json(answer);
    })
    .put('/collections/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const input = await parseBody(c, createCollectionRequest);
      const row = await db.asUser(principal, async (tx) => {
        // RLS lets only the owner's rows be updated; anyone else's id updates nothing (404).
        const updated = await tx.query(
          `update public.collections set name = $2, description = $3, tags = $4
            where id = $1 and not deleted returning id`,
          [id, input.name, input.description, input.tags],
        );
        if (updated.length === 0) throw new AppError('NOT_FOUND');
        return ownCollection(tx, id);
      });
      return c.json(toTile(row, publicOrigins(c, config)));
    })
    .delete('/collections/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const deleted = await db.asUser(principal, (tx) =>
        tx.query(`delete from public.collections where id = $1 returning id`, [id]),
      );
      if (deleted.length === 0) throw new AppError('NOT_FOUND');
      return c.json({ id, deleted: true } satisfies CollectionDeletedAnswer);
    })
    .post('/collections/:id/photos', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const { photos } = await parseBody(c, collectionPhotosInput);
      const row = await db.asUser(principal, async (tx) => {
        await ownCollection(tx, id);
        // The insert policy also requires each photo to be visible to the caller (else 404).
        await tx.query(
          `insert into public.collection_photos (collection_id, photo_id)
           select $1, unnest($2::uuid[]) on conflict do nothing`,
          [id, photos],
        );
        return ownCollection(tx, id);
      });
      return c.json(toTile(row, publicOrigins(c, config)));
    })
    .delete('/collections/:id/photos', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const query = new URL(c.req.url).searchParams.getAll('photos');
      const { photos } = collectionPhotosInputFrom(query);
      const row = await db.asUser(principal, async (tx) => {
        await ownCollection(tx, id);
        await tx.query(
          `delete from public.collection_photos where collection_id = $1 and photo_id = any($2::uuid[])`,
          [id, photos],
        );
        return ownCollection(tx, id);
      });
      return c.json(toTile(row, publicOrigins(c, config)));
    });
}
