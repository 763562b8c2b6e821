import { Hono, type Context } from 'hono';
import type { Tx } from '../ports/database.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { BROWSER_COOKIE, readCookie } from '../lib/cookies.ts';
import { parseParam, parseQuery } from '../lib/request-input.ts';
import { publicOrigins } from '../lib/public-url.ts';
import { imageResponse, redirectToStored } from '../lib/image-response.ts';
import { hmacSha256, sha256Hex } from '../lib/secure-token.ts';
import { uuid } from '../contract/fields.ts';
import { publicImageQuery } from '../contract/photo.ts';
import {
  IMMUTABLE_CACHE,
  matchesIfNoneMatch,
  NO_STORE,
  SHARED_CACHE,
} from '../lib/cache-control.ts';
import { sharedCache } from '../middleware/shared-cache.ts';
import {
  searchRequest,
  tagSearchRequest,
  type PhotoDetail,
  type SearchAnswer,
} from '../contract/browse.ts';
import {
  imageVersion,
  photoCardColumns,
  popularityScore,
  toPhotoCard,
  type PhotoCardRow,
} from '../presenters/photo-card.ts';
import {
  photoDetailColumns,
  photoDetailFrom,
  placesColumn,
  toPhotoDetail,
  type PhotoDetailRow,
  type PlacesColumn,
} from '../presenters/photo-detail.ts';
import { searchPhotos } from '../search/photo-search.ts';
import { SIMILAR_LIMIT, similarPhotosSql } from '../search/similar-photos.ts';

/**
 * In the statement's text, not a parameter: with `limit $1` Postgres's generic plan assumes a
 * tenth of the rows, so it kept planning the query afresh on every call, which halved the
 * transactions per second Postgres alone could answer (docs/performance.md).
 */
const FEATURED_LIMIT = 30;
const TAG_SUGGESTIONS = 10;
/** A letter of the Sinhala or the Tamil script (the search glossary's languages). */
const SINHALA_OR_TAMIL = /[\u0B80-\u0BFF\u0D80-\u0DFF]/;
/** An image URL without the image's current version: it may name another image tomorrow. */
const UNVERSIONED_IMAGE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * Who is looking, for "one view per visitor per day": the browser-id cookie when the browser has
 * one, else address and user agent. Only an HMAC is stored, never the raw values.
 */
function visitorKey(c: Context, secret: string): Promise<string> {
  const browser = readCookie(c, BROWSER_COOKIE);
  const address =
    c.req.header('cf-connecting-ip') ??
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ??
    c.req.header('x-real-ip') ??
    '';
  const raw = browser ? `b:${browser}` : `a:${address}|${c.req.header('user-agent') ?? ''}`;
  return hmacSha256(secret, `visitor:${raw}`);
}

