-- Upload facts (app_private.photo_uploads, 05_photos.sql), written as the attacks they stop: a
-- creator inserting a photo directly, as a Supabase client could, cannot choose its public id,
-- size, dimensions or EXIF, nor make a photo of an upload that is unknown, someone else's,
-- already used or without EXIF.
begin;
select plan(13);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun', 'CREATOR', true, 'kasun');
select tests.create_album('nuwan', 'Nuwan album');
select tests.create_album('kasun', 'Kasun album');
select tests.record_upload('nuwan', tests.uid('nuwan') || '/uploads/measured.jpg', 4000, 3000);
select tests.record_upload('nuwan', tests.uid('nuwan') || '/uploads/screenshot.jpg', 2400, 1600, false);
select tests.record_upload('kasun', tests.uid('kasun') || '/uploads/kasun.jpg');
-- A row naming Nuwan's folder but recorded for Kasun (as a bug elsewhere might write it).
select tests.record_upload('kasun', tests.uid('nuwan') || '/uploads/not-his.jpg');

select tests.authenticate_as('nuwan');

select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'Never uploaded', %L) $$,
  tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/never-uploaded.jpg'),
  'M1209', 'The uploaded file was not found; upload it again',
  'a photo of a file that was never uploaded is refused');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'Not his', %L) $$,
  tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/not-his.jpg'),
  'M1209', null, 'an upload recorded for someone else is refused, even in the caller''s folder');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'Kasun''s', %L) $$,
  tests.album('Nuwan album'), tests.uid('kasun') || '/uploads/kasun.jpg'),
  'M1002', null, 'another creator''s upload is refused');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'Screenshot', %L) $$,
  tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/screenshot.jpg'),
  'M1205', 'Image metadata is missing. Please include all Exif tags when uploading images',
  'an upload without camera EXIF never becomes a photo');

select lives_ok(format(
  $$ insert into public.photos (album_id, name, original_key, ext_id, width, height, file_size,
                                camera_make, camera_model, iso, fnum, captured_at)
     values (%L, 'Forged facts', %L, 'my-vanity-id', 99999, 99999, 1, 'Hasselblad', 'X2D', 64,
             1.2, '1999-01-01') $$,
  tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/measured.jpg'),
  'a creator inserts a photo of a real upload, claiming other facts');
select results_eq(
  $$ select width, height, file_size, camera_make, camera_model, iso, fnum, captured_at
       from public.photos where name = 'Forged facts' $$,
  $$ values (4000, 3000, 2000000::bigint, 'Canon'::text, null::text, 100, null::numeric,
             null::timestamptz) $$,
  'the photo keeps the measured size, dimensions and EXIF of its upload, not the claimed ones');

select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'Again', %L) $$,
  tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/measured.jpg'),
  'M1209', null, 'an upload makes one photo only');

-- Clients can neither read nor write upload rows.
select throws_ok($$ select * from app_private.photo_uploads $$, '42501', null,
  'a creator cannot read upload rows');
select throws_ok(format(
  $$ insert into app_private.photo_uploads (original_key, owner_id, file_size, content_sha256,
                                            width, height, has_exif)
     values (%L, %L, 1, repeat('0', 64), 1, 1, true) $$,
  tests.uid('nuwan') || '/uploads/forged.jpg', tests.uid('nuwan')),
  '42501', null, 'a creator cannot record an upload of their own making');
select throws_ok(
  $$ update app_private.photo_uploads set used_at = null $$, '42501', null,
  'a creator cannot un-spend an upload');

select tests.authenticate_as_anon();
select throws_ok($$ select * from app_private.photo_uploads $$, '42501', null,
  'a visitor cannot read upload rows');

-- The seed and the service keep writing measured facts themselves.
select tests.authenticate_as_service();
select is(
  (select p.ext_id from public.photos p where p.name = 'Forged facts'),
  (select u.ext_id from app_private.photo_uploads u where u.original_key = tests.uid('nuwan') || '/uploads/measured.jpg'),
  'the forged photo has the public id its upload was given, not the chosen one');
select lives_ok(format(
  $$ insert into public.photos (owner_id, album_id, name, original_key, width, height)
     values (%L, %L, 'Service', %L, 1600, 1200) $$,
  tests.uid('kasun'), tests.album('Kasun album'), tests.uid('kasun') || '/uploads/service.jpg'),
  'a privileged insert needs no upload row');

select * from finish();
rollback;
