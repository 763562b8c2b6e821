import { z } from 'zod';
import { type ApiRoute, ok } from '../api-route.ts';
import {
  addFavouriteRequest,
  favouriteAddedAnswer,
  favouriteRemovedAnswer,
  removeFavouriteQuery,
} from '../collections.ts';
import { photoCardSchema } from '../photo.ts';

/** What the handlers in routes/favourites.ts take and answer. */
export const favouriteContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/favourites',
    summary: "The user's favourite photos",
    access: 'user',
    answers: ok(z.array(photoCardSchema)),
  },
  {
    method: 'post',
    path: '/favourites',
    summary: 'Add a favourite (200 when it already was one)',
    access: 'user',
    body: addFavouriteRequest,
    errors: ['NOT_FOUND'],
    answers: { 200: favouriteAddedAnswer, 201: favouriteAddedAnswer },
  },
  {
    method: 'delete',
    path: '/favourites',
    summary: 'Remove a favourite (also at /v1/favourites/, as the spec spells it)',
    access: 'user',
    aliases: ['/favourites/'],
    query: removeFavouriteQuery,
    answers: ok(favouriteRemovedAnswer),
  },
];
