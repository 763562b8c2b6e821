import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /v1/public/photos/{id}/views as a beacon: the server counts one view per visitor and day,
 * so the photo's GET stays the same for everyone and shared caches may keep it.
 */
export function countView(photoId: string) {
  api.beacon(`/v1/public/photos/${encodeURIComponent(photoId)}/views`);
}

/** Counts the shown photo once it is there (a missing photo is no view). */
export function useCountView(photoId: string | undefined) {
  useEffect(() => {
    if (photoId) countView(photoId);
  }, [photoId]);
}
