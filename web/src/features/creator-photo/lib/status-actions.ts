import type { PhotoStatus } from '@contract/creator.ts';

/**
 * The spec's status table (section 4, Photo status): what the owner may do in each status, the
 * badge text, and whether the counts show. The server enforces the same table (1301).
 */
export type PhotoAction = 'update' | 'submit' | 'delete' | 'unpublish' | 'share';

const ACTIONS: Record<PhotoStatus, PhotoAction[]> = {
  UPLOADED: ['submit', 'update', 'delete'],
  IN_REVIEW: [],
  PROCESSING: [],
  ACCEPTED: ['update', 'share', 'unpublish'],
  UNPUBLISHED: [],
};

const BADGES: Record<PhotoStatus, string> = {
  UPLOADED: 'UPLOADED',
  IN_REVIEW: 'Review in Process',
  PROCESSING: 'Your Photo is in Publishing Process',
  ACCEPTED: 'Published',
  UNPUBLISHED: 'Unpublished',
};

export const actionsFor = (status: PhotoStatus): readonly PhotoAction[] => ACTIONS[status];

export const statusBadge = (status: PhotoStatus) => BADGES[status];

/** Download and view counts are hidden while the photo is not live (or was). */
export const showsCounts = (status: PhotoStatus) =>
  status === 'ACCEPTED' || status === 'UNPUBLISHED';

export const statusPalette = (status: PhotoStatus) =>
  status === 'ACCEPTED'
    ? 'green'
    : status === 'UNPUBLISHED'
      ? 'gray'
      : status === 'UPLOADED'
        ? 'orange'
        : 'blue';

/** Spec 8: deleting or unpublishing (or making paid) refused by rule 1306 shows this text. */
export const MIN_FREE_TEXTS = {
  1306: 'You should have minimum 5 free photos in your account. Please upload another free photo and try again',
};
