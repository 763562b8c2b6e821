-- Hardening (issue 12): the database as the only door.
-- Tag bounds, own-folder storage names without `..` (original_key, profile pictures, storage
-- policies), no cover on a new album, definer helpers clients may not call, one permissive
-- policy per role and action, public buckets without a listing policy.

create or replace function app_private.tags_within_limits(tags text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(tags) <= 30 and coalesce((select max(length(t)) from unnest(tags) t), 0) <= 50
$$;
comment on function app_private.tags_within_limits(text[]) is
  'The tag bounds of photos, albums and collections: at most 30 tags of at most 50 characters '
  '(the API''s limits, so no owner can flood the public tag suggestions).';
create or replace function app_private.is_own_storage_key(key text) returns boolean
language sql stable
set search_path = ''
as $$
  select key like (select auth.uid())::text || '/%' and position('..' in key) = 0
$$;
comment on function app_private.is_own_storage_key(text) is
  'True when a storage object name lies in the caller''s own folder (`<uid>/...`) with no `..` '
  'in it, so no name can step into another folder: original_key, profile pictures, storage '
  'policies.';
revoke all on function app_private.tags_within_limits(text[]) from public;
revoke all on function app_private.is_own_storage_key(text) from public;
grant execute on function app_private.tags_within_limits(text[]) to anon, authenticated, service_role;
grant execute on function app_private.is_own_storage_key(text) to authenticated, service_role;

alter table public.albums add constraint albums_tags_check check (app_private.tags_within_limits(tags));
alter table public.photos add constraint photos_tags_check check (app_private.tags_within_limits(tags));
alter table public.collections add constraint collections_tags_check check (app_private.tags_within_limits(tags));

create or replace function app_private.guard_profile() returns trigger
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
create or replace function app_private.guard_album() returns trigger
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
create or replace function app_private.assert_keeps_minimum_free(owner uuid, except_photo uuid, except_album uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  now_live int;
  after_change int;
begin
  -- Only the owner's own change is checked (the guards call it for owners only): nobody can
  -- count or lock another user's photos through it.
  if owner is distinct from (select auth.uid()) then
    raise exception using errcode = 'M1002', message = 'You are not allowed to do this';
  end if;
  now_live := app_private.live_free_photo_count(owner, null, null);
  after_change := app_private.live_free_photo_count(owner, except_photo, except_album);
  if after_change < now_live and after_change < 5 then
    raise exception using errcode = 'M1306',
      message = 'You should have minimum 5 free photos in your account. Please upload another free photo and try again';
  end if;
end
$$;
comment on function app_private.assert_keeps_minimum_free(uuid, uuid, uuid) is
  'Rule 1306: raises M1306 when leaving out the photo (or the album''s photos) removes live free '
  'photos and fewer than 5 would remain. The caller''s own photos only (M1002).';
revoke execute on function app_private.live_free_photo_count(uuid, uuid, uuid) from authenticated;

create or replace function app_private.guard_photo_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  privileged boolean := app_private.is_privileged();
begin
  if new.ext_id is null or new.ext_id = '' then
    new.ext_id := app_private.random_url_token(9); -- 12 characters
  end if;
  if not privileged then
    if new.owner_id is distinct from (select auth.uid()) then
      raise exception using errcode = 'M1002', message = 'Photos can only be uploaded for yourself';
    end if;
    perform app_private.assert_creator(new.owner_id);
    if not app_private.owns_live_album(new.owner_id, new.album_id) then
      raise exception using errcode = 'M1003', message = 'Album not found';
    end if;
    if new.original_key is null or not app_private.is_own_storage_key(new.original_key) then
      raise exception using errcode = 'M1002', message = 'The original must be in your own folder';
    end if;
    -- A new photo always starts its life UPLOADED with nothing computed yet.
    new.status := 'UPLOADED';
    new.rejection_reason := null;
    new.published_at := null;
    new.view_count := 0;
    new.download_count := 0;
    new.like_count := 0;
    new.sale_count := 0;
    new.owner_thumbnail_key := null;
    new.thumbnail_key := null;
    new.preview_key := null;
    new.staged_preview_key := null;
    new.placeholder := null;
    new.dominant_color := null;
    new.created_at := now();
  elsif not exists (
    select 1 from public.albums a where a.id = new.album_id and a.owner_id = new.owner_id
  ) then
    raise exception using errcode = 'M1003', message = 'Album not found';
  end if;
  if new.status = 'ACCEPTED' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;
comment on function app_private.guard_photo_insert() is
  'BEFORE INSERT on photos: creators only (M1111), into their own live album (M1003), original '
  'in their own folder; client inserts always start UPLOADED with counters and derivatives reset. '
  'Privileged inserts (seed, service) may carry any status.';
create or replace function app_private.index_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.tags := app_private.clean_tags(new.tags);
  new.search_vector := app_private.photo_search_vector(
    new.name, new.tags, new.description, new.album_id, new.category_id);
  return new;
end
$$;
comment on function app_private.index_photo() is
  'BEFORE INSERT/UPDATE on photos: cleans the tags and recomputes search_vector (security '
  'definer: photo_search_vector reads album names, and clients may not call it themselves).';
revoke execute on function app_private.photo_search_vector(text, text[], text, uuid, smallint)
  from authenticated;

-- One permissive policy per role and action.
drop policy "Anyone can read albums that are not deleted" on public.albums;
drop policy "Owners can read all their albums" on public.albums;
drop policy "Admins can read every album" on public.albums;
create policy "Visitors can read albums that are not deleted" on public.albums
  for select to anon using (not deleted);
create policy "Users can read live albums, owners theirs, admins all" on public.albums
  for select to authenticated
  using (not deleted or owner_id = (select auth.uid()) or (select app_private.is_admin()));

drop policy "Anyone can read published photos of live albums" on public.photos;
drop policy "Owners can read all their photos" on public.photos;
drop policy "Admins can read every photo" on public.photos;
drop policy "Owners can update their photos" on public.photos;
drop policy "Admins can review photos" on public.photos;
drop policy "Owners can delete their photos" on public.photos;
drop policy "Admins can delete photos" on public.photos;
create policy "Visitors can read published photos of live albums" on public.photos
  for select to anon
  using (
    status = 'ACCEPTED'
    and exists (select 1 from public.albums a where a.id = album_id and not a.deleted)
  );
create policy "Users can read live photos, owners theirs, admins all" on public.photos
  for select to authenticated
  using (
    owner_id = (select auth.uid())
    or (select app_private.is_admin())
    or (status = 'ACCEPTED'
        and exists (select 1 from public.albums a where a.id = album_id and not a.deleted))
  );
create policy "Owners can update their photos and admins review them" on public.photos
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select app_private.is_admin()))
  with check (owner_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Owners can delete their photos and admins any photo" on public.photos
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select app_private.is_admin()));

