-- Favourites and collections: private lists a signed-in user keeps of photos they can see.

-- Tables --------------------------------------------------------------------------------------

create table public.favourites (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  photo_id uuid not null references public.photos (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, photo_id)
);
comment on table public.favourites is
  'Photos a user has favourited; private to that user. Keeps photos.like_count.';

create index favourites_photo_id_idx on public.favourites (photo_id);

create table public.collections (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 100),
  description text not null default '',
  tags text[] not null default '{}' check (app_private.tags_within_limits(tags)),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.collections is 'A user''s named set of photos; private to the owner.';

create index collections_owner_id_idx on public.collections (owner_id, created_at);

create table public.collection_photos (
  collection_id uuid not null references public.collections (id) on delete cascade,
  photo_id uuid not null references public.photos (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (collection_id, photo_id)
);
comment on table public.collection_photos is
  'Membership of photos in collections; private to the collection''s owner.';

create index collection_photos_photo_id_idx on public.collection_photos (photo_id);

-- Triggers ------------------------------------------------------------------------------------

create function app_private.count_likes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.photos p set like_count = p.like_count + 1 where p.id = new.photo_id;
  else
    update public.photos p set like_count = greatest(p.like_count - 1, 0) where p.id = old.photo_id;
  end if;
  return null;
end
$$;
comment on function app_private.count_likes() is
  'AFTER INSERT/DELETE on favourites: keeps photos.like_count.';
revoke all on function app_private.count_likes() from public;

create trigger favourites_count_likes after insert or delete on public.favourites
  for each row execute function app_private.count_likes();

create function app_private.guard_collection() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not app_private.is_privileged()
     and (new.owner_id <> old.owner_id or new.id <> old.id or new.created_at <> old.created_at) then
    raise exception using errcode = 'M1002', message = 'A collection''s owner and identity cannot change';
  end if;
  return new;
end
$$;
comment on function app_private.guard_collection() is
  'BEFORE UPDATE on collections: owner, id and created_at never change on client paths (M1002).';
revoke all on function app_private.guard_collection() from public;

create trigger collections_guard before update on public.collections
  for each row execute function app_private.guard_collection();
create trigger collections_set_updated_at before update on public.collections
  for each row execute function app_private.set_updated_at();

-- Helpers -------------------------------------------------------------------------------------

create function app_private.owns_collection(collection uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.collections c where c.id = collection and c.owner_id = (select auth.uid())
  )
$$;
comment on function app_private.owns_collection(uuid) is
  'True when the signed-in user owns the collection; used by collection_photos policies.';
revoke all on function app_private.owns_collection(uuid) from public;
grant execute on function app_private.owns_collection(uuid) to authenticated, service_role;

-- Policies and grants -------------------------------------------------------------------------

alter table public.favourites enable row level security;
alter table public.collections enable row level security;
alter table public.collection_photos enable row level security;

create policy "Users can read their favourites" on public.favourites
  for select to authenticated using (user_id = (select auth.uid()));
-- The photo must be visible to the user (the subquery runs under photos' policies).
create policy "Users can favourite photos they can see" on public.favourites
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.photos p where p.id = photo_id)
  );
create policy "Users can remove their favourites" on public.favourites
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Owners can read their collections" on public.collections
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "Users can create collections" on public.collections
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "Owners can update their collections" on public.collections
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy "Owners can delete their collections" on public.collections
  for delete to authenticated using (owner_id = (select auth.uid()));

create policy "Owners can read their collections' photos" on public.collection_photos
  for select to authenticated using ((select app_private.owns_collection(collection_id)));
create policy "Owners can add photos they can see to their collections" on public.collection_photos
  for insert to authenticated
  with check (
    (select app_private.owns_collection(collection_id))
    and exists (select 1 from public.photos p where p.id = photo_id)
  );
create policy "Owners can remove photos from their collections" on public.collection_photos
  for delete to authenticated using ((select app_private.owns_collection(collection_id)));

revoke all on public.favourites, public.collections, public.collection_photos
  from anon, authenticated, service_role;
grant select, insert, delete on public.favourites to authenticated;
grant select, insert, update, delete on public.favourites to service_role;
grant select, insert, update, delete on public.collections to authenticated, service_role;
grant select, insert, delete on public.collection_photos to authenticated;
grant select, insert, update, delete on public.collection_photos to service_role;
