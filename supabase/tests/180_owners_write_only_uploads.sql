-- Storage that cannot be forged: owners write only fresh uploads under `<uid>/uploads/`; the
-- worker's staged files (thumbs/, previews/) and any photo's original are the service's alone.
begin;
select plan(10);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Nuwan album');
select tests.create_photo('Nuwan album', 'Reviewed', 'ACCEPTED', true);
update public.photos set original_key = tests.uid('nuwan') || '/uploads/reviewed.jpg'
 where name = 'Reviewed';

-- Files as the service (API and worker) writes them.
select tests.authenticate_as_service();
insert into storage.objects (bucket_id, name) values
  ('originals', tests.uid('nuwan') || '/uploads/reviewed.jpg'),
  ('originals', tests.uid('nuwan') || '/uploads/fresh.jpg'),
  ('originals', tests.uid('nuwan') || '/thumbs/' || tests.photo('Reviewed') || '.jpg'),
  ('originals', tests.uid('nuwan') || '/previews/' || tests.photo('Reviewed') || '.jpg');

select tests.authenticate_as('nuwan');
select lives_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                       tests.uid('nuwan') || '/uploads/new.jpg'),
  'the owner uploads a fresh original into their uploads folder');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                        tests.uid('nuwan') || '/previews/' || tests.photo('Reviewed') || '-2.jpg'),
  '42501', null, 'the owner cannot write into the worker''s previews');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                        tests.uid('nuwan') || '/thumbs/x.jpg'),
  '42501', null, 'nor into the worker''s thumbnails');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                        tests.uid('nuwan') || '/loose.jpg'),
  '42501', null, 'nor anywhere else in their folder');
select is(tests.outcome(format($$ delete from storage.objects where bucket_id = 'originals' and name = %L $$,
                               tests.uid('nuwan') || '/previews/' || tests.photo('Reviewed') || '.jpg')),
  'no rows', 'the owner cannot delete (to re-insert) a staged preview');
select is(tests.outcome(format($$ delete from storage.objects where bucket_id = 'originals' and name = %L $$,
                               tests.uid('nuwan') || '/uploads/reviewed.jpg')),
  'no rows', 'nor the original of a reviewed photo');
select is(tests.outcome(format($$ update storage.objects set name = %L where name = %L $$,
                               tests.uid('nuwan') || '/uploads/moved.jpg', tests.uid('nuwan') || '/uploads/fresh.jpg')),
  'no rows', 'nor replace or rename an upload');
select is(tests.outcome(format($$ delete from storage.objects where bucket_id = 'originals' and name = %L $$,
                               tests.uid('nuwan') || '/uploads/fresh.jpg')),
  'ok', 'the owner deletes an upload no photo uses');
select throws_ok(format($$ insert into public.photos (album_id, original_key) values (%L, %L) $$,
                        tests.album('Nuwan album'), tests.uid('nuwan') || '/previews/' || tests.photo('Reviewed') || '.jpg'),
  'M1002', 'The original must be one of your uploads',
  'a photo cannot take a worker file as its original');
select lives_ok(format($$ insert into public.photos (album_id, original_key) values (%L, %L) $$,
                       tests.album('Nuwan album'), tests.record_upload('nuwan', tests.uid('nuwan') || '/uploads/new.jpg')),
  'a photo takes one of the owner''s uploads');

select * from finish();
rollback;
