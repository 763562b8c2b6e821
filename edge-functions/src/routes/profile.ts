import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import {
  becomeCreatorRequest,
  languageRequest,
  profileUpdateRequest,
  updatePhotosRequest,
  usernameRequest,
} from '../contract/account.ts';
import { AppError } from '../lib/app-error.ts';
import { parseBody } from '../lib/request-input.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { isOwnKey, newAvatarKey } from '../media/storage-keys.ts';
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

  /**
   * The picture an uploaded name stands for: one of the caller's own avatar uploads as it is
   * (`purpose=avatar`), or one of the caller's own fresh photo uploads (the spec's plain
   * `POST /v1/generic/upload`), from which the worker derives the public picture without its
   * metadata under a new key. Anything else, other users' files included, is 1113.
   */
  async function pictureFromUpload(
    principal: Principal,
    name: string,
  ): Promise<{ key: string; deriveFrom?: string }> {
    if (!isOwnKey(principal.userId, name)) throw new AppError('AVATAR_NOT_FOUND');
    if (await storage.exists('avatars', name)) return { key: name };
    const freshUpload =
      (await isUnusedUploadOf(principal, name)) && (await storage.exists('originals', name));
    if (!freshUpload) {
      throw new AppError('AVATAR_NOT_FOUND');
    }
    return { key: newAvatarKey(principal.userId, 'jpg'), deriveFrom: name };
  }

  /**
   * An upload the API itself took from this user (its checks passed: JPEG, size, rate) that no
   * photo has claimed. A file put in the uploads folder some other way has no such record.
   */
  async function isUnusedUploadOf(principal: Principal, originalKey: string): Promise<boolean> {
    const rows = await db.asService((tx) =>
      tx.query(
        `select 1 from app_private.photo_uploads
          where original_key = $1 and owner_id = $2 and used_at is null`,
        [originalKey, principal.userId],
      ),
    );
    return rows.length > 0;
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
        tx.query(
          `update public.profiles
              set first_name = $2, last_name = $3, language = coalesce($4, language)
            where id = $1`,
          [principal.userId, input.first_name, input.last_name, input.language ?? null],
        ),
      );
      return answerProfile(c, principal);
    })
    .post('/profile/update_language', async (c) => {
      const principal = requireUser(c);
      const { language } = await parseBody(c, languageRequest);
      await db.asUser(principal, (tx) =>
        tx.query('update public.profiles set language = $2 where id = $1', [
          principal.userId,
          language,
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
      const pictures: Partial<Record<PictureColumn, string>> = {};
      const derivations: { source: string; target: string }[] = [];
      for (const column of chosen) {
        const picture = await pictureFromUpload(principal, input[column]!);
        pictures[column] = picture.key;
        if (picture.deriveFrom)
          derivations.push({ source: picture.deriveFrom, target: picture.key });
      }
      const before = await currentPictures(principal);
      await db.asUser(principal, (tx) =>
        tx.query(
          `update public.profiles
              set profile_photo = coalesce($2, profile_photo), cover_photo = coalesce($3, cover_photo)
            where id = $1`,
          [principal.userId, pictures.profile_photo ?? null, pictures.cover_photo ?? null],
        ),
      );
      // After the profile names the targets: the job makes only pictures a profile still names.
      for (const { source, target } of derivations) {
        await db.asService((tx) =>
          tx.query(`select app_private.enqueue_job('derive_avatar', $1, 'derive_avatar:' || $2)`, [
            { owner_id: principal.userId, source, target },
            target,
          ]),
        );
      }
      await removeOldPictures(
        principal,
        chosen.map((column) => (before[column] !== pictures[column] ? before[column] : null)),
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
