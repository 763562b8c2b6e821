import { z } from 'zod';
import { tagList, uuid } from './fields.ts';
import { photoCardSchema } from './photo.ts';

/** POST /v1/favourites */
export const addFavouriteRequest = z.object({
  photo_id: uuid.or(z.literal('')).refine((v) => v !== '', 'Please choose a photo'),
});

/** The answer of POST /v1/favourites (201 when added, 200 when it already was). */
export const favouriteAddedAnswer = z.object({ photo_id: z.string(), favourite: z.literal(true) });

/** DELETE /v1/favourites/?photo_id= */
export const removeFavouriteQuery = z.object({
  photo_id: z.string({ error: 'Please choose a photo' }).uuid('Please choose a photo'),
});

/** The answer of DELETE /v1/favourites: `removed` is false when it was no favourite. */
export const favouriteRemovedAnswer = z.object({
  photo_id: z.string(),
  favourite: z.literal(false),
  removed: z.boolean(),
});

/** POST /v1/collections and PUT /v1/collections/{id} (the create-or-edit dialog) */
export const createCollectionRequest = z.object({
  name: z
    .string({ error: 'Please provide the Title for your collection' })
    .trim()
    .min(1, 'Please provide the Title for your collection')
    .max(100, 'The title can have at most 100 characters'),
  description: z.string().trim().max(2000, 'The description is too long').default(''),
  tags: tagList.default([]),
});

/** POST and DELETE /v1/collections/{id}/photos: `photos` is one id or several. */
export const collectionPhotosInput = z.object({
  photos: z
    .union([uuid, z.array(uuid).min(1).max(100)], { error: 'Please choose a photo' })
    .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value])),
});

export const collectionTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Comma-joined, like album tags. */
  tags: z.string(),
  photo_count: z.number(),
  /** The thumbnail of the photo added last, or null for an empty collection. */
  thumbnail_url: z.string().nullable(),
  deleted: z.literal(false),
});

export const collectionDeletedAnswer = z.object({ id: z.string(), deleted: z.literal(true) });

export const collectionSchema = collectionTileSchema.extend({ photos: z.array(photoCardSchema) });

export type CollectionTile = z.infer<typeof collectionTileSchema>;
export type Collection = z.infer<typeof collectionSchema>;
export type CollectionDeletedAnswer = z.infer<typeof collectionDeletedAnswer>;
export type FavouriteAddedAnswer = z.infer<typeof favouriteAddedAnswer>;
export type FavouriteRemovedAnswer = z.infer<typeof favouriteRemovedAnswer>;
