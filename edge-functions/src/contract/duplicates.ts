import { z } from 'zod';
import { photoStatus } from './creator.ts';

/**
 * One photo, one owner (decision 51): what the owner's photo page says about a photo's duplicate
 * check, and the suspected duplicates the admins confirm or clear.
 */

/**
 * GET /v1/photos/{id}/duplicate_check: PENDING until the worker fingerprinted the photo (it may
 * be submitted, and waits in review); UNCHECKED for a photo the worker never reached (its job
 * failed: see the admin jobs page); CLEAR; COPY_OF_OTHER (refused at submit, 1220) and
 * COPY_OF_OWN (a warning, with the first photo to link to) while a suspicion is open or was
 * cleared for one's own copy; CONFIRMED when a reviewer confirmed it (1221).
 */
export const duplicateCheckState = z.enum([
  'PENDING',
  'UNCHECKED',
  'CLEAR',
  'COPY_OF_OTHER',
  'COPY_OF_OWN',
  'CONFIRMED',
]);
export type DuplicateCheckState = z.infer<typeof duplicateCheckState>;

export const duplicateCheck = z.object({
  state: duplicateCheckState,
  /** COPY_OF_OWN: the caller's earlier photo this one copies; null otherwise. */
  first_photo_id: z.string().nullable(),
});
export type DuplicateCheck = z.infer<typeof duplicateCheck>;

export const duplicateStatus = z.enum(['OPEN', 'CONFIRMED', 'CLEARED']);

/** One side of a suspected pair, as the admin sees it. */
export const duplicateSide = z.object({
  id: z.string(),
  name: z.string(),
  status: photoStatus,
  created_at: z.string(),
  owner: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable(),
  }),
  /** The private thumbnail admins may open (GET /v1/photos/{id}/image). */
  thumbnail_url: z.string(),
});

export const suspectedDuplicate = z.object({
  id: z.string(),
  /** Bits of the 64-bit perceptual hashes that differ (0: the same picture). */
  distance: z.number(),
  /** The same pixels. */
  exact: z.boolean(),
  same_owner: z.boolean(),
  status: duplicateStatus,
  created_at: z.string(),
  /** The later photo, suspected of copying `match`. */
  photo: duplicateSide,
  match: duplicateSide,
});
export type SuspectedDuplicate = z.infer<typeof suspectedDuplicate>;

export const duplicateDecisionAnswer = z.object({
  id: z.string(),
  status: z.enum(['CONFIRMED', 'CLEARED']),
});
export type DuplicateDecisionAnswer = z.infer<typeof duplicateDecisionAnswer>;
