import type { AdminHealth } from '../contract/ops.ts';
import type { Database, Tx } from '../ports/database.ts';
import type { Storage } from '../ports/storage.ts';
import { isoTime } from '../presenters/photo-detail.ts';
import { adminJobColumns, toAdminJob, type AdminJobRow } from '../presenters/job.ts';
import { HEARTBEAT_STALE_MS, newestHeartbeat } from './worker-heartbeat.ts';
import { MAIL_JOB_KIND, SWEEP_JOB_KIND } from './job-kinds.ts';

/**
 * Every figure of the admin Health tab (GET /v1/admin/health, issue 41), read in one service
 * transaction, plus two reads that may fail on some databases and so run on their own: the
 * slowest queries (pg_stat_statements, when installed and loaded) and the storage used (the
 * storage's own count, else Supabase Storage's table).
 */
export const NOTICE_WINDOW_HOURS = 24;
const DEAD_LIST_LIMIT = 50;
const SLOW_QUERY_LIMIT = 10;

type Time = Date | string;
const time = (value: Time | null) => (value === null ? null : isoTime(value));
const ageSeconds = (now: Date, value: Time | null) =>
  value === null
    ? null
    : Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 1000));

export async function adminHealthFigures(
  deps: { db: Database; storage: Storage },
  now: Date,
): Promise<AdminHealth> {
  const [main, slowQueries, storage] = await Promise.all([
    deps.db.asService((tx) => mainFigures(tx, now)),
    slowestQueries(deps.db),
    storageUsed(deps),
  ]);
  return { ...main, slow_queries: slowQueries, storage };
}

async function mainFigures(
  tx: Tx,
  now: Date,
): Promise<Omit<AdminHealth, 'slow_queries' | 'storage'>> {
  const heartbeat = await newestHeartbeat(tx);
  const kinds = await tx.query<{
    kind: string;
    queued: number;
    running: number;
    dead: number;
    oldest_waiting_at: Time | null;
  }>(
    `select kind,
            count(*) filter (where status = 'QUEUED')::int as queued,
            count(*) filter (where status = 'RUNNING')::int as running,
            count(*) filter (where status = 'DEAD')::int as dead,
            min(run_after) filter (where status = 'QUEUED' and run_after <= $1) as oldest_waiting_at
       from public.jobs where status <> 'DONE'
      group by kind order by kind`,
    [now],
  );
  const deadJobs = await tx.query<AdminJobRow>(
    `select ${adminJobColumns} from public.jobs where status = 'DEAD'
      order by updated_at desc, id desc limit ${DEAD_LIST_LIMIT}`,
  );
  const [mail] = await tx.query<{
    sent_24h: number;
    failed_24h: number;
    unsent: number;
    oldest_unsent_at: Time | null;
    last_error: string | null;
  }>(
    // Sent and unsent from the outbox; failures from the send_mail jobs (decision 55): a mail
    // failed when its job is not DONE and has an error (waiting for a retry, or DEAD).
    `select (select count(*)::int from public.mail_outbox
              where sent_at >= $1::timestamptz - interval '24 hours') as sent_24h,
            (select count(*)::int from public.jobs
              where kind = $2 and status <> 'DONE' and last_error is not null
                and created_at >= $1::timestamptz - interval '24 hours') as failed_24h,
            (select count(*)::int from public.mail_outbox where sent_at is null) as unsent,
            (select min(created_at) from public.mail_outbox where sent_at is null)
              as oldest_unsent_at,
            (select last_error from public.jobs
              where kind = $2 and status <> 'DONE' and last_error is not null
              order by updated_at desc, id desc limit 1) as last_error`,
    [now, MAIL_JOB_KIND],
  );
  const providers = await tx.query<{
    provider: 'stripe' | 'payhere';
    received: number;
    refused: number;
  }>(
    `select provider, count(*)::int as received, count(*) filter (where refused)::int as refused
       from app_private.payment_notices
      where received_at >= $1::timestamptz - make_interval(hours => $2)
      group by provider order by provider`,
    [now, NOTICE_WINDOW_HOURS],
  );
  const refusals = await tx.query<{
    provider: 'stripe' | 'payhere';
    reason: string;
    count: number;
    last_at: Time;
  }>(
    `select provider, coalesce(reason, '') as reason, count(*)::int as count,
            max(received_at) as last_at
       from app_private.payment_notices
      where refused and received_at >= $1::timestamptz - make_interval(hours => $2)
      group by provider, reason order by count desc, last_at desc limit 20`,
    [now, NOTICE_WINDOW_HOURS],
  );
  const [waiting] = await tx.query<{
    payouts: number;
    payouts_oldest: Time | null;
    review: number;
    review_oldest: Time | null;
    verification: number;
    verification_oldest: Time | null;
    database_bytes: number;
  }>(
    `select (select count(*)::int from public.payout_requests where status = 'REQUESTED') as payouts,
            (select min(created_at) from public.payout_requests where status = 'REQUESTED')
              as payouts_oldest,
            (select count(*)::int from public.photos where status = 'IN_REVIEW') as review,
            (select min(coalesce(submitted_at, created_at)) from public.photos
              where status = 'IN_REVIEW') as review_oldest,
            (select count(*)::int from public.verification_requests where status = 'PENDING')
              as verification,
            (select min(created_at) from public.verification_requests where status = 'PENDING')
              as verification_oldest,
            pg_database_size(current_database()) as database_bytes`,
  );
  const [sweep] = await tx.query<{
    status: 'QUEUED' | 'RUNNING' | 'DONE' | 'DEAD';
    updated_at: Time;
    result: Record<string, number> | null;
    last_error: string | null;
  }>(
    `select status, updated_at, result, last_error from public.jobs where kind = $1
      order by updated_at desc limit 1`,
    [SWEEP_JOB_KIND],
  );

  const oldestWaiting = kinds.reduce<Time | null>(
    (oldest, row) =>
      row.oldest_waiting_at !== null &&
      (oldest === null || new Date(row.oldest_waiting_at) < new Date(oldest))
        ? row.oldest_waiting_at
        : oldest,
    null,
  );
  const total = (field: 'queued' | 'running' | 'dead') =>
    kinds.reduce((sum, row) => sum + row[field], 0);
  return {
    generated_at: now.toISOString(),
    worker: {
      last_heartbeat_at: time(heartbeat),
      heartbeat_age_seconds: ageSeconds(now, heartbeat),
      stale_after_seconds: HEARTBEAT_STALE_MS / 1000,
    },
    queue: {
      kinds: kinds.map((row) => ({ ...row, oldest_waiting_at: time(row.oldest_waiting_at) })),
      queued: total('queued'),
      running: total('running'),
      dead: total('dead'),
      oldest_waiting_at: time(oldestWaiting),
      oldest_waiting_seconds: ageSeconds(now, oldestWaiting),
      dead_jobs: deadJobs.map(toAdminJob),
    },
    mail: { ...mail!, oldest_unsent_at: time(mail!.oldest_unsent_at) },
    payment_notices: {
      window_hours: NOTICE_WINDOW_HOURS,
      providers,
      refusals: refusals.map((row) => ({ ...row, last_at: isoTime(row.last_at) })),
    },
    payouts: { waiting: waiting!.payouts, oldest_at: time(waiting!.payouts_oldest) },
    review: { waiting: waiting!.review, oldest_at: time(waiting!.review_oldest) },
    verification: {
      waiting: waiting!.verification,
      oldest_at: time(waiting!.verification_oldest),
    },
    storage_sweep: sweep
      ? {
          status: sweep.status,
          last_run_at: isoTime(sweep.updated_at),
          result: sweep.result,
          last_error: sweep.last_error,
        }
      : null,
    database: { bytes: Number(waiting!.database_bytes) },
  };
}

