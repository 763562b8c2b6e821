-- Operations (issue 41): what the admin Health tab, the deep health check and the alert mails
-- read besides the business tables: the worker's heartbeat, every payment notice with why it was
-- refused, the state of each alert, and each admin's daily digest. Written and read only through
-- the service path.

-- Tables --------------------------------------------------------------------------------------

create table app_private.worker_heartbeats (
  worker_id text primary key,
  host text not null default '',
  started_at timestamptz not null default now(),
  beat_at timestamptz not null default now()
);
comment on table app_private.worker_heartbeats is
  'One row per worker process, its beat_at renewed every few seconds while its loop runs '
  '(worker/heartbeat.ts); the newest beat says whether any worker is alive. Service only.';

create table app_private.payment_notices (
  id bigint generated always as identity primary key,
  provider text not null check (provider in ('stripe', 'payhere')),
  refused boolean not null,
  reason text,
  received_at timestamptz not null default now()
);
comment on table app_private.payment_notices is
  'Every notice a payment provider posted (Stripe webhook, PayHere notify): accepted, or refused '
  'with the reason (a bad signature, an amount that does not match). Kept 30 days. Service only.';

create index payment_notices_received_at_idx on app_private.payment_notices (received_at);

create table app_private.ops_alerts (
  problem text primary key,
  opened_at timestamptz not null,
  last_mailed_at timestamptz,
  resolved_at timestamptz,
  detail text not null default ''
);
comment on table app_private.ops_alerts is
  'Alert state per problem (worker/alert-jobs.ts): open while resolved_at is null, mailed at most '
  'once an hour; a resolved one is opened again when the problem returns. Service only.';

create table app_private.admin_digests (
  user_id uuid primary key references auth.users (id) on delete cascade,
  daily_digest boolean not null default true,
  last_sent_on date
);
comment on table app_private.admin_digests is
  'Each admin''s daily digest (worker/digest-jobs.ts): off when daily_digest is false (no row: '
  'on), and the Colombo day it was last sent for, so a day is sent once. Service only.';

-- Policies and grants -------------------------------------------------------------------------

alter table app_private.worker_heartbeats enable row level security;
alter table app_private.payment_notices enable row level security;
alter table app_private.ops_alerts enable row level security;
alter table app_private.admin_digests enable row level security;

revoke all on app_private.worker_heartbeats, app_private.payment_notices, app_private.ops_alerts
  from anon, authenticated, service_role;
revoke all on sequence app_private.payment_notices_id_seq from anon, authenticated, service_role;
grant select, insert, update, delete on app_private.worker_heartbeats to service_role;
grant select, insert, update, delete on app_private.payment_notices to service_role;
grant select, insert, update, delete on app_private.ops_alerts to service_role;
revoke all on app_private.admin_digests from anon, authenticated, service_role;
grant select, insert, update, delete on app_private.admin_digests to service_role;
