-- A grant can never be used more often than it allows. The download route already checks this
-- under a row lock; the constraint makes it true for every writer, whatever path it takes.

alter table public.download_grants
  add constraint download_grants_within_limit check (downloads_used <= max_downloads);

comment on constraint download_grants_within_limit on public.download_grants is
  'No more downloads than the grant allows (docs/payments.md: 5 per grant).';
