-- Photos: who may upload where, what the owner may change in which status, free-only for
-- unverified creators, prices, deletes and the jobs a photo queues.
begin;
select plan(40);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');      -- verified creator
select tests.create_user('tharushi', 'CREATOR', false, 'tharu');  -- unverified creator
select tests.create_user('buyer');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Nuwan album');
select tests.create_album('nuwan', 'Nuwan second album');
select tests.create_album('nuwan', 'Nuwan deleted album', true);
select tests.create_album('tharushi', 'Tharushi album');

-- Uploading ----------------------------------------------------------------------------------
select tests.authenticate_as('buyer');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'x', %L) $$,
  tests.album('Nuwan album'), tests.uid('buyer') || '/uploads/x.jpg'),
  'M1111', 'Only creators can do this', 'a plain user cannot upload photos');

select tests.authenticate_as('tharushi');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'x', %L) $$,
  tests.album('Nuwan album'), tests.uid('tharushi') || '/uploads/x.jpg'),
  'M1003', null, 'a creator cannot upload into someone else''s album');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'x', %L) $$,
  tests.album('Tharushi album'), tests.uid('nuwan') || '/uploads/x.jpg'),
  'M1002', null, 'the original must sit in the uploader''s own folder');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key, free_download) values (%L, 'x', %L, false) $$,
  tests.album('Tharushi album'), tests.record_upload('tharushi', tests.uid('tharushi') || '/uploads/x.jpg')),
  'M1208', 'Unverified creators can only offer free photos', 'an unverified creator cannot upload a paid photo');
select lives_ok(format(
  $$ insert into public.photos (album_id, name, original_key, status, like_count, thumbnail_key, width, height)
     values (%L, 'Arugam Bay', %L, 'ACCEPTED', 999, 'forged.jpg', 2400, 1600) $$,
  tests.album('Tharushi album'), tests.record_upload('tharushi', tests.uid('tharushi') || '/uploads/arugam.jpg')),
  'an unverified creator uploads a free photo');
select results_eq($$ select status::text, like_count, thumbnail_key, free_download, price_cents, width
                       from public.photos where name = 'Arugam Bay' $$,
  $$ values ('UPLOADED', 0, null::text, true, 0::bigint, 2400) $$,
  'an upload starts UPLOADED with counters and derivatives reset, keeping its measured size');
select matches((select ext_id from public.photos where name = 'Arugam Bay'), '^[A-Za-z0-9_-]{12}$',
  'an upload gets a 12-character public id');

select tests.authenticate_as('nuwan');
select throws_ok(format(
  $$ insert into public.photos (album_id, name, original_key) values (%L, 'x', %L) $$,
  tests.album('Nuwan deleted album'), tests.uid('nuwan') || '/uploads/x.jpg'),
  'M1003', null, 'nobody uploads into a deleted album');
select lives_ok(format(
  $$ insert into public.photos (album_id, name, original_key, free_download) values (%L, 'Galle paid', %L, false) $$,
  tests.album('Nuwan album'), tests.record_upload('nuwan', tests.uid('nuwan') || '/uploads/galle.jpg')),
  'a verified creator uploads a paid photo');
select is((select price_cents from public.photos where name = 'Galle paid'), 250000::bigint,
  'a paid photo without a price takes the standard licence price');
select lives_ok($$ update public.photos set price_cents = 400000 where name = 'Galle paid' $$,
  'the owner sets their own price');
select lives_ok($$ update public.photos set free_download = true where name = 'Galle paid' $$,
  'the owner makes the photo free');
select is((select price_cents from public.photos where name = 'Galle paid'), 0::bigint,
  'a free photo costs nothing');

-- Jobs queued by photos ------------------------------------------------------------------------
select tests.clear_authentication();
select results_eq($$ select kind, payload from public.jobs where dedupe_key = 'owner_thumbnail:' || tests.photo('Galle paid') $$,
  format($$ values ('owner_thumbnail', jsonb_build_object('photo_id', %L::uuid)) $$, tests.photo('Galle paid')),
  'an upload queues its owner thumbnail job');
select tests.create_photo('Nuwan album', 'In review', 'IN_REVIEW', false);
select tests.authenticate_as('admin');
update public.photos set status = 'PROCESSING' where name = 'In review';
select tests.clear_authentication();
select is((select count(*)::int from public.jobs where kind = 'publish_photo' and payload ->> 'photo_id' = tests.photo('In review')::text),
  1, 'accepting a photo queues one publish_photo job');
