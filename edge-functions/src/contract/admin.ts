import { z } from 'zod';
import { jobStatus, ownerPhoto, photoStatus } from './creator.ts';
import { suspectedDuplicate } from './duplicates.ts';

/**
 * The admin console's answers (GET /v1/admin/...). Decisions' bodies are `decisionReason` in
 * creator.ts.
 */

export const reviewQueueItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  free_download: z.boolean(),
  /** Rupees, 0 for free photos. */
  price: z.number(),
  width: z.number(),
  height: z.number(),
  camera_make: z.string().nullable(),
  camera_model: z.string().nullable(),
  album_name: z.string(),
  created_at: z.string(),
  /** When the owner submitted it for review (photos.submitted_at). */
  submitted_at: z.string(),
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
  /** Not fingerprinted yet: it waits in review (accept answers 1222), decision 51. */
  fingerprint_pending: z.boolean(),
  /** Open suspicions that this photo copies another, to show side by side. */
  duplicates: z.array(suspectedDuplicate),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueue = z.array(reviewQueueItem);

/** A creator's record, for judging their submissions and verification requests. */
export const creatorHistory = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  verified: z.boolean(),
  member_since: z.string(),
  photos: z.object({
    uploaded: z.number(),
    in_review: z.number(),
    processing: z.number(),
    live: z.number(),
    live_free: z.number(),
    unpublished: z.number(),
  }),
  /** Review decisions on their photos, from the audit trail. */
  decisions: z.object({ accepted: z.number(), rejected: z.number() }),
});
export type CreatorHistory = z.infer<typeof creatorHistory>;

export const auditEntry = z.object({
  id: z.number(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  admin: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /v1/admin/photos/{id}: the photo with its EXIF, its creator's record and its audit trail. */
export const adminPhotoDetail = z.object({
  photo: ownerPhoto,
  creator: creatorHistory,
  audit: z.array(auditEntry),
});
export type AdminPhotoDetail = z.infer<typeof adminPhotoDetail>;

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
export type VerificationRequestItem = z.infer<typeof verificationRequestItem>;
export const verificationRequests = z.array(verificationRequestItem);

/** GET /v1/admin/verification_requests/{id}: the request, the creator and their live photos. */
export const verificationRequestDetail = z.object({
  request: verificationRequestItem.omit({
    first_name: true,
    last_name: true,
    username: true,
    email: true,
    live_free_photos: true,
  }),
  creator: creatorHistory,
  live_photos: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      free_download: z.boolean(),
      status: photoStatus,
      published_at: z.string().nullable(),
      thumbnail_url: z.string(),
    }),
  ),
});
export type VerificationRequestDetail = z.infer<typeof verificationRequestDetail>;

export const adminJob = z.object({
  id: z.number(),
  kind: z.string(),
  payload: z.unknown(),
  status: jobStatus,
  attempts: z.number(),
  max_attempts: z.number(),
  run_after: z.string(),
  last_error: z.string().nullable(),
  /** What the last successful run reported (the storage sweep's counts); null for most jobs. */
  result: z.record(z.string(), z.number()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJob>;
export const adminJobs = z.array(adminJob);

export const verificationDecisionAnswer = z.object({
  id: z.string(),
  status: z.enum(['APPROVED', 'DENIED']),
});
export type VerificationDecisionAnswer = z.infer<typeof verificationDecisionAnswer>;

/** POST /v1/admin/jobs/{id}/retry */
export const jobRetryAnswer = z.object({ id: z.number(), status: z.literal('QUEUED') });
export type JobRetryAnswer = z.infer<typeof jobRetryAnswer>;
