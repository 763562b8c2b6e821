-- Payouts: the balance read from the ledger at the database's clock (earnings are dated in the
-- past instead of waiting out the hold), the request rules, the decisions' state machine and who
-- reads bank details.
begin;
select plan(32);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('amara', 'CREATOR', true, 'amara');
select tests.create_user('kasun', 'USER');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Shop');
select tests.create_photo('Shop', 'For sale', 'ACCEPTED', false);

-- A paid order and its earning of `net` cents for nuwan, `age` old.
create function pg_temp.earn(net bigint, age interval) returns uuid
language sql
as $$
  with o as (
    insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
    values (tests.photo('For sale'), 'Kasun J', 'kasun@test.local', net, 'STRIPE', 'PAID', now() - age)
    returning id
  )
  insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents, created_at)
  select tests.uid('nuwan'), o.id, tests.photo('For sale'), net, 0, net, now() - age from o
  returning id
$$;

create function pg_temp.balance() returns text
language sql
as $$
  select format('pending %s, available %s, reserved %s, paid %s, owed %s',
                pending_cents, available_cents, reserved_cents, paid_cents, owed_cents)
    from app_private.payout_balance(tests.uid('nuwan'))
$$;

-- Three sales past the 14-day hold (Rs. 6,000), one still within it (Rs. 1,000).
select pg_temp.earn(200000, interval '30 days');
select pg_temp.earn(200000, interval '20 days');
select pg_temp.earn(200000, interval '15 days');
select pg_temp.earn(100000, interval '2 days');

-- Bank accounts ------------------------------------------------------------------------------

select tests.authenticate_as('kasun');
select throws_ok(
  $$ insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
     values ('Commercial Bank', 'Kandy', 'Kasun J', '1234567890') $$,
  'M1111', 'Only creators can do this', 'a buyer cannot add a payout account');

select tests.authenticate_as('nuwan');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (500000) $$),
  'M1504', 'no request before a bank account');
select throws_ok(
  $$ insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
     values ('Commercial Bank', 'Kandy', 'Nuwan Perera', '12AB') $$,
  '23514', null, 'an account number is digits');
insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
values (' Commercial Bank ', 'Kandy', 'Nuwan Perera', '8001 2345-6789');
select results_eq(
  $$ select bank_name, account_last4 from public.payout_accounts $$,
  $$ values ('Commercial Bank', '6789') $$,
  'the owner reads their account, the number only by its last four digits');
select throws_ok($$ select account_number from public.payout_accounts $$, '42501', null,
  'not even the owner reads the full number through the API role');

select tests.authenticate_as('amara');
select is_empty($$ select 1 from public.payout_accounts $$,
  'another creator cannot read the bank details');
select is(tests.outcome($$ update public.payout_accounts set account_holder = 'Amara' $$), 'no rows',
  'another creator cannot change them');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.payout_accounts), 1, 'an admin reads every account');

-- The balance --------------------------------------------------------------------------------

select tests.clear_authentication();
select is(pg_temp.balance(), 'pending 100000, available 600000, reserved 0, paid 0, owed 0',
  'earnings within the hold are pending, older ones available');
update public.settings set value = '1' where key = 'payout_hold_days';
select is(pg_temp.balance(), 'pending 0, available 700000, reserved 0, paid 0, owed 0',
  'the hold is a setting');
update public.settings set value = '14' where key = 'payout_hold_days';

-- Requests -----------------------------------------------------------------------------------

select tests.authenticate_as('nuwan');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (600001) $$),
  'M1502', 'a request cannot exceed the available balance');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (499999) $$),
  'M1501', 'a request cannot go below the minimum');
select is(tests.outcome($$ insert into public.payout_requests (creator_id, amount_cents)
                           values (tests.uid('amara'), 500000) $$),
  '42501', 'a creator cannot request for someone else');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents, status)
                           values (500000, 'PAID') $$),
  '42501', 'a creator cannot write the status');
insert into public.payout_requests (amount_cents) values (500000);
select results_eq(
  $$ select amount_cents, status::text, bank_name, account_last4 from public.payout_requests $$,
  $$ values (500000::bigint, 'REQUESTED', 'Commercial Bank', '6789') $$,
  'a request reserves its amount and copies the bank account');
select is(pg_temp.balance(), 'pending 100000, available 100000, reserved 500000, paid 0, owed 0',
  'the requested amount is no longer available');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (100000) $$),
  'M1503', 'a second open request is refused');
select is(tests.outcome($$ update public.payout_requests set status = 'APPROVED' $$), '42501',
  'a creator cannot decide their own request');

-- Decisions (the admin console's service path) -------------------------------------------------

select tests.authenticate_as_service();
select is(tests.outcome($$ update public.payout_requests set status = 'PAID', bank_reference = 'TT-1' $$),
  'M1505', 'a request is approved before it is marked paid');
update public.payout_requests set status = 'REJECTED', rejection_reason = 'Account name does not match';
select is(pg_temp.balance(), 'pending 100000, available 600000, reserved 0, paid 0, owed 0',
  'a rejection releases the amount');
select is(tests.outcome($$ update public.payout_requests set status = 'APPROVED' $$), 'M1505',
  'a rejection is final');

-- Without an amount the request asks for the whole available balance.
select tests.authenticate_as('nuwan');
insert into public.payout_requests (amount_cents) values (null);
select tests.authenticate_as_service();
update public.payout_requests set status = 'APPROVED' where status = 'REQUESTED';
select is(tests.outcome($$ update public.payout_requests set amount_cents = 1 where status = 'APPROVED' $$),
  'M1008', 'an approved amount does not change');
update public.payout_requests set status = 'PAID', bank_reference = 'TT-1' where status = 'APPROVED';
select results_eq(
  $$ select amount_cents, paid_at is not null from public.payout_requests where status = 'PAID' $$,
  $$ values (600000::bigint, true) $$,
  'the whole available balance was paid');
select is(tests.outcome($$ update public.payout_requests set status = 'PAID', bank_reference = 'TT-2'
                           where status = 'PAID' $$),
  'M1505', 'a payout is marked paid only once');
select is(tests.outcome($$ delete from public.payout_requests $$), '42501',
  'the service path cannot delete a payout');

-- The same earnings are never paid again; a reversal after the payout leaves a debt that new
-- earnings cover first.
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (null) $$),
  'M1501', 'nothing is available again after the payout (an earning is never paid twice)');
select tests.authenticate_as_service();
insert into public.earning_reversals (earning_id, creator_id, net_cents, reason)
select id, creator_id, net_cents, 'CHARGEBACK' from public.creator_earnings
 where created_at < now() - interval '25 days';
select is(pg_temp.balance(), 'pending 100000, available 0, reserved 0, paid 600000, owed 200000',
  'a reversal after a payout leaves the creator owing, with nothing available');
select pg_temp.earn(500000, interval '15 days');
select is(pg_temp.balance(), 'pending 100000, available 300000, reserved 0, paid 600000, owed 0',
  'a reversal after a payout is taken from the next earnings');
select tests.authenticate_as('nuwan');
select is(tests.outcome($$ insert into public.payout_requests (amount_cents) values (500000) $$),
  'M1502', 'a reversal after a payout cannot make a request possible beyond what is available');

-- Who reads requests ---------------------------------------------------------------------------

select tests.authenticate_as('amara');
select is_empty($$ select 1 from public.payout_requests $$, 'another creator reads no requests');
select is(tests.outcome($$ select account_number from public.payout_requests $$), '42501',
  'no API client reads the account number copied into a request');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.payout_requests), 2, 'an admin reads every request');

select * from finish();
rollback;
