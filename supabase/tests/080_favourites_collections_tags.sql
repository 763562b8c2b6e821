-- Favourites keep like_count; collections are private; tags.uses follows live photos; search.
begin;
select plan(35);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun');
select tests.create_user('ruwan');
select tests.create_album('nuwan', 'Hill Country');
-- Paid photos, so rule 1306 does not stand in the way of unpublishing and deleting below.
select tests.create_photo('Hill Country', 'Nine Arch Bridge', 'ACCEPTED', false, '{ella,train,bridge}');
select tests.create_photo('Hill Country', 'Tea pluckers', 'ACCEPTED', false, '{nuwara eliya,tea,ella}');
select tests.create_photo('Hill Country', 'Draft', 'UPLOADED', true, '{ella,draft}');

-- Favourites ---------------------------------------------------------------------------------
select tests.authenticate_as('kasun');
insert into public.favourites (photo_id) values (tests.photo('Nine Arch Bridge'));
select tests.authenticate_as('ruwan');
insert into public.favourites (photo_id) values (tests.photo('Nine Arch Bridge'));
select is((select like_count from public.photos where name = 'Nine Arch Bridge'), 2,
  'each favourite adds a like');
select throws_ok($$ insert into public.favourites (photo_id) values (tests.photo('Nine Arch Bridge')) $$,
  '23505', null, 'a photo is favourited once per user');
select throws_ok($$ insert into public.favourites (photo_id) values (tests.photo('Draft')) $$,
  '42501', null, 'a photo the user cannot see cannot be favourited');
select throws_ok(format('insert into public.favourites (user_id, photo_id) values (%L, %L)',
                        tests.uid('kasun'), tests.photo('Tea pluckers')),
  '42501', null, 'nobody favourites on someone else''s behalf');
select results_eq($$ select photo_id from public.favourites $$, $$ select tests.photo('Nine Arch Bridge') $$,
  'a user sees only their own favourites');
delete from public.favourites where photo_id = tests.photo('Nine Arch Bridge');
select is((select like_count from public.photos where name = 'Nine Arch Bridge'), 1,
  'removing a favourite takes the like back');
select tests.authenticate_as('kasun');
select is(tests.outcome(format('delete from public.favourites where user_id = %L', tests.uid('ruwan'))), 'no rows',
  'a user cannot remove someone else''s favourites');
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.favourites $$, '42501', null, 'visitors have no favourites to read');
select tests.create_user('admin', 'ADMIN');
select tests.authenticate_as('admin');
select is_empty($$ select 1 from public.favourites $$, 'favourites stay private even from admins');

-- Collections ----------------------------------------------------------------------------------
select tests.authenticate_as('kasun');
select lives_ok($$ insert into public.collections (name, description) values ('Trip ideas', 'December') $$,
  'a user creates a collection');
select lives_ok($$ insert into public.collection_photos (collection_id, photo_id)
                   select id, tests.photo('Tea pluckers') from public.collections where name = 'Trip ideas' $$,
  'the owner adds a public photo to it');
select throws_ok($$ insert into public.collection_photos (collection_id, photo_id)
                    select id, tests.photo('Draft') from public.collections where name = 'Trip ideas' $$,
  '42501', null, 'a photo the user cannot see cannot be collected');
select throws_ok($$ insert into public.collections (name) values ('') $$, '23514', null,
  'a collection needs a title');
select tests.authenticate_as('ruwan');
select is_empty($$ select 1 from public.collections $$, 'another user cannot see the collection');
select is_empty($$ select 1 from public.collection_photos $$, 'nor what is in it');
select throws_ok(format('insert into public.collection_photos (collection_id, photo_id) select c, %L from (values (%L::uuid)) v (c)',
                        tests.photo('Nine Arch Bridge'),
                        (select id from public.collections where name = 'Trip ideas')),
  '42501', null, 'nor add photos to it');
select is(tests.outcome($$ update public.collections set name = 'Stolen' $$), 'no rows',
  'nor rename it');
select tests.authenticate_as('admin');
select is_empty($$ select 1 from public.collections $$, 'collections stay private even from admins');
select tests.authenticate_as('kasun');
select throws_ok(format('update public.collections set owner_id = %L', tests.uid('ruwan')), 'M1002', null,
  'the owner cannot hand a collection to someone else');
