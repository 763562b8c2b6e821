import { z } from 'zod';

/** The reviewers' side of the /v1 contract: photo review, creator verification, failed jobs. */

/** POST /v1/admin/photos/{id}/reject and /v1/admin/verification_requests/{id}/deny. */
export const decisionReason = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(2000, 'The reason can have at most 2000 characters'),
});

const jobStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'DEAD']);

/** GET /v1/admin/jobs?status=DEAD (the default: the jobs that need a person). */
export const jobListQuery = z.object({ status: jobStatus.default('DEAD') });

/** GET /v1/admin/review_queue: the photos waiting for a reviewer, oldest submission first. */
export const reviewQueueItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  free_download: z.boolean(),
  price_cents: z.number(),
  /** Rupees, 0 for free photos. */
  price: z.number(),
  width: z.number(),
  height: z.number(),
  camera_make: z.string().nullable(),
  camera_model: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the owner submitted it (the photo's last change). */
  submitted_at: z.string(),
  album_name: z.string(),
  owner: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable(),
    verified: z.boolean(),
    email: z.string(),
  }),
  thumbnail_url: z.string(),
  fullsize_url: z.string(),
});

/** GET /v1/admin/verification_requests: pending requests first. */
export const verificationRequestItem = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'DENIED']),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  /** Live free photos the requester has now (the rule asks for 5). */
  live_free_photos: z.number(),
});

export const verificationDecisionAnswer = z.object({
  id: z.string(),
  status: z.enum(['APPROVED', 'DENIED']),
});

/** GET /v1/admin/jobs */
export const jobItem = z.object({
  id: z.number(),
  kind: z.string(),
  payload: z.unknown(),
  status: jobStatus,
  attempts: z.number(),
  max_attempts: z.number(),
  run_after: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** POST /v1/admin/jobs/{id}/retry */
export const jobRetryAnswer = z.object({ id: z.number(), status: z.literal('QUEUED') });

export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export type VerificationRequestItem = z.infer<typeof verificationRequestItem>;
export type JobItem = z.infer<typeof jobItem>;
export type VerificationDecisionAnswer = z.infer<typeof verificationDecisionAnswer>;
export type JobRetryAnswer = z.infer<typeof jobRetryAnswer>;
