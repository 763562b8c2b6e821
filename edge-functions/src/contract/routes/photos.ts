import { type ApiRoute, ok, created } from '../api-route.ts';
import {
  createPhotoRequest,
  ownerPhoto,
  photoIdAnswer,
  reviewAnswer,
  reviewRequest,
  statusMoveAnswer,
  updatePhotoRequest,
} from '../creator.ts';
import { imageQuery } from '../photo.ts';

/** What the handlers in routes/photos.ts take and answer. */
export const photoContract: ApiRoute[] = [
  {
    method: 'post',
    path: '/photos',
    summary: 'Add an uploaded file as a photo',
    access: 'user',
    body: createPhotoRequest,
    errors: [
      'CREATOR_ONLY',
      'NOT_FOUND',
      'UPLOAD_NOT_FOUND',
      'CONFLICT',
      'EXIF_MISSING',
      'UNVERIFIED_PAID',
    ],
    answers: created(photoIdAnswer),
  },
  {
    method: 'post',
    path: '/photos/review',
    summary: 'Submit photos for review',
    access: 'user',
    body: reviewRequest,
    errors: ['NOT_FOUND', 'STATUS_FORBIDS', 'DUPLICATE_OF_OTHER', 'DUPLICATE_CONFIRMED'],
    answers: ok(reviewAnswer),
  },
  {
    method: 'get',
    path: '/photos/{id}',
    summary: 'An own photo',
    access: 'user',
    answers: ok(ownerPhoto),
  },
  {
    method: 'put',
    path: '/photos/{id}',
    summary: 'Change an own photo',
    access: 'user',
    body: updatePhotoRequest,
    errors: ['STATUS_FORBIDS', 'UNVERIFIED_PAID', 'MIN_FREE_PHOTOS'],
    answers: ok(photoIdAnswer),
  },
  {
    method: 'delete',
    path: '/photos/{id}',
    summary: 'Delete an own photo',
    access: 'user',
    errors: ['STATUS_FORBIDS', 'MIN_FREE_PHOTOS'],
    answers: ok(photoIdAnswer),
  },
  {
    method: 'post',
    path: '/photos/{id}/unpublish',
    summary: 'Take a photo off the marketplace',
    access: 'user',
    errors: ['STATUS_FORBIDS', 'MIN_FREE_PHOTOS'],
    answers: ok(statusMoveAnswer),
  },
  {
    method: 'get',
    path: '/photos/{id}/image',
    summary:
      'Owner thumbnail or original (owner and admins; with Supabase Storage: a redirect to a one-minute signed URL)',
    access: 'user',
    query: imageQuery,
    answers: { 200: 'image', 302: 'redirect' },
  },
];
