-- Test helpers shared by every suite, in the spirit of supabase-test-helpers. Unlike the suites
-- this file commits: it runs first (files run in name order) and installs pgTAP and schema
-- `tests` into the bare migrated test database. Nothing here touches product data.
begin;

create extension if not exists pgtap;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Acting as someone -----------------------------------------------------------------------------

-- As PostgREST does it: the JWT claims for the transaction, then the role.
create or replace function tests.authenticate_as(who uuid) returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', who, 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
end
$$;

create or replace function tests.authenticate_as_anon() returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
  perform set_config('role', 'anon', true);
end
$$;

create or replace function tests.authenticate_as_service() returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role": "service_role"}', true);
  perform set_config('role', 'service_role', true);
end
$$;

-- Back to the test's own (superuser) session role.
create or replace function tests.clear_authentication() returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '', true);
  perform set_config('role', 'none', true);
end
$$;

-- Fixtures (security definer: they are the marketplace's privileged path) -------------------

create or replace function tests.create_user(
  email text,
  role public.user_role default 'USER',
  verified boolean default false,
  username text default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  id uuid := gen_random_uuid();
begin
  insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (id, 'authenticated', 'authenticated', email, 'not-a-hash', now(),
          '{"provider": "email"}', jsonb_build_object('first_name', 'Test', 'last_name', email),
          now(), now());
  update public.profiles p
     set role = create_user.role, verified = create_user.verified, username = create_user.username
   where p.id = create_user.id;
  return id;
end
$$;

create or replace function tests.create_album(owner uuid, name text default 'Album', deleted boolean default false)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.albums (owner_id, name, deleted) values (owner, name, deleted) returning id
$$;

create or replace function tests.create_photo(
  owner uuid,
  album uuid,
  status public.photo_status default 'UPLOADED',
  free boolean default true,
  tags text[] default '{}',
  name text default 'Photo'
) returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.photos (owner_id, album_id, status, free_download, tags, name, original_key, width, height)
  values (owner, album, status, free, tags, name, owner || '/' || gen_random_uuid() || '.jpg', 2400, 1600)
  returning id
$$;

-- Some number of live free photos for an owner, in a fresh album; answers the album.
create or replace function tests.create_live_free_photos(owner uuid, how_many int) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  album uuid := tests.create_album(owner, 'Free photos');
begin
  for i in 1..how_many loop
    perform tests.create_photo(owner, album, 'ACCEPTED', true, '{}', 'Free ' || i);
  end loop;
  return album;
end
$$;

-- Runs a statement as the current role and answers 'ok', 'no rows' (RLS hid the row) or the
-- SQLSTATE it failed with. For tables of cases where one assertion per row reads best.
create or replace function tests.outcome(statement text) returns text
language plpgsql
as $$
declare
  affected int;
begin
  execute statement;
  get diagnostics affected = row_count;
  return case when affected = 0 then 'no rows' else 'ok' end;
exception when others then
  return sqlstate;
end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

commit;

-- The check itself rolls back like every suite, so pgTAP's bookkeeping does not outlive it.
begin;
select plan(1);
select has_function('tests', 'authenticate_as', array['uuid'], 'test helpers are installed');
select * from finish();
rollback;
