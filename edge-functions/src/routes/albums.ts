import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { albumRequest, type PhotoStatus } from '../contract/creator.ts';
import { uuid } from '../contract/fields.ts';
import { AppError } from '../lib/app-error.ts';
import { publicOrigins, type PublicOrigins } from '../lib/public-url.ts';
import { parseBody, parseParam } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import { isoTime, ownerImageUrl } from '../presenters/photo-detail.ts';
import { publicThumbnailUrl } from '../presenters/photo-card.ts';
import type { AlbumDeletedAnswer, AlbumDetail, AlbumListItem } from '../contract/creator.ts';

/**
 * The owner's albums. The cover is the album's chosen photo when it is live, else its first
 * published photo; an album with nothing published yet shows its newest photo's private
 * thumbnail to its owner.
 */
const coverPhoto = (column: 'id' | 'thumbnail_key') => `
  (select p.${column} from public.photos p
    where p.album_id = a.id and p.status = 'ACCEPTED' and p.thumbnail_key is not null
    order by (p.id = a.thumbnail_photo_id) desc, p.published_at, p.id
    limit 1)`;
const albumColumns = `
  a.id, a.name, a.description, a.tags, a.deleted, a.created_at,
  ${coverPhoto('id')} as cover_id, ${coverPhoto('thumbnail_key')} as cover_thumbnail_key,
  (select p.id from public.photos p where p.album_id = a.id
    order by p.created_at desc, p.id limit 1) as newest_id,
  (select count(*) from public.photos p where p.album_id = a.id)::int as photo_count`;

interface AlbumRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  deleted: boolean;
  created_at: Date;
  cover_id: string | null;
  cover_thumbnail_key: string | null;
  newest_id: string | null;
  photo_count: number;
}

function toAlbum(row: AlbumRow, origin: PublicOrigins): AlbumListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags.join(','),
    deleted: row.deleted,
    thumbnail: row.cover_id,
    thumbnail_url: row.cover_id
      ? publicThumbnailUrl(origin, row.cover_id, row.cover_thumbnail_key)
      : row.newest_id
        ? ownerImageUrl(origin.api, row.newest_id, false)
        : null,
    photo_count: row.photo_count,
    created_at: isoTime(row.created_at),
  };
}

interface AlbumPhotoRow {
  id: string;
  status: PhotoStatus;
  created_at: Date;
  name: string;
  free_download: boolean;
  rejection_reason: string | null;
}

export function albumRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/albums', async (c) => {
      const principal = requireUser(c);
      const rows = await db.asUser(principal, (tx) =>
        tx.query<AlbumRow>(
          `select ${albumColumns} from public.albums a
            where a.owner_id = (select auth.uid())
            order by a.created_at desc, a.id`,
        ),
      );
      const origin = publicOrigins(c, config);
      return c.json(rows.map((row) => toAlbum(row, origin)));
    })
    .post('/albums', async (c) => {
      const principal = requireUser(c);
      const input = await parseBody(c, albumRequest);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<AlbumRow>(
          `insert into public.albums as a (name, description, tags) values ($1, $2, $3::text[])
           returning ${albumColumns}`,
          [input.name, input.description, input.tags],
        ),
      );
      return c.json(toAlbum(row!, publicOrigins(c, config)), 201);
    })
    .get('/albums/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const found = await db.asUser(principal, async (tx) => {
        const [album] = await tx.query<AlbumRow>(
          `select ${albumColumns} from public.albums a
            where a.id = $1 and a.owner_id = (select auth.uid())`,
          [id],
        );
        if (!album) return null;
        const photos = await tx.query<AlbumPhotoRow>(
          `select id, status, created_at, name, free_download, rejection_reason
             from public.photos where album_id = $1
            order by created_at desc, id`,
          [id],
        );
        return { album, photos };
      });
      if (!found) throw new AppError('NOT_FOUND');
      const origin = publicOrigins(c, config);
      const count = (status: PhotoStatus) => found.photos.filter((p) => p.status === status).length;
      return c.json({
        ...toAlbum(found.album, origin),
        photos: found.photos.map((photo) => ({
          ...photo,
          created_at: isoTime(photo.created_at),
          thumbnail_url: ownerImageUrl(origin.api, photo.id, false),
        })),
        counts: {
          live: count('ACCEPTED'),
          // What the owner waits for: photos with the reviewer and those being published.
          in_review: count('IN_REVIEW') + count('PROCESSING'),
          uploaded: count('UPLOADED'),
          unpublished: count('UNPUBLISHED'),
        },
      } satisfies AlbumDetail);
    })
    .put('/albums/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const input = await parseBody(c, albumRequest);
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<AlbumRow>(
          `update public.albums as a set name = $2, description = $3, tags = $4::text[]
            where a.id = $1 and a.owner_id = (select auth.uid())
           returning ${albumColumns}`,
          [id, input.name, input.description, input.tags],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json(toAlbum(row, publicOrigins(c, config)));
    })
    .delete('/albums/:id', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      // Soft delete; the trigger refuses it (1306) when it would leave fewer than 5 free photos.
      const [row] = await db.asUser(principal, (tx) =>
        tx.query<{ id: string }>(
          `update public.albums set deleted = true
            where id = $1 and owner_id = (select auth.uid())
           returning id`,
          [id],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return c.json({ id, deleted: true } satisfies AlbumDeletedAnswer);
    });
}
