-- Mail at most once per message, jobs on short leases (issue 18). Schema:
-- supabase/schemas/02_jobs_and_mail.sql.
--
-- The dispatcher claims one message at a time and commits the claim before sending, so a crash
-- leaves at most that one message to send again (mail/dispatcher.ts; docs/configuration.md, mail).
alter table public.mail_outbox add column attempt_id uuid;
alter table public.mail_outbox add column claimed_at timestamptz;
comment on column public.mail_outbox.attempt_id is
  'The dispatcher attempt that claimed the message: SENDING while sent_at is null, then the '
  'attempt that sent it. Null when waiting (never tried, or the last attempt failed).';
comment on column public.mail_outbox.claimed_at is
  'When attempt_id claimed the message; a SENDING claim older than the dispatcher''s timeout '
  'belonged to a dispatcher that stopped, and is claimed again.';

-- locked_at now carries the heartbeat of a worker's lease (worker/job-queue.ts).
comment on column public.jobs.locked_at is
  'While RUNNING: the claiming worker''s last heartbeat. Older than the lease (30 s by default, '
  'worker/job-queue.ts): the worker died, and the job is claimed again.';
