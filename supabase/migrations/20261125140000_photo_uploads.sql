-- Uploads record what the API measured (size, hash, dimensions, EXIF); a client's photo insert
-- takes those from its upload row, never from the client (supabase/schemas/05_photos.sql).

-- Uploads: what POST /v1/generic/upload learned while the original was in memory --------------

create table app_private.photo_uploads (
  original_key text primary key,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  ext_id text not null unique default app_private.random_url_token(9),
  file_size bigint not null check (file_size > 0),
  content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$'),
  width int not null check (width > 0),
  height int not null check (height > 0),
  has_exif boolean not null,
  camera_make text,
  camera_model text,
  focal_length_35 numeric,
  fnum numeric,
  iso int,
  exposure_time numeric,
  captured_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table app_private.photo_uploads is
  'One row per uploaded original, written by the API (service role) with the facts it measured '
  'in the upload request: size, SHA-256, displayed width and height and the camera EXIF. A '
  'client''s photo insert takes its public id, size and EXIF from here (photos_25_upload_facts), '
  'never from the client; used_at marks the upload as spent.';
comment on column app_private.photo_uploads.has_exif is
  'False when the file has no usable camera EXIF (docs/upload-rules.md): it can never become a '
  'photo (M1205).';

create index photo_uploads_owner_id_idx on app_private.photo_uploads (owner_id);

create function app_private.claim_photo_upload(key text) returns app_private.photo_uploads
language plpgsql
security definer
set search_path = ''
as $$
declare
  upload app_private.photo_uploads;
begin
  update app_private.photo_uploads u set used_at = now()
   where u.original_key = key and u.owner_id = (select auth.uid()) and u.used_at is null
  returning u.* into upload;
  if upload.original_key is null then
    raise exception using errcode = 'M1209',
      message = 'The uploaded file was not found; upload it again';
  end if;
  if not upload.has_exif then
    raise exception using errcode = 'M1205',
      message = 'Image metadata is missing. Please include all Exif tags when uploading images';
  end if;
  return upload;
end
$$;
comment on function app_private.claim_photo_upload(text) is
  'Spends the caller''s unused upload of this original and answers its facts: unknown, someone '
  'else''s or already used uploads are refused alike (M1209), uploads without EXIF with M1205.';
revoke all on function app_private.claim_photo_upload(text) from public;
grant execute on function app_private.claim_photo_upload(text) to authenticated, service_role;

create function app_private.fill_photo_from_upload() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  upload app_private.photo_uploads;
begin
  -- The seed and the service write measured facts themselves.
  if app_private.is_privileged() then
    return new;
  end if;
  upload := app_private.claim_photo_upload(new.original_key);
  new.ext_id := upload.ext_id;
  new.file_size := upload.file_size;
  new.width := upload.width;
  new.height := upload.height;
  new.camera_make := upload.camera_make;
  new.camera_model := upload.camera_model;
  new.focal_length_35 := upload.focal_length_35;
  new.fnum := upload.fnum;
  new.iso := upload.iso;
  new.exposure_time := upload.exposure_time;
  new.captured_at := upload.captured_at;
  return new;
end
$$;
comment on function app_private.fill_photo_from_upload() is
  'BEFORE INSERT on photos, after the guard and the price rule: a client''s photo takes its '
  'public id, file size, dimensions and EXIF from its upload row (claim_photo_upload), whatever '
  'the insert said.';
revoke all on function app_private.fill_photo_from_upload() from public;

create trigger photos_25_upload_facts before insert on public.photos
  for each row execute function app_private.fill_photo_from_upload();

alter table app_private.photo_uploads enable row level security;
-- No policies and no client grants: only the API's service path writes and reads uploads.
grant select, insert, update, delete on app_private.photo_uploads to service_role;
