-- Foundation: the private schema, extensions, enums, the privilege helpers every trigger uses,
-- settings, rate limiting and local sessions.
--
-- Extensions live in schema `extensions` (as on Supabase); every reference is schema-qualified
-- so the schema works with any search_path.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- app_private: security-definer helpers and service-only tables. Not exposed through the API
-- (only `public` is), and closed to PUBLIC: each function grants execute to the roles that need it.
create schema if not exists app_private;
revoke all on schema app_private from public;
-- Usage lets policies and invoker triggers reach the helpers granted below; it exposes no table.
grant usage on schema app_private to anon, authenticated, service_role;
comment on schema app_private is
  'Security-definer helpers and service-only tables; not exposed to API clients.';

-- Types ---------------------------------------------------------------------------------------

create type public.user_role as enum ('USER', 'CREATOR', 'ADMIN');
create type public.photo_status as enum ('UPLOADED', 'IN_REVIEW', 'PROCESSING', 'ACCEPTED', 'UNPUBLISHED');
create type public.verification_status as enum ('PENDING', 'APPROVED', 'DENIED');
create type public.order_status as enum ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGED_BACK');
create type public.job_status as enum ('QUEUED', 'RUNNING', 'DONE', 'DEAD');

comment on type public.user_role is 'USER buys and collects; CREATOR also sells photos; ADMIN reviews.';
comment on type public.photo_status is 'The photo status machine; see docs/business-rules.md.';
comment on type public.verification_status is 'Outcome of a creator verification request.';
comment on type public.order_status is
  'Life of a checkout: PENDING until the provider confirms; CANCELLED by the buyer at the '
  'provider; CHARGED_BACK when a paid order''s money was taken back (its grant is revoked).';
comment on type public.job_status is 'Life of a background job row.';

-- Tables --------------------------------------------------------------------------------------

create table public.settings (
  key text primary key,
  value jsonb not null
);
comment on table public.settings is
  'Marketplace-wide settings readable by everyone, e.g. standard_licence_price_cents.';

insert into public.settings (key, value) values ('standard_licence_price_cents', '250000');

create table app_private.rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits int not null default 0,
  primary key (key, window_start)
);
comment on table app_private.rate_limits is
  'Fixed-window hit counters behind app_private.hit_rate_limit; service only.';

create table app_private.sessions (
  token_hash bytea primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
comment on table app_private.sessions is
  'Sessions of the local auth adapter (sha-256 of the cookie token); service only.';
create index sessions_user_id_idx on app_private.sessions (user_id);

-- Helpers -------------------------------------------------------------------------------------

create function app_private.is_privileged() returns boolean
language sql stable
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated')
$$;
comment on function app_private.is_privileged() is
  'True when the current write is not made by an API client role: service_role, the migration '
  'owner, or a security-definer function. Invoker triggers use it to let trusted paths through.';

create function app_private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function app_private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at.';

create function app_private.standard_licence_price_cents() returns bigint
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((select (value #>> '{}')::bigint from public.settings
                   where key = 'standard_licence_price_cents'), 250000)
$$;
comment on function app_private.standard_licence_price_cents() is
  'The price a paid photo takes when its owner leaves the price at 0.';

create function app_private.random_url_token(bytes int) returns text
language sql volatile
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.gen_random_bytes(bytes), 'base64'), '+/', '-_'), '=')
$$;
comment on function app_private.random_url_token(int) is
  'A url-safe random string of the given number of random bytes (photo ext_ids, download refs).';

