import type { Profile } from '../contract/account.ts';
import { avatarUrl } from './photo-card.ts';

/** The caller's own profile: select list, row and mapper (the e-mail comes from the session). */
export const profileColumns = `id, first_name, last_name, username, profile_photo, cover_photo,
  role, verified, verify_requested`;

export interface ProfileRow {
  id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  profile_photo: string | null;
  cover_photo: string | null;
  role: Profile['role'];
  verified: boolean;
  verify_requested: boolean;
}

export function toProfile(row: ProfileRow, email: string, apiOrigin: string): Profile {
  return {
    ...row,
    email,
    profile_photo: avatarUrl(apiOrigin, row.profile_photo),
    cover_photo: avatarUrl(apiOrigin, row.cover_photo),
  };
}
