-- The photo status machine (docs/business-rules.md): every transition, by the owner, an admin and
-- the service path; rejection reasons; publication date.
begin;
select plan(60);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('admin', 'ADMIN');
select tests.create_user('other', 'CREATOR', true, 'other');
select tests.create_album('nuwan', 'Matrix');

-- Creates a paid photo (so rule 1306 stays out of the way) in from_status and tries to move it to
-- to_status as actor; answers 'ok', 'no rows' or the SQLSTATE.
create function pg_temp.try_status_change(
  actor text, from_status public.photo_status, to_status public.photo_status
) returns text
language plpgsql
as $$
declare
  photo_name text := format('%s to %s by %s', from_status, to_status, actor);
  result text;
begin
  perform tests.create_photo('Matrix', photo_name, from_status, false);
  if actor = 'service' then
    perform tests.authenticate_as_service();
  else
    perform tests.authenticate_as(actor);
  end if;
  result := tests.outcome(format(
    'update public.photos set status = %L, rejection_reason = %L where id = %L',
    to_status,
    case when from_status = 'IN_REVIEW' and to_status = 'UPLOADED' then 'Horizon is tilted' end,
    tests.photo(photo_name)));
  perform tests.clear_authentication();
  return result;
end
$$;

select is(pg_temp.try_status_change(actor, from_status::public.photo_status, to_status::public.photo_status),
          expected,
          format('%s -> %s by %s: %s', from_status, to_status, actor, expected))
  from (values
    -- the legal moves
    ('UPLOADED', 'IN_REVIEW', 'nuwan', 'ok'),
    ('UPLOADED', 'IN_REVIEW', 'admin', 'M1301'),
    ('UPLOADED', 'IN_REVIEW', 'service', 'ok'),
    ('IN_REVIEW', 'PROCESSING', 'nuwan', 'M1301'),
    ('IN_REVIEW', 'PROCESSING', 'admin', 'ok'),
    ('IN_REVIEW', 'PROCESSING', 'service', 'ok'),
    ('IN_REVIEW', 'UPLOADED', 'nuwan', 'M1301'),
    ('IN_REVIEW', 'UPLOADED', 'admin', 'ok'),
    ('IN_REVIEW', 'UPLOADED', 'service', 'ok'),
    ('PROCESSING', 'ACCEPTED', 'nuwan', 'M1301'),
    ('PROCESSING', 'ACCEPTED', 'admin', 'M1301'),
    ('PROCESSING', 'ACCEPTED', 'service', 'ok'),
    ('PROCESSING', 'UPLOADED', 'nuwan', 'M1301'),
    ('PROCESSING', 'UPLOADED', 'admin', 'M1301'),
    ('PROCESSING', 'UPLOADED', 'service', 'ok'),
    ('ACCEPTED', 'UNPUBLISHED', 'nuwan', 'ok'),
    ('ACCEPTED', 'UNPUBLISHED', 'admin', 'ok'),
    ('ACCEPTED', 'UNPUBLISHED', 'service', 'ok'),
    -- everything else is refused, whoever asks
    ('UPLOADED', 'PROCESSING', 'nuwan', 'M1301'),
    ('UPLOADED', 'PROCESSING', 'admin', 'M1301'),
    ('UPLOADED', 'ACCEPTED', 'nuwan', 'M1301'),
    ('UPLOADED', 'ACCEPTED', 'admin', 'M1301'),
    ('UPLOADED', 'ACCEPTED', 'service', 'M1301'),
    ('UPLOADED', 'UNPUBLISHED', 'nuwan', 'M1301'),
    ('UPLOADED', 'UNPUBLISHED', 'service', 'M1301'),
    ('IN_REVIEW', 'ACCEPTED', 'admin', 'M1301'),
    ('IN_REVIEW', 'ACCEPTED', 'service', 'M1301'),
    ('IN_REVIEW', 'UNPUBLISHED', 'nuwan', 'M1301'),
    ('IN_REVIEW', 'UNPUBLISHED', 'admin', 'M1301'),
    ('PROCESSING', 'IN_REVIEW', 'admin', 'M1301'),
    ('PROCESSING', 'IN_REVIEW', 'service', 'M1301'),
    ('PROCESSING', 'UNPUBLISHED', 'nuwan', 'M1301'),
    ('PROCESSING', 'UNPUBLISHED', 'service', 'M1301'),
    ('ACCEPTED', 'UPLOADED', 'nuwan', 'M1301'),
    ('ACCEPTED', 'UPLOADED', 'service', 'M1301'),
    ('ACCEPTED', 'IN_REVIEW', 'nuwan', 'M1301'),
    ('ACCEPTED', 'IN_REVIEW', 'admin', 'M1301'),
    ('ACCEPTED', 'PROCESSING', 'admin', 'M1301'),
    ('ACCEPTED', 'PROCESSING', 'service', 'M1301'),
    ('UNPUBLISHED', 'ACCEPTED', 'nuwan', 'M1301'),
    ('UNPUBLISHED', 'ACCEPTED', 'admin', 'M1301'),
    ('UNPUBLISHED', 'ACCEPTED', 'service', 'M1301'),
    ('UNPUBLISHED', 'UPLOADED', 'nuwan', 'M1301'),
    ('UNPUBLISHED', 'UPLOADED', 'service', 'M1301'),
    ('UNPUBLISHED', 'IN_REVIEW', 'nuwan', 'M1301'),
    ('UNPUBLISHED', 'IN_REVIEW', 'admin', 'M1301'),
    ('UNPUBLISHED', 'PROCESSING', 'admin', 'M1301'),
    ('UNPUBLISHED', 'PROCESSING', 'service', 'M1301'),
    -- someone else's photo is out of reach altogether
    ('UPLOADED', 'IN_REVIEW', 'other', 'no rows'),
    ('IN_REVIEW', 'PROCESSING', 'other', 'no rows'),
    ('ACCEPTED', 'UNPUBLISHED', 'other', 'no rows')
  ) as cases (from_status, to_status, actor, expected);

