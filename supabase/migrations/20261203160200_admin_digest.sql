-- Each admin's daily digest setting and the last day sent (issue 41).
-- Schema: supabase/schemas/13_ops.sql.

create table app_private.admin_digests (
  user_id uuid primary key references auth.users (id) on delete cascade,
  daily_digest boolean not null default true,
  last_sent_on date
);
comment on table app_private.admin_digests is
  'Each admin''s daily digest (worker/digest-jobs.ts): off when daily_digest is false (no row: '
  'on), and the Colombo day it was last sent for, so a day is sent once. Service only.';

alter table app_private.admin_digests enable row level security;
revoke all on app_private.admin_digests from anon, authenticated, service_role;
grant select, insert, update, delete on app_private.admin_digests to service_role;
