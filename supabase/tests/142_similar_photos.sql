-- Similar photos (issue 22): app_private.live_photo_similarity_keys follows the live photos, and
-- app_private.similar_photo_hits ranks like the exact query it replaced: shared tags x2, same
-- album +1, then popularity, then id. Paid photos, so rule 1306 (keep 5 free photos) allows unpublishing.
begin;
select plan(15);

select tests.create_user('kumari', 'CREATOR', true, 'kumari');
select tests.create_album('kumari', 'Yala');
select tests.create_album('kumari', 'Hill country');
select tests.create_photo('Yala', 'Leopard on a rock', 'ACCEPTED', false, '{leopard,yala,rock}');
select tests.create_photo('Yala', 'Leopard cub', 'ACCEPTED', false, '{leopard,yala}');
select tests.create_photo('Yala', 'Peacock', 'ACCEPTED', false, '{peacock,yala}');
select tests.create_photo('Yala', 'Jeep at dawn', 'ACCEPTED', false, '{jeep}');
select tests.create_photo('Hill country', 'Leopard in tea', 'ACCEPTED', false, '{leopard,tea}');
select tests.create_photo('Hill country', 'Tea pluckers', 'ACCEPTED', false, '{tea}');
select tests.create_photo('Hill country', 'Leopard draft', 'UPLOADED', false, '{leopard,yala,rock}');

create function tests.keys_of(photo_name text) returns setof text
language sql
as $$
  select k.key from app_private.live_photo_similarity_keys k
   where k.photo_id = (select id from public.photos where name = photo_name) order by k.key
$$;

create function tests.similar_names(photo_name text) returns setof text
language sql
as $$
  select p.name
    from app_private.similar_photo_hits((select id from public.photos where name = photo_name), 12)
         with ordinality h (photo_id, position)
    join public.photos p on p.id = h.photo_id
   order by h.position
$$;

-- The query the function replaced (every photo sharing a tag or the album, scored exactly).
create function tests.exact_similar_names(photo_name text) returns setof text
language sql
as $$
  with me as (select id, tags, album_id from public.photos where name = photo_name)
  select p.name
    from me cross join app_private.live_photo_search s join public.photos p on p.id = s.photo_id
   where p.id <> me.id and (p.tags && me.tags or p.album_id = me.album_id)
   order by cardinality(array(select unnest(p.tags) intersect select unnest(me.tags))) * 2
              + (p.album_id = me.album_id)::int desc,
            p.like_count * 3 + p.download_count * 2 + p.view_count / 10 desc, p.id
   limit 12
$$;

select results_eq($$ select tests.keys_of('Leopard on a rock') $$,
  $$ select unnest(array['a:' || tests.album('Yala'), 't:leopard', 't:rock', 't:yala']) order by 1 $$,
  'a live photo has one key per tag and one for its album');
select is_empty($$ select tests.keys_of('Leopard draft') $$, 'a photo that is not live has none');

update public.photos set like_count = 5 where name = 'Peacock';
select is((select distinct popularity from app_private.live_photo_similarity_keys k
            where k.photo_id = (select id from public.photos where name = 'Peacock')), 15,
  'a like moves the popularity of every key of the photo');

select results_eq($$ select tests.similar_names('Leopard on a rock') $$,
  $$ values ('Leopard cub'), ('Peacock'), ('Leopard in tea'), ('Jeep at dawn') $$,
  'two shared tags and the album, one tag and the album, one tag, then the album alone');
select results_eq($$ select tests.similar_names('Leopard on a rock') $$,
  $$ select tests.exact_similar_names('Leopard on a rock') $$,
  'the same answer as scoring every photo that shares a tag or the album');
select results_eq($$ select tests.similar_names('Tea pluckers') $$,
  $$ select tests.exact_similar_names('Tea pluckers') $$,
  'and for a photo in another album');
-- Twelve or more photos sharing two tags: the answer is theirs (the index's rows, scored).
select tests.create_photo('Hill country', 'Yala leopard ' || g, 'ACCEPTED', false, '{yala,leopard,dusk}')
  from generate_series(1, 13) g;
update public.photos set like_count = 20 where name in ('Yala leopard 4', 'Yala leopard 9');
select results_eq($$ select tests.similar_names('Leopard on a rock') $$,
  $$ select tests.exact_similar_names('Leopard on a rock') $$,
  'with twelve photos sharing two tags, still the exact answer');
delete from public.photos where name like 'Yala leopard %';

select is_empty($$ select tests.similar_names('Leopard draft') $$,
  'a photo that is not live has no similar photos (its tags shape no answer)');

select tests.authenticate_as('kumari');
update public.photos set tags = '{leopard,rock,dusk}' where name = 'Leopard cub';
select tests.clear_authentication();
select results_eq($$ select tests.keys_of('Leopard cub') $$,
  $$ select unnest(array['a:' || tests.album('Yala'), 't:dusk', 't:leopard', 't:rock']) order by 1 $$,
  'a tag edit replaces the keys');

-- Moving a photo between two albums of one name leaves its search vector as it was.
insert into public.albums (owner_id, name) values (tests.uid('kumari'), 'Hill country');
update public.photos
   set album_id = (select a.id from public.albums a where a.name = 'Hill country' and a.id <> album_id)
 where name = 'Tea pluckers';
select ok(exists (select 1 from app_private.live_photo_similarity_keys k join public.photos p on p.id = k.photo_id
                   where p.name = 'Tea pluckers' and k.key = 'a:' || p.album_id::text),
  'a move to another album of the same name moves the album key');

select tests.authenticate_as('kumari');
update public.albums set deleted = true where name = 'Yala';
select tests.clear_authentication();
select is_empty($$ select tests.keys_of('Peacock') $$, 'deleting the album removes its photos'' keys');
update public.albums set deleted = false where name = 'Yala';
select results_eq($$ select tests.keys_of('Peacock') $$,
  $$ select unnest(array['a:' || tests.album('Yala'), 't:peacock', 't:yala']) order by 1 $$,
  'restoring it brings them back');

select tests.authenticate_as('kumari');
update public.photos set status = 'UNPUBLISHED' where name = 'Leopard cub';
select tests.clear_authentication();
select is_empty($$ select tests.keys_of('Leopard cub') $$, 'unpublishing removes the keys');

select is(app_private.rebuild_live_photo_search(), 5::bigint, 'a rebuild finds the five live photos');
select tests.authenticate_as_anon();
select throws_ok($$ select * from app_private.live_photo_similarity_keys $$, '42501', null,
  'visitors cannot read the keys');

select * from finish();
rollback;
