-- Reversals take an earning back by adding to the ledger: one per earning, for exactly what the
-- earning gave, from its creator; append-only; each creator reads only their own.
begin;
select plan(8);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('amara', 'CREATOR', true, 'amara');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Shop');
select tests.create_photo('Shop', 'For sale', 'ACCEPTED', false);

select tests.authenticate_as_service();
insert into public.orders (id, photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
values ('55555555-5555-4555-8555-555555555555', tests.photo('For sale'), 'Kasun J', 'kasun@test.local',
        250000, 'STRIPE', 'PAID', now());
insert into public.creator_earnings (id, creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents)
values ('66666666-6666-4666-8666-666666666666', tests.uid('nuwan'), '55555555-5555-4555-8555-555555555555',
        tests.photo('For sale'), 250000, 50000, 200000);

-- Whatever the writer claims, the reversal is the earning's own creator and amount.
insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
values ('66666666-6666-4666-8666-666666666666', tests.uid('amara'), 1, 'CHARGEBACK');
select results_eq(
  $$ select creator_id, net_cents from public.earning_reversals $$,
  $$ values (tests.uid('nuwan'), 200000::bigint) $$,
  'a reversal takes back exactly what the earning gave, from its creator');
select throws_ok(
  $$ insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
     values ('66666666-6666-4666-8666-666666666666', tests.uid('nuwan'), 0, 'REFUND') $$,
  '23505', null, 'an earning is reversed at most once');
select throws_ok(
  $$ insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
     values ('66666666-6666-4666-8666-666666666666', tests.uid('nuwan'), 0, 'GOODWILL') $$,
  '23514', null, 'a reversal names a known reason');
select throws_ok($$ update public.earning_reversals set net_cents = 0 $$, '42501', null,
  'the service path cannot rewrite a reversal');
select tests.clear_authentication();
select throws_ok($$ delete from public.earning_reversals $$, 'M1008', 'The earnings ledger is append-only',
  'reversals are append-only even for the database owner');

select tests.authenticate_as('nuwan');
select is((select count(*)::int from public.earning_reversals), 1, 'the creator reads their reversal');
select tests.authenticate_as('amara');
select is_empty($$ select 1 from public.earning_reversals $$, 'another creator reads none');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.earning_reversals), 1, 'an admin reads every reversal');

select * from finish();
rollback;
