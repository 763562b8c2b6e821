-- Background work: the job queue (claimed with `for update skip locked` by the worker) and the
-- transactional mail outbox, whose messages the queue sends as send_mail jobs (decision 55).

-- Tables --------------------------------------------------------------------------------------

create table public.jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z][a-z0-9_]*$'),
  payload jsonb not null default '{}',
  status public.job_status not null default 'QUEUED',
  attempts int not null default 0,
  max_attempts int not null default 5,
  run_after timestamptz not null default now(),
  locked_at timestamptz,
  last_error text,
  dedupe_key text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  result jsonb
);
comment on table public.jobs is
  'Background jobs (derivatives, thumbnails, sweeps, alerts, mail: send_mail). Claimed with for '
  'update skip locked, retried with backoff until max_attempts, then DEAD. dedupe_key makes '
  'enqueueing idempotent.';

-- publish_photo and refresh_derivatives name the job they follow: the queue does not claim them
-- while that job is QUEUED or RUNNING (worker/job-queue.ts), so they find the staged files
-- instead of decoding the original a second time in a parallel lane.
comment on column public.jobs.payload is
  'Job input, e.g. {photo_id}; an optional "after" names the dedupe_key of a job that must be '
  'neither QUEUED nor RUNNING before this one is claimed.';

comment on column public.jobs.result is
  'What the last successful run reported, as counts (the storage sweep: scanned, partial, '
  'unused), shown on the admin jobs page; null for jobs that report nothing.';

comment on column public.jobs.locked_at is
  'While RUNNING: the claiming worker''s last heartbeat. Older than the lease (30 s by default, '
  'worker/job-queue.ts): the worker died, and the job is claimed again.';

create index jobs_claimable_idx on public.jobs (run_after, id) where status = 'QUEUED';
create index jobs_status_idx on public.jobs (status);

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null default '',
  html_body text not null default '',
  template text not null default '',
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.mail_outbox is
  'Transactional outbox: mail written in the same transaction as the change that causes it; each '
  'row queues a send_mail job that sends it (attempts, errors and DEAD are the job''s). Service '
  'only.';
comment on column public.mail_outbox.sent_at is
  'When the provider took the message; a send_mail job finding it set sends nothing again.';

create index mail_outbox_unsent_idx on public.mail_outbox (created_at) where sent_at is null;

-- Triggers ------------------------------------------------------------------------------------

create trigger jobs_set_updated_at before update on public.jobs
  for each row execute function app_private.set_updated_at();

-- Helpers -------------------------------------------------------------------------------------

create function app_private.enqueue_job(job_kind text, job_payload jsonb, job_dedupe_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A job with the same key still waiting or running already covers this request; a finished
  -- or dead one is queued again (e.g. a photo processed a second time after a failure).
  insert into public.jobs as j (kind, payload, dedupe_key)
    values (job_kind, job_payload, job_dedupe_key)
    on conflict (dedupe_key) do update
      set status = 'QUEUED', attempts = 0, run_after = now(), locked_at = null,
          last_error = null, payload = excluded.payload
      where j.status in ('DONE', 'DEAD');
end
$$;
comment on function app_private.enqueue_job(text, jsonb, text) is
  'Queues a job once per dedupe_key: a no-op while one is QUEUED or RUNNING, a re-queue when the '
  'previous one is DONE or DEAD. Used by triggers, so callers need no rights on public.jobs.';

revoke all on function app_private.enqueue_job(text, jsonb, text) from public;
grant execute on function app_private.enqueue_job(text, jsonb, text) to service_role;

-- Triggers: mail --------------------------------------------------------------------------------

-- The job commits with the message or not at all, so no mail waits without a job to send it.
create function app_private.enqueue_mail_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.enqueue_job('send_mail',
                                  jsonb_build_object('outbox_id', new.id, 'template', new.template),
                                  'send_mail:' || new.id);
  return null;
end
$$;
comment on function app_private.enqueue_mail_job() is
  'AFTER INSERT on mail_outbox: an unsent message queues its send_mail job (worker/mail-jobs.ts), '
  'keyed send_mail:<message id>.';
revoke all on function app_private.enqueue_mail_job() from public;

create trigger mail_outbox_enqueue_send after insert on public.mail_outbox
  for each row when (new.sent_at is null) execute function app_private.enqueue_mail_job();

-- Policies and grants (admin read policy for jobs is in 03_profiles.sql, after is_admin)

alter table public.jobs enable row level security;
alter table public.mail_outbox enable row level security;

revoke all on public.jobs, public.mail_outbox from anon, authenticated, service_role;
-- Identity values need no grant on their sequence; nobody calls nextval() or setval() directly.
revoke all on sequence public.jobs_id_seq from anon, authenticated, service_role;
grant select, insert, update, delete on public.jobs to service_role;
grant select, insert, update, delete on public.mail_outbox to service_role;
