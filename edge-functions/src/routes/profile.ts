import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  becomeCreatorRequest,
  profileUpdateRequest,
  updatePhotosRequest,
  usernameRequest,
} from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { parseBody } from '../lib/request-input.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { isOwnKey } from '../media/storage-keys.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Principal } from '../ports/database.ts';
import { loadProfile, writeUserCookie } from '../sessions/browser-session.ts';

type PictureColumn = 'profile_photo' | 'cover_photo';

/**
 * The signed-in user's own profile. Every write runs as the user, so the profiles policies and
 * the guard trigger decide (names, username and pictures are the owner's; role and verification
 * move only through the RPCs).
 */
export function profileRoutes(deps: AppDeps) {
  const { db, storage, config } = deps;

  /** Answers the fresh profile and refreshes the display cookie with it. */
  async function answerProfile(c: Context<AppEnv>, principal: Principal) {
    const profile = await loadProfile(db, principal, apiOrigin(c, config));
    writeUserCookie(c, profile);
    return c.json(profile);
  }

  async function currentPictures(principal: Principal) {
    const [row] = await db.asUser(principal, (tx) =>
      tx.query<Record<PictureColumn, string | null>>(
        'select profile_photo, cover_photo from public.profiles where id = $1',
        [principal.userId],
      ),
    );
    return row ?? { profile_photo: null, cover_photo: null };
  }

  /** Removes replaced or cleared pictures; only objects in the owner's own folder. */
  async function removeOldPictures(principal: Principal, keys: (string | null)[]) {
    const own = keys.filter((key): key is string => !!key && isOwnKey(principal.userId, key));
    if (own.length > 0) await storage.remove('avatars', own);
  }

  function clearPicture(column: PictureColumn) {
    return async (c: Context<AppEnv>) => {
      const principal = requireUser(c);
      const before = await currentPictures(principal);
      // The column name comes from this fixed pair, never from the request.
      await db.asUser(principal, (tx) =>
        tx.query(`update public.profiles set ${column} = null where id = $1`, [principal.userId]),
      );
      await removeOldPictures(principal, [before[column]]);
      return answerProfile(c, principal);
    };
  }

  return new Hono<AppEnv>()
    .get('/profile', async (c) => {
      const principal = requireUser(c);
      c.header('cache-control', 'no-store');
      return answerProfile(c, principal);
    })
    .put('/profile', async (c) => {
      const principal = requireUser(c);
      const input = await parseBody(c, profileUpdateRequest);
      await db.asUser(principal, (tx) =>
        tx.query('update public.profiles set first_name = $2, last_name = $3 where id = $1', [
          principal.userId,
          input.first_name,
          input.last_name,
        ]),
      );
      return answerProfile(c, principal);
    })
    .post('/profile/update_username', async (c) => {
      const principal = requireUser(c);
      const { username } = await parseBody(c, usernameRequest);
      await db.asUser(principal, (tx) =>
        tx.query('update public.profiles set username = $2 where id = $1', [
          principal.userId,
          username,
        ]),
      );
      return answerProfile(c, principal);
    })
    .post('/profile/update_photos', async (c) => {
      const principal = requireUser(c);
      const input = await parseBody(c, updatePhotosRequest);
      const chosen = (['profile_photo', 'cover_photo'] as const).filter(
        (column) => input[column] !== undefined,
      );
      for (const column of chosen) {
        const name = input[column]!;
        // Only a picture the caller uploaded into their own avatars folder may be linked.
        const own = isOwnKey(principal.userId, name);
        if (!own || !(await storage.exists('avatars', name)))
          throw new AppError('AVATAR_NOT_FOUND');
      }
      const before = await currentPictures(principal);
      await db.asUser(principal, (tx) =>
        tx.query(
          `update public.profiles
              set profile_photo = coalesce($2, profile_photo), cover_photo = coalesce($3, cover_photo)
            where id = $1`,
          [principal.userId, input.profile_photo ?? null, input.cover_photo ?? null],
        ),
      );
      await removeOldPictures(
        principal,
        chosen.map((column) => (before[column] !== input[column] ? before[column] : null)),
      );
      return answerProfile(c, principal);
    })
    .delete('/profile/profile_photo', clearPicture('profile_photo'))
    .delete('/profile/cover_photo', clearPicture('cover_photo'))
    .post('/profile/request_verification', async (c) => {
      const principal = requireUser(c);
      await db.asUser(principal, (tx) => tx.query('select public.request_verification()'));
      return answerProfile(c, principal);
    })
    .post('/become_creator', async (c) => {
      const principal = requireUser(c);
      const { username } = await parseBody(c, becomeCreatorRequest);
      const { username: current } = await loadProfile(db, principal, '');
      // The spec's flow asks for a username first; say so with its own code.
      if (!current && !username) throw new AppError('USERNAME_REQUIRED');
      await db.asUser(principal, (tx) =>
        tx.query('select public.become_creator($1)', [username ?? null]),
      );
      return answerProfile(c, principal);
    });
}
