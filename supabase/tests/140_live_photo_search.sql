-- app_private.live_photo_search: exactly the live photos, kept by triggers; the accelerator reads it.
begin;
select plan(16);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Southern Coast');
-- Paid photos, so rule 1306 (keep 5 free photos) does not stand in the way of deleting below.
select tests.create_photo('Southern Coast', 'Galle fort ramparts', 'ACCEPTED', false, '{galle,fort}');
select tests.create_photo('Southern Coast', 'Mirissa draft', 'UPLOADED', false, '{mirissa,beach}');

create function tests.live_names() returns setof text
language sql
as $$
  select p.name from app_private.live_photo_search s join public.photos p on p.id = s.photo_id order by p.name
$$;

select results_eq($$ select tests.live_names() $$, $$ values ('Galle fort ramparts') $$,
  'only live photos have a search row (not the draft)');
select is(
  (select s.search_vector from app_private.live_photo_search s where s.photo_id = tests.photo('Galle fort ramparts')),
  (select p.search_vector from public.photos p where p.name = 'Galle fort ramparts'),
  'the row carries the photo''s search vector');
select results_eq(
  $$ select orientation, free_download, popularity from app_private.live_photo_search $$,
  $$ values ('landscape', false, 0) $$,
  'the row carries orientation, price flag and popularity');

-- Edits by the owner (an authenticated client) go through the definer triggers.
select tests.authenticate_as('nuwan');
update public.photos set tags = '{galle,lighthouse}' where name = 'Galle fort ramparts';
select tests.clear_authentication();
select ok(
  (select s.search_vector @@ public.photo_search_query('lighthouse') from app_private.live_photo_search s),
  'a tag edit reaches the search row');
select is((select s.search_vector from app_private.live_photo_search s),
  (select p.search_vector from public.photos p where p.name = 'Galle fort ramparts'),
  'and the row''s vector is the photo''s new one');

update public.photos set like_count = 4, download_count = 1, view_count = 25 where name = 'Galle fort ramparts';
select is((select popularity from app_private.live_photo_search), 16,
  'counter changes move popularity (likes x3 + downloads x2 + views / 10)');
update public.photos set width = 1600, height = 2400 where name = 'Galle fort ramparts';
select is((select orientation from app_private.live_photo_search), 'portrait', 'a new size moves orientation');

-- The privileged path walks the draft through review to ACCEPTED.
update public.photos set status = 'IN_REVIEW' where name = 'Mirissa draft';
update public.photos set status = 'PROCESSING' where name = 'Mirissa draft';
update public.photos set status = 'ACCEPTED' where name = 'Mirissa draft';
select results_eq($$ select tests.live_names() $$, $$ values ('Galle fort ramparts'), ('Mirissa draft') $$,
  'accepting a photo adds its row');

select tests.authenticate_as('nuwan');
update public.albums set deleted = true where name = 'Southern Coast';
select tests.clear_authentication();
select is_empty($$ select tests.live_names() $$, 'deleting the album removes its photos'' rows');
update public.albums set deleted = false where name = 'Southern Coast';
select results_eq($$ select tests.live_names() $$, $$ values ('Galle fort ramparts'), ('Mirissa draft') $$,
  'restoring the album brings its live photos back');

select results_eq(
  $$ select photo_id from app_private.search_photo_hits('beach or lighthouse', null, null, 'relevant', 10, 0) $$,
  $$ select id from public.photos where name in ('Mirissa draft', 'Galle fort ramparts')
      order by name = 'Galle fort ramparts' desc $$,
  'the accelerator answers from the rows (equal tag matches: the more popular first)');
select is(app_private.rebuild_live_photo_search(), 2::bigint, 'a rebuild finds the same two live photos');
select results_eq($$ select tests.live_names() $$, $$ values ('Galle fort ramparts'), ('Mirissa draft') $$,
  'and leaves the same rows');

select tests.authenticate_as('nuwan');
update public.photos set status = 'UNPUBLISHED' where name = 'Galle fort ramparts';
select tests.clear_authentication();
select results_eq($$ select tests.live_names() $$, $$ values ('Mirissa draft') $$, 'unpublishing removes the row');
delete from public.photos where name = 'Mirissa draft';
select is_empty($$ select tests.live_names() $$, 'a deleted photo''s row goes with it');

select tests.authenticate_as_anon();
select throws_ok($$ select * from app_private.live_photo_search $$, '42501', null,
  'visitors cannot read the side table');

select * from finish();
rollback;
