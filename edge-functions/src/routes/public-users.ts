import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { parseParam } from '../lib/request-input.ts';
import { SHARED_CACHE } from '../lib/cache-control.ts';
import { sharedCache } from '../middleware/shared-cache.ts';
import { avatarUrl } from '../presenters/photo-card.ts';
import type { PublicUser } from '../contract/browse.ts';

/** A contributor's public header (names and pictures only; e-mail never leaves auth.users). */
export function publicUserRoutes(deps: AppDeps) {
  const { db, config } = deps;

  return new Hono<AppEnv>().get(
    '/public/users/:username',
    sharedCache(SHARED_CACHE.user),
    async (c) => {
      const username = parseParam(c, 'username', z.string().min(1).max(30));
      const [row] = await db.asUser(null, (tx) =>
        tx.query<PublicUser>(
          `select first_name, last_name, username, profile_photo, cover_photo
           from public.profiles where username = lower($1)`,
          [username],
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      const origin = apiOrigin(c, config);
      const answer: PublicUser = {
        ...row,
        profile_photo: avatarUrl(origin, row.profile_photo),
        cover_photo: avatarUrl(origin, row.cover_photo),
      };
      return c.json(answer);
    },
  );
}
