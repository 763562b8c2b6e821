-- Attacks through the database as PostgREST exposes it (issue 12), acting as a visitor, the
-- owner and another user. Each was possible before the hardening migration.
begin;
select plan(24);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun', 'CREATOR', true, 'kasun');
select tests.create_album('kasun', 'Kasun live');
select tests.create_album('kasun', 'Kasun gone', true);
select tests.create_photo('Kasun live', 'Kasun public', 'ACCEPTED', true);
select tests.create_photo('Kasun live', 'Kasun in review', 'IN_REVIEW', true);
select tests.create_album('nuwan', 'Nuwan album');
select tests.create_photo('Nuwan album', 'Nuwan photo');

-- A new album's cover ------------------------------------------------------------------------
select tests.authenticate_as('nuwan');
select throws_ok(format($$ insert into public.albums (name, thumbnail_photo_id) values ('Stolen cover', %L) $$,
                        tests.photo('Kasun public')),
  'M1003', 'The cover photo must be a photo of this album',
  'a new album cannot take another user''s photo as its cover');
select throws_ok(format($$ insert into public.albums (name, thumbnail_photo_id) values ('Hidden cover', %L) $$,
                        tests.photo('Kasun in review')),
  'M1003', 'The cover photo must be a photo of this album',
  'a hidden photo is refused with the same answer as any other');
select throws_ok($$ insert into public.albums (name, thumbnail_photo_id)
                   values ('No cover', '00000000-0000-4000-8000-00000000abcd') $$,
  'M1003', 'The cover photo must be a photo of this album',
  'an id that does not exist gets that same answer: existence does not leak');

-- Profile pictures ---------------------------------------------------------------------------
select throws_ok(format($$ update public.profiles set profile_photo = %L where id = %L $$,
                        tests.uid('kasun') || '/avatar.jpg', tests.uid('nuwan')),
  'M1002', 'Profile pictures must be your own uploads',
  'nobody links another user''s avatar as their profile photo');
select throws_ok(format($$ update public.profiles set cover_photo = %L where id = %L $$,
                        tests.uid('nuwan') || '/../' || tests.uid('kasun') || '/cover.jpg', tests.uid('nuwan')),
  'M1002', 'Profile pictures must be your own uploads',
  'nor steps out of their folder with ..');
select throws_ok(format($$ update public.profiles set cover_photo = 'cover.jpg' where id = %L $$, tests.uid('nuwan')),
  'M1002', null, 'nor names a file outside any folder');
select is(tests.outcome(format($$ update public.profiles set profile_photo = %L, cover_photo = null where id = %L $$,
                               tests.uid('nuwan') || '/me.jpg', tests.uid('nuwan'))),
  'ok', 'the owner links a picture in their own folder and clears the cover');

-- Tags: count and length ---------------------------------------------------------------------
select throws_ok(format($$ update public.photos set tags = %L where id = %L $$,
                        (select array_agg('tag' || n) from generate_series(1, 31) n), tests.photo('Nuwan photo')),
  '23514', null, 'a photo cannot carry more than 30 tags');
select throws_ok(format($$ update public.photos set tags = array[%L] where id = %L $$,
                        repeat('x', 51), tests.photo('Nuwan photo')),
  '23514', null, 'a photo tag cannot be longer than 50 characters');
select is(tests.outcome(format($$ update public.photos set tags = %L where id = %L $$,
                               (select array_agg('tag' || n) from generate_series(1, 30) n), tests.photo('Nuwan photo'))),
  'ok', '30 tags are fine');
select throws_ok(format($$ update public.albums set tags = %L where id = %L $$,
                        (select array_agg('tag' || n) from generate_series(1, 31) n), tests.album('Nuwan album')),
  '23514', null, 'an album cannot carry more than 30 tags');
select throws_ok(format($$ insert into public.collections (name, tags) values ('Too many', %L) $$,
                        (select array_agg('tag' || n) from generate_series(1, 31) n)),
  '23514', null, 'a collection cannot carry more than 30 tags');
select throws_ok(format($$ insert into public.collections (name, tags) values ('Too long', array[%L]) $$, repeat('y', 51)),
  '23514', null, 'a collection tag cannot be longer than 50 characters');

-- `..` in storage names ----------------------------------------------------------------------
select throws_ok(format($$ insert into public.photos (album_id, original_key) values (%L, %L) $$,
                        tests.album('Nuwan album'), tests.uid('nuwan') || '/uploads/../../' || tests.uid('kasun') || '/uploads/x.jpg'),
  'M1002', 'The original must be one of your uploads',
  'a photo cannot point at another user''s original through ..');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('originals', %L) $$,
                        tests.uid('nuwan') || '/../' || tests.uid('kasun') || '/x.jpg'),
  '42501', null, 'an upload cannot step into another folder with ..');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('avatars', %L) $$,
                        tests.uid('nuwan') || '/a/../../' || tests.uid('kasun') || '/me.jpg'),
  '42501', null, 'nor can an avatar');

-- Security-definer helpers -------------------------------------------------------------------
select throws_ok(format($$ select app_private.live_free_photo_count(%L, null, null) $$, tests.uid('kasun')),
  '42501', null, 'a user cannot count (and lock) another user''s live free photos');
select throws_ok(format($$ select app_private.assert_keeps_minimum_free(%L, null, null) $$, tests.uid('kasun')),
  'M1002', null, 'nor run rule 1306 against another user');
select throws_ok(format($$ select app_private.photo_search_vector('x', '{}', '', %L, null) $$, tests.album('Kasun gone')),
  '42501', null, 'nor read a deleted album''s name through the search vector helper');
select is(tests.outcome(format($$ update public.photos set name = 'Renamed', tags = '{sea}' where id = %L $$,
                               tests.photo('Nuwan photo'))),
  'ok', 'editing a photo still indexes it');
select ok((select search_vector @@ to_tsquery('simple', 'renamed') from public.photos where name = 'Renamed'),
  'and its search vector follows the new name');

-- What the anon and signed-in roles can still see --------------------------------------------
select is((select count(*)::int from public.albums where name like 'Kasun%'), 1,
  'another user sees the live album only');
select tests.authenticate_as_anon();
select is((select count(*)::int from public.photos where name like 'Kasun%'), 1,
  'a visitor sees the published photo only');
select is((select count(*)::int from public.albums where name = 'Kasun gone'), 0,
  'a visitor does not see a deleted album');

select * from finish();
rollback;
