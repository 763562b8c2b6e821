import type { PhotoStatus } from '@contract/creator.ts';
import type { Translate } from '../../../i18n/index.ts';

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

/** The badge's catalogue keys (creator.json); English is BADGES. */
const BADGE_KEYS: Record<PhotoStatus, string> = {
  UPLOADED: 'creator.photo.status.uploaded',
  IN_REVIEW: 'creator.photo.status.inReview',
  PROCESSING: 'creator.photo.status.processing',
  ACCEPTED: 'creator.photo.status.accepted',
  UNPUBLISHED: 'creator.photo.status.unpublished',
};

/** The badge text: in the reader's language with `t`, else the spec's English. */
export const statusBadge = (status: PhotoStatus, t?: Translate) =>
  t ? t(BADGE_KEYS[status]) : BADGES[status];

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
export const minFreeTexts = (t: Translate) => ({ 1306: t('creator.photo.minFree') });

/** A submit refused as a copy (decision 51) says so in the creator's language. */
export const duplicateTexts = (t: Translate) => ({
  1220: t('apiErrors.1220'),
  1221: t('apiErrors.1221'),
});
