import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { redirectToStored } from '../lib/image-response.ts';
import { isAvatarKey } from '../media/storage-keys.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Profile and cover pictures from the public `avatars` bucket (photo-card `avatarUrl`). */
export function publicAvatarRoutes({ storage }: AppDeps) {
  return new Hono<AppEnv>().get('/public/avatars/:owner/:file', async (c) => {
    const key = `${c.req.param('owner')}/${c.req.param('file')}`;
    if (!isAvatarKey(key)) throw new AppError('NOT_FOUND');
    // Every upload gets a new random name, so a URL's bytes never change; a removed picture
    // may linger in caches for at most a day.
    const cacheControl = 'public, max-age=86400, immutable';
    // Production: the avatars bucket is public (its MIME types fixed by the bucket).
    const redirect = await redirectToStored(storage, 'avatars', key, cacheControl);
    if (redirect) return redirect;
    const object = await storage.get('avatars', key);
    if (!object || !IMAGE_TYPES.has(object.contentType)) {
      await object?.body.cancel();
      throw new AppError('NOT_FOUND');
    }
    return new Response(object.body, {
      headers: {
        'content-type': object.contentType,
        'content-length': String(object.size),
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
