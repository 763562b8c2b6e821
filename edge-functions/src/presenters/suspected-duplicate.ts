import type { SuspectedDuplicate } from '../contract/duplicates.ts';
import type { PhotoStatus } from '../contract/creator.ts';
import { isoTime, ownerImageUrl } from './photo-detail.ts';

/**
 * A suspected duplicate (public.photo_duplicates) with both photos, for the admin review: the
 * select list over `d` (the suspicion), each side built as one JSON value.
 */
const side = (photo: string, owner: string) =>
  `jsonb_build_object('id', ${photo}.id, 'name', ${photo}.name, 'status', ${photo}.status,
     'created_at', ${photo}.created_at,
     'owner', jsonb_build_object('id', ${owner}.id, 'first_name', ${owner}.first_name,
                                 'last_name', ${owner}.last_name, 'username', ${owner}.username))`;

export const suspectedDuplicateColumns = `d.id, d.distance, d.exact, d.same_owner, d.status,
  d.created_at, ${side('sp', 'so')} as photo, ${side('mp', 'mo')} as match`;

export const suspectedDuplicateFrom = `public.photo_duplicates d
  join public.photos sp on sp.id = d.photo_id
  join public.profiles so on so.id = sp.owner_id
  join public.photos mp on mp.id = d.match_id
  join public.profiles mo on mo.id = mp.owner_id`;

interface SideJson {
  id: string;
  name: string;
  status: PhotoStatus;
  created_at: string;
  owner: { id: string; first_name: string; last_name: string; username: string | null };
}

export interface SuspectedDuplicateRow {
  id: string;
  distance: number;
  exact: boolean;
  same_owner: boolean;
  status: SuspectedDuplicate['status'];
  created_at: Date | string;
  photo: SideJson;
  match: SideJson;
}

const toSide = (origin: string, row: SideJson) => ({
  ...row,
  created_at: isoTime(row.created_at),
  thumbnail_url: ownerImageUrl(origin, row.id, false),
});

export function toSuspectedDuplicate(
  origin: string,
  row: SuspectedDuplicateRow,
): SuspectedDuplicate {
  return {
    ...row,
    created_at: isoTime(row.created_at),
    photo: toSide(origin, row.photo),
    match: toSide(origin, row.match),
  };
}