create function app_private.tags_within_limits(tags text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(tags) <= 30 and coalesce((select max(length(t)) from unnest(tags) t), 0) <= 50
$$;
comment on function app_private.tags_within_limits(text[]) is
  'The tag bounds of photos, albums and collections: at most 30 tags of at most 50 characters '
  '(the API''s limits, so no owner can flood the public tag suggestions).';

create function app_private.is_own_storage_key(key text) returns boolean
language sql stable
set search_path = ''
as $$
  select key like (select auth.uid())::text || '/%' and position('..' in key) = 0
$$;
comment on function app_private.is_own_storage_key(text) is
  'True when a storage object name lies in the caller''s own folder (`<uid>/...`) with no `..` '
  'in it, so no name can step into another folder: original_key, profile pictures, storage '
  'policies.';

create function app_private.is_own_upload_key(key text) returns boolean
language sql stable
set search_path = ''
as $$
  select app_private.is_own_storage_key(key) and key like (select auth.uid())::text || '/uploads/%'
$$;
comment on function app_private.is_own_upload_key(text) is
  'True for a name under the caller''s upload folder (`<uid>/uploads/...`): the only place owners '
  'write originals. Everything else in their folder (the worker''s thumbs/ and previews/) is '
  'written by the service only.';

create function app_private.hit_rate_limit(key text, max_hits int, "window" interval)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  seconds double precision := extract(epoch from "window");
  current_window timestamptz;
  hits_now int;
begin
  if seconds <= 0 then
    raise exception using errcode = 'M1000', message = 'The rate-limit window must be positive';
  end if;
  current_window := to_timestamp(floor(extract(epoch from now()) / seconds) * seconds);
  -- Older windows of this key no longer matter; keeping the table small keeps this cheap.
  delete from app_private.rate_limits r
    where r.key = hit_rate_limit.key and r.window_start < current_window;
  insert into app_private.rate_limits as r (key, window_start, hits)
    values (hit_rate_limit.key, current_window, 1)
    on conflict on constraint rate_limits_pkey do update set hits = r.hits + 1
    returning r.hits into hits_now;
  return hits_now <= max_hits;
end
$$;
comment on function app_private.hit_rate_limit(text, int, interval) is
  'Counts one hit for key in the current fixed window of the given length and answers true '
  'while the key is still within max_hits (the API answers 1004 when false).';

create function app_private.rate_limit_hits(key text, "window" interval)
returns int
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select r.hits from app_private.rate_limits r
     where r.key = rate_limit_hits.key
       and r.window_start = to_timestamp(
         floor(extract(epoch from now()) / extract(epoch from "window"))
           * extract(epoch from "window"))
  ), 0)
  where extract(epoch from "window") > 0 -- a zero window counts nothing (and divides by nothing)
$$;
comment on function app_private.rate_limit_hits(text, interval) is
  'Hits counted for key in the current fixed window (the same windows as hit_rate_limit), without '
  'counting one more. Login checks it before verifying a password, so a blocked account cannot '
  'learn that a guess was right.';

revoke all on function app_private.is_privileged() from public;
revoke all on function app_private.set_updated_at() from public;
revoke all on function app_private.standard_licence_price_cents() from public;
revoke all on function app_private.hit_rate_limit(text, int, interval) from public;
revoke all on function app_private.random_url_token(int) from public;
revoke all on function app_private.tags_within_limits(text[]) from public;
revoke all on function app_private.is_own_storage_key(text) from public;
revoke all on function app_private.is_own_upload_key(text) from public;
grant execute on function app_private.is_own_upload_key(text) to authenticated, service_role;
grant execute on function app_private.tags_within_limits(text[]) to anon, authenticated, service_role;
grant execute on function app_private.is_own_storage_key(text) to authenticated, service_role;
grant execute on function app_private.is_privileged() to anon, authenticated, service_role;
grant execute on function app_private.standard_licence_price_cents()
  to anon, authenticated, service_role;
grant execute on function app_private.hit_rate_limit(text, int, interval) to service_role;
grant execute on function app_private.random_url_token(int) to authenticated, service_role;
revoke all on function app_private.rate_limit_hits(text, interval) from public;
grant execute on function app_private.rate_limit_hits(text, interval) to service_role;

-- Policies and grants -------------------------------------------------------------------------

alter table public.settings enable row level security;
alter table app_private.rate_limits enable row level security;
alter table app_private.sessions enable row level security;

create policy "Anyone can read settings" on public.settings
  for select to anon, authenticated using (true);

-- Every table in public first loses whatever the project's default privileges gave the API roles
-- (older Supabase projects grant all on every new table, function and sequence in public), then
-- gets exactly its grants (docs/conventions.md; supabase/tests/old-project.test.ts).
revoke all on public.settings from anon, authenticated, service_role;
grant select on public.settings to anon, authenticated;
grant select, insert, update, delete on public.settings to service_role;
grant select, insert, update, delete on app_private.rate_limits to service_role;
grant select, insert, update, delete on app_private.sessions to service_role;
