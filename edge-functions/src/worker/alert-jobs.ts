import { statfs } from 'node:fs/promises';
import { isLanguage, type Language } from '../contract/languages.ts';
import { alertMail, type AlertProblem } from '../mail/alert-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { AppConfig } from '../config.ts';
import type { Database, Tx } from '../ports/database.ts';
import { HEARTBEAT_STALE_MS, newestHeartbeat } from './heartbeat.ts';
import { MAIL_JOB_KIND } from '../ops/job-kinds.ts';
import type { JobHandler } from './photo-jobs.ts';
import { pages, pathTo } from '../contract/site-pages.ts';

/**
 * Alerts by mail to admins (issue 41). A `check_alerts` job, queued once a minute by the worker
 * like the storage sweep, looks at five problems, and for each keeps its state in
 * app_private.ops_alerts:
 *
 * - a problem that starts failing is opened and mailed to every admin in their language, unless
 *   a mail about it went out less than an hour ago (it is then mailed once the hour is over, if it
 *   still fails): at most one mail per problem per hour;
 * - a problem that clears is resolved, with a "resolved" mail when its opening was mailed (the
 *   answer to that mail, so never held back);
 * - a problem still failing is not mailed again.
 *
 * The rules read the clock they are given, so tests move it (alert-jobs.test.ts).
 */
export const ALERT_JOB_KIND = 'check_alerts';
export const ALERT_EVERY_MS = 60_000;
export const MAIL_AT_MOST_EVERY_MS = 3600_000;
export const REFUSED_NOTICES_LIMIT = 5;
export const REFUSED_NOTICES_WINDOW_MS = 10 * 60_000;
export const MAIL_FAILURES_LIMIT = 3;
export const DISK_FULL_FRACTION = 0.9;

export interface Observation {
  problem: AlertProblem;
  failing: boolean;
  /** Facts for the mail (what failed, how often), one line each. */
  detail: string[];
}

/** How full the disk under `path` is (0..1); null when it cannot be read (or no path). */
export async function diskFullness(path: string | undefined): Promise<number | null> {
  if (!path) return null;
  try {
    const disk = await statfs(path);
    return disk.blocks > 0 ? 1 - disk.bavail / disk.blocks : null;
  } catch {
    return null;
  }
}

/** What each rule sees now. `disk` is the fullness of DATA_DIR's disk (null: not watched). */
export async function observe(tx: Tx, now: Date, disk: number | null): Promise<Observation[]> {
  const dead = await tx.query<{ id: number; kind: string; last_error: string | null }>(
    `select id, kind, last_error from public.jobs where status = 'DEAD'
      order by updated_at desc, id desc limit 10`,
  );
  const [deadCount] = await tx.query<{ count: number }>(
    `select count(*)::int as count from public.jobs where status = 'DEAD'`,
  );
  const beat = await newestHeartbeat(tx);
  const beatAge = beat === null ? null : now.getTime() - beat.getTime();
  const refused = await tx.query<{ provider: string; reason: string | null; count: number }>(
    `select provider, reason, count(*)::int as count from app_private.payment_notices
      where refused and received_at > $1::timestamptz - make_interval(secs => $2)
        and received_at <= $1
      group by provider, reason order by count desc`,
    [now, REFUSED_NOTICES_WINDOW_MS / 1000],
  );
  const refusedCount = refused.reduce((sum, row) => sum + row.count, 0);
  const [mail] = await tx.query<{ failing: number; last_error: string | null; sent_since: number }>(
    // A failing mail is a send_mail job not DONE with an error (decision 55).
    `with failing as (
       select created_at, updated_at, last_error from public.jobs
        where kind = $2 and status <> 'DONE' and last_error is not null
          and created_at > $1::timestamptz - interval '1 hour')
     select (select count(*)::int from failing) as failing,
            (select last_error from failing order by updated_at desc limit 1) as last_error,
            (select count(*)::int from public.mail_outbox
              where sent_at >= (select min(created_at) from failing)) as sent_since`,
    [now, MAIL_JOB_KIND],
  );
  return [
    {
      problem: 'jobs_dead',
      failing: deadCount!.count > 0,
      detail: [
        `DEAD: ${deadCount!.count}`,
        ...dead.map((job) => `${job.kind} #${job.id}: ${job.last_error ?? ''}`.slice(0, 300)),
      ],
    },
    {
      problem: 'worker_stopped',
      failing: beatAge === null || beatAge > HEARTBEAT_STALE_MS,
      detail: [beat === null ? 'No heartbeat yet.' : `Last heartbeat: ${beat.toISOString()}`],
    },
    {
      problem: 'notices_refused',
      failing: refusedCount >= REFUSED_NOTICES_LIMIT,
      detail: refused.map((row) => `${row.provider}: ${row.count}× ${row.reason ?? ''}`),
    },
    {
      problem: 'mail_failing',
      // Several messages failing within the hour and not one sent since the first of them.
      failing: mail!.failing >= MAIL_FAILURES_LIMIT && mail!.sent_since === 0,
      detail: [`Failing: ${mail!.failing}`, `Last error: ${mail!.last_error ?? ''}`],
    },
    {
      problem: 'disk_full',
      failing: disk !== null && disk > DISK_FULL_FRACTION,
      detail: disk === null ? [] : [`Used: ${Math.round(disk * 100)} %`],
    },
  ];
}

