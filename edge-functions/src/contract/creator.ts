import { z } from 'zod';
import { formBoolean, tagList, uuid } from './fields.ts';
import { cameraMetadataSchema, publicUrlsSchema } from './photo.ts';

/**
 * The creator's side of the /v1 contract: uploads, albums, photos and the creator dashboard.
 * Requests accept form-encoded or JSON bodies; answers are JSON.
 */

export const photoStatus = z.enum([
  'UPLOADED',
  'IN_REVIEW',
  'PROCESSING',
  'ACCEPTED',
  'UNPUBLISHED',
]);
export type PhotoStatus = z.infer<typeof photoStatus>;

const optionalText = (max: number) => z.string().trim().max(max);

/** Answer of POST /v1/generic/upload: the stored file's name, given back as `filename`. */
export const uploadAnswer = z.object({ name: z.string() });

/**
 * Answer of POST /v1/generic/upload/resumable (decision 49): where and how the browser sends one
 * original with the tus protocol, straight into the bucket. `endpoint` is Supabase Storage's
 * `/storage/v1/upload/resumable` (the Node host's stand-in under `npm start`); `token` the
 * signed-in user's bearer token for it, valid until `expires_at`; `object_name` a fresh name in
 * the caller's upload folder, sent as the upload's `objectName` metadata with `bucket`; `apikey`
 * the project's public key when the endpoint's gateway asks for one.
 */
export const resumableUploadTicket = z.object({
  endpoint: z.string(),
  token: z.string(),
  expires_at: z.string(),
  bucket: z.literal('originals'),
  object_name: z.string(),
  chunk_size: z.number().int().positive(),
  apikey: z.string().nullable(),
});

/** POST /v1/generic/upload/complete: the object a finished resumable upload wrote. */
export const uploadCompleteRequest = z.object({
  name: z.string({ error: 'Name the uploaded object' }).trim().min(1, 'Name the uploaded object'),
});

/** POST /v1/albums and PUT /v1/albums/{id}. */
export const albumRequest = z.object({
  name: z
    .string({ error: 'Please provide the Title for your album' })
    .trim()
    .min(1, 'Please provide the Title for your album')
    .max(100, 'The album title can have at most 100 characters'),
  description: optionalText(2000).default(''),
  tags: tagList.default([]),
});

export const albumListItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Comma-joined, as the contract sends tags. */
  tags: z.string(),
  deleted: z.boolean(),
  /** The id of the cover photo, or null while the album has no published photo. */
  thumbnail: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  photo_count: z.number(),
  created_at: z.string(),
});

export const albumPhoto = z.object({
  id: z.string(),
  status: photoStatus,
  created_at: z.string(),
  name: z.string(),
  free_download: z.boolean(),
  thumbnail_url: z.string(),
  rejection_reason: z.string().nullable(),
});

export const albumDetail = albumListItem.extend({
  photos: z.array(albumPhoto),
  counts: z.object({
    live: z.number(),
    in_review: z.number(),
    uploaded: z.number(),
    unpublished: z.number(),
  }),
});

/** DELETE /v1/albums/{id}: albums are soft-deleted. */
export const albumDeletedAnswer = z.object({ id: z.string(), deleted: z.literal(true) });

/** POST /v1/photos, after the file was uploaded. */
export const createPhotoRequest = z.object({
  album: uuid,
  filename: z.string().trim().min(1, 'Upload the image first'),
  name: optionalText(200).default(''),
  description: optionalText(5000).default(''),
  tags: tagList.default([]),
  allow_free: formBoolean.default(true),
});

/** PUT /v1/photos/{id}: only the fields sent change. */
export const updatePhotoRequest = z.object({
  name: optionalText(200).optional(),
  description: optionalText(5000).optional(),
  tags: tagList.optional(),
  alt: optionalText(500).optional(),
  /** A category id; an empty value clears it. */
  category: z
    .union([z.coerce.number().int().positive(), z.literal(''), z.null()])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  free_download: formBoolean.optional(),
});

/** The answer of POST /v1/photos, PUT and DELETE /v1/photos/{id}: the photo's id. */
export const photoIdAnswer = z.object({ id: z.string() });

/** The answer of a status move: POST /v1/photos/{id}/unpublish and the admin decisions. */
export const statusMoveAnswer = z.object({ id: z.string(), status: photoStatus });

/**
 * POST /v1/photos/review: a JSON array of ids, `{ids: [...]}`, or the form `ids=a,b`.
 */