/** Public photo browsing. Every query runs as `anon`, so RLS decides what is visible. */
export function publicPhotoRoutes(deps: AppDeps) {
  const { db, storage, config } = deps;
  const now = () => deps.now?.() ?? new Date();
  /** Statements as an anonymous visitor, each in a transaction of its own. */
  const anonymous: Tx = { query: (text, params) => db.queryAsUser(null, text, params) };

  /**
   * Counts a view once per visitor and (Colombo) day. The photo's counter feeds its daily
   * statistics (trigger `photos_record_daily_counts`).
   */
  async function countView(c: Context, photoId: string): Promise<void> {
    const visitor = await visitorKey(c, config.appSecret);
    await db.asService(async (tx) => {
      const inserted = await tx.query(
        `insert into public.photo_views (photo_id, visitor_hash, day)
         values ($1, $2, ($3::timestamptz at time zone 'Asia/Colombo')::date)
         on conflict do nothing returning photo_id`,
        [photoId, visitor, now()],
      );
      if (inserted.length === 0) return;
      await tx.query(`update public.photos set view_count = view_count + 1 where id = $1`, [
        photoId,
      ]);
    });
  }

  return (
    new Hono<AppEnv>()
      .get('/public/featured_photos', sharedCache(SHARED_CACHE.featured), async (c) => {
        const rows = await db.queryAsUser<PhotoCardRow>(
          null,
          `select ${photoCardColumns}
             from public.photos p join public.profiles u on u.id = p.owner_id
            where p.status = 'ACCEPTED' and p.thumbnail_key is not null
            order by ${popularityScore} desc,
                     p.published_at desc nulls last, p.id
            limit ${FEATURED_LIMIT}`,
        );
        const origin = publicOrigins(c, config);
        return c.json(rows.map((row) => toPhotoCard(row, origin)));
      })
      .get('/public/photos/search', sharedCache(SHARED_CACHE.search), async (c) => {
        const input = parseQuery(c, searchRequest);
        // Each statement in a transaction of its own (one round trip each): they only read, and
        // under read committed each had its own snapshot inside one transaction too.
        const result = await searchPhotos(anonymous, {
          q: input.q,
          orientation: input.orientation,
          price: input.price,
          sort: input.sort,
          limit: input.per_page,
          offset: (input.page - 1) * input.per_page,
        });
        const origin = publicOrigins(c, config);
        const answer: SearchAnswer = {
          photos: result.rows.map((row) => toPhotoCard(row, origin)),
          total: result.total,
          total_capped: result.totalCapped,
          page: input.page,
          per_page: input.per_page,
          query: input.q,
          fuzzy: result.fuzzy,
        };
        return c.json(answer);
      })
      .get('/public/photos/search_tags', sharedCache(SHARED_CACHE.tagSuggestions), async (c) => {
        const { q } = parseQuery(c, tagSearchRequest);
        const prefix = q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
        const tags = await db.asUser(null, async (tx) => {
          const typed = await tx.query<{ tag: string }>(
            `select tag from public.tags
            where uses > 0 and (tag like $1 || '%' or tag operator(extensions.%) $2)
            order by (tag like $1 || '%') desc, uses desc, extensions.similarity(tag, $2) desc, tag
            limit $3`,
            [prefix, q.toLowerCase(), TAG_SUGGESTIONS],
          );
          // Sinhala or Tamil typing is also offered the glossary's words for live English tags.
          const glossary = SINHALA_OR_TAMIL.test(q)
            ? await tx.query<{ tag: string }>(
                `select term as tag from app_private.glossary_tag_suggestions($1, $2)`,
                [q, TAG_SUGGESTIONS],
              )
            : [];
          return [...new Set([...typed, ...glossary].map((row) => row.tag))];
        });
        return c.json(tags.slice(0, TAG_SUGGESTIONS));
      })
      .get('/public/photos/:id', sharedCache(SHARED_CACHE.photo), async (c) => {
        const id = parseParam(c, 'id', uuid);
        const [row] = await db.queryAsUser<PhotoDetailRow & PlacesColumn>(
          null,
          `select ${photoDetailColumns}, ${placesColumn} from ${photoDetailFrom} where p.id = $1`,
          [id],
        );
        if (!row) throw new AppError('NOT_FOUND');
        const detail: PhotoDetail = toPhotoDetail(row, publicOrigins(c, config), 'public');
        return c.json(detail);
      })
      .get('/public/photos/:id/similar', sharedCache(SHARED_CACHE.photo), async (c) => {
        const id = parseParam(c, 'id', uuid);
        const rows = await db.asUser(null, async (tx) => {
          const [photo] = await tx.query<{ id: string }>(
            `select id from public.photos where id = $1`,
            [id],
          );
          if (!photo) throw new AppError('NOT_FOUND');
          return tx.query<PhotoCardRow>(similarPhotosSql, [id, SIMILAR_LIMIT]);
        });
        const origin = publicOrigins(c, config);
        return c.json(rows.map((row) => toPhotoCard(row, origin)));
      })
      // The page's view beacon (navigator.sendBeacon), so the photo's GET stays cacheable. It
      // carries no anti-forgery header: the CSRF middleware checks its Origin instead.
      .post('/public/photos/:id/views', async (c) => {
        const id = parseParam(c, 'id', uuid);
        const [photo] = await db.asUser(null, (tx) =>
          tx.query<{ id: string }>(`select id from public.photos where id = $1`, [id]),
        );
        if (!photo) throw new AppError('NOT_FOUND');
        await countView(c, id);
        c.header('cache-control', NO_STORE);
        return c.body(null, 204);
      })
      .get('/public/photos/:id/image', async (c) => {
        const id = parseParam(c, 'id', uuid);
        const { fullsize, v } = parseQuery(c, publicImageQuery);
        const [photo] = await db.asUser(null, (tx) =>
          tx.query<{ thumbnail_key: string | null; preview_key: string | null }>(
            `select thumbnail_key, preview_key from public.photos where id = $1`,
            [id],
          ),
        );
        const key = fullsize ? photo?.preview_key : photo?.thumbnail_key;
        if (!key) throw new AppError('NOT_FOUND');
        // A derivative key names one version of the image, so it makes a strong validator, and a
        // URL naming the current version (as the API's answers do) names these bytes for good.
        const etag = `"${(await sha256Hex(key)).slice(0, 32)}"`;
        const cacheControl = v === imageVersion(key) ? IMMUTABLE_CACHE : UNVERSIONED_IMAGE_CACHE;
        if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) {
          return new Response(null, {
            status: 304,
            headers: { etag, 'cache-control': cacheControl },
          });
        }
        // Production: the derivatives bucket is public, so Storage's CDN serves the bytes.
        const redirect = await redirectToStored(storage, 'derivatives', key, cacheControl);
        if (redirect) return redirect;
        const object = await storage.get('derivatives', key);
        if (!object) throw new AppError('NOT_FOUND');
        return imageResponse(object, cacheControl, { etag });
      })
  );
}
