import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { DuplicateCheck, DuplicateDecisionAnswer } from '../contract/duplicates.ts';
import { uuid } from '../contract/fields.ts';
import { AppError } from '../lib/app-error.ts';
import { apiOrigin } from '../lib/public-url.ts';
import { parseParam } from '../lib/request-input.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recipientLanguage } from '../mail/recipient-language.ts';
import { photoRejectedMail } from '../mail/review-mails.ts';
import { requireUser } from '../middleware/principal.ts';
import type { Principal, Tx } from '../ports/database.ts';
import {
  suspectedDuplicateColumns,
  suspectedDuplicateFrom,
  toSuspectedDuplicate,
  type SuspectedDuplicateRow,
} from '../presenters/suspected-duplicate.ts';
import { asAdmin, recordAdminAction as audit } from '../rules/admin-access.ts';
import { fingerprintStates } from '../rules/duplicate-checks.ts';

/** The reason a confirmed duplicate in review goes back to its owner with. */
export const DUPLICATE_REJECTION_REASON =
  'A reviewer confirmed that this photo is a copy of another photo on LankaLens';

/**
 * One photo, one owner (decision 51): the owner's view of a photo's duplicate check, and the
 * admins' list of suspected duplicates with their decisions. Suspicions are service-only rows
 * (the worker writes them), so the owner's route first proves ownership as the caller, and the
 * admin routes run in asAdmin's service transaction, audited.
 */
export function duplicateRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/photos/:id/duplicate_check', async (c) => {
      const principal = requireUser(c);
      const id = parseParam(c, 'id', uuid);
      const [own] = await db.asUser(principal, (tx) =>
        tx.query(`select 1 from public.photos where id = $1 and owner_id = (select auth.uid())`, [
          id,
        ]),
      );
      if (!own) throw new AppError('NOT_FOUND');
      return c.json(await db.asService((tx) => duplicateCheckOf(tx, id)));
    })
    .get('/admin/duplicates', async (c) => {
      const rows = await asAdmin(c, db, (tx) =>
        tx.query<SuspectedDuplicateRow>(
          `select ${suspectedDuplicateColumns} from ${suspectedDuplicateFrom}
            where d.status = 'OPEN'
            order by d.same_owner, d.created_at desc, d.id
            limit 200`,
        ),
      );
      const origin = apiOrigin(c, config);
      return c.json(rows.map((row) => toSuspectedDuplicate(origin, row)));
    })
    .post('/admin/duplicates/:id/confirm', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        const suspicion = await decide(tx, admin, id, 'CONFIRMED');
        // A photo in review goes back to its owner, as a rejection with the reason and mail.
        const [photo] = await tx.query<{ name: string; owner_id: string; email: string }>(
          `update public.photos p set status = 'UPLOADED', rejection_reason = $2
            where p.id = $1 and p.status = 'IN_REVIEW'
           returning p.name, p.owner_id, app_private.account_email(p.owner_id) as email`,
          [suspicion.photo_id, DUPLICATE_REJECTION_REASON],
        );
        if (photo) {
          const language = await recipientLanguage(tx, photo.owner_id);
          await enqueueMail(
            tx,
            photoRejectedMail(language, photo.email, photo.name, DUPLICATE_REJECTION_REASON),
          );
        }
        await audit(tx, admin, 'duplicate.confirm', 'photo', suspicion.photo_id, {
          duplicate: id,
          match: suspicion.match_id,
          distance: suspicion.distance,
          returned_from_review: Boolean(photo),
        });
      });
      return c.json({ id, status: 'CONFIRMED' } satisfies DuplicateDecisionAnswer);
    })
    .post('/admin/duplicates/:id/clear', async (c) => {
      const id = parseParam(c, 'id', uuid);
      await asAdmin(c, db, async (tx, admin) => {
        const suspicion = await decide(tx, admin, id, 'CLEARED');
        await audit(tx, admin, 'duplicate.clear', 'photo', suspicion.photo_id, {
          duplicate: id,
          match: suspicion.match_id,
          distance: suspicion.distance,
        });
      });
      return c.json({ id, status: 'CLEARED' } satisfies DuplicateDecisionAnswer);
    });
}

/** Decides an OPEN suspicion: 404 when there is none, 1224 when it was decided already. */
async function decide(
  tx: Tx,
  admin: Principal,
  id: string,
  status: 'CONFIRMED' | 'CLEARED',
): Promise<{ photo_id: string; match_id: string; distance: number }> {
  const [row] = await tx.query<{ photo_id: string; match_id: string; distance: number }>(
    `update public.photo_duplicates set status = $2, decided_at = now(), decided_by = $3
      where id = $1 and status = 'OPEN'
     returning photo_id, match_id, distance`,
    [id, status, admin.userId],
  );
  if (row) return row;
  const found = await tx.query(`select 1 from public.photo_duplicates where id = $1`, [id]);
  throw new AppError(found.length === 0 ? 'NOT_FOUND' : 'DUPLICATE_DECIDED');
}

/** What the owner's photo page says (contract/duplicates.ts, duplicateCheck). */
async function duplicateCheckOf(tx: Tx, photoId: string): Promise<DuplicateCheck> {
  const state = (await fingerprintStates(tx, [photoId])).get(photoId);
  if (state !== 'KNOWN') return { state: state ?? 'UNCHECKED', first_photo_id: null };
  const [refusal] = await tx.query<{ code: string | null }>(
    `select app_private.duplicate_submit_refusal($1) as code`,
    [photoId],
  );
  if (refusal?.code === 'M1221') return { state: 'CONFIRMED', first_photo_id: null };
  if (refusal?.code === 'M1220') return { state: 'COPY_OF_OTHER', first_photo_id: null };
  // A copy of one's own earlier photo, while not cleared: a warning with the first one.
  const [own] = await tx.query<{ match_id: string }>(
    `select d.match_id from public.photo_duplicates d
      where d.photo_id = $1 and d.same_owner and d.status = 'OPEN'
      order by d.distance, d.created_at limit 1`,
    [photoId],
  );
  if (own) return { state: 'COPY_OF_OWN', first_photo_id: own.match_id };
  return { state: 'CLEAR', first_photo_id: null };
}
