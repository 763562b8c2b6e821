-- A photo that stops being public queues the removal of its public files (remove_public_files),
-- whoever takes it out of sight: the owner, an admin, or the album's deletion.
begin;
select plan(7);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('admin', 'ADMIN');
select tests.create_live_free_photos('nuwan', 8);
select tests.create_album('nuwan', 'Going away');
select tests.create_photo('Going away', 'Lives in a deleted album', 'ACCEPTED', true);
update public.photos set thumbnail_key = owner_id || '/' || id || '/t.jpg',
                         preview_key = owner_id || '/' || id || '/p.jpg'
 where owner_id = tests.uid('nuwan');

create function pg_temp.removal_queued(photo text) returns boolean language sql as $$
  select exists (select 1 from public.jobs
                  where kind = 'remove_public_files' and payload->>'photo_id' = tests.photo(photo)::text)
$$;

select ok(not pg_temp.removal_queued('nuwan free photos 1'), 'a live photo has no removal queued');

select tests.authenticate_as('nuwan');
update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 1';
select tests.clear_authentication();
select ok(pg_temp.removal_queued('nuwan free photos 1'), 'the owner unpublishing queues the removal');

select tests.authenticate_as('admin');
update public.photos set status = 'UNPUBLISHED' where name = 'nuwan free photos 2';
select tests.clear_authentication();
select ok(pg_temp.removal_queued('nuwan free photos 2'), 'an admin takedown queues the removal');

select tests.authenticate_as('nuwan');
update public.albums set deleted = true where name = 'Going away';
select tests.clear_authentication();
select ok(pg_temp.removal_queued('Lives in a deleted album'), 'deleting the album queues its photos'' removal');

create temp table deleted_photo as select tests.photo('nuwan free photos 3') as id;
select tests.authenticate_as('admin');
delete from public.photos where name = 'nuwan free photos 3';
select tests.clear_authentication();
select is((select jsonb_array_length(payload->'keys') from public.jobs
            where kind = 'remove_public_files' and payload->>'photo_id' = (select id::text from deleted_photo)),
  2, 'a deleted photo''s job carries its two keys (the row is gone)');

-- Unpublished, then deleted before the worker ran: the pending job knows no keys and will find
-- no row, so the delete must queue its own job with the keys.
create temp table gone_photo as select tests.photo('nuwan free photos 1') as id;
select tests.authenticate_as('admin');
delete from public.photos where name = 'nuwan free photos 1';
select tests.clear_authentication();
select is((select jsonb_array_length(payload->'keys') from public.jobs
            where kind = 'remove_public_files' and payload ? 'keys'
              and payload->>'photo_id' = (select id::text from gone_photo)),
  2, 'deleting a photo whose removal is already queued still hands over its keys');

select tests.authenticate_as('nuwan');
select throws_ok($$ select app_private.enqueue_job('remove_public_files', '{}', 'x') $$, '42501', null,
  'clients cannot queue jobs themselves');

select * from finish();
rollback;