drop policy "Users can read their verification requests" on public.verification_requests;
drop policy "Admins can read every verification request" on public.verification_requests;
create policy "Users can read their verification requests, admins every one" on public.verification_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select app_private.is_admin()));

drop policy "Buyers can read their orders" on public.orders;
drop policy "Admins can read every order" on public.orders;
drop policy "Creators can read their earnings" on public.creator_earnings;
drop policy "Admins can read every earning" on public.creator_earnings;
create policy "Buyers can read their orders, admins every order" on public.orders
  for select to authenticated
  using (buyer_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Creators can read their earnings, admins every earning" on public.creator_earnings
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));

-- Storage: own folder without `..`; public buckets serve by URL, with no listing policy.
drop policy "Anyone can read derivatives" on storage.objects;
drop policy "Anyone can read avatars" on storage.objects;
drop policy "Owners can read their originals" on storage.objects;
drop policy "Owners can upload originals to their folder" on storage.objects;
drop policy "Owners can delete their originals" on storage.objects;
drop policy "Owners can upload avatars to their folder" on storage.objects;
drop policy "Owners can replace their avatars" on storage.objects;
drop policy "Owners can delete their avatars" on storage.objects;
create policy "Owners can read their originals" on storage.objects
  for select to authenticated
  using (bucket_id = 'originals' and app_private.is_own_storage_key(name));
create policy "Owners can upload originals to their folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'originals' and app_private.is_own_storage_key(name));
create policy "Owners can delete their originals" on storage.objects
  for delete to authenticated
  using (bucket_id = 'originals' and app_private.is_own_storage_key(name));
create policy "Owners can read their avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can upload avatars to their folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can replace their avatars" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name))
  with check (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can delete their avatars" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
