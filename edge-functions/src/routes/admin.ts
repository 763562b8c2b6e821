import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { decisionReason, jobListQuery } from '../contract/creator.ts';
import { uuid } from '../contract/fields.ts';
import type { DbColumns, DbRow } from '../db/rows.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { parseBody, parseParam, parseQuery } from '../lib/request-input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { asAdmin, recordAdminAction as audit } from '../rules/admin-access.ts';
import { fingerprintStates, openDuplicatesOf } from '../rules/duplicate-checks.ts';
import {
  photoAcceptedMail,
  photoRejectedMail,
  verificationApprovedMail,
  verificationDeniedMail,
} from '../mail/review-mails.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import type { Principal, Tx } from '../ports/database.ts';
import { isoTime, ownerImageUrl } from '../presenters/photo-detail.ts';
import { adminJobColumns, toAdminJob, type AdminJobRow } from '../presenters/job.ts';
import type {
  JobRetryAnswer,
  ReviewQueueItem,
  VerificationDecisionAnswer,
  VerificationRequestItem,
} from '../contract/admin.ts';
import type { StatusMoveAnswer } from '../contract/creator.ts';
import { photoPriceRupees } from '../lib/price.ts';

/**
 * Reviewers' work: the photo review queue, creator verification and failed jobs. Decisions go
 * through the service path (verification, mail and the audit trail are service-only by design),
 * inside one transaction that first re-checks the caller's ADMIN role, then lets the photo
 * triggers check the status machine, then writes the mail and the audit row: all or nothing.
 * E-mail addresses come from app_private.account_email: service_role cannot read auth.users on
 * Supabase.
 */
export function adminRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/admin/review_queue', async (c) => {
      const origin = apiOrigin(c, config);
      const { rows, fingerprints, duplicates } = await asAdmin(c, db, async (tx) => {
        const rows = await tx.query<ReviewRow>(
          `select p.id, p.name, p.description, p.tags, p.free_download, p.price_cents,
                  p.width, p.height, p.camera_make, p.camera_model, p.created_at, p.submitted_at,
                  a.name as album_name, u.id as owner_id, u.first_name, u.last_name, u.username,
                  u.verified, app_private.account_email(p.owner_id) as email
             from public.photos p
             join public.albums a on a.id = p.album_id
             join public.profiles u on u.id = p.owner_id
            where p.status = 'IN_REVIEW'
            -- First submitted, first reviewed; submitted_at holds still while the worker stages
            -- files (updated_at does not).
            order by p.submitted_at, p.id`,
        );
        // Decision 51: whether each was fingerprinted, and what it looks like.
        const ids = rows.map((row) => row.id);
        const fingerprints = await fingerprintStates(tx, ids);
        return { rows, fingerprints, duplicates: await openDuplicatesOf(tx, ids, origin) };
      });
      return c.json(
        rows.map(
          ({
            owner_id,
            first_name,
            last_name,
            username,
            verified,
            email,
            price_cents,
            ...photo
          }): ReviewQueueItem => ({
            ...photo,
            price: photoPriceRupees({ free_download: photo.free_download, price_cents }),
            created_at: isoTime(photo.created_at),
            // Set by the status guard on the move to IN_REVIEW, so never null in this queue.
            submitted_at: isoTime(photo.submitted_at ?? photo.created_at),
            owner: { id: owner_id, first_name, last_name, username, verified, email },
            thumbnail_url: ownerImageUrl(origin, photo.id, false),
            fullsize_url: ownerImageUrl(origin, photo.id, true),
            fingerprint_pending: fingerprints.get(photo.id) === 'PENDING',
            duplicates: duplicates.get(photo.id) ?? [],
          }),
        ),
      );
    })
    .post('/admin/photos/:id/accept', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        // PROCESSING queues publish_photo (trigger); the worker then makes it ACCEPTED. A photo
        // not yet checked for duplicates is refused there too (1222, 1223; decision 51).
        const photo = await decidePhoto(tx, id, 'PROCESSING', null);
        const language = await recipientLanguage(tx, photo.owner_id);
        await enqueueMail(tx, photoAcceptedMail(language, photo.email, photo.name));
        await audit(tx, admin, 'photo.accept', 'photo', id, {});
      });
      return c.json({ id, status: 'PROCESSING' } satisfies StatusMoveAnswer);
    })
    .post('/admin/photos/:id/reject', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        // Read after the role check: a non-admin learns nothing about the body's rules.
        const { reason } = await parseBody(c, decisionReason);
        const photo = await decidePhoto(tx, id, 'UPLOADED', reason);
        const language = await recipientLanguage(tx, photo.owner_id);
        await enqueueMail(tx, photoRejectedMail(language, photo.email, photo.name, reason));
        await audit(tx, admin, 'photo.reject', 'photo', id, { reason });
      });
      return c.json({ id, status: 'UPLOADED' } satisfies StatusMoveAnswer);
    })
    .get('/admin/verification_requests', async (c) => {
      const rows = await asAdmin(c, db, (tx) =>
        tx.query<VerificationRow>(
          `select r.id, r.status, r.reason, r.created_at, r.decided_at, r.user_id,
                  u.first_name, u.last_name, u.username,
                  app_private.account_email(r.user_id) as email,
                  app_private.live_free_photo_count(r.user_id, null, null) as live_free_photos
             from public.verification_requests r
             join public.profiles u on u.id = r.user_id
            order by (r.status = 'PENDING') desc, r.created_at, r.id`,
        ),
      );
      return c.json(
        rows.map((row): VerificationRequestItem => ({
          ...row,
          created_at: isoTime(row.created_at),
          decided_at: isoTime(row.decided_at),
        })),
      );
    })
    .post('/admin/verification_requests/:id/approve', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        const request = await decideVerification(tx, admin, id, 'APPROVED', null);
        await tx.query(
          `update public.profiles set verified = true, verify_requested = false where id = $1`,
          [request.user_id],
        );
        const language = await recipientLanguage(tx, request.user_id);
        await enqueueMail(tx, verificationApprovedMail(language, request.email));
        await audit(tx, admin, 'verification.approve', 'user', request.user_id, { request: id });
      });
      return c.json({ id, status: 'APPROVED' } satisfies VerificationDecisionAnswer);
    })
    .post('/admin/verification_requests/:id/deny', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        // Read after the role check: a non-admin learns nothing about the body's rules.
        const { reason } = await parseBody(c, decisionReason);
        const request = await decideVerification(tx, admin, id, 'DENIED', reason);
        await tx.query(`update public.profiles set verify_requested = false where id = $1`, [
          request.user_id,
        ]);
        const language = await recipientLanguage(tx, request.user_id);
        await enqueueMail(tx, verificationDeniedMail(language, request.email, reason));
        await audit(tx, admin, 'verification.deny', 'user', request.user_id, {
          request: id,
          reason,
        });
      });
      return c.json({ id, status: 'DENIED' } satisfies VerificationDecisionAnswer);
    })
    .get('/admin/jobs', async (c) => {
      const { status } = parseQuery(c, jobListQuery);
      const rows = await asAdmin(c, db, (tx) =>
        tx.query<AdminJobRow>(
          `select ${adminJobColumns}
             from public.jobs where status = $1
            order by updated_at desc, id desc
            limit 200`,
          [status],
        ),
      );
      return c.json(rows.map(toAdminJob));
    })
    .post('/admin/jobs/:id/retry', async (c) => {
      const id = parseParam(c, 'id', z.coerce.number().int().positive());
      await asAdmin(c, db, async (tx, admin) => {
        const [job] = await tx.query<{ kind: string }>(
          `update public.jobs
              set status = 'QUEUED', attempts = 0, run_after = now(), locked_at = null
            where id = $1 and status = 'DEAD'
           returning kind`,
          [id],
        );
        if (!job) await refuseMissingOr(tx, `select 1 from public.jobs where id = $1`, id);
        await audit(tx, admin, 'job.retry', 'job', String(id), { kind: job!.kind });
      });
      return c.json({ id, status: 'QUEUED' } satisfies JobRetryAnswer);
    });
}

