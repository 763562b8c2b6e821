-- Rule 1306 (docs/business-rules.md): an owner may not take a live free photo (ACCEPTED, free,
-- in a live album) out of sight when fewer than 5 would remain. Admins are not bound by it.
begin;
select plan(14);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('admin', 'ADMIN');
select tests.create_live_free_photos('nuwan', 6);
select tests.create_album('nuwan', 'Paid work');
select tests.create_photo('Paid work', 'Paid and live', 'ACCEPTED', false);

select tests.authenticate_as('nuwan');
select is(tests.outcome($$ update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 1' $$),
  'ok', 'with 6 live free photos the owner may unpublish one (5 remain)');
select throws_ok($$ update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 2' $$,
  'M1306', 'You should have minimum 5 free photos in your account. Please upload another free photo and try again',
  'with 5 live free photos unpublishing another is refused with the spec''s message');
select throws_ok($$ update public.photos set free_download = false where name = 'nuwan free photos 2' $$,
  'M1306', null, 'switching one of the last 5 to paid is refused');
select throws_ok(format('update public.albums set deleted = true where id = %L', tests.album('nuwan free photos')),
  'M1306', null, 'deleting the album that holds them is refused');
select is(tests.outcome($$ update public.photos set status = 'UNPUBLISHED' where name = 'Paid and live' $$),
  'ok', 'paid photos can be unpublished freely');
select is(tests.outcome(format('update public.albums set deleted = true where id = %L', tests.album('Paid work'))),
  'ok', 'an album without live free photos can be deleted');
select is(tests.outcome($$ update public.photos set description = 'Still free' where name = 'nuwan free photos 2' $$),
  'ok', 'editing a live free photo without taking it out of sight is fine');
select is((select count(*)::int from public.photos where status = 'ACCEPTED' and free_download),
  5, 'the owner still has 5 live free photos');

-- Uploading another free photo and getting it published makes room again.
select tests.clear_authentication();
select tests.create_photo('nuwan free photos', 'nuwan free photos 7', 'ACCEPTED', true);
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ update public.photos set free_download = false where name = 'nuwan free photos 2' $$),
  'ok', 'with a sixth live free photo one may become paid');

-- A live free photo in a deleted album is not live, so it does not count and is not guarded.
select tests.clear_authentication();
select tests.create_album('nuwan', 'Hidden');
select tests.create_photo('Hidden', 'Hidden free', 'ACCEPTED', true);
update public.albums set deleted = true where name = 'Hidden';
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ update public.photos set status = 'UNPUBLISHED' where name = 'Hidden free' $$),
  'ok', 'a photo in a deleted album is not one of the live free photos');
select throws_ok($$ update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 3' $$,
  'M1306', null, 'and it never counted towards the 5');

-- Admins are not bound by it.
select tests.authenticate_as('admin');
select is(tests.outcome($$ update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 3' $$),
  'ok', 'an admin may unpublish one of the last 5 (e.g. a takedown)');
select is(tests.outcome(format('update public.albums set deleted = true where id = %L', tests.album('nuwan free photos'))),
  'no rows', 'an admin cannot delete someone''s album through the client path at all');
select tests.clear_authentication();
select is((select count(*)::int from public.photos where owner_id = tests.uid('nuwan') and status = 'ACCEPTED' and free_download and album_id = tests.album('nuwan free photos')),
  4, 'after the takedown the owner has 4 live free photos');

select * from finish();
rollback;