select tests.authenticate_as_service();
update public.photos set status = 'UPLOADED' where name = 'In review';           -- processing failed
update public.jobs set status = 'DEAD' where kind = 'publish_photo';
update public.photos set status = 'IN_REVIEW' where name = 'In review';
update public.photos set status = 'PROCESSING' where name = 'In review';
select tests.clear_authentication();
select results_eq($$ select count(*)::int, min(status::text) from public.jobs where kind = 'publish_photo' $$,
  $$ values (1, 'QUEUED') $$, 'processing again re-queues the same job instead of adding a second');
select tests.authenticate_as('nuwan');
select throws_ok($$ insert into public.jobs (kind) values ('owner_thumbnail') $$, '42501', null,
  'users cannot queue jobs themselves');

-- What the owner may change --------------------------------------------------------------------
select tests.create_photo('Nuwan album', 'Editable', 'UPLOADED', true);
select tests.create_photo('Nuwan album', 'Reviewing', 'IN_REVIEW', true);
select tests.create_photo('Nuwan album', 'Publishing', 'PROCESSING', true);
select tests.create_photo('Nuwan album', 'Live paid', 'ACCEPTED', false);
select tests.create_photo('Nuwan album', 'Gone', 'UNPUBLISHED', true);
select tests.authenticate_as('nuwan');
select lives_ok($$ update public.photos set description = 'Fort walls', alt = 'Walls', tags = '{galle,fort}',
                   category_id = null where name = 'Editable' $$,
  'the owner edits details of an UPLOADED photo');
select lives_ok($$ update public.photos set description = 'Updated' where name = 'Live paid' $$,
  'the owner edits details of a published photo');
select throws_ok($$ update public.photos set description = 'x' where name = 'Reviewing' $$, 'M1301', null,
  'details are frozen while IN_REVIEW');
select throws_ok($$ update public.photos set description = 'x' where name = 'Publishing' $$, 'M1301', null,
  'details are frozen while PROCESSING');
select throws_ok($$ update public.photos set description = 'x' where name = 'Gone' $$, 'M1301', null,
  'details are frozen once UNPUBLISHED');

select is(tests.outcome(format('update public.photos set %s where name = %L', change, 'Editable')), 'M1002',
          format('the owner cannot change %s', what))
  from (values
    ('like_count = 100', 'the like counter'),
    ('view_count = 100, download_count = 100', 'view and download counters'),
    ('thumbnail_key = ''x.jpg''', 'the thumbnail key'),
    ('original_key = ''elsewhere.jpg''', 'the original key'),
    ('width = 9999', 'the measured width'),
    ('camera_model = ''Fake''', 'the EXIF camera'),
    ('owner_id = ' || quote_literal(tests.uid('tharushi')), 'the owner'),
    ('ext_id = ''custom''', 'the public id')
  ) as protected (change, what);

select lives_ok(format('update public.photos set album_id = %L where name = %L', tests.album('Nuwan second album'), 'Editable'),
  'the owner moves a photo to another of their albums');
select throws_ok(format('update public.photos set album_id = %L where name = %L', tests.album('Nuwan deleted album'), 'Editable'),
  'M1003', null, 'a photo cannot move into a deleted album');
select throws_ok(format('update public.photos set album_id = %L where name = %L', tests.album('Tharushi album'), 'Editable'),
  'M1003', null, 'a photo cannot move into someone else''s album');

select tests.authenticate_as('tharushi');
select throws_ok($$ update public.photos set free_download = false where name = 'Arugam Bay' $$,
  'M1208', null, 'an unverified creator cannot make a photo paid');

-- Deleting -------------------------------------------------------------------------------------
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ delete from public.photos where name = 'Editable' $$), 'ok',
  'the owner deletes an UPLOADED photo');
select throws_ok($$ delete from public.photos where name = 'Live paid' $$, 'M1301', null,
  'the owner cannot delete a published photo (unpublish it instead)');
select throws_ok($$ delete from public.photos where name = 'Reviewing' $$, 'M1301', null,
  'the owner cannot delete a photo in review');
select tests.authenticate_as('tharushi');
select is(tests.outcome($$ delete from public.photos where name = 'Gone' $$), 'no rows',
  'another creator cannot delete someone''s photo');
select tests.authenticate_as('admin');
select is(tests.outcome($$ delete from public.photos where name = 'Live paid' $$), 'ok',
  'an admin can delete any photo');
select throws_ok($$ update public.photos set description = 'Admin words' where name = 'Reviewing' $$, 'M1002', null,
  'an admin reviews but does not rewrite someone''s details');

select * from finish();
rollback;
