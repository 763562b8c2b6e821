-- request_verification(): who may ask, when, and who reads the requests.
begin;
select plan(15);

select tests.create_user('buyer');
select tests.create_user('fresh', 'CREATOR', false, 'fresh');
select tests.create_user('ready', 'CREATOR', false, 'ready');
select tests.create_user('done', 'CREATOR', true, 'done');
select tests.create_user('admin', 'ADMIN');
select tests.create_live_free_photos('fresh', 4);
select tests.create_live_free_photos('ready', 5);
select tests.create_live_free_photos('done', 5);

select tests.authenticate_as('buyer');
select throws_ok($$ select public.request_verification() $$, 'M1111', null, 'a plain user cannot ask');
select tests.authenticate_as('fresh');
select throws_ok($$ select public.request_verification() $$, 'M1110', null,
  'a creator with 4 live free photos is not eligible yet');
select tests.authenticate_as('done');
select throws_ok($$ select public.request_verification() $$, 'M1109', null,
  'a verified creator cannot ask again');

select tests.authenticate_as('ready');
select is((select status::text from public.request_verification()), 'PENDING',
  'a creator with 5 live free photos sends a request');
select is((select verify_requested from public.profiles where id = tests.uid('ready')), true,
  'the profile shows the request as pending');
select throws_ok($$ select public.request_verification() $$, 'M1109',
  'A verification request is already pending', 'a second request while one is pending is refused');
select is((select count(*)::int from public.verification_requests), 1, 'the creator reads their own request');
select throws_ok(format('insert into public.verification_requests (user_id) values (%L)', tests.uid('ready')),
  '42501', null, 'requests are made only through request_verification()');
select throws_ok($$ update public.verification_requests set status = 'APPROVED' $$, '42501', null,
  'a creator cannot approve their own request');

select tests.authenticate_as('fresh');
select is_empty($$ select 1 from public.verification_requests $$, 'another creator cannot see the request');
select tests.authenticate_as_anon();
select throws_ok($$ select public.request_verification() $$, '42501', null, 'visitors cannot call it');
select throws_ok($$ select * from public.verification_requests $$, '42501', null, 'visitors cannot read requests');

select tests.authenticate_as('admin');
select is((select count(*)::int from public.verification_requests where status = 'PENDING'), 1,
  'an admin sees the pending request');

-- The admin decision is made on the service path.
select tests.authenticate_as_service();
update public.verification_requests set status = 'APPROVED', decided_at = now(), decided_by = tests.uid('admin');
update public.profiles set verified = true, verify_requested = false where id = tests.uid('ready');
select tests.authenticate_as('ready');
select lives_ok(format(
  $$ insert into public.photos (album_id, name, original_key, free_download) values (%L, 'Now paid', %L, false) $$,
  tests.album('ready free photos'), tests.record_upload('ready', tests.uid('ready') || '/uploads/paid.jpg')),
  'once verified, the creator may sell');
select throws_ok($$ select public.request_verification() $$, 'M1109', null, 'and needs no further request');

select * from finish();
rollback;
