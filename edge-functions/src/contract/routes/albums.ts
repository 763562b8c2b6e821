import { z } from 'zod';
import { type ApiRoute, ok, created } from '../api-route.ts';
import { albumDeletedAnswer, albumDetail, albumListItem, albumRequest } from '../creator.ts';

/** What the handlers in routes/albums.ts take and answer. */
export const albumContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/albums',
    summary: "The creator's albums",
    access: 'user',
    answers: ok(z.array(albumListItem)),
  },
  {
    method: 'post',
    path: '/albums',
    summary: 'Create an album',
    access: 'user',
    body: albumRequest,
    errors: ['CREATOR_ONLY'],
    answers: created(albumListItem),
  },
  {
    method: 'get',
    path: '/albums/{id}',
    summary: 'An own album with its photos',
    access: 'user',
    answers: ok(albumDetail),
  },
  {
    method: 'put',
    path: '/albums/{id}',
    summary: 'Change an album',
    access: 'user',
    body: albumRequest,
    errors: ['CREATOR_ONLY'],
    answers: ok(albumListItem),
  },
  {
    method: 'delete',
    path: '/albums/{id}',
    summary: 'Delete an album (soft)',
    access: 'user',
    errors: ['MIN_FREE_PHOTOS'],
    answers: ok(albumDeletedAnswer),
  },
];
