-- Albums (creator-owned, soft-deleted, publicly readable while live) and categories (admin-curated).
begin;
select plan(22);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('other', 'CREATOR', true, 'other');
select tests.create_user('buyer');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Live album');
select tests.create_album('nuwan', 'Deleted album', true);
select tests.create_album('other', 'Other album');
select tests.create_photo('Live album', 'Cover shot', 'ACCEPTED', false);
select tests.create_photo('Other album', 'Foreign shot', 'ACCEPTED', false);

-- Creating albums
select tests.authenticate_as('buyer');
select throws_ok($$ insert into public.albums (name) values ('Mine') $$, 'M1111', 'Only creators can do this',
  'a plain user cannot create albums');
select tests.authenticate_as('nuwan');
select lives_ok($$ insert into public.albums (name, description) values ('Hill Country', 'Tea and trains') $$,
  'a creator creates an album (owner defaults to themselves)');
select is((select owner_id from public.albums where name = 'Hill Country'), tests.uid('nuwan'),
  'the new album belongs to its creator');
select throws_ok(format('insert into public.albums (owner_id, name) values (%L, %L)', tests.uid('other'), 'Planted'),
  'M1002', null, 'a creator cannot create an album for someone else');
select throws_ok($$ insert into public.albums (name) values ('   ') $$, '23514', null,
  'an album needs a title');

-- Reading
select tests.authenticate_as_anon();
select results_eq($$ select name from public.albums where owner_id = tests.uid('nuwan') order by name $$,
  $$ values ('Hill Country'), ('Live album') $$, 'visitors see live albums only');
select tests.authenticate_as('other');
select is_empty($$ select 1 from public.albums where id = tests.album('Deleted album') $$,
  'another user cannot see a deleted album');
select tests.authenticate_as('nuwan');
select isnt_empty($$ select 1 from public.albums where id = tests.album('Deleted album') $$,
  'the owner still sees their deleted album');
select tests.authenticate_as('admin');
select isnt_empty($$ select 1 from public.albums where id = tests.album('Deleted album') $$,
  'an admin sees deleted albums');

-- Changing
select tests.authenticate_as('other');
select is(tests.outcome(format('update public.albums set name = %L where id = %L', 'Mine now', tests.album('Live album'))),
  'no rows', 'another creator cannot rename someone''s album');
select tests.authenticate_as('nuwan');
select lives_ok($$ update public.albums set name = 'Renamed album', description = 'New words'
                   where id = tests.album('Live album') $$, 'the owner renames their album');
select lives_ok($$ update public.albums set thumbnail_photo_id = tests.photo('Cover shot')
                   where id = tests.album('Renamed album') $$, 'the owner picks a cover from the album');
select throws_ok($$ update public.albums set thumbnail_photo_id = tests.photo('Foreign shot')
                    where id = tests.album('Renamed album') $$,
  'M1003', null, 'a photo from another album cannot be the cover');
select throws_ok($$ update public.albums set owner_id = tests.uid('other') where id = tests.album('Renamed album') $$,
  'M1002', null, 'the owner cannot hand the album to someone else');
select lives_ok($$ update public.albums set deleted = true where id = tests.album('Renamed album') $$,
  'the owner soft-deletes an album');
select throws_ok($$ delete from public.albums where id = tests.album('Hill Country') $$, '42501', null,
  'albums are never hard-deleted by users');

-- Categories
select tests.authenticate_as_anon();
select lives_ok($$ select * from public.categories $$, 'visitors can read categories');
select tests.authenticate_as('nuwan');
select throws_ok($$ insert into public.categories (name) values ('Drones') $$, '42501', null,
  'a creator cannot add categories');
select tests.authenticate_as('admin');
select lives_ok($$ insert into public.categories (name, description) values ('Drones', 'From above') $$,
  'an admin adds a category');
select lives_ok($$ update public.categories set description = 'Aerial views' where name = 'Drones' $$,
  'an admin edits a category');
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ delete from public.categories where name = 'Drones' $$), 'no rows',
  'a creator cannot remove categories');
select tests.authenticate_as('admin');
select is(tests.outcome($$ delete from public.categories where name = 'Drones' $$), 'ok',
  'an admin removes a category');

select * from finish();
rollback;
