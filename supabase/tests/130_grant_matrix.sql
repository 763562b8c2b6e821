-- The privileges every API role has, exactly (RLS then narrows the rows): on every table in public
-- (PostgREST's schema) and on each of its columns, on public's sequences and functions, and on
-- app_private's tables. Written out in full so a new table or a changed grant shows up here as a
-- deliberate decision. Checked as pgTAP's table_privs_are / column_privs_are see them, so a grant
-- the schema does not make (TRUNCATE, REFERENCES, TRIGGER, a whole-table SELECT over a column
-- grant) fails too: supabase/tests/old-project.test.ts runs this file on a database whose default
-- privileges grant everything in public, as older Supabase projects do (issue 34).
-- S select, I insert, U update, D delete; '-' not granted.
begin;

create temp table expected_grants (t name, anon text, authenticated text, service text);
insert into expected_grants values
  ('profiles', 'S---', 'S-U-', 'SIUD'),
  ('categories', 'S---', 'SIUD', 'SIUD'),
  ('albums', 'S---', 'SIU-', 'SIUD'),
  ('photos', 'S---', 'SIUD', 'SIUD'),
  ('tags', 'S---', 'S---', 'SIUD'),
  ('settings', 'S---', 'S---', 'SIUD'),
  ('favourites', '----', 'SI-D', 'SIUD'),
  ('collections', '----', 'SIUD', 'SIUD'),
  ('collection_photos', '----', 'SI-D', 'SIUD'),
  ('verification_requests', '----', 'S---', 'SIUD'),
  ('orders', '----', 'S---', 'SIUD'),
  ('download_grants', '----', 'S---', 'SIUD'),
  ('creator_earnings', '----', 'S---', 'SI--'),
  ('earning_reversals', '----', 'S---', 'SI--'),
  ('payment_events', '----', '----', 'SIUD'),
  ('photo_views', '----', '----', 'SIUD'),
  ('photo_daily_stats', '----', 'S---', 'S---'),
  ('photo_fingerprints', '----', '----', 'SIUD'),
  ('photo_hashes', '----', '----', 'SIUD'),
  ('photo_duplicates', '----', '----', 'SIUD'),
  -- Clients have column grants only on these two (no full account number; below).
  ('payout_accounts', '----', '----', 'S---'),
  ('payout_requests', '----', '----', 'SIU-'),
  ('admin_audit', '----', 'SI--', 'SI--'),
  ('mail_outbox', '----', '----', 'SIUD'),
  ('jobs', '----', 'S---', 'SIUD');

-- The column grants of the payout tables: what authenticated may do with each column (every
-- column is listed: one the schema adds must be decided here).
create temp table expected_column_grants (t name, c name, privileges name[]);
insert into expected_column_grants values
  ('payout_accounts', 'creator_id', '{SELECT}'),
  ('payout_accounts', 'bank_name', '{SELECT,INSERT,UPDATE}'),
  ('payout_accounts', 'branch', '{SELECT,INSERT,UPDATE}'),
  ('payout_accounts', 'account_holder', '{SELECT,INSERT,UPDATE}'),
  ('payout_accounts', 'account_number', '{INSERT,UPDATE}'),
  ('payout_accounts', 'account_last4', '{SELECT}'),
  ('payout_accounts', 'updated_at', '{SELECT}'),
  ('payout_requests', 'id', '{SELECT}'),
  ('payout_requests', 'creator_id', '{SELECT}'),
  ('payout_requests', 'amount_cents', '{SELECT,INSERT}'),
  ('payout_requests', 'status', '{SELECT}'),
  ('payout_requests', 'bank_name', '{SELECT}'),
  ('payout_requests', 'branch', '{SELECT}'),
  ('payout_requests', 'account_holder', '{SELECT}'),
  ('payout_requests', 'account_number', '{}'),
  ('payout_requests', 'account_last4', '{SELECT}'),
  ('payout_requests', 'bank_reference', '{SELECT}'),
  ('payout_requests', 'rejection_reason', '{SELECT}'),
  ('payout_requests', 'created_at', '{SELECT}'),
  ('payout_requests', 'decided_at', '{SELECT}'),
  ('payout_requests', 'paid_at', '{SELECT}');

-- 'SI-D' as privilege names; columns know SELECT, INSERT and UPDATE (not DELETE).
create function pg_temp.privileges(letters text, column_level boolean default false)
returns name[]
language sql immutable
as $$
  select coalesce(array_agg(p.name order by p.n), '{}')
    from (values (1, 'S', 'SELECT'), (2, 'I', 'INSERT'), (3, 'U', 'UPDATE'), (4, 'D', 'DELETE'))
         as p (n, letter, name)
   where strpos(letters, p.letter) > 0 and not (column_level and p.letter = 'D')
$$;

-- What anon and authenticated may do with every column of every table in public: the column
-- grants above, else what the table grants.
create temp view expected_columns as
  select e.t, a.attname as c, r.role,
         coalesce(x.privileges,
                  pg_temp.privileges(case r.role when 'anon' then e.anon else e.authenticated end,
                                     true)) as privileges
    from expected_grants e
    join pg_attribute a on a.attrelid = ('public.' || e.t)::regclass
                       and a.attnum > 0 and not a.attisdropped
   cross join (values ('anon'::name), ('authenticated'::name)) as r (role)
    left join expected_column_grants x on x.t = e.t and x.c = a.attname and r.role = 'authenticated';

select plan(
  (select count(*)::int * 3 from expected_grants)
  + (select count(*)::int from expected_columns)
  + 9 + 9 + 4);

select table_privs_are('public', t, role, privileges,
                       format('public.%s: %s has exactly %s', t, role, privileges))
  from expected_grants,
       lateral (values ('anon'::name, pg_temp.privileges(anon)),
                       ('authenticated', pg_temp.privileges(authenticated)),
                       ('service_role', pg_temp.privileges(service))) as r (role, privileges)
 order by t, role;

select column_privs_are('public', t, c, role, privileges,
                        format('public.%s.%s: %s has exactly %s', t, c, role, privileges))
  from expected_columns
 order by t, c, role;

-- Identity columns take their values without any grant on the sequence.
select sequence_privs_are('public', s, role, '{}', format('%s: nothing for %s', s, role))
  from (values ('jobs_id_seq'::name), ('categories_id_seq'), ('admin_audit_id_seq')) as s (s),
       (values ('anon'::name), ('authenticated'), ('service_role')) as r (role)
 order by s, role;

select function_privs_are('public', f, args, role, privileges,
                          format('public.%s: %s has exactly %s', f, role, privileges))
  from (values
    ('become_creator'::name, '{text}'::name[], 'anon'::name, '{}'::name[]),
    ('become_creator', '{text}', 'authenticated', '{EXECUTE}'),
    ('become_creator', '{text}', 'service_role', '{}'),
    ('request_verification', '{}', 'anon', '{}'),
    ('request_verification', '{}', 'authenticated', '{EXECUTE}'),
    ('request_verification', '{}', 'service_role', '{}'),
    ('photo_search_query', '{text}', 'anon', '{EXECUTE}'),
    ('photo_search_query', '{text}', 'authenticated', '{EXECUTE}'),
    ('photo_search_query', '{text}', 'service_role', '{EXECUTE}')
  ) as expected (f, args, role, privileges);

select is(
  (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'),
  (select count(*)::int from expected_grants),
  'the matrix above lists every table in public');

select is(
  (select array_agg(relname::text order by relname) from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'S'),
  '{admin_audit_id_seq,categories_id_seq,jobs_id_seq}',
  'the sequences above are every sequence in public');

select is(
  (select array_agg(proname::text order by proname) from pg_proc p
    where pronamespace = 'public'::regnamespace
      -- pgTAP's own functions, installed in public for the tests
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')),
  '{become_creator,photo_search_query,request_verification}',
  'the functions above are every function in public');

select results_eq(
  $$ select c.relname::text collate "default",
            array(select p from unnest('{SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER}'::text[]) p
                   where has_table_privilege('service_role', c.oid, p)),
            array(select p from unnest('{SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER}'::text[]) p
                   where has_table_privilege('authenticated', c.oid, p) or has_table_privilege('anon', c.oid, p))
       from pg_class c where c.relnamespace = 'app_private'::regnamespace and c.relkind = 'r'
      order by 1 $$,
  $$ values ('admin_digests', '{SELECT,INSERT,UPDATE,DELETE}'::text[], '{}'::text[]),
            ('live_photo_search', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('live_photo_search_terms', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('live_photo_similarity_keys', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('ops_alerts', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('payment_notices', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('photo_uploads', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('rate_limits', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('search_glossary', '{SELECT}', '{}'),
            ('sessions', '{SELECT,INSERT,UPDATE,DELETE}', '{}'),
            ('worker_heartbeats', '{SELECT,INSERT,UPDATE,DELETE}', '{}') $$,
  'app_private tables are the service''s alone');

select * from finish();
rollback;
