-- Every table clients could reach is behind RLS and explicit grants (decision 1 in docs/decisions/).
begin;
select plan(8);

select is_empty(
  $$ select n.nspname || '.' || c.relname
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'app_private') and c.relkind in ('r', 'p')
        and not c.relrowsecurity $$,
  'RLS is enabled on every table in public and app_private'
);

select is_empty(
  $$ select c.relname
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and not has_table_privilege('service_role', c.oid, 'select') $$,
  'service_role has explicit grants on every public table'
);

select is_empty(
  $$ select n.nspname || '.' || c.relname
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'app_private' and c.relkind = 'r'
        and (has_table_privilege('anon', c.oid, 'select')
             or has_table_privilege('authenticated', c.oid, 'select')) $$,
  'no client role can read an app_private table'
);

select is_empty(
  $$ select p.proname
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'app_private') and p.prosecdef
        and not coalesce(p.proconfig @> array['search_path=""'], false) $$,
  'every security-definer function pins search_path to empty'
);

select is_empty(
  $$ select p.proname
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'app_private' and has_function_privilege('public', p.oid, 'execute') $$,
  'no app_private function is executable by PUBLIC'
);

select is_empty(
  $$ select n.nspname || '.' || c.relname
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'app_private') and c.relkind in ('r', 'f', 'p')
        and obj_description(c.oid, 'pg_class') is null $$,
  'every table has a comment'
);

select is_empty(
  $$ select p.proname
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'app_private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and obj_description(p.oid, 'pg_proc') is null $$,
  'every function has a comment'
);

select tests.authenticate_as_anon();
select throws_ok(
  'select * from app_private.sessions',
  '42501', null,
  'anon cannot read local sessions'
);

select * from finish();
rollback;
