-- Fingerprints and suspected duplicates (13_photo_fingerprints.sql, decision 51): clients can
-- neither read nor write them; the worker's write records the later photo of a look-alike pair;
-- an owner cannot submit an open copy of another creator's photo or a confirmed duplicate, but
-- may submit a copy of their own; a reviewer cannot accept a photo whose fingerprint is pending
-- or whose suspicion is undecided; the near lookup is answered by the band indexes.
begin;
select plan(26);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun', 'CREATOR', true, 'kasun');
select tests.create_album('nuwan', 'Nuwan album');
select tests.create_album('kasun', 'Kasun album');
select tests.create_photo('Nuwan album', 'Original', 'ACCEPTED', fingerprinted => false);
select tests.create_photo('Kasun album', 'Saved preview', fingerprinted => false);
select tests.create_photo('Nuwan album', 'Uploaded again', fingerprinted => false);
select tests.create_photo('Kasun album', 'Own picture', fingerprinted => false);
-- One transaction has one now(): set the order of upload by hand.
update public.photos set created_at = now() - interval '3 days' where id = tests.photo('Original');
update public.photos set created_at = now() - interval '2 days' where id = tests.photo('Saved preview');
update public.photos set created_at = now() - interval '1 day' where id = tests.photo('Uploaded again');

