import { isLanguage } from '../contract/languages.ts';
import { digestMail, type DigestFacts } from '../mail/digest-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Database, Tx } from '../ports/database.ts';
import { MAIL_JOB_KIND } from '../ops/job-kinds.ts';
import type { JobHandler } from './photo-jobs.ts';
import { pages, pathTo } from '../contract/site-pages.ts';

/**
 * The admins' daily digest (issue 41): at 08:00 in Colombo the worker queues one `daily_digest`
 * job for the day (its dedupe key names the day, so a restart or a second worker queues it once),
 * which mails each admin who has not turned it off (app_private.admin_digests) the figures of
 * yesterday, Colombo's calendar day, and what waits for an admin now. Each admin's last day sent
 * is kept, so a retried job never mails anyone twice.
 */
export const DIGEST_JOB_KIND = 'daily_digest';
/** Sri Lanka keeps +05:30 all year (no daylight saving). */
const COLOMBO_OFFSET_MS = 5.5 * 3600_000;
export const DIGEST_HOUR = 8;

/** The calendar day in Colombo at `now`, 'YYYY-MM-DD'. */
export function colomboDay(now: Date): string {
  return new Date(now.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether it is 08:00 or later in Colombo. */
export function digestDue(now: Date): boolean {
  return new Date(now.getTime() + COLOMBO_OFFSET_MS).getUTCHours() >= DIGEST_HOUR;
}

/** Midnight in Colombo that starts `day`, as an instant. */
const colomboMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The day before `day`. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86400_000).toISOString().slice(0, 10);

type Counts = Omit<DigestFacts, 'day' | 'consoleUrl' | 'settingsUrl'>;

/** Yesterday's sales and new creators (for `today`), and what waits now. */
export async function digestCounts(tx: Tx, today: string): Promise<Counts> {
  const from = colomboMidnight(dayBefore(today));
  const to = colomboMidnight(today);
  const [row] = await tx.query<Counts>(
    `select
       (select count(*)::int from public.orders
         where status = 'PAID' and amount_cents > 0 and paid_at >= $1 and paid_at < $2) as "sales",
       (select coalesce(sum(amount_cents), 0)::bigint from public.orders
         where status = 'PAID' and amount_cents > 0 and paid_at >= $1 and paid_at < $2)
         as "revenueCents",
       -- A creator's first album is their first step as one (profiles keep no date of the role).
       (select count(*)::int from (
          select a.owner_id from public.albums a
            join public.profiles p on p.id = a.owner_id and p.role = 'CREATOR'
           group by a.owner_id having min(a.created_at) >= $1 and min(a.created_at) < $2) c)
         as "newCreators",
       (select count(*)::int from public.photos where status = 'IN_REVIEW') as "photosInReview",
       (select count(*)::int from public.verification_requests where status = 'PENDING')
         as "verificationRequests",
       (select count(*)::int from public.payout_requests where status = 'REQUESTED')
         as "payoutsToApprove",
       (select count(*)::int from public.jobs where status = 'DEAD') as "deadJobs",
       (select count(*)::int from app_private.payment_notices
         where refused and received_at >= $1 and received_at < $2) as "refusedNotices",
       (select count(*)::int from public.jobs
         where kind = $3 and status <> 'DONE' and last_error is not null) as "failingMails"`,
    [from, to, MAIL_JOB_KIND],
  );
  return { ...row!, revenueCents: Number(row!.revenueCents) };
}

/**
 * Mails the digest for `today` (the day it is sent; its figures are the day before) to each admin
 * who wants it and has not had it yet. Answers how many were mailed.
 */
export async function sendDigests(
  db: Database,
  today: string,
  urls: { consoleUrl: string; settingsUrl: string },
): Promise<number> {
  return db.asService(async (tx) => {
    const admins = await tx.query<{ id: string; email: string | null; language: string }>(
      `select p.id, app_private.account_email(p.id) as email, p.language
         from public.profiles p
         left join app_private.admin_digests d on d.user_id = p.id
        where p.role = 'ADMIN' and coalesce(d.daily_digest, true)
          and (d.last_sent_on is null or d.last_sent_on < $1::date)
        order by p.id
        for update of p`,
      [today],
    );
    if (admins.length === 0) return 0;
    const facts: DigestFacts = {
      ...(await digestCounts(tx, today)),
      day: dayBefore(today),
      ...urls,
    };
    let mailed = 0;
    for (const admin of admins) {
      if (!admin.email) continue;
      const language = isLanguage(admin.language) ? admin.language : 'en';
      await enqueueMail(tx, digestMail(language, admin.email, facts));
      await tx.query(
        `insert into app_private.admin_digests (user_id, last_sent_on) values ($1, $2)
         on conflict (user_id) do update set last_sent_on = excluded.last_sent_on`,
        [admin.id, today],
      );
      mailed++;
    }
    return mailed;
  });
}

/** The `daily_digest` job: its payload names the day and the addresses for the mail. */
export const dailyDigestJob: JobHandler = async ({ db }, payload) => {
  const day = typeof payload.day === 'string' ? payload.day : colomboDay(new Date());
  const mailed = await sendDigests(db, day, {
    consoleUrl: String(payload.console_url ?? pathTo(pages.admin)),
    settingsUrl: String(payload.settings_url ?? pathTo(pages.profileAlbums)),
  });
  return { mailed };
};

/**
 * Queues the day's digest once it is 08:00 in Colombo (for the worker's `afterRound`); the day's
 * dedupe key makes every later call that day a no-op.
 */
export function scheduleDailyDigest(
  db: Database,
  options: { consoleUrl: string; settingsUrl: string; now?: () => Date },
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let lastCheck = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at.getTime() - lastCheck < 60_000 || !digestDue(at)) return;
    lastCheck = at.getTime();
    const day = colomboDay(at);
    await db.asService((tx) =>
      tx.query(
        `insert into public.jobs (kind, payload, dedupe_key) values ($1, $2, $3)
         on conflict (dedupe_key) do nothing`,
        [
          DIGEST_JOB_KIND,
          { day, console_url: options.consoleUrl, settings_url: options.settingsUrl },
          `${DIGEST_JOB_KIND}:${day}`,
        ],
      ),
    );
  };
}
