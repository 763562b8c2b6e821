-- app_private.live_photo_search_terms: every word of every live photo with its share of ts_rank
-- and the photo's popularity, kept in step with live_photo_search by its statement triggers.
begin;
select plan(17);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Southern Coast');
-- Paid photos, so rule 1306 (keep 5 free photos) does not stand in the way of deleting below.
select tests.create_photo('Southern Coast', 'Galle fort ramparts', 'ACCEPTED', false, '{galle,bastion}');
select tests.create_photo('Southern Coast', 'Mirissa beach at dawn', 'UPLOADED', false, '{mirissa,beach}');

-- The words the live photos should have: recomputed from live_photo_search, compared both ways.
create function tests.terms_in_step() returns boolean
language sql
as $$
  select not exists (
    (select x.lexeme collate "C", x.share, x.popularity, x.photo_id
       from app_private.live_photo_search_terms x
     except all
     select t.lexeme collate "C", t.share, s.popularity, s.photo_id
       from app_private.live_photo_search s cross join lateral app_private.search_terms_of(s.search_vector) t)
    union all
    (select t.lexeme collate "C", t.share, s.popularity, s.photo_id
       from app_private.live_photo_search s cross join lateral app_private.search_terms_of(s.search_vector) t
     except all
     select x.lexeme collate "C", x.share, x.popularity, x.photo_id
       from app_private.live_photo_search_terms x))
$$;
create function tests.words_of(photo text) returns text[]
language sql
as $$
  select coalesce(array_agg(x.lexeme::text order by x.lexeme), '{}')
    from app_private.live_photo_search_terms x where x.photo_id = tests.photo(photo)
$$;

select ok('galle' = any (tests.words_of('Galle fort ramparts')) and tests.terms_in_step(),
  'a published photo''s words are listed, with their shares');
select is(tests.words_of('Mirissa beach at dawn'), '{}'::text[], 'a draft has none');

-- Edits by the owner (an authenticated client) go through the definer triggers.
select tests.authenticate_as('nuwan');
update public.photos set tags = '{galle,lighthouse}' where name = 'Galle fort ramparts';
select tests.clear_authentication();
select ok('lighthouse' = any (tests.words_of('Galle fort ramparts'))
          and not 'bastion' = any (tests.words_of('Galle fort ramparts')),
  'a tag edit swaps the words (lighthouse in, bastion out)');
select ok(tests.terms_in_step(), 'and the list is in step');

update public.photos set like_count = 4, download_count = 1, view_count = 25 where name = 'Galle fort ramparts';
select is((select array_agg(distinct x.popularity) from app_private.live_photo_search_terms x),
  array[16], 'a new popularity moves every word of the photo');
update public.photos set view_count = 26 where name = 'Galle fort ramparts';
select ok(tests.terms_in_step(), 'a view that leaves popularity alone leaves them in step');

-- The privileged path walks the draft through review to ACCEPTED.
update public.photos set status = 'IN_REVIEW' where name = 'Mirissa beach at dawn';
update public.photos set status = 'PROCESSING' where name = 'Mirissa beach at dawn';
update public.photos set status = 'ACCEPTED' where name = 'Mirissa beach at dawn';
select ok('mirissa' = any (tests.words_of('Mirissa beach at dawn')) and tests.terms_in_step(),
  'accepting a photo adds its words');

-- Each word's share, summed as tsrank.c sums them, is ts_rank to the last bit.
select is(
  (select count(*) from app_private.live_photo_search s
    cross join (values ('beach'), ('galle lighthouse'), ('mirissa or fort'), ('"galle fort"')) q (text)
    cross join lateral (select public.photo_search_query(q.text) as query) pq
    cross join lateral (
      select array(select distinct m[1] collate "C"
                     from regexp_matches(pq.query::text, '''((?:[^'']|'''')*)''', 'g') m
                    order by 1) as words) w
   where ts_rank(s.search_vector, pq.query) <> app_private.search_rank_sum(
           array(select x.share from unnest(w.words) with ordinality u (word, n)
                   left join app_private.live_photo_search_terms x
                     on x.photo_id = s.photo_id and x.lexeme = u.word collate "C"
                  order by u.n),
           cardinality(w.words))),
  0::bigint, 'the shares add up to ts_rank exactly');

select tests.authenticate_as('nuwan');
update public.albums set deleted = true where name = 'Southern Coast';
select tests.clear_authentication();
select is_empty($$ select 1 from app_private.live_photo_search_terms $$,
  'deleting the album removes its photos'' words');
update public.albums set deleted = false where name = 'Southern Coast';
select ok((select count(distinct photo_id) from app_private.live_photo_search_terms) = 2
          and tests.terms_in_step(), 'restoring the album brings them back');

select is(app_private.rebuild_live_photo_search(), 2::bigint, 'a rebuild finds the two live photos');
select ok(tests.terms_in_step(), 'and lists the same words');

select tests.authenticate_as('nuwan');
update public.photos set status = 'UNPUBLISHED' where name = 'Galle fort ramparts';
select tests.clear_authentication();
select is(tests.words_of('Galle fort ramparts'), '{}'::text[], 'unpublishing removes the words');
select ok(tests.terms_in_step(), 'and leaves the others in step');
delete from public.photos where name = 'Mirissa beach at dawn';
select is_empty($$ select 1 from app_private.live_photo_search_terms $$, 'a deleted photo''s words go with it');

select tests.authenticate_as_anon();
select throws_ok($$ select * from app_private.live_photo_search_terms $$, '42501', null,
  'visitors cannot read the words');
select tests.authenticate_as('nuwan');
select throws_ok($$ select * from app_private.live_photo_search_terms $$, '42501', null,
  'nor can signed-in users');

select * from finish();
rollback;