interface AlertRow {
  problem: AlertProblem;
  opened_at: Date | string;
  last_mailed_at: Date | string | null;
  resolved_at: Date | string | null;
}

export interface AlertOutcome {
  opened: AlertProblem[];
  mailed: AlertProblem[];
  resolved: AlertProblem[];
}

/**
 * Applies the observations to the alert states and queues the mails, in one transaction (the
 * states and the mails commit together). Answers what changed.
 */
export async function applyAlerts(
  tx: Tx,
  now: Date,
  observations: Observation[],
  consoleUrl: string,
): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { opened: [], mailed: [], resolved: [] };
  const states = new Map(
    (
      await tx.query<AlertRow>(
        `select problem, opened_at, last_mailed_at, resolved_at from app_private.ops_alerts
          for update`,
      )
    ).map((row) => [row.problem, row]),
  );
  const time = (value: Date | string | null) => (value === null ? null : new Date(value));
  let admins: { email: string; language: Language }[] | null = null;
  const mailAdmins = async (observation: Observation, state: 'open' | 'resolved') => {
    admins ??= await adminRecipients(tx);
    for (const admin of admins) {
      await enqueueMail(
        tx,
        alertMail(admin.language, admin.email, {
          problem: observation.problem,
          state,
          detail: state === 'open' ? observation.detail : [],
          consoleUrl,
        }),
      );
    }
  };

  for (const observation of observations) {
    const row = states.get(observation.problem);
    const open = row !== undefined && row.resolved_at === null;
    const lastMailed = time(row?.last_mailed_at ?? null);
    if (observation.failing) {
      const openedAt = open ? time(row.opened_at)! : now;
      if (!open) outcome.opened.push(observation.problem);
      const mailedThisTime = lastMailed !== null && lastMailed >= openedAt;
      const hourOver =
        lastMailed === null || now.getTime() - lastMailed.getTime() >= MAIL_AT_MOST_EVERY_MS;
      const mail = !mailedThisTime && hourOver;
      if (mail) {
        await mailAdmins(observation, 'open');
        outcome.mailed.push(observation.problem);
      }
      await tx.query(
        `insert into app_private.ops_alerts (problem, opened_at, last_mailed_at, resolved_at, detail)
         values ($1, $2, $3, null, $4)
         on conflict (problem) do update
           set opened_at = excluded.opened_at, last_mailed_at = excluded.last_mailed_at,
               resolved_at = null, detail = excluded.detail`,
        [observation.problem, openedAt, mail ? now : lastMailed, observation.detail.join('\n')],
      );
    } else if (open) {
      outcome.resolved.push(observation.problem);
      const announced = lastMailed !== null && lastMailed >= time(row.opened_at)!;
      if (announced) await mailAdmins(observation, 'resolved');
      await tx.query(
        `update app_private.ops_alerts set resolved_at = $2, last_mailed_at = $3
          where problem = $1`,
        [observation.problem, now, announced ? now : lastMailed],
      );
    }
  }
  return outcome;
}

