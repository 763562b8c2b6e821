import { publicPhotoKeys } from '../../../lib/public-photo.ts';

/** Query keys of the public photo page, general to specific (the photo itself: lib/public-photo). */
export const photoDetailKeys = {
  ...publicPhotoKeys,
  similar: (id: string) => [...publicPhotoKeys.detail(id), 'similar'] as const,
};
