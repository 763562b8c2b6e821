import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { Profile } from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { setSessionCookie, setUserCookie } from '../lib/cookies.ts';
import { apiOrigin } from '../lib/public-url.ts';
import type { SignedIn } from '../ports/auth.ts';
import type { Database, Principal } from '../ports/database.ts';
import { profileColumns, toProfile, type ProfileRow } from '../presenters/profile.ts';

/**
 * The browser's side of a session, shared by every route that signs someone in (login, social
 * sign-up, the OAuth callback) or changes what the display cookie shows (profile).
 */

/** The caller's own profile, read as the caller (RLS applies). */
export async function loadProfile(
  db: Database,
  principal: Principal,
  origin: string,
): Promise<Profile> {
  const [row] = await db.asUser(principal, (tx) =>
    tx.query<ProfileRow>(`select ${profileColumns} from public.profiles where id = $1`, [
      principal.userId,
    ]),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toProfile(row, principal.email, origin);
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

/**
 * Starts the browser's session: a fresh one on every login (no fixation: the old one, if any,
 * is revoked), the HttpOnly session cookie, the display cookie, and the profile as the answer.
 */
export async function startBrowserSession(
  c: Context<AppEnv>,
  { auth, db, config }: AppDeps,
  signedIn: SignedIn,
) {
  const previous = c.get('session');
  if (previous) await auth.signOut(previous);
  setSessionCookie(c, signedIn.session);
  const profile = await loadProfile(db, signedIn.principal, apiOrigin(c, config));
  writeUserCookie(c, profile);
  return profile;
}
