import { z } from 'zod';
import { SEARCH_LAST_PAGE } from './page-requests.ts';
import { cameraMetadataSchema, photoCardSchema } from './photo.ts';

/** GET /v1/public/photos/search */
export const searchRequest = z.object({
  q: z
    .string({ error: 'Please enter something to search for' })
    .trim()
    .min(1, 'Please enter something to search for')
    .max(200, 'The search text is too long'),
  orientation: z.enum(['landscape', 'portrait', 'square']).optional(),
  price: z.enum(['free', 'paid']).optional(),
  sort: z.enum(['relevant', 'newest', 'popular']).default('relevant'),
  page: z.coerce.number().int().min(1).max(SEARCH_LAST_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(60, 'per_page can be at most 60').default(30),
});

export const searchAnswer = z.object({
  photos: z.array(photoCardSchema),
  total: z
    .number()
    .describe(
      'The number of matches: exact up to 1,000; when there are more, 1,000 (see total_capped)',
    ),
  /** True when more photos match than `total` says (it stops counting at 1,000; decision 41). */
  total_capped: z
    .boolean()
    .describe('True when more photos match than total: the count stops at 1,000'),
  page: z.number(),
  per_page: z.number(),
  query: z.string(),
  /** True when nothing matched exactly and these are near matches (typo tolerance). */
  fuzzy: z.boolean(),
});

/** GET /v1/public/photos/search_tags */
export const tagSearchRequest = z.object({
  q: z
    .string({ error: 'Type at least 2 characters' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(50, 'The search text is too long'),
});

const categorySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The spec's client reads this spelling. */
  desription: z.string(),
});

/** GET /v1/public/photos/{id} */
export const photoDetailSchema = photoCardSchema.extend({
  description: z.string(),
  album_id: z.string(),
  album: z.object({ id: z.string(), name: z.string() }),
  category: categorySchema.nullable(),
  status: z.literal('ACCEPTED'),
  metadata: cameraMetadataSchema,
  created_at: z.string(),
  published_at: z.string().nullable(),
  /**
   * The districts and sights its tags name (in English or Sinhala or Tamil), as the search
   * glossary's English words, districts first: where the photo was taken, for its page's
   * structured data (issue 38). Empty when no tag names one.
   */
  places: z.array(z.string()),
});

/** GET /v1/public/albums?username= */
export const publicAlbumsQuery = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1).max(30),
});

/** GET /v1/public/albums/{albumId} */
export const publicAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Comma-joined, as the spec's Album entity holds them. */
  tags: z.string(),
  photo_count: z.number(),
  owner: z.object({
    username: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  photos: z.array(photoCardSchema),
});

/** GET /v1/public/albums?username= */
export const publicAlbumTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  deleted: z.boolean(),
  thumbnail: z.string(),
  thumbnail_url: z.string(),
  photo_count: z.number(),
  /**
   * The cover's large preview at its real size, with its alt text: a creator page's share image
   * (issue 38), where the 400 px thumbnail would be too small for a large card.
   */
  cover: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
});

/** GET /v1/public/users/{username} */
export const publicUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  profile_photo: z.string().nullable(),
  cover_photo: z.string().nullable(),
});

export type SearchAnswer = z.infer<typeof searchAnswer>;
export type PhotoDetail = z.infer<typeof photoDetailSchema>;
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;
export type PublicAlbumTile = z.infer<typeof publicAlbumTileSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
