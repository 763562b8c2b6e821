import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { publicOrigins } from '../lib/public-url.ts';
import { parseBody, parseQuery } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import { addFavouriteRequest, removeFavouriteQuery } from '../contract/collections.ts';
import { photoCardColumns, toPhotoCard, type PhotoCardRow } from '../presenters/photo-card.ts';
import type { FavouriteAddedAnswer, FavouriteRemovedAnswer } from '../contract/collections.ts';

/**
 * A user's favourites, private by RLS (the queries run as the caller). Adding a photo the
 * caller cannot see fails the insert policy and answers 404.
 */
export function favouriteRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function remove(c: Context<AppEnv>) {
    const principal = requireUser(c);
    const { photo_id } = parseQuery(c, removeFavouriteQuery);
    const removed = await db.asUser(principal, (tx) =>
      tx.query(
        `delete from public.favourites where user_id = $1 and photo_id = $2 returning photo_id`,
        [principal.userId, photo_id],
      ),
    );
    return c.json({
      photo_id,
      favourite: false,
      removed: removed.length > 0,
    } satisfies FavouriteRemovedAnswer);
  }

  return new Hono<AppEnv>()
    .get('/favourites', async (c) => {
      const principal = requireUser(c);
      const rows = await db.asUser(principal, (tx) =>
        tx.query<PhotoCardRow>(
          `select ${photoCardColumns}
             from public.favourites f
             join public.photos p on p.id = f.photo_id
             join public.profiles u on u.id = p.owner_id
            where f.user_id = $1
            order by f.created_at desc, p.id`,
          [principal.userId],
        ),
      );
      const origin = publicOrigins(c, config);
      return c.json(rows.map((row) => toPhotoCard(row, origin)));
    })
    .post('/favourites', async (c) => {
      const principal = requireUser(c);
      const { photo_id } = await parseBody(c, addFavouriteRequest);
      const added = await db.asUser(principal, (tx) =>
        tx.query(
          `insert into public.favourites (user_id, photo_id) values ($1, $2)
           on conflict do nothing returning photo_id`,
          [principal.userId, photo_id],
        ),
      );
      return c.json(
        { photo_id, favourite: true } satisfies FavouriteAddedAnswer,
        added.length > 0 ? 201 : 200,
      );
    })
    .delete('/favourites', remove)
    .delete('/favourites/', remove);
}
