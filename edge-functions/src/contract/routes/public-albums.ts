import { z } from 'zod';
import { type ApiRoute, cacheable } from '../api-route.ts';
import { publicAlbumSchema, publicAlbumTileSchema, publicAlbumsQuery } from '../browse.ts';

/** What the handlers in routes/public-albums.ts take and answer. */
export const publicAlbumContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/albums',
    summary: "A contributor's albums",
    access: 'public',
    query: publicAlbumsQuery,
    errors: ['NOT_FOUND'],
    answers: cacheable(z.array(publicAlbumTileSchema)),
  },
  {
    method: 'get',
    path: '/public/albums/{albumId}',
    summary: 'A public album with its photos',
    access: 'public',
    answers: cacheable(publicAlbumSchema),
  },
];
