import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { IMMUTABLE_CACHE } from '../lib/cache-control.ts';
import { imageResponse, redirectToStored } from '../lib/image-response.ts';
import { isImageSetFileKey } from '../media/storage-keys.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/webp', 'image/avif']);

/**
 * The files of public image sets by their own names (presenters/photo-card.ts), for `npm start`:
 * on Supabase the photo answers point at Storage's public URLs instead. Only the derivatives
 * bucket and only image-set names, so no original is ever reachable here. A name carries a hash
 * of its set's bytes and is never written with other bytes, hence cached for a year.
 */
export function publicDerivativeRoutes({ storage }: AppDeps) {
  return new Hono<AppEnv>().get('/public/derivatives/:owner/:photo/:set/:file', async (c) => {
    const { owner, photo, set, file } = c.req.param();
    const key = `${owner}/${photo}/${set}/${file}`;
    if (!isImageSetFileKey(key)) throw new AppError('NOT_FOUND');
    const redirect = await redirectToStored(storage, 'derivatives', key, IMMUTABLE_CACHE);
    if (redirect) return redirect;
    const object = await storage.get('derivatives', key);
    if (!object || !IMAGE_TYPES.has(object.contentType)) {
      await object?.body.cancel();
      throw new AppError('NOT_FOUND');
    }
    return imageResponse(object, IMMUTABLE_CACHE);
  });
}
