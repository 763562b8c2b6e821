import { photoCardColumns } from '../presenters/photo-card.ts';

/** How many similar photos a photo page shows. */
export const SIMILAR_LIMIT = 12;

/**
 * "Photos like this one": shared tags count most (x2), the same album adds one, popularity breaks
 * ties. app_private.similar_photo_hits picks the ids from the trigger-kept similarity keys (under
 * RLS the tag index could not be used); the cards are read here as the caller, so RLS still
 * decides what is returned. Parameters: photo id, limit.
 */
export const similarPhotosSql = `
  select ${photoCardColumns}
    from app_private.similar_photo_hits($1, $2) with ordinality as hits (photo_id, position)
    join public.photos p on p.id = hits.photo_id
    join public.profiles u on u.id = p.owner_id
   order by hits.position`;