/** Every admin's address and language. */
async function adminRecipients(tx: Tx): Promise<{ email: string; language: Language }[]> {
  const rows = await tx.query<{ email: string | null; language: string }>(
    `select app_private.account_email(id) as email, language from public.profiles
      where role = 'ADMIN' order by id`,
  );
  return rows
    .filter((row): row is { email: string; language: string } => Boolean(row.email))
    .map((row) => ({ email: row.email, language: isLanguage(row.language) ? row.language : 'en' }));
}

/** One round of the rules at `now`: observe, apply, mail. */
export async function checkAlerts(
  db: Database,
  now: Date,
  options: { disk: number | null; consoleUrl: string },
): Promise<AlertOutcome> {
  return db.asService(async (tx) => {
    const observations = await observe(tx, now, options.disk);
    // Old notices are of no use to any rule or figure after 30 days.
    await tx.query(
      `delete from app_private.payment_notices where received_at < $1::timestamptz - interval '30 days'`,
      [now],
    );
    return applyAlerts(tx, now, observations, options.consoleUrl);
  });
}

/**
 * The `check_alerts` job: its payload names the data folder whose disk is watched (local hosts)
 * and the admin console's address for the mails.
 */
export const checkAlertsJob: JobHandler = async ({ db }, payload) => {
  const diskPath = typeof payload.disk_path === 'string' ? payload.disk_path : undefined;
  const consoleUrl =
    typeof payload.console_url === 'string' ? payload.console_url : pathTo(pages.admin);
  const outcome = await checkAlerts(db, new Date(), {
    disk: await diskFullness(diskPath),
    consoleUrl,
  });
  return {
    opened: outcome.opened.length,
    mailed: outcome.mailed.length,
    resolved: outcome.resolved.length,
  };
};

/**
 * Queues `check_alerts` once a minute (one row by its dedupe key, as the storage sweep's), for
 * the worker's `afterRound`. `diskPath`: the local data folder to watch, if any.
 */
export function scheduleAlertChecks(
  db: Database,
  options: { diskPath?: string; consoleUrl: string; now?: () => Date },
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let lastCheck = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at.getTime() - lastCheck < ALERT_EVERY_MS / 4) return;
    lastCheck = at.getTime();
    const payload = { disk_path: options.diskPath ?? null, console_url: options.consoleUrl };
    await db.asService((tx) =>
      tx.query(
        `insert into public.jobs as j (kind, payload, dedupe_key, run_after, max_attempts)
         values ($1, $2, $1, $3, 3)
         on conflict (dedupe_key) do update
           set status = 'QUEUED', attempts = 0, run_after = excluded.run_after, locked_at = null,
               last_error = null, payload = excluded.payload
           where j.status in ('DONE', 'DEAD')
             and j.updated_at <= $3::timestamptz - make_interval(secs => $4)`,
        [ALERT_JOB_KIND, payload, at, ALERT_EVERY_MS / 1000],
      ),
    );
  };
}

/** An address of the web app for the ops mails: on the site, else on the local server. */
export function siteUrl(config: AppConfig, path: string): string {
  const origin = config.publicSiteUrl ?? config.publicApiUrl ?? `http://localhost:${config.port}`;
  return `${origin.replace(/\/$/, '')}${path}`;
}
