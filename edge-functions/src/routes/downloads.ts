import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { redirectToStored } from '../lib/image-response.ts';
import { apiOrigin, publicOrigins } from '../lib/public-url.ts';
import { parseQuery } from '../lib/request-input.ts';
import { requireUser } from '../middleware/principal.ts';
import { photoCardColumns, toPhotoCard, type PhotoCardRow } from '../presenters/photo-card.ts';
import { isoTime } from '../presenters/photo-detail.ts';
import { downloadUrl } from '../payments/download-mail.ts';
import { downloadQuery, type Purchase } from '../contract/checkout.ts';

/** `Sigiriya rock fortress at sunrise` -> `sigiriya-rock-fortress-at-sunrise` (ASCII only). */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

interface GrantRow {
  ref: string;
  photo_id: string;
  order_id: string | null;
  amount_cents: number | null;
  max_downloads: number;
  downloads_used: number;
  expires_at: Date;
  granted_at: Date;
}

interface PurchasedPhotoRow extends PhotoCardRow {
  on_sale: boolean;
}

/**
 * Downloads of originals by grant ref, and the signed-in buyer's list of grants. Originals
 * leave storage only here.
 */
export function downloadRoutes(deps: AppDeps) {
  const { db, storage, config } = deps;
  const now = () => deps.now?.() ?? new Date();

  return new Hono<AppEnv>()
    .get('/public/photos/download', async (c) => {
      const { ref } = parseQuery(c, downloadQuery);
      // One transaction counts the download and opens the file: if the original is missing the
      // count rolls back and the buyer keeps the download.
      const file = await db.asService(async (tx) => {
        const [grant] = await tx.query<{
          id: string;
          photo_id: string;
          revoked: boolean;
          expired: boolean;
          exhausted: boolean;
        }>(
          `select id, photo_id, revoked_at is not null as revoked, expires_at <= $2 as expired,
                  downloads_used >= max_downloads as exhausted
             from public.download_grants where ref = $1 for update`,
          [ref, now()],
        );
        if (!grant) throw new AppError('NOT_FOUND');
        if (grant.revoked) throw new AppError('DOWNLOAD_REVOKED');
        if (grant.expired) throw new AppError('DOWNLOAD_EXPIRED');
        if (grant.exhausted) throw new AppError('DOWNLOADS_EXHAUSTED');
        await tx.query(
          `update public.download_grants set downloads_used = downloads_used + 1 where id = $1`,
          [grant.id],
        );
        const [photo] = await tx.query<{ name: string; ext_id: string; original_key: string }>(
          `update public.photos set download_count = download_count + 1 where id = $1
           returning name, ext_id, original_key`,
          [grant.photo_id],
        );
        if (!photo) throw new AppError('NOT_FOUND', 'The file is not available right now');
        const filename = `${fileSlug(photo.name, photo.ext_id)}.jpg`;
        // Production: the grant is counted, then a one-minute signed URL hands over the file.
        const redirect = await redirectToStored(
          storage,
          'originals',
          photo.original_key,
          'private, no-store',
          { expiresInSeconds: 60, downloadAs: filename },
        );
        if (redirect) return { redirect, filename };
        const object =
          redirect === undefined ? await storage.get('originals', photo.original_key) : null;
        if (!object) throw new AppError('NOT_FOUND', 'The file is not available right now');
        return { object, filename };
      });
      if ('redirect' in file) return file.redirect;
      return new Response(file.object.body, {
        headers: {
          'content-type': 'image/jpeg',
          'content-length': String(file.object.size),
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'private, no-store',
        },
      });
    })
    .get('/purchases', async (c) => {
      const principal = requireUser(c);
      // The buyer's grants, under their own identity: RLS shows each buyer only theirs.
      const grants = await db.asUser(principal, (tx) =>
        tx.query<GrantRow>(
          `select g.ref, g.photo_id, g.order_id, o.amount_cents, g.max_downloads,
                  g.downloads_used, g.expires_at, g.created_at as granted_at
             from public.download_grants g
             left join public.orders o on o.id = g.order_id
            where g.buyer_id = $1 and g.revoked_at is null
            order by g.created_at desc`,
          [principal.userId],
        ),
      );
      // The photos of exactly those grants, also when the creator has unpublished one since:
      // a buyer keeps what they bought, while photos' RLS shows unpublished photos to their
      // owner only. Hence the service path, limited to the ids the grants above returned.
      const photoIds = [...new Set(grants.map((grant) => grant.photo_id))];
      const photos = photoIds.length
        ? await db.asService((tx) =>
            tx.query<PurchasedPhotoRow>(
              `select ${photoCardColumns}, p.status = 'ACCEPTED' and not a.deleted as on_sale
                 from public.photos p
                 join public.profiles u on u.id = p.owner_id
                 join public.albums a on a.id = p.album_id
                where p.id = any($1::uuid[])`,
              [photoIds],
            ),
          )
        : [];
      const photoById = new Map(photos.map((photo) => [photo.id, photo]));
      const origin = apiOrigin(c, config);
      return c.json(
        grants.flatMap((row): Purchase[] => {
          const photo = photoById.get(row.photo_id);
          if (!photo) return [];
          return [
            {
              ref: row.ref,
              order_id: row.order_id,
              amount: (row.amount_cents ?? 0) / 100,
              currency: 'LKR',
              is_free: (row.amount_cents ?? 0) === 0,
              downloads_left: Math.max(row.max_downloads - row.downloads_used, 0),
              max_downloads: row.max_downloads,
              expires_at: isoTime(row.expires_at),
              created_at: isoTime(row.granted_at),
              download_url: downloadUrl(origin, row.ref),
              on_sale: photo.on_sale,
              photo: toPhotoCard(photo, publicOrigins(c, config)),
            },
          ];
        }),
      );
    });
}
