import { z } from 'zod';
import { type ApiRoute, ok, created } from '../api-route.ts';
import {
  collectionDeletedAnswer,
  collectionPhotosInput,
  collectionSchema,
  collectionTileSchema,
  createCollectionRequest,
} from '../collections.ts';

/** What the handlers in routes/collections.ts take and answer. */
export const collectionContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/collections',
    summary: "The user's collections",
    access: 'user',
    answers: ok(z.array(collectionTileSchema)),
  },
  {
    method: 'post',
    path: '/collections',
    summary: 'Create a collection',
    access: 'user',
    body: createCollectionRequest,
    answers: created(collectionTileSchema),
  },
  {
    method: 'get',
    path: '/collections/{id}',
    summary: 'A collection with its photos',
    access: 'user',
    answers: ok(collectionSchema),
  },
  {
    method: 'put',
    path: '/collections/{id}',
    summary: 'Change a collection',
    access: 'user',
    body: createCollectionRequest,
    answers: ok(collectionTileSchema),
  },
  {
    method: 'delete',
    path: '/collections/{id}',
    summary: 'Delete a collection',
    access: 'user',
    answers: ok(collectionDeletedAnswer),
  },
  {
    method: 'post',
    path: '/collections/{id}/photos',
    summary: 'Add photos to a collection',
    access: 'user',
    body: collectionPhotosInput,
    answers: ok(collectionTileSchema),
  },
  {
    method: 'delete',
    path: '/collections/{id}/photos',
    summary: 'Remove photos from a collection (?photos=id&photos=id)',
    access: 'user',
    query: collectionPhotosInput,
    answers: ok(collectionTileSchema),
  },
];
