-- Test helpers shared by every suite, in the spirit of supabase-test-helpers. Unlike the suites
-- this file commits: it runs first (files run in name order) and installs pgTAP and schema
-- `tests` into the bare migrated test database. Nothing here touches product data.
begin;

create extension if not exists pgtap;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Fixtures are named: a user by a handle (e-mail <handle>@test.local), an album or a photo by
-- its name, which each suite keeps unique. The look-ups are security definer so a suite can name
-- rows whatever role it is acting as; they answer ids only, never content.

create or replace function tests.uid(handle text) returns uuid
language sql stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u where u.email = handle || '@test.local'
$$;

create or replace function tests.album(name text) returns uuid
language sql stable
security definer
set search_path = ''
as $$
  select a.id from public.albums a where a.name = album.name
$$;

create or replace function tests.photo(name text) returns uuid
language sql stable
security definer
set search_path = ''
as $$
  select p.id from public.photos p where p.name = photo.name
$$;

-- Acting as someone -----------------------------------------------------------------------------

-- As PostgREST does it: the JWT claims for the transaction, then the role.
create or replace function tests.authenticate_as(handle text) returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', tests.uid(handle), 'email', handle || '@test.local',
                      'role', 'authenticated')::text, true);
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
  handle text,
  role public.user_role default 'USER',
  verified boolean default false,
  username text default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (new_id, 'authenticated', 'authenticated', handle || '@test.local', 'not-a-hash', now(),
          '{"provider": "email"}', jsonb_build_object('first_name', initcap(handle), 'last_name', 'Tester'),
          now(), now());
  update public.profiles p
     set role = create_user.role, verified = create_user.verified, username = create_user.username
   where p.id = new_id;
  return new_id;
end
$$;

create or replace function tests.create_album(owner text, name text, deleted boolean default false)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.albums (owner_id, name, deleted)
  values (tests.uid(owner), name, deleted)
  returning id
$$;

-- A photo in the named album, owned by the album's owner, inserted on the privileged path so it
-- can start in any status.
drop function if exists tests.create_photo(text, text, public.photo_status, boolean, text[]);
-- A photo as the worker leaves it once fingerprinted (decision 51), so that a reviewer may accept
-- it; with fingerprinted => false it waits for its owner_thumbnail job like a fresh upload.
create or replace function tests.create_photo(
  album text,
  name text,
  status public.photo_status default 'UPLOADED',
  free boolean default true,
  tags text[] default '{}',
  fingerprinted boolean default true
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  photo_id uuid;
begin
  insert into public.photos (owner_id, album_id, status, free_download, tags, name, original_key,
                             width, height)
  select a.owner_id, a.id, create_photo.status, create_photo.free, create_photo.tags,
         create_photo.name, a.owner_id || '/' || gen_random_uuid() || '.jpg', 2400, 1600
    from public.albums a where a.id = tests.album(album)
  returning id into photo_id;
  if fingerprinted then
    insert into public.photo_fingerprints (photo_id, exact_hash)
    values (photo_id, sha256(photo_id::text::bytea));
  end if;
  return photo_id;
end
$$;

-- how_many live free photos for owner in a new album named '<owner> free photos'.
create or replace function tests.create_live_free_photos(owner text, how_many int) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  album_name text := owner || ' free photos';
begin
  perform tests.create_album(owner, album_name);
  for i in 1..how_many loop
    perform tests.create_photo(album_name, album_name || ' ' || i, 'ACCEPTED', true);
  end loop;
  return tests.album(album_name);
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

-- The upload row POST /v1/generic/upload would have written for `owner`'s original `key`: a client
-- photo insert takes its size, dimensions and EXIF from it (app_private.photo_uploads).
create or replace function tests.record_upload(
  owner text,
  key text,
  width int default 2400,
  height int default 1600,
  has_exif boolean default true
) returns text
language sql
security definer
set search_path = ''
as $$
  insert into app_private.photo_uploads (original_key, owner_id, file_size, content_sha256, width,
                                         height, has_exif, camera_make, iso)
  values (key, tests.uid(owner), 2000000, repeat('ab', 32), width, height, has_exif,
          case when has_exif then 'Canon' end, case when has_exif then 100 end)
  returning original_key
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

commit;

-- The check itself rolls back like every suite, so pgTAP's bookkeeping does not outlive it.
begin;
select plan(1);
select has_function('tests', 'authenticate_as', array['text'], 'test helpers are installed');
select * from finish();
rollback;
