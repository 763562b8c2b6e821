-- A photo's submission time is the marketplace's: set when it goes IN_REVIEW, untouched by the
-- worker's later writes (which move updated_at), and never written by the owner.
begin;
select plan(5);

select tests.create_user('amaya', 'CREATOR', true, 'amaya');
select tests.create_album('amaya', 'Hill country');
select tests.create_photo('Hill country', 'Tea pluckers at dawn');

select is((select submitted_at from public.photos where name = 'Tea pluckers at dawn'), null,
  'a photo not yet submitted has no submission time');

select tests.authenticate_as('amaya');
update public.photos set status = 'IN_REVIEW' where name = 'Tea pluckers at dawn';
select tests.clear_authentication();
create temp table submitted as
  select submitted_at as at from public.photos where name = 'Tea pluckers at dawn';
select isnt((select at from submitted), null, 'submitting sets the submission time');

-- The worker stages files a little later: updated_at moves, the submission time does not.
update public.photos set placeholder = 'data:image/jpeg;base64,AAAA', updated_at = now() + interval '5 minutes'
 where name = 'Tea pluckers at dawn';
select is((select submitted_at from public.photos where name = 'Tea pluckers at dawn'),
  (select at from submitted), 'the worker''s writes leave the submission time alone');

select tests.authenticate_as('amaya');
select throws_ok($$ update public.photos set submitted_at = now() - interval '1 year'
                     where name = 'Tea pluckers at dawn' $$,
  'M1002', 'The submission date is managed by the marketplace',
  'the owner cannot move their photo up the queue');
select tests.clear_authentication();

select tests.create_photo('Hill country', 'Seeded straight into review', 'IN_REVIEW');
select isnt((select submitted_at from public.photos where name = 'Seeded straight into review'), null,
  'a photo created in review (seed, service) has a submission time too');

select * from finish();
rollback;
