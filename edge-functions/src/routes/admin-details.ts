import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { AuditEntry, CreatorHistory } from '../contract/admin.ts';
import type { PhotoStatus } from '../contract/creator.ts';
import { uuid } from '../contract/fields.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin, publicOrigins } from '../lib/public-url.ts';
import { parseParam } from '../lib/request-input.ts';
import type { Tx } from '../ports/database.ts';
import {
  isoTime,
  ownerImageUrl,
  photoDetailColumns,
  photoDetailFrom,
  toPhotoDetail,
  type PhotoDetailRow,
} from '../presenters/photo-detail.ts';
import { asAdmin } from '../rules/admin-access.ts';

/**
 * What a reviewer reads before deciding (the decisions themselves are in admin.ts): one photo
 * with its EXIF, its creator's record and the audit trail; one verification request with the
 * creator's live photos. Read on the service path after the admin check, like the queue.
 */
export function adminDetailRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/admin/photos/:id', async (c) => {
      const id = parseParam(c, 'id', uuid);
      const origins = publicOrigins(c, config);
      const answer = await asAdmin(c, db, async (tx) => {
        const [row] = await tx.query<PhotoDetailRow & { owner_id: string }>(
          `select ${photoDetailColumns}, p.owner_id from ${photoDetailFrom} where p.id = $1`,
          [id],
        );
        if (!row) throw new AppError('NOT_FOUND');
        return {
          photo: toPhotoDetail(row, origins, 'owner'),
          creator: await creatorHistory(tx, row.owner_id),
          audit: await auditTrail(tx, 'photo', id),
        };
      });
      return c.json(answer);
    })
    .get('/admin/verification_requests/:id', async (c) => {
      const id = parseParam(c, 'id', uuid);
      const origin = apiOrigin(c, config);
      const answer = await asAdmin(c, db, async (tx) => {
        const [request] = await tx.query<RequestRow>(
          `select id, status, reason, created_at, decided_at, user_id
             from public.verification_requests where id = $1`,
          [id],
        );
        if (!request) throw new AppError('NOT_FOUND');
        const photos = await tx.query<LivePhotoRow>(
          `select p.id, p.name, p.free_download, p.status, p.published_at
             from public.photos p join public.albums a on a.id = p.album_id
            where p.owner_id = $1 and p.status = 'ACCEPTED' and not a.deleted
            order by p.published_at desc nulls last, p.id
            limit 60`,
          [request.user_id],
        );
        return {
          request: {
            ...request,
            created_at: isoTime(request.created_at),
            decided_at: isoTime(request.decided_at),
          },
          creator: await creatorHistory(tx, request.user_id),
          live_photos: photos.map((photo) => ({
            ...photo,
            published_at: isoTime(photo.published_at),
            thumbnail_url: ownerImageUrl(origin, photo.id, false),
          })),
        };
      });
      return c.json(answer);
    });
}

/** The creator's photos by status and the review decisions the audit trail holds for them. */
async function creatorHistory(tx: Tx, userId: string): Promise<CreatorHistory> {
  const [row] = await tx.query<CreatorRow>(
    `select u.id, u.first_name, u.last_name, u.username, u.verified, u.created_at,
            count(p.id) filter (where p.status = 'UPLOADED')::int as uploaded,
            count(p.id) filter (where p.status = 'IN_REVIEW')::int as in_review,
            count(p.id) filter (where p.status = 'PROCESSING')::int as processing,
            count(p.id) filter (where p.status = 'ACCEPTED')::int as live,
            count(p.id) filter (where p.status = 'UNPUBLISHED')::int as unpublished,
            -- Rule 1306's "live free photo", counted here without the rule's lock.
            count(p.id) filter (where p.status = 'ACCEPTED' and p.free_download
                                  and not a.deleted)::int as live_free,
            (select count(*) filter (where au.action = 'photo.accept')::int
               from public.admin_audit au
               join public.photos own on own.id::text = au.target_id and own.owner_id = u.id
              where au.target_type = 'photo') as accepted,
            (select count(*) filter (where au.action = 'photo.reject')::int
               from public.admin_audit au
               join public.photos own on own.id::text = au.target_id and own.owner_id = u.id
              where au.target_type = 'photo') as rejected
       from public.profiles u
       left join public.photos p on p.owner_id = u.id
       left join public.albums a on a.id = p.album_id
      where u.id = $1
      group by u.id`,
    [userId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    verified: row.verified,
    member_since: isoTime(row.created_at)!,
    photos: {
      uploaded: row.uploaded,
      in_review: row.in_review,
      processing: row.processing,
      live: row.live,
      live_free: row.live_free,
      unpublished: row.unpublished,
    },
    decisions: { accepted: row.accepted, rejected: row.rejected },
  };
}

/** Newest first: who did what to the target, and the details they gave (e.g. the reason). */
async function auditTrail(tx: Tx, targetType: string, targetId: string): Promise<AuditEntry[]> {
  const rows = await tx.query<AuditRow>(
    `select a.id, a.action, a.details, a.created_at, a.admin_id, u.first_name, u.last_name
       from public.admin_audit a join public.profiles u on u.id = a.admin_id
      where a.target_type = $1 and a.target_id = $2
      order by a.id desc`,
    [targetType, targetId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    details: row.details,
    created_at: isoTime(row.created_at)!,
    admin: { id: row.admin_id, first_name: row.first_name, last_name: row.last_name },
  }));
}

interface CreatorRow {
  id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  verified: boolean;
  created_at: Date;
  uploaded: number;
  in_review: number;
  processing: number;
  live: number;
  live_free: number;
  unpublished: number;
  accepted: number;
  rejected: number;
}

interface AuditRow {
  id: number | string;
  action: string;
  details: Record<string, unknown>;
  created_at: Date;
  admin_id: string;
  first_name: string;
  last_name: string;
}

interface RequestRow {
  id: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  user_id: string;
}

interface LivePhotoRow {
  id: string;
  name: string;
  free_download: boolean;
  status: PhotoStatus;
  published_at: Date | null;
}
