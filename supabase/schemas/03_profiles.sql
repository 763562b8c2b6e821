-- Profiles: one per auth user, created by a trigger on auth.users. Public (no e-mail here);
-- owners edit their names, username and pictures; role and verification change only on
-- privileged paths.

-- Tables --------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text unique check (username ~ '^[a-z0-9][a-z0-9_.]{2,29}$'),
  first_name text not null default '',
  last_name text not null default '',
  profile_photo text,
  cover_photo text,
  role public.user_role not null default 'USER',
  verified boolean not null default false,
  verify_requested boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  language text not null default 'en'
    constraint profiles_language_known check (language in ('en', 'si', 'ta'))
);
comment on table public.profiles is
  'Public face of a user: names, username, pictures (keys in bucket avatars), role and '
  'verification. Readable by everyone; the e-mail stays in auth.users.';
comment on column public.profiles.language is
  'The language the user reads LankaLens in: en, si or ta. Their e-mails are written in it; '
  'taken at sign-up from the visitor''s choice, changed by the owner.';

create index profiles_role_idx on public.profiles (role) where role <> 'USER';

-- Helpers -------------------------------------------------------------------------------------

create function app_private.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'ADMIN'
  )
$$;
comment on function app_private.is_admin() is
  'True when the signed-in user (auth.uid()) has role ADMIN. Security definer so policies can '
  'call it without recursing into profiles policies.';

create function app_private.normalize_username(username text) returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := nullif(lower(trim(username)), '');
begin
  if cleaned is not null and cleaned !~ '^[a-z0-9][a-z0-9_.]{2,29}$' then
    raise exception using errcode = 'M1000',
      message = 'Username must be 3 to 30 characters: letters, digits, dots and underscores';
  end if;
  return cleaned;
end
$$;
comment on function app_private.normalize_username(text) is
  'Trims and lower-cases a username and raises M1000 when the format is wrong.';

create function app_private.assert_username_free(username text, owner uuid) returns void
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if username is not null and exists (
    select 1 from public.profiles p where p.username = assert_username_free.username
      and p.id <> owner
  ) then
    raise exception using errcode = 'M1106', message = 'Usename exists';
  end if;
end
$$;
comment on function app_private.assert_username_free(text, uuid) is
  'Raises M1106 (the spec''s "Usename exists") when another profile holds the username. The '
  'unique index remains the guarantee under concurrency.';

create function app_private.assert_creator(who uuid) returns void
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.profiles p where p.id = who and p.role in ('CREATOR', 'ADMIN')
  ) then
    raise exception using errcode = 'M1111', message = 'Only creators can do this';
  end if;
end
$$;
comment on function app_private.assert_creator(uuid) is
  'Raises M1111 unless the profile is a CREATOR (or an ADMIN, who can do what creators do).';

create function app_private.email_registered(email text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where lower(u.email) = lower(trim(email_registered.email)) and u.deleted_at is null
  )
$$;
comment on function app_private.email_registered(text) is
  'True when an account uses the e-mail address. Backs GET /v1/email_available (the spec''s '
  'social sign-in flow). Security definer because auth.users is GoTrue''s table, which '
  'service_role cannot read on Supabase; granted to service_role only, never to clients.';

create function app_private.account_email(user_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u
   where u.id = account_email.user_id and u.deleted_at is null
$$;
comment on function app_private.account_email(uuid) is
  'The account''s e-mail address (null for a missing or deleted account), for the service '
  'path: review and verification mails, the admin lists, local sessions. Security definer '
  'because auth.users belongs to GoTrue and service_role has no grant on it on Supabase; '
  'granted to service_role only, never to clients.';

revoke all on function app_private.is_admin() from public;
revoke all on function app_private.assert_creator(uuid) from public;
revoke all on function app_private.normalize_username(text) from public;
revoke all on function app_private.assert_username_free(text, uuid) from public;
grant execute on function app_private.is_admin() to anon, authenticated, service_role;
grant execute on function app_private.assert_creator(uuid) to authenticated, service_role;
grant execute on function app_private.normalize_username(text) to authenticated, service_role;
grant execute on function app_private.assert_username_free(text, uuid)
  to authenticated, service_role;
revoke all on function app_private.email_registered(text) from public;
grant execute on function app_private.email_registered(text) to service_role;
revoke all on function app_private.account_email(uuid) from public;
grant execute on function app_private.account_email(uuid) to service_role;

-- Triggers ------------------------------------------------------------------------------------

create function app_private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, first_name, last_name, language)
  values (
    new.id,
    coalesce(trim(new.raw_user_meta_data ->> 'first_name'), ''),
    coalesce(trim(new.raw_user_meta_data ->> 'last_name'), ''),
    case when new.raw_user_meta_data ->> 'language' in ('en', 'si', 'ta')
         then new.raw_user_meta_data ->> 'language' else 'en' end
  );
  return new;