-- Every pair of different statuses is covered above.
select is(
  (select count(*)::int from unnest(enum_range(null::public.photo_status)) f,
                             unnest(enum_range(null::public.photo_status)) t where f <> t),
  20, 'the machine has 20 ordered pairs of statuses, all exercised above');

-- Rejections carry a reason the owner reads, cleared when they submit again.
select tests.create_photo('Matrix', 'Rejected one', 'IN_REVIEW', false);
select tests.authenticate_as('admin');
select throws_ok($$ update public.photos set status = 'UPLOADED' where id = tests.photo('Rejected one') $$,
  'M1000', null, 'an admin must give a reason to reject');
select throws_ok($$ update public.photos set status = 'UPLOADED', rejection_reason = '  '
                    where id = tests.photo('Rejected one') $$,
  'M1000', null, 'a blank reason is no reason');
select lives_ok($$ update public.photos set status = 'UPLOADED', rejection_reason = 'Watermark in the corner'
                   where id = tests.photo('Rejected one') $$, 'an admin rejects with a reason');
select tests.authenticate_as('nuwan');
select is((select rejection_reason from public.photos where id = tests.photo('Rejected one')),
  'Watermark in the corner', 'the owner sees why the photo was rejected');
select throws_ok($$ update public.photos set rejection_reason = null where id = tests.photo('Rejected one') $$,
  'M1002', null, 'the owner cannot erase the reason by hand');
update public.photos set status = 'IN_REVIEW' where id = tests.photo('Rejected one');
select is((select rejection_reason from public.photos where id = tests.photo('Rejected one')), null,
  'submitting again clears the old reason');

-- Publication date.
select tests.clear_authentication();
select tests.create_photo('Matrix', 'Being processed', 'PROCESSING', false);
select tests.authenticate_as_service();
update public.photos set status = 'ACCEPTED' where id = tests.photo('Being processed');
select isnt((select published_at from public.photos where id = tests.photo('Being processed')), null,
  'accepting a photo stamps published_at');
select tests.authenticate_as('nuwan');
select throws_ok($$ update public.photos set published_at = now() - interval '1 year'
                    where id = tests.photo('Being processed') $$,
  'M1002', null, 'the owner cannot back-date publication');

select * from finish();
rollback;
