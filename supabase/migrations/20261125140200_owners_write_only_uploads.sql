-- Hardening (issue 12): owners write only fresh uploads (`<uid>/uploads/`); the worker's staged
-- files and the originals of photos are the service's alone.

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
revoke all on function app_private.is_own_upload_key(text) from public;
grant execute on function app_private.is_own_upload_key(text) to authenticated, service_role;

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
    if new.original_key is null or not app_private.is_own_upload_key(new.original_key) then
      raise exception using errcode = 'M1002', message = 'The original must be one of your uploads';
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
  'one of their uploads (`<uid>/uploads/...`, M1002); client inserts always start UPLOADED with counters and derivatives reset. '
  'Privileged inserts (seed, service) may carry any status.';

drop policy "Owners can upload originals to their folder" on storage.objects;
drop policy "Owners can delete their originals" on storage.objects;
create policy "Owners can upload originals to their uploads folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'originals' and app_private.is_own_upload_key(name));
create policy "Owners can delete uploads no photo uses" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'originals' and app_private.is_own_upload_key(name)
    and not exists (select 1 from public.photos p where p.original_key = objects.name)
  );