select is(tests.outcome($$ delete from public.collection_photos $$), 'ok', 'the owner removes a photo from it');
select is(tests.outcome($$ delete from public.collections $$), 'ok', 'the owner deletes the collection');

-- Tags of live photos ------------------------------------------------------------------------
select tests.authenticate_as_anon();
select results_eq($$ select tag, uses from public.tags order by tag $$,
  $$ values ('bridge', 1), ('ella', 2), ('nuwara eliya', 1), ('tea', 1), ('train', 1) $$,
  'tags count live photos only (the draft''s tags are not suggested)');
select tests.authenticate_as('nuwan');
update public.photos set tags = '{Ella, train , TRAIN, railway}' where name = 'Nine Arch Bridge';
select is((select tags from public.photos where name = 'Nine Arch Bridge'), '{ella,train,railway}'::text[],
  'tags are trimmed, lower-cased and de-duplicated');
select results_eq($$ select tag, uses from public.tags order by tag $$,
  $$ values ('ella', 2), ('nuwara eliya', 1), ('railway', 1), ('tea', 1), ('train', 1) $$,
  'retagging a live photo moves the counts');
update public.photos set status = 'UNPUBLISHED' where name = 'Tea pluckers';
select results_eq($$ select tag, uses from public.tags order by tag $$,
  $$ values ('ella', 1), ('railway', 1), ('train', 1) $$,
  'unpublishing removes the photo''s tags');
update public.albums set deleted = true where name = 'Hill Country';
select is_empty($$ select 1 from public.tags $$, 'deleting the album removes its live photos'' tags');
update public.albums set deleted = false where name = 'Hill Country';
select is((select uses from public.tags where tag = 'ella'), 1, 'restoring the album brings them back');
select tests.authenticate_as('kasun');
select throws_ok($$ insert into public.tags (tag, uses) values ('spam', 1000) $$, '42501', null,
  'users cannot write tags directly');
select tests.authenticate_as_anon();
select is((select tag from public.tags where extensions.similarity(tag, 'railwy') > 0.3), 'railway',
  'a misspelt tag still finds its suggestion (trigram)');

-- Search ----------------------------------------------------------------------------------------
select tests.clear_authentication();
select tests.create_photo('Hill Country', 'Sigiriya rock fortress', 'ACCEPTED', false, '{sigiriya,lion rock}');
update public.photos set description = 'Elephants bathing below the café terrace' where name = 'Sigiriya rock fortress';
select tests.authenticate_as_anon();
select results_eq($$ select name from public.photos where search_vector @@ public.photo_search_query('sigiriya') $$,
  $$ values ('Sigiriya rock fortress') $$, 'a place name finds the photo');
select results_eq($$ select name from public.photos where search_vector @@ public.photo_search_query('elephant') $$,
  $$ values ('Sigiriya rock fortress') $$, 'english stemming finds elephants for elephant');
select results_eq($$ select name from public.photos where search_vector @@ public.photo_search_query('cafe') $$,
  $$ values ('Sigiriya rock fortress') $$, 'accents are folded: cafe finds café');
select results_eq(
  $$ select name from public.photos where search_vector @@ public.photo_search_query('hill country')
      order by ts_rank(search_vector, public.photo_search_query('hill country')) desc, name $$,
  $$ values ('Nine Arch Bridge'), ('Sigiriya rock fortress') $$,
  'the album name is searchable too');
select tests.authenticate_as('nuwan');
update public.albums set name = 'Cultural Triangle' where name = 'Hill Country';
select tests.authenticate_as_anon();
select is_empty($$ select 1 from public.photos where search_vector @@ public.photo_search_query('hill country') $$,
  'renaming the album refreshes its photos'' search text');
select tests.clear_authentication();
insert into public.categories (name) values ('Landscapes');
update public.photos set category_id = (select id from public.categories where name = 'Landscapes')
 where name = 'Nine Arch Bridge';
update public.categories set name = 'Scenery' where name = 'Landscapes';
select tests.authenticate_as_anon();
select results_eq($$ select name from public.photos where search_vector @@ public.photo_search_query('scenery') $$,
  $$ values ('Nine Arch Bridge') $$, 'renaming a category refreshes its photos'' search text');

select * from finish();
rollback;
