-- The review queue's "Submitted" date and order come from a column of their own: updated_at moves
-- whenever the worker stages a photo's files. Schema: supabase/schemas/05_photos.sql.
alter table public.photos add column submitted_at timestamptz;
comment on column public.photos.submitted_at is
  'When the photo last went IN_REVIEW (set by the guards; the review queue''s order and its '
  '"Submitted" date). updated_at is no substitute: the worker moves it while staging files.';

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
    new.submitted_at := null;
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
  if new.status = 'IN_REVIEW' and new.submitted_at is null then
    new.submitted_at := now();
  end if;
  return new;
end
$$;

create or replace function app_private.guard_photo_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  privileged boolean := app_private.is_privileged();
  by_admin boolean := not privileged and app_private.is_admin();
  by_owner boolean := not privileged and old.owner_id = (select auth.uid());
  info_changed boolean;
begin
  if new.status <> old.status then
    if not app_private.photo_status_change_allowed(old.status, new.status, by_owner, by_admin, privileged) then
      raise exception using errcode = 'M1301',
        message = format('A photo cannot move from %s to %s this way', old.status, new.status);
    end if;
    if old.status = 'UPLOADED' and new.status = 'IN_REVIEW' then
      new.rejection_reason := null; -- the owner re-submits: the old reason no longer applies
    elsif old.status = 'IN_REVIEW' and new.status = 'UPLOADED' then
      if coalesce(trim(new.rejection_reason), '') = '' then
        raise exception using errcode = 'M1000', message = 'Please give a reason for the rejection';
      end if;
    elsif new.status = 'ACCEPTED' then
      new.published_at := coalesce(new.published_at, now());
    end if;
    if new.status = 'IN_REVIEW' then
      new.submitted_at := now(); -- the review queue's order: first submitted, first reviewed
    end if;
  end if;

  if not privileged then
    -- Columns only the marketplace itself writes.
    if (new.id, new.ext_id, new.owner_id, new.created_at, new.original_key,
        new.owner_thumbnail_key, new.staged_preview_key, new.thumbnail_key, new.preview_key,
        new.placeholder,
        new.dominant_color, new.view_count, new.download_count, new.like_count, new.sale_count,
        new.file_size, new.width, new.height, new.camera_make, new.camera_model,
        new.focal_length_35, new.fnum, new.iso, new.exposure_time, new.captured_at)
       is distinct from
       (old.id, old.ext_id, old.owner_id, old.created_at, old.original_key,
        old.owner_thumbnail_key, old.staged_preview_key, old.thumbnail_key, old.preview_key,
        old.placeholder,
        old.dominant_color, old.view_count, old.download_count, old.like_count, old.sale_count,
        old.file_size, old.width, old.height, old.camera_make, old.camera_model,
        old.focal_length_35, old.fnum, old.iso, old.exposure_time, old.captured_at)
    then
      raise exception using errcode = 'M1002',
        message = 'This part of a photo is managed by the marketplace';
    end if;
    if new.published_at is distinct from old.published_at and new.status = old.status then
      raise exception using errcode = 'M1002', message = 'The publication date is managed by the marketplace';
    end if;
    if new.submitted_at is distinct from old.submitted_at and new.status = old.status then
      raise exception using errcode = 'M1002', message = 'The submission date is managed by the marketplace';
    end if;
    if new.rejection_reason is distinct from old.rejection_reason and not by_admin
       and not (old.status = 'UPLOADED' and new.status = 'IN_REVIEW') then
      raise exception using errcode = 'M1002', message = 'Only a reviewer can set the rejection reason';
    end if;

    info_changed :=
      (new.name, new.description, new.alt, new.tags, new.category_id, new.free_download,
       new.price_cents, new.album_id)
      is distinct from
      (old.name, old.description, old.alt, old.tags, old.category_id, old.free_download,
       old.price_cents, old.album_id);
    if info_changed then
      if not by_owner then
        raise exception using errcode = 'M1002', message = 'Only the owner can edit a photo''s details';
      end if;
      if old.status not in ('UPLOADED', 'ACCEPTED') then
        raise exception using errcode = 'M1301',
          message = 'This action is not allowed while the photo is in its current status';
      end if;
      if new.album_id <> old.album_id
         and not app_private.owns_live_album(old.owner_id, new.album_id) then
        raise exception using errcode = 'M1003', message = 'Album not found';
      end if;
    end if;

    -- Rule 1306: an owner may not take a live free photo out of the live-free set when fewer
    -- than 5 would remain. Admins and privileged paths are not bound by it.
    if by_owner and not by_admin
       and old.status = 'ACCEPTED' and old.free_download
       and not (new.status = 'ACCEPTED' and new.free_download) then
      perform app_private.assert_keeps_minimum_free(old.owner_id, old.id, null);
    end if;
  end if;
  return new;
end
$$;

-- Photos already in review: their best known submission time.
update public.photos set submitted_at = updated_at where status = 'IN_REVIEW';
