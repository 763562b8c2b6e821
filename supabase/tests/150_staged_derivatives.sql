-- Staged derivatives (20261121121000_upload_staged_derivatives.sql): the private staged preview
-- is a marketplace-owned column, and publishing follows the job that stages it.
begin;
select plan(5);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Nuwan album');

select tests.authenticate_as('nuwan');
select lives_ok(format(
  $$ insert into public.photos (album_id, name, original_key, staged_preview_key)
     values (%L, 'Sigiriya', %L, 'forged.jpg') $$,
  tests.album('Nuwan album'), tests.record_upload('nuwan', tests.uid('nuwan') || '/uploads/sigiriya.jpg')),
  'a creator inserts a photo naming a staged preview');
select is((select staged_preview_key from public.photos where name = 'Sigiriya'), null,
  'a client insert starts without a staged preview');
select throws_ok($$ update public.photos set staged_preview_key = 'x.jpg' where name = 'Sigiriya' $$,
  'M1002', null, 'the owner cannot set the staged preview');

select tests.create_photo('Nuwan album', 'In review', 'IN_REVIEW', false);
select tests.authenticate_as_service();
update public.photos set status = 'PROCESSING' where name = 'In review';
select tests.clear_authentication();
select is((select payload ->> 'after' from public.jobs
            where kind = 'publish_photo' and payload ->> 'photo_id' = tests.photo('In review')::text),
  'owner_thumbnail:' || tests.photo('In review'),
  'publish_photo follows the photo''s staging job');
select tests.authenticate_as_service();
update public.photos set status = 'ACCEPTED' where name = 'In review';
update public.photos set free_download = true where name = 'In review';
select tests.clear_authentication();
select is((select payload ->> 'after' from public.jobs
            where kind = 'refresh_derivatives' and payload ->> 'photo_id' = tests.photo('In review')::text),
  'owner_thumbnail:' || tests.photo('In review'),
  'refresh_derivatives follows the photo''s staging job too');

select * from finish();
rollback;
