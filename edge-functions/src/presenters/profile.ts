import type { Context } from 'hono';
import type { Profile } from '../contract/account.ts';
import type { DbColumns } from '../db/rows.ts';
import type { Database, Principal } from '../ports/database.ts';
import { AppError } from '../lib/app-error.ts';
import { setUserCookie } from '../lib/cookies.ts';
import { avatarUrl } from './photo-card.ts';

type ProfileRow = DbColumns<
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
>;

/** The caller's own profile, read as the caller (RLS applies). */
export async function loadProfile(
  db: Database,
  principal: Principal,
  apiOrigin: string,
): Promise<Profile> {
  const [row] = await db.asUser(principal, (tx) =>
    tx.query<ProfileRow>(
      `select id, first_name, last_name, username, profile_photo, cover_photo, role, verified,
              verify_requested
         from public.profiles where id = $1`,
      [principal.userId],
    ),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...row,
    email: principal.email,
    profile_photo: avatarUrl(apiOrigin, row.profile_photo),
    cover_photo: avatarUrl(apiOrigin, row.cover_photo),
  };
}

/** Refreshes the spec's client-readable `user` cookie from a profile (display data only). */
export function writeUserCookie(c: Context, profile: Profile) {
  setUserCookie(c, {
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    role: profile.role,
    profile_photo: profile.profile_photo,
  });
}
