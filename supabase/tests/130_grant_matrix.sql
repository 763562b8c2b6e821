-- The table-level grants every API role has (RLS then narrows the rows). Written out in full so a
-- new table or a changed grant shows up here as a deliberate decision.
-- S select, I insert, U update, D delete; '-' not granted.
begin;
select plan(24);

create function pg_temp.grants(role_name text, table_name text) returns text
language sql stable
as $$
  select concat_ws('',
    case when has_table_privilege(role_name, table_name, 'select') then 'S' else '-' end,
    case when has_table_privilege(role_name, table_name, 'insert') then 'I' else '-' end,
    case when has_table_privilege(role_name, table_name, 'update') then 'U' else '-' end,
    case when has_table_privilege(role_name, table_name, 'delete') then 'D' else '-' end)
$$;

select is(
  array[pg_temp.grants('anon', t), pg_temp.grants('authenticated', t), pg_temp.grants('service_role', t)],
  array[anon, authenticated, service],
  format('%s: anon %s, authenticated %s, service_role %s', t, anon, authenticated, service))
  from (values
    ('public.profiles', 'S---', 'S-U-', 'SIUD'),
    ('public.categories', 'S---', 'SIUD', 'SIUD'),
    ('public.albums', 'S---', 'SIU-', 'SIUD'),
    ('public.photos', 'S---', 'SIUD', 'SIUD'),
    ('public.tags', 'S---', 'S---', 'SIUD'),
    ('public.settings', 'S---', 'S---', 'SIUD'),
    ('public.favourites', '----', 'SI-D', 'SIUD'),
    ('public.collections', '----', 'SIUD', 'SIUD'),
    ('public.collection_photos', '----', 'SI-D', 'SIUD'),
    ('public.verification_requests', '----', 'S---', 'SIUD'),
    ('public.orders', '----', 'S---', 'SIUD'),
    ('public.download_grants', '----', 'S---', 'SIUD'),
    ('public.creator_earnings', '----', 'S---', 'SI--'),
    ('public.earning_reversals', '----', 'S---', 'SI--'),
    ('public.payment_events', '----', '----', 'SIUD'),
    ('public.photo_views', '----', '----', 'SIUD'),
    ('public.photo_daily_stats', '----', 'S---', 'S---'),
    -- Clients have column grants only on these two (no full account number; 195_payouts.sql).
    ('public.payout_accounts', '----', '----', 'S---'),
    ('public.payout_requests', '----', '----', 'SIU-'),
    ('public.admin_audit', '----', 'SI--', 'SI--'),
    ('public.mail_outbox', '----', '----', 'SIUD'),
    ('public.jobs', '----', 'S---', 'SIUD')
  ) as expected (t, anon, authenticated, service);

select is(
  (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'),
  22, 'the matrix above lists every table in public');

select results_eq(
  $$ select c.relname::text collate "default", pg_temp.grants('service_role', c.oid::regclass::text),
            pg_temp.grants('authenticated', c.oid::regclass::text)
       from pg_class c where c.relnamespace = 'app_private'::regnamespace and c.relkind = 'r'
      order by 1 $$,
  $$ values ('live_photo_search', 'SIUD', '----'), ('live_photo_search_terms', 'SIUD', '----'),
            ('live_photo_similarity_keys', 'SIUD', '----'), ('photo_uploads', 'SIUD', '----'),
            ('rate_limits', 'SIUD', '----'), ('search_glossary', 'S---', '----'),
            ('sessions', 'SIUD', '----') $$,
  'app_private tables are the service''s alone');

select * from finish();
rollback;
