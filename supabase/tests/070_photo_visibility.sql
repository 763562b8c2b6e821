-- Who sees which photos: the public sees ACCEPTED photos of live albums; owners all of theirs;
-- admins everything.
begin;
select plan(11);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('other', 'CREATOR', true, 'other');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Live');
select tests.create_album('nuwan', 'Deleted', true);
-- Paid photos, so rule 1306 does not stand in the way of deleting the album below.
select tests.create_photo('Live', 'Live uploaded', 'UPLOADED', false);
select tests.create_photo('Live', 'Live in review', 'IN_REVIEW', false);
select tests.create_photo('Live', 'Live processing', 'PROCESSING', false);
select tests.create_photo('Live', 'Live accepted', 'ACCEPTED', false);
select tests.create_photo('Live', 'Live unpublished', 'UNPUBLISHED', false);
select tests.create_photo('Deleted', 'Deleted accepted', 'ACCEPTED', false);

select tests.authenticate_as_anon();
select results_eq($$ select name from public.photos order by name $$, $$ values ('Live accepted') $$,
  'a visitor sees only ACCEPTED photos of live albums');
select throws_ok($$ insert into public.photos (album_id, original_key) values (tests.album('Live'), 'x/y.jpg') $$,
  '42501', null, 'a visitor cannot upload');
select throws_ok($$ update public.photos set name = 'x' $$, '42501', null, 'a visitor cannot edit photos');

select tests.authenticate_as('other');
select results_eq($$ select name from public.photos order by name $$, $$ values ('Live accepted') $$,
  'another signed-in user sees the same as the public');
select is(tests.outcome($$ update public.photos set name = 'Mine' where name = 'Live accepted' $$), 'no rows',
  'another user cannot edit a public photo');

select tests.authenticate_as('nuwan');
select is((select count(*)::int from public.photos), 6, 'the owner sees all their photos, whatever the status');
select is((select rejection_reason from public.photos where name = 'Deleted accepted'), null,
  'the owner can read photos in their deleted albums');

select tests.authenticate_as('admin');
select is((select count(*)::int from public.photos), 6, 'an admin sees every photo');
select is((select count(*)::int from public.photos where status = 'IN_REVIEW'), 1, 'an admin sees the review queue');

-- Deleting the album hides its published photos at once; restoring brings them back.
select tests.authenticate_as('nuwan');
update public.albums set deleted = true where name = 'Live';
select tests.authenticate_as_anon();
select is_empty($$ select 1 from public.photos $$, 'a deleted album''s photos disappear from public view');
select tests.authenticate_as('nuwan');
update public.albums set deleted = false where name = 'Live';
select tests.authenticate_as_anon();
select results_eq($$ select name from public.photos $$, $$ values ('Live accepted') $$,
  'restoring the album brings them back');

select * from finish();
rollback;