export const reviewRequest = z
  .union([
    z.array(z.string()),
    z.object({ ids: z.union([z.array(z.string()), z.string()]) }).transform((body) => body.ids),
  ])
  .transform((ids) => (Array.isArray(ids) ? ids : ids.split(',')))
  .transform((ids) => [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))])
  .pipe(
    z
      .array(uuid, { error: 'Give the ids of the photos to submit' })
      .min(1, 'Choose at least one photo')
      .max(100),
  );

export const reviewAnswer = z.object({ ids: z.array(z.string()), status: z.literal('IN_REVIEW') });

const photoMetadata = cameraMetadataSchema.extend({
  captured_at: z.string().nullable(),
  file_size: z.number(),
});

/** GET /v1/photos/{id}: the owner's view of one photo. */
export const ownerPhoto = z.object({
  id: z.string(),
  ext_id: z.string(),
  name: z.string(),
  description: z.string(),
  alt: z.string(),
  tags: z.array(z.string()),
  album_id: z.string(),
  album: z.object({ id: z.string(), name: z.string(), deleted: z.boolean() }),
  /** `desription` is the spec's spelling. */
  category: z.object({ id: z.number(), name: z.string(), desription: z.string() }).nullable(),
  free_download: z.boolean(),
  /** Rupees, 0 for free photos. */
  price: z.number(),
  status: photoStatus,
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  view_count: z.number(),
  download_count: z.number(),
  like_count: z.number(),
  sale_count: z.number(),
  /** Owner-only image URLs (the private thumbnail and the original). */
  thumbnail: z.string(),
  fullsize: z.string(),
  /** The public derivatives; null until the photo is published. */
  public_urls: publicUrlsSchema.nullable(),
  placeholder: z.string().nullable(),
  dominant_color: z.string().nullable(),
  metadata: photoMetadata,
});

export type OwnerPhoto = z.infer<typeof ownerPhoto>;

export const photoStatsItem = z.object({
  id: z.string(),
  name: z.string(),
  status: photoStatus,
  free_download: z.boolean(),
  views: z.number(),
  downloads: z.number(),
  sales: z.number(),
  likes: z.number(),
  /** Net earnings in rupees. */
  earnings: z.number(),
});

/** GET /v1/creator/stats. */
export const creatorStats = z.object({
  totals: photoStatsItem.omit({ id: true, name: true, status: true, free_download: true }).extend({
    photos: z.number(),
    live: z.number(),
    /** Live free photos in non-deleted albums: what verification and rule 1306 count. */
    live_free: z.number(),
  }),
  photos: z.array(photoStatsItem),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
export type ResumableUploadTicket = z.infer<typeof resumableUploadTicket>;
export type AlbumListItem = z.infer<typeof albumListItem>;
export type AlbumDetail = z.infer<typeof albumDetail>;
export type AlbumDeletedAnswer = z.infer<typeof albumDeletedAnswer>;
export type PhotoIdAnswer = z.infer<typeof photoIdAnswer>;
export type StatusMoveAnswer = z.infer<typeof statusMoveAnswer>;
export type ReviewAnswer = z.infer<typeof reviewAnswer>;
export type CreatorStats = z.infer<typeof creatorStats>;

/** GET /v1/creator/stats/daily?days=30|90[&photo=id]: the dashboard's charts. */
export const dailyStatsQuery = z.object({
  days: z.enum(['30', '90'], { error: 'days is 30 or 90' }).default('30').transform(Number),
  /** One of the caller's photos; absent for the whole account. */
  photo: uuid.optional(),
});

export const dailyStatsPoint = z.object({
  /** The Sri Lankan calendar day, YYYY-MM-DD. */
  day: z.string(),
  views: z.number(),
  downloads: z.number(),
  sales: z.number(),
  /** Net earnings in rupees. */
  earnings: z.number(),
});

export const dailyStats = z.object({
  days: z.number(),
  photo: z.string().nullable(),
  /** Every day of the range, oldest first, zero on days without activity. */
  series: z.array(dailyStatsPoint),
});
export type DailyStats = z.infer<typeof dailyStats>;

/** POST /v1/admin/photos/{id}/reject and /v1/admin/verification_requests/{id}/deny. */
export const decisionReason = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(2000, 'The reason can have at most 2000 characters'),
});

export const jobStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'DEAD']);

/** GET /v1/admin/jobs?status=DEAD (the default: the jobs that need a person). */
export const jobListQuery = z.object({ status: jobStatus.default('DEAD') });