end
$$;
comment on function app_private.handle_new_user() is
  'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data first_name/last_name '
  'and language (en when missing or not one of en, si, ta).';
revoke all on function app_private.handle_new_user() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function app_private.handle_new_user();

create function app_private.guard_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.username := app_private.normalize_username(new.username);
  if new.username is distinct from old.username then
    perform app_private.assert_username_free(new.username, new.id);
  end if;
  if app_private.is_privileged() then
    return new;
  end if;
  if new.id <> old.id or new.created_at <> old.created_at then
    raise exception using errcode = 'M1002', message = 'A profile''s identity cannot change';
  end if;
  if new.role <> old.role or new.verified <> old.verified
     or new.verify_requested <> old.verify_requested then
    raise exception using errcode = 'M1002',
      message = 'Role and verification are changed by the marketplace, not by the profile owner';
  end if;
  if (new.profile_photo is distinct from old.profile_photo
      and not app_private.is_own_storage_key(new.profile_photo))
     or (new.cover_photo is distinct from old.cover_photo
      and not app_private.is_own_storage_key(new.cover_photo)) then
    raise exception using errcode = 'M1002', message = 'Profile pictures must be your own uploads';
  end if;
  return new;
end
$$;
comment on function app_private.guard_profile() is
  'BEFORE UPDATE on profiles: normalises and checks the username (M1000, M1106); only '
  'privileged paths may change id, role, verified or verify_requested (M1002); profile and '
  'cover pictures must lie in the owner''s own avatars folder (M1002).';
revoke all on function app_private.guard_profile() from public;

create trigger profiles_guard before update on public.profiles
  for each row execute function app_private.guard_profile();
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function app_private.set_updated_at();

-- RPC -----------------------------------------------------------------------------------------

create function public.become_creator(username text default null) returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  chosen text := app_private.normalize_username(username);
  result public.profiles;
begin
  if me is null then
    raise exception using errcode = 'M1001', message = 'Please log in to continue';
  end if;
  perform app_private.assert_username_free(chosen, me);
  update public.profiles p
     set username = coalesce(chosen, p.username),
         role = case when p.role = 'ADMIN' then p.role else 'CREATOR' end
   where p.id = me
  returning * into result;
  if result.id is null then
    raise exception using errcode = 'M1003', message = 'Profile not found';
  end if;
  if result.username is null then
    raise exception using errcode = 'M1000', message = 'Username is required';
  end if;
  return result;
end
$$;
comment on function public.become_creator(text) is
  'RPC: turns the signed-in user into a CREATOR (admins stay ADMIN). Sets the username first '
  'when one is given; a user without a username gets M1000 "Username is required". Answers the '
  'updated profile.';
revoke all on function public.become_creator(text) from public, anon, authenticated, service_role;
grant execute on function public.become_creator(text) to authenticated;

-- Policies and grants -------------------------------------------------------------------------

alter table public.profiles enable row level security;

create policy "Anyone can read profiles" on public.profiles
  for select to anon, authenticated using (true);
create policy "Users can update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

revoke all on public.profiles from anon, authenticated, service_role;
grant select on public.profiles to anon, authenticated;
-- Table-wide update so a forbidden column meets the trigger's readable M1002, not a bare 42501.
grant update on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;

create policy "Admins can read jobs" on public.jobs
  for select to authenticated using ((select app_private.is_admin()));
grant select on public.jobs to authenticated;
