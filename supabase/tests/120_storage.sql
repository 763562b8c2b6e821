-- Storage buckets and object policies: keys start with the owner's id.
begin;
select plan(15);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun');

select results_eq($$ select id, public from storage.buckets where id in ('originals', 'derivatives', 'avatars') order by id $$,
  $$ values ('avatars', true), ('derivatives', true), ('originals', false) $$,
  'originals are private; derivatives and avatars are public');
select is(storage.foldername('abc/def/photo.jpg'), '{abc,def}'::text[], 'foldername answers the folders');
select is(storage.filename('abc/def/photo.jpg'), 'photo.jpg', 'filename answers the last part');
select is(storage.extension('abc/photo.final.jpg'), 'jpg', 'extension answers what follows the last dot');

select tests.authenticate_as('nuwan');
select lives_ok(format($$ insert into storage.objects (bucket_id, name, owner) values ('originals', %L, %L) $$,
                       tests.uid('nuwan') || '/uploads/p1.jpg', tests.uid('nuwan')),
  'a user uploads an original into their own folder');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                        tests.uid('kasun') || '/uploads/p1.jpg'),
  '42501', null, 'nobody uploads into someone else''s folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('derivatives', 'x/thumb.jpg') $$,
  '42501', null, 'users cannot write derivatives (the media worker does)');
select lives_ok(format($$ insert into storage.objects (bucket_id, name) values ('avatars', %L) $$,
                       tests.uid('nuwan') || '/me.jpg'),
  'a user uploads their avatar');
select isnt_empty($$ select 1 from storage.objects where bucket_id = 'originals' $$, 'the owner reads their original');

select tests.authenticate_as('kasun');
select is_empty($$ select 1 from storage.objects where bucket_id = 'originals' $$,
  'another user cannot read the original');
select is(tests.outcome($$ delete from storage.objects where bucket_id = 'avatars' $$), 'no rows',
  'another user cannot delete someone''s avatar');
select is_empty($$ select 1 from storage.objects where bucket_id = 'avatars' $$,
  'another user cannot list someone''s avatars (public URLs need no policy)');

select tests.authenticate_as_service();
insert into storage.objects (bucket_id, name) values ('derivatives', 'photos/thumb.jpg');
select tests.authenticate_as_anon();
select is_empty($$ select 1 from storage.objects where bucket_id = 'originals' $$, 'visitors never read originals');
select is_empty($$ select 1 from storage.objects where bucket_id in ('derivatives', 'avatars') $$,
  'visitors cannot list the public buckets (public URLs need no policy)');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', 'anon/x.jpg') $$,
  '42501', null, 'visitors cannot upload');

select * from finish();
rollback;