-- The hashes: the copy differs from the original in 3 bits, the re-upload is the same file.
create temp table hashes (name text, hashes bigint[], exact bytea);
insert into hashes values
  ('Original', '{81985529216486895, 1, 2, 3, 4}', sha256('original')),
  ('Saved preview', array[81985529216486895 # 7, 11, 12, 13, 14]::bigint[], sha256('preview')),
  ('Uploaded again', '{81985529216486895, 1, 2, 3, 4}', sha256('original')),
  ('Own picture', array[-81985529216486895, 21, 22, 23, 24]::bigint[], sha256('own'));
grant select on hashes to service_role;

select tests.authenticate_as_service();
select results_eq(
  $$ select app_private.record_photo_fingerprint(tests.photo(name), hashes, exact)
       from hashes order by name = 'Original' desc, name $$,
  $$ values (0), (0), (1), (2) $$,
  'the worker''s write counts the new suspicions: the original none, each later copy its own');
select results_eq(
  $$ select p.name, m.name, d.distance::int, d.exact, d.same_owner, d.status::text
       from public.photo_duplicates d
       join public.photos p on p.id = d.photo_id
       join public.photos m on m.id = d.match_id
      order by p.name, m.name $$,
  $$ values ('Saved preview', 'Original', 3, false, false, 'OPEN'),
            ('Uploaded again', 'Original', 0, true, true, 'OPEN'),
            ('Uploaded again', 'Saved preview', 3, false, false, 'OPEN') $$,
  'each look-alike pair is suspected once, on its later photo, with distance and owners');
select throws_ok(
  $$ select app_private.record_photo_fingerprint(tests.photo('Own picture'), '{1, 2}', sha256('x')) $$,
  'M1000', 'A fingerprint has five hashes', 'a fingerprint without its five hashes is refused');

-- Clients: nothing.
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.photo_fingerprints $$, '42501', null,
                 'visitors cannot read fingerprints');
select throws_ok($$ select * from public.photo_hashes $$, '42501', null,
                 'visitors cannot read hashes');
select tests.authenticate_as('nuwan');
select throws_ok($$ select * from public.photo_fingerprints $$, '42501', null,
                 'users cannot read fingerprints, even of their own photos');
select throws_ok($$ select phash from public.photo_hashes $$, '42501', null,
                 'users cannot read hashes');
select throws_ok($$ select * from public.photo_duplicates $$, '42501', null,
                 'users cannot read suspicions');
select throws_ok(
  format($$ update public.photo_duplicates set status = 'CLEARED' where photo_id = %L $$,
         tests.photo('Uploaded again')),
  '42501', null, 'users cannot clear a suspicion');
select throws_ok(
  $$ select app_private.record_photo_fingerprint(tests.photo('Own picture'), '{1,2,3,4,5}', sha256('x')) $$,
  '42501', null, 'users cannot write a fingerprint');

-- The submit rule.
select lives_ok(
  format($$ update public.photos set status = 'IN_REVIEW' where id = %L $$, tests.photo('Uploaded again')),
  'a copy of one''s own photo can be submitted (its copy of Kasun''s copy is Kasun''s to answer)');
select tests.authenticate_as('kasun');
select throws_ok(
  format($$ update public.photos set status = 'IN_REVIEW' where id = %L $$, tests.photo('Saved preview')),
  'M1220', 'This photo is a copy of another creator''s photo and cannot be submitted for review',
  'an open copy of another creator''s photo cannot be submitted');
select lives_ok(
  format($$ update public.photos set status = 'IN_REVIEW' where id = %L $$, tests.photo('Own picture')),
  'a photo without suspicions can be submitted');

select tests.clear_authentication();
update public.photo_duplicates set status = 'CLEARED', decided_at = now()
 where photo_id = tests.photo('Saved preview');
select tests.authenticate_as('kasun');
select lives_ok(
  format($$ update public.photos set status = 'IN_REVIEW' where id = %L $$, tests.photo('Saved preview')),
  'once a reviewer cleared the suspicion, the photo can be submitted');

select tests.clear_authentication();
update public.photos set status = 'UPLOADED', rejection_reason = 'Duplicate'
 where id = tests.photo('Uploaded again');
update public.photo_duplicates set status = 'CONFIRMED', decided_at = now()
 where photo_id = tests.photo('Uploaded again') and same_owner;
select tests.authenticate_as('nuwan');
select throws_ok(
  format($$ update public.photos set status = 'IN_REVIEW' where id = %L $$, tests.photo('Uploaded again')),
  'M1221', null, 'a confirmed duplicate cannot be submitted again, even of one''s own photo');

-- A stamped public image of Nuwan's photo, saved by Kasun: its own whole frame is far from
-- everything (the tile moves many bits), but with our watermark undone it is 1 bit from the
-- original (decision 58). The unwatermarked hashes are looked up, never stored.
select tests.clear_authentication();
select tests.create_photo('Kasun album', 'Stamped preview', fingerprinted => false);
select tests.authenticate_as_service();
select is(
  app_private.record_photo_fingerprint(tests.photo('Stamped preview'),
    array[6148914691236517205, 31, 32, 33, 34]::bigint[], sha256('stamped'),
    array[81985529216486895 # 1]::bigint[]),
  3, 'a stamped copy is suspected of the photos its unwatermarked hash is near');
select results_eq(
  format($$ select m.name, d.distance::int, (select count(*)::int from public.photo_hashes h
                                               where h.photo_id = d.photo_id)
              from public.photo_duplicates d join public.photos m on m.id = d.match_id
             where d.photo_id = %L order by m.name $$, tests.photo('Stamped preview')),
  $$ values ('Original', 1, 5), ('Saved preview', 2, 5), ('Uploaded again', 1, 5) $$,
  'with the distance of the unwatermarked hash, and only the five hashes stored');
-- Flips spread 2, 3, 3, 2 over the bands: only band 3, probed within 2 bits, shares enough.
select ok(
  exists (select 1 from app_private.near_photo_hashes(
            81985529216486895 # ((3::bigint << 48) | (7::bigint << 32) | (7::bigint << 16) | 3), 10) n
           where n.photo_id = tests.photo('Original') and n.distance = 10),
  'a hash 10 bits away is found however its flips fall on the bands');

-- The accept rule binds reviewers, whichever way they accept: the admin route's service path or
-- an admin's own session.
select tests.clear_authentication();
select tests.create_user('ruwan', 'ADMIN');
select tests.create_photo('Kasun album', 'Fresh upload', fingerprinted => false);
update public.photos set status = 'IN_REVIEW'
 where id in (tests.photo('Stamped preview'), tests.photo('Fresh upload'));
select tests.authenticate_as('ruwan');
select throws_ok(
  format($$ update public.photos set status = 'PROCESSING' where id = %L $$, tests.photo('Fresh upload')),
  'M1222', 'This photo has not been checked for duplicates yet; accept it once its fingerprint is known',
  'a photo whose fingerprint job still waits cannot be accepted');
select throws_ok(
  format($$ update public.photos set status = 'PROCESSING' where id = %L $$, tests.photo('Stamped preview')),
  'M1223', 'Confirm or clear the suspected duplicate of this photo before accepting it',
  'an open suspected copy of another creator''s photo cannot be accepted');
select tests.authenticate_as_service();
select throws_ok(
  format($$ update public.photos set status = 'PROCESSING' where id = %L $$, tests.photo('Stamped preview')),
  'M1223', null, 'nor on the service path, where the admin route accepts');
select lives_ok(
  format($$ update public.photos set status = 'PROCESSING' where id = %L $$, tests.photo('Saved preview')),
  'a fingerprinted photo whose suspicion was cleared can be accepted');
select tests.clear_authentication();
update public.jobs set status = 'DEAD'
 where dedupe_key = 'owner_thumbnail:' || tests.photo('Fresh upload');
select tests.authenticate_as('ruwan');
select lives_ok(
  format($$ update public.photos set status = 'PROCESSING' where id = %L $$, tests.photo('Fresh upload')),
  'a photo whose fingerprint job died can be accepted (the admin jobs page shows the dead job)');
select tests.clear_authentication();
select is(
  (select array_agg(status::text order by name) from public.photos
    where id in (tests.photo('Stamped preview'), tests.photo('Fresh upload'), tests.photo('Saved preview'))),
  array['PROCESSING', 'PROCESSING', 'IN_REVIEW'],
  'only the accepted photos moved on');

-- The lookup reads the band indexes, not the whole table: 4000 more photos' hashes (without
-- their photos: only this lookup is planned here). On a vacuumed table they are index-only
-- scans (bench/duplicates.ts).
select tests.clear_authentication();
set local session_replication_role = replica;
insert into public.photo_fingerprints (photo_id, exact_hash)
select gen_random_uuid(), sha256(i::text::bytea) from generate_series(1, 4000) i;
insert into public.photo_hashes (photo_id, variant, phash)
select f.photo_id, v, ('x' || substr(md5(f.photo_id::text || v), 1, 16))::bit(64)::bigint
  from public.photo_fingerprints f, generate_series(0, 4) v
 where not exists (select 1 from public.photo_hashes h where h.photo_id = f.photo_id);
set local session_replication_role = origin;
analyze public.photo_hashes;

-- The query the function returns, as stored, with these arguments in place of its parameters.
create function pg_temp.plan_of_lookup(phash bigint, max_distance int) returns text
language plpgsql
as $$
declare
  body text := substring(
    (select prosrc from pg_proc
      where oid = 'app_private.near_photo_hashes(bigint, int, boolean)'::regprocedure)
    from 'return query(.*);\s*end\s*$');
  line text;
  plan text := '';
begin
  body := regexp_replace(body, '\mp_phash\M', format('(%s)::bigint', phash), 'g');
  body := regexp_replace(body, '\mp_max_distance\M', max_distance::text, 'g');
  body := regexp_replace(body, '\mp_whole_frames_only\M', 'false', 'g');
  for line in execute 'explain ' || body loop
    plan := plan || line || E'\n';
  end loop;
  return plan;
end
$$;
select matches(
  pg_temp.plan_of_lookup(81985529216486895, 10),
  'Index.* photo_hashes_band0_idx.*Index.* photo_hashes_band1_idx.*'
  'Index.* photo_hashes_band2_idx.*Index.* photo_hashes_band3_idx',
  'the near lookup is four index scans, one per band');
select doesnt_match(
  pg_temp.plan_of_lookup(81985529216486895, 10),
  'Seq Scan',
  'the near lookup never scans the whole table');

select * from finish();
rollback;
