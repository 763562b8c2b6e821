-- What a job's last successful run reported (issue 18: the storage sweep's counts on the admin
-- jobs page). Schema: supabase/schemas/02_jobs_and_mail.sql.
alter table public.jobs add column result jsonb;
comment on column public.jobs.result is
  'What the last successful run reported, as counts (the storage sweep: scanned, partial, '
  'unused), shown on the admin jobs page; null for jobs that report nothing.';