/**
 * The slowest statements by mean time, from pg_stat_statements in the `extensions` schema (where
 * Supabase installs it) or `public`. Unavailable when it is not installed, not loaded
 * (shared_preload_libraries) or not readable by the service role: its own transaction, so a
 * refusal costs nothing else.
 */
async function slowestQueries(db: Database): Promise<AdminHealth['slow_queries']> {
  try {
    const queries = await db.asService(async (tx) => {
      const [found] = await tx.query<{ view: string | null }>(
        `select coalesce(to_regclass('extensions.pg_stat_statements'),
                         to_regclass('public.pg_stat_statements'))::text as view`,
      );
      if (!found?.view) return null;
      return tx.query<{ query: string; calls: number; mean_ms: number; total_ms: number }>(
        `select left(query, 500) as query, calls::bigint as calls,
                round(mean_exec_time::numeric, 2) as mean_ms,
                round(total_exec_time::numeric, 2) as total_ms
           from ${found.view}
          order by mean_exec_time desc limit ${SLOW_QUERY_LIMIT}`,
      );
    });
    return queries ? { available: true, queries } : { available: false, queries: [] };
  } catch {
    return { available: false, queries: [] };
  }
}

/** Bytes and objects in storage: the disk storage counts its files; Supabase's table otherwise. */
async function storageUsed(deps: {
  db: Database;
  storage: Storage;
}): Promise<AdminHealth['storage']> {
  try {
    if (deps.storage.usage) return await deps.storage.usage();
    const [row] = await deps.db.asService((tx) =>
      tx.query<{ bytes: number; objects: number }>(
        `select coalesce(sum((metadata->>'size')::bigint), 0)::bigint as bytes,
                count(*)::int as objects
           from storage.objects`,
      ),
    );
    return row ?? null;
  } catch {
    return null;
  }
}
