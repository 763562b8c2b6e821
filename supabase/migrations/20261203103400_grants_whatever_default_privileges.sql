-- Issue 34: every grant in public is exactly what the schema means, whatever default privileges
-- the project has. Projects created before Supabase stopped doing so carry
-- `alter default privileges in schema public grant all on tables (functions, sequences) to anon,
-- authenticated, service_role`: there every table of the baselines was granted in full, so the
-- column grants of payout_accounts and payout_requests guarded nothing (creators and admins read
-- account_number through PostgREST), and TRUNCATE, REFERENCES and TRIGGER were granted on every
-- table. Each table, sequence and definer RPC first loses everything the API roles hold, then
-- gets exactly its grants again, as the schema files now say (supabase/schemas/*.sql). On a
-- project without those default privileges nothing changes.

-- 01_foundation
revoke all on public.settings from anon, authenticated, service_role;
grant select on public.settings to anon, authenticated;
grant select, insert, update, delete on public.settings to service_role;

-- 02_jobs_and_mail (and the admins' read of jobs from 03_profiles)
revoke all on public.jobs, public.mail_outbox from anon, authenticated, service_role;
revoke all on sequence public.jobs_id_seq from anon, authenticated, service_role;
grant select, insert, update, delete on public.jobs to service_role;
grant select, insert, update, delete on public.mail_outbox to service_role;
grant select on public.jobs to authenticated;

-- 03_profiles
revoke all on function public.become_creator(text) from public, anon, authenticated, service_role;
grant execute on function public.become_creator(text) to authenticated;
revoke all on public.profiles from anon, authenticated, service_role;
grant select on public.profiles to anon, authenticated;
grant update on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;

-- 04_albums
revoke all on public.categories from anon, authenticated, service_role;
revoke all on sequence public.categories_id_seq from anon, authenticated, service_role;
grant select on public.categories to anon, authenticated;
grant insert, update, delete on public.categories to authenticated;
grant select, insert, update, delete on public.categories to service_role;
revoke all on public.albums from anon, authenticated, service_role;
grant select on public.albums to anon, authenticated;
grant insert, update on public.albums to authenticated;
grant select, insert, update, delete on public.albums to service_role;

-- 05_photos
revoke all on public.photos from anon, authenticated, service_role;
grant select on public.photos to anon, authenticated;
grant insert, update, delete on public.photos to authenticated;
grant select, insert, update, delete on public.photos to service_role;

-- 06_search_and_tags
revoke all on public.tags from anon, authenticated, service_role;
grant select on public.tags to anon, authenticated;
grant select, insert, update, delete on public.tags to service_role;

-- 07_favourites_and_collections
revoke all on public.favourites, public.collections, public.collection_photos
  from anon, authenticated, service_role;
grant select, insert, delete on public.favourites to authenticated;
grant select, insert, update, delete on public.favourites to service_role;
grant select, insert, update, delete on public.collections to authenticated, service_role;
grant select, insert, delete on public.collection_photos to authenticated;
grant select, insert, update, delete on public.collection_photos to service_role;

-- 08_verification
revoke all on function public.request_verification()
  from public, anon, authenticated, service_role;
grant execute on function public.request_verification() to authenticated;
revoke all on public.verification_requests from anon, authenticated, service_role;
grant select on public.verification_requests to authenticated;
grant select, insert, update, delete on public.verification_requests to service_role;

-- 09_commerce
revoke all on public.orders, public.download_grants, public.creator_earnings,
  public.earning_reversals, public.payment_events, public.photo_views
  from anon, authenticated, service_role;
grant select on public.orders, public.download_grants, public.creator_earnings to authenticated;
grant select, insert, update, delete on public.orders, public.download_grants,
  public.payment_events, public.photo_views to service_role;
grant select on public.earning_reversals to authenticated;
grant select, insert on public.creator_earnings to service_role;
grant select, insert on public.earning_reversals to service_role;
revoke all on public.photo_daily_stats from anon, authenticated, service_role;
grant select on public.photo_daily_stats to authenticated, service_role;

-- 10_admin_audit
revoke all on public.admin_audit from anon, authenticated, service_role;
revoke all on sequence public.admin_audit_id_seq from anon, authenticated, service_role;
grant select, insert on public.admin_audit to authenticated;
grant select, insert on public.admin_audit to service_role;

-- 12_payouts: clients never read a full account number, and column grants hold only after the
-- revoke (a table grant covers every column).
revoke all on public.payout_accounts, public.payout_requests
  from anon, authenticated, service_role;
grant select (creator_id, bank_name, branch, account_holder, account_last4, updated_at),
  insert (bank_name, branch, account_holder, account_number),
  update (bank_name, branch, account_holder, account_number)
  on public.payout_accounts to authenticated;
grant select (id, creator_id, amount_cents, status, bank_name, branch, account_holder,
              account_last4, bank_reference, rejection_reason, created_at, decided_at, paid_at),
  insert (amount_cents)
  on public.payout_requests to authenticated;
grant select on public.payout_accounts to service_role;
grant select, insert, update on public.payout_requests to service_role;
