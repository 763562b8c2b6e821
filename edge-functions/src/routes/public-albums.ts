import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { publicOrigins } from '../lib/public-url.ts';
import { parseParam, parseQuery } from '../lib/request-input.ts';
import { uuid } from '../contract/fields.ts';
import { SHARED_CACHE } from '../lib/cache-control.ts';
import { sharedCache } from '../middleware/shared-cache.ts';
import { publicAlbumsQuery, type PublicAlbum, type PublicAlbumTile } from '../contract/browse.ts';
import { previewSize } from '../media/derivative-sizes.ts';
import {
  photoCardColumns,
  publicImageUrls,
  toPhotoCard,
  type PhotoCardRow,
} from '../presenters/photo-card.ts';

interface AlbumRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  username: string | null;
  first_name: string;
  last_name: string;
}

/** A contributor's public albums. Runs as `anon`: deleted albums and unpublished photos stay out. */
export function publicAlbumRoutes(deps: AppDeps) {
  const { db, config } = deps;

  return new Hono<AppEnv>()
    .get('/public/albums', sharedCache(SHARED_CACHE.album), async (c) => {
      const { username } = parseQuery(c, publicAlbumsQuery);
      const rows = await db.asUser(null, async (tx) => {
        const [owner] = await tx.query<{ id: string }>(
          `select id from public.profiles where username = lower($1)`,
          [username],
        );
        if (!owner) throw new AppError('NOT_FOUND');
        // The cover is the album's chosen thumbnail when it is public, else its newest public photo;
        // an album with no public photo has no thumbnail and is not listed (spec).
        return tx.query<{
          id: string;
          name: string;
          deleted: boolean;
          thumbnail: string;
          thumbnail_key: string | null;
          preview_key: string | null;
          width: number;
          height: number;
          alt: string;
          photo_count: number;
        }>(
          `select a.id, a.name, a.deleted, cover.id as thumbnail, cover.thumbnail_key,
                  cover.preview_key, cover.width, cover.height, coalesce(nullif(cover.alt, ''), cover.name) as alt,
                  (select count(*) from public.photos p where p.album_id = a.id)::int as photo_count
             from public.albums a
             cross join lateral (
               select p.id, p.thumbnail_key, p.preview_key, p.width, p.height, p.alt, p.name
                 from public.photos p
                where p.album_id = a.id
                order by (p.id = a.thumbnail_photo_id) desc, p.published_at desc nulls last, p.id
                limit 1
             ) cover
            where a.owner_id = $1 and not a.deleted
            order by a.created_at desc`,
          [owner.id],
        );
      });
      const origin = publicOrigins(c, config);
      return c.json(
        rows.map(({ thumbnail_key, preview_key, width, height, alt, ...row }): PublicAlbumTile => {
          const urls = publicImageUrls(origin, row.thumbnail, { thumbnail_key, preview_key });
          return {
            ...row,
            thumbnail_url: urls.thumbnail,
            cover: { url: urls.full, ...previewSize(width, height), alt },
          };
        }),
      );
    })
    .get('/public/albums/:albumId', sharedCache(SHARED_CACHE.album), async (c) => {
      const albumId = parseParam(c, 'albumId', uuid);
      const { album, photos } = await db.asUser(null, async (tx) => {
        const [album] = await tx.query<AlbumRow>(
          `select a.id, a.name, a.description, a.tags, u.username, u.first_name, u.last_name
             from public.albums a join public.profiles u on u.id = a.owner_id
            where a.id = $1 and not a.deleted`,
          [albumId],
        );
        if (!album) throw new AppError('NOT_FOUND');
        const photos = await tx.query<PhotoCardRow>(
          `select ${photoCardColumns}
             from public.photos p join public.profiles u on u.id = p.owner_id
            where p.album_id = $1
            order by p.published_at desc nulls last, p.id`,
          [albumId],
        );
        return { album, photos };
      });
      const origin = publicOrigins(c, config);
      const answer: PublicAlbum = {
        id: album.id,
        name: album.name,
        description: album.description,
        tags: album.tags.join(','),
        photo_count: photos.length,
        owner: {
          username: album.username,
          first_name: album.first_name,
          last_name: album.last_name,
        },
        photos: photos.map((row) => toPhotoCard(row, origin)),
      };
      return c.json(answer);
    });
}
