import { z } from 'zod';
import { formBoolean } from './fields.ts';

/** GET .../image?fullsize=: the thumbnail by default, the large image with `fullsize=true`. */
export const imageQuery = z.object({ fullsize: formBoolean.default(false) });

/**
 * The public image also takes `v`, the image's version as the API's answers name it: with the
 * current version the image is cached for a year; without it, or with an old one, briefly.
 */
export const publicImageQuery = imageQuery.extend({ v: z.string().max(64).optional() });

/** Who uploaded a photo, as every public answer shows it. */
const uploaderSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  profile_photo: z.string().nullable(),
});

/**
 * A photo's public image set (issue 22): each width in each format at `<base>/<width>.<format>`,
 * formats best first. Every file's name is fixed for good (a new image gets a new base), so the
 * URLs may be cached for a year.
 */
export const imageSetSchema = z
  .object({
    base: z.string(),
    widths: z.array(z.number().int()),
    formats: z.array(z.enum(['avif', 'webp', 'jpg'])),
  })
  .describe('The image set: `<base>/<width>.<format>` for every width and format.');

export type ImageSet = z.infer<typeof imageSetSchema>;

/**
 * `thumbnail` is the clean 400 px JPEG and `full` the largest JPEG preview, both at their own
 * public address; `set` is null for a photo published before the image sets (until the backfill
 * job made them).
 */
export const publicUrlsSchema = z.object({
  thumbnail: z.string(),
  full: z.string(),
  set: imageSetSchema.nullable(),
});

export type PublicUrls = z.infer<typeof publicUrlsSchema>;

/** A photo as grids show it (home, search, albums, favourites, collections). */
export const photoCardSchema = z.object({
  id: z.string(),
  ext_id: z.string(),
  name: z.string(),
  alt: z.string(),
  tags: z.array(z.string()),
  width: z.number(),
  height: z.number(),
  free_download: z.boolean(),
  /** Rupees (Rs.), two decimals; 0 for free photos. */
  price: z.number(),
  view_count: z.number(),
  download_count: z.number(),
  like_count: z.number(),
  placeholder: z.string().nullable(),
  dominant_color: z.string().nullable(),
  public_urls: publicUrlsSchema,
  thumbnail: z.string(),
  fullsize: z.string(),
  uploader: uploaderSchema,
});

export type PhotoCard = z.infer<typeof photoCardSchema>;

/** What the camera recorded, as photo pages show it (spec section 2, photo detail). */
export const cameraMetadataSchema = z.object({
  width: z.number(),
  height: z.number(),
  camera_make: z.string().nullable(),
  camera_model: z.string().nullable(),
  focal_length_35: z.number().nullable(),
  fnum: z.number().nullable(),
  iso: z.number().nullable(),
  exposure_time: z.number().nullable(),
});

export type CameraMetadata = z.infer<typeof cameraMetadataSchema>;