/** 404 when the row does not exist at all, else 1301/1008: it exists but is not in that state. */
async function refuseMissingOr(
  tx: Tx,
  existsSql: string,
  id: unknown,
  conflict: 'STATUS_FORBIDS' | 'CONFLICT' = 'CONFLICT',
): Promise<never> {
  const found = await tx.query(existsSql, [id]);
  throw new AppError(found.length === 0 ? 'NOT_FOUND' : conflict);
}

/**
 * A review decision on an IN_REVIEW photo. The `where status = 'IN_REVIEW'` makes a repeated or
 * late decision a refusal (1301) rather than a second mail; the status trigger checks the move.
 */
async function decidePhoto(
  tx: Tx,
  id: string,
  status: 'PROCESSING' | 'UPLOADED',
  rejectionReason: string | null,
): Promise<{ name: string; email: string; owner_id: string }> {
  const [photo] = await tx.query<{ name: string; email: string; owner_id: string }>(
    `update public.photos p
        set status = $2, rejection_reason = coalesce($3, p.rejection_reason)
      where p.id = $1 and p.status = 'IN_REVIEW'
     returning p.name, p.owner_id, app_private.account_email(p.owner_id) as email`,
    [id, status, rejectionReason],
  );
  return (
    photo ?? refuseMissingOr(tx, `select 1 from public.photos where id = $1`, id, 'STATUS_FORBIDS')
  );
}

async function decideVerification(
  tx: Tx,
  admin: Principal,
  id: string,
  status: 'APPROVED' | 'DENIED',
  reason: string | null,
): Promise<{ user_id: string; email: string }> {
  const [request] = await tx.query<{ user_id: string; email: string }>(
    `update public.verification_requests r
        set status = $2, reason = $3, decided_at = now(), decided_by = $4
      where r.id = $1 and r.status = 'PENDING'
     returning r.user_id, app_private.account_email(r.user_id) as email`,
    [id, status, reason, admin.userId],
  );
  return (
    request ?? refuseMissingOr(tx, `select 1 from public.verification_requests where id = $1`, id)
  );
}

/** Row types from the generated database types (db/rows.ts): a migration breaks them here. */
type ReviewRow = DbColumns<
  'photos',
  | 'id'
  | 'name'
  | 'description'
  | 'tags'
  | 'free_download'
  | 'price_cents'
  | 'width'
  | 'height'
  | 'camera_make'
  | 'camera_model'
  | 'created_at'
  | 'submitted_at',
  'created_at' | 'submitted_at'
> & {
  album_name: DbRow<'albums'>['name'];
  owner_id: Profile['id'];
  first_name: Profile['first_name'];
  last_name: Profile['last_name'];
  username: Profile['username'];
  verified: Profile['verified'];
  email: string;
};

type VerificationRow = DbColumns<
  'verification_requests',
  'id' | 'status' | 'reason' | 'created_at' | 'decided_at' | 'user_id',
  'created_at' | 'decided_at'
> & {
  first_name: Profile['first_name'];
  last_name: Profile['last_name'];
  username: Profile['username'];
  email: string;
  live_free_photos: number;
};

type Profile = DbRow<'profiles'>;
