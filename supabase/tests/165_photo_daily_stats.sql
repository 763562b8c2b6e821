-- The creator dashboard's daily series: counters and earnings are dated by triggers, the owner
-- (and admins) read them, nobody else does, and no client writes them.
begin;
select plan(12);

select tests.create_user('dilan', 'CREATOR', true, 'dilan');
select tests.create_user('sachini', 'CREATOR', true, 'sachini');
select tests.create_user('buyer');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('dilan', 'Hills');
select tests.create_photo('Hills', 'Tea estate', 'ACCEPTED', false);

-- The service path counts as the API does: a view, two downloads, a sale and its earning.
select tests.authenticate_as_service();
update public.photos set view_count = view_count + 1 where id = tests.photo('Tea estate');
update public.photos set download_count = download_count + 1 where id = tests.photo('Tea estate');
update public.photos set download_count = download_count + 1 where id = tests.photo('Tea estate');
update public.photos set sale_count = sale_count + 1 where id = tests.photo('Tea estate');
insert into public.orders (id, photo_id, buyer_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
values ('55555555-5555-4555-8555-555555555555', tests.photo('Tea estate'), tests.uid('buyer'), 'Buyer B',
        'buyer@test.local', 250000, 'STRIPE', 'PAID', now());
insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents)
values (tests.uid('dilan'), '55555555-5555-4555-8555-555555555555', tests.photo('Tea estate'), 250000, 50000, 200000);
-- An edit that does not move a counter adds nothing.
update public.photos set name = 'Tea estate' where id = tests.photo('Tea estate');

select tests.authenticate_as('dilan');
select results_eq(
  $$ select day, views, downloads, sales, earnings_cents from public.photo_daily_stats $$,
  $$ values (app_private.marketplace_day(now()), 1, 2, 1, 200000::bigint) $$,
  'the owner reads one row for today with every count and the net earning');
select is(app_private.marketplace_day('2026-11-24 18:29:00+00'), '2026-11-24'::date,
  'the day is the Sri Lankan day: 23:59 in Colombo is still the 24th');
select is(app_private.marketplace_day('2026-11-24 18:30:00+00'), '2026-11-25'::date,
  'and 00:00 in Colombo is the 25th');
select throws_ok(format($$ insert into public.photo_daily_stats (photo_id, day, owner_id, views)
                           values (%L, current_date - 1, %L, 1000) $$, tests.photo('Tea estate'), tests.uid('dilan')),
  '42501', null, 'the owner cannot invent figures');
select throws_ok($$ update public.photo_daily_stats set views = 1000 $$, '42501', null,
  'the owner cannot inflate figures');
select throws_ok($$ delete from public.photo_daily_stats $$, '42501', null, 'the owner cannot delete figures');

select tests.authenticate_as('sachini');
select is_empty($$ select 1 from public.photo_daily_stats $$, 'another creator cannot read the figures');
select tests.authenticate_as('buyer');
select is_empty($$ select 1 from public.photo_daily_stats $$, 'a buyer cannot read the figures');
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.photo_daily_stats $$, '42501', null, 'visitors cannot read them at all');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.photo_daily_stats), 1, 'an admin reads every photo''s figures');

-- A second day adds a row rather than changing the first.
select tests.clear_authentication();
update public.photo_daily_stats set day = day - 1;
select tests.authenticate_as_service();
update public.photos set view_count = view_count + 1 where id = tests.photo('Tea estate');
select tests.authenticate_as('dilan');
select is((select count(*)::int from public.photo_daily_stats), 2, 'a view on a new day opens a new row');
select is((select sum(views)::int from public.photo_daily_stats), 2, 'and both days keep their views');

select * from finish();
rollback;
