import type { Profile } from '../contract/account.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../contract/languages.ts';
import type { DbColumns } from '../db/rows.ts';
import { avatarUrl } from './photo-card.ts';

/** The caller's own profile: select list, row and mapper (the e-mail comes from the session). */
export const profileColumns = `id, first_name, last_name, username, profile_photo, cover_photo,
  role, verified, verify_requested, language`;

export type ProfileRow = DbColumns<
  'profiles',
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'profile_photo'
  | 'cover_photo'
  | 'role'
  | 'verified'
  | 'verify_requested'
  | 'language'
>;

export function toProfile(row: ProfileRow, email: string, apiOrigin: string): Profile {
  return {
    ...row,
    email,
    profile_photo: avatarUrl(apiOrigin, row.profile_photo),
    cover_photo: avatarUrl(apiOrigin, row.cover_photo),
    // The column's check admits only the three; the fallback only satisfies the type.
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}
