import { z } from 'zod';
import { type ApiRoute, cacheable } from '../api-route.ts';
import { photoDetailSchema, searchAnswer, searchRequest, tagSearchRequest } from '../browse.ts';
import { photoCardSchema, publicImageQuery } from '../photo.ts';

/** What the handlers in routes/public-photos.ts take and answer. */
export const publicPhotoContract: ApiRoute[] = [
  {
    method: 'get',
    path: '/public/featured_photos',
    summary: 'Home page photos',
    access: 'public',
    answers: cacheable(z.array(photoCardSchema)),
  },
  {
    method: 'get',
    path: '/public/photos/search',
    summary: 'Search photos',
    access: 'public',
    query: searchRequest,
    answers: cacheable(searchAnswer),
  },
  {
    method: 'get',
    path: '/public/photos/search_tags',
    summary: 'Tag suggestions',
    access: 'public',
    query: tagSearchRequest,
    answers: cacheable(z.array(z.string())),
  },
  {
    method: 'get',
    path: '/public/photos/{id}',
    summary: 'A published photo',
    access: 'public',
    answers: cacheable(photoDetailSchema),
  },
  {
    method: 'get',
    path: '/public/photos/{id}/similar',
    summary: 'Photos like this one',
    access: 'public',
    answers: cacheable(z.array(photoCardSchema)),
  },
  {
    method: 'post',
    path: '/public/photos/{id}/views',
    summary:
      "Count a view of a published photo, once per visitor and day (the photo page's beacon: checked by its Origin, no anti-forgery token)",
    access: 'public',
    beacon: true,
    answers: { 204: 'empty' },
  },
  {
    method: 'get',
    path: '/public/photos/{id}/image',
    summary: 'Public thumbnail or preview (with Supabase Storage: a redirect to its public URL)',
    access: 'public',
    query: publicImageQuery,
    answers: { 200: 'image', 302: 'redirect', 304: 'empty' },
  },
];
