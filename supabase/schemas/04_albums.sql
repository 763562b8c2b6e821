-- Categories (admin-curated) and albums (a creator's folders of photos, soft-deleted).

-- Tables --------------------------------------------------------------------------------------

create table public.categories (
  id smallint generated always as identity primary key,
  name text not null unique check (length(trim(name)) between 1 and 60),
  description text not null default ''
);
comment on table public.categories is 'Photo categories shown in search filters; admins curate them.';

-- Reference data: every project starts with these (demo data stays in seed.sql).
insert into public.categories (name, description) values
  ('Nature', 'Forests, waterfalls, mountains and the island''s green interior'),
  ('Wildlife', 'Leopards, elephants, birds and marine life in their habitat'),
  ('Culture', 'Temples, rituals, festivals and daily traditions'),
  ('Travel', 'Journeys, trains, roads and places worth the trip'),
  ('Architecture', 'Ancient cities, colonial forts and modern buildings'),
  ('Food', 'Rice and curry, street food, tea and sweets'),
  ('People', 'Portraits and people at work'),
  ('Beaches', 'Surf breaks, bays and the coastline'),
  ('Festivals', 'Perahera processions, Vesak lanterns and Avurudu games')
on conflict (name) do nothing;

create table public.albums (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 100),
  description text not null default '',
  tags text[] not null default '{}' check (app_private.tags_within_limits(tags)),
  deleted boolean not null default false,
  thumbnail_photo_id uuid, -- foreign key added with the photos table
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.albums is
  'A creator''s album. Owners manage their own; everyone reads non-deleted albums (public album '
  'pages). Deleting is soft (deleted = true) and hides the album''s photos from the public.';

create index albums_owner_id_idx on public.albums (owner_id, created_at);
create index albums_live_idx on public.albums (id) where not deleted;

-- Triggers ------------------------------------------------------------------------------------

create function app_private.guard_album() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if app_private.is_privileged() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.owner_id is distinct from (select auth.uid()) then
      raise exception using errcode = 'M1002', message = 'Albums can only be created for yourself';
    end if;
    perform app_private.assert_creator(new.owner_id);
    -- A new album has no photos, so no cover; refused before the foreign key is checked, so
    -- the answer says nothing about whether another user's or a hidden photo id exists.
    if new.thumbnail_photo_id is not null then
      raise exception using errcode = 'M1003', message = 'The cover photo must be a photo of this album';
    end if;
    new.created_at := now();
    return new;
  end if;
  if new.id <> old.id or new.owner_id <> old.owner_id or new.created_at <> old.created_at then
    raise exception using errcode = 'M1002', message = 'An album''s owner and identity cannot change';
  end if;
  return new;
end
$$;
comment on function app_private.guard_album() is
  'BEFORE INSERT/UPDATE on albums: only creators and admins create albums, for themselves '
  '(M1111, M1002), without a cover (M1003: it has no photos yet); owner, id and created_at '
  'never change on client paths.';
revoke all on function app_private.guard_album() from public;

create trigger albums_guard before insert or update on public.albums
  for each row execute function app_private.guard_album();
create trigger albums_set_updated_at before update on public.albums
  for each row execute function app_private.set_updated_at();

-- Policies and grants -------------------------------------------------------------------------

alter table public.categories enable row level security;
alter table public.albums enable row level security;

create policy "Anyone can read categories" on public.categories
  for select to anon, authenticated using (true);
create policy "Admins can add categories" on public.categories
  for insert to authenticated with check ((select app_private.is_admin()));
create policy "Admins can edit categories" on public.categories
  for update to authenticated using ((select app_private.is_admin()));
create policy "Admins can remove categories" on public.categories
  for delete to authenticated using ((select app_private.is_admin()));

-- One permissive policy per role and action (Postgres ORs several, evaluating each per row).
create policy "Visitors can read albums that are not deleted" on public.albums
  for select to anon using (not deleted);
create policy "Users can read live albums, owners theirs, admins all" on public.albums
  for select to authenticated
  using (not deleted or owner_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Owners can create albums" on public.albums
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "Owners can update their albums" on public.albums
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

revoke all on public.categories from anon, authenticated, service_role;
revoke all on sequence public.categories_id_seq from anon, authenticated, service_role;
grant select on public.categories to anon, authenticated;
grant insert, update, delete on public.categories to authenticated;
grant select, insert, update, delete on public.categories to service_role;

revoke all on public.albums from anon, authenticated, service_role;
grant select on public.albums to anon, authenticated;
grant insert, update on public.albums to authenticated;
grant select, insert, update, delete on public.albums to service_role;
