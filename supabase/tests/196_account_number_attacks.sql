-- Nobody reads a full bank account number through the API roles (issue 34): not by reading the
-- whole row (`select *`, `row_to_json`), not through a WHERE clause used as an oracle, not
-- through RETURNING, in payout_accounts or in the copy payout_requests keeps, as the owner or as
-- an admin, both of whom read the rows themselves. Only the column grants stop this, so
-- supabase/tests/old-project.test.ts also runs this file on a database whose default privileges
-- grant every table in full (an older Supabase project). '42501' is Postgres refusing the
-- statement for want of a privilege, before it reads a row.
begin;
select plan(19);

select tests.create_user('sunil', 'CREATOR', true, 'sunil');
select tests.create_user('chief', 'ADMIN');
select tests.create_album('sunil', 'Bank');
select tests.create_photo('Bank', 'Sold', 'ACCEPTED', false);

-- Rs. 6,000 earned a month ago, past the hold, so sunil may ask for a payout.
with o as (
  insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
  values (tests.photo('Sold'), 'Kasun J', 'kasun@test.local', 600000, 'STRIPE', 'PAID',
          now() - interval '30 days')
  returning id
)
insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents, created_at)
select tests.uid('sunil'), o.id, tests.photo('Sold'), 600000, 0, 600000, now() - interval '30 days'
  from o;

select tests.authenticate_as('sunil');
insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
values ('Commercial Bank', 'Kandy', 'Sunil Perera', '800123456789');
insert into public.payout_requests (amount_cents) values (500000);

-- The rows are there and readable, so each refusal below is the grants', not an empty table's.
select results_eq($$ select account_last4 from public.payout_accounts $$, $$ values ('6789') $$,
  'the owner reads the account by its last four digits');
select results_eq($$ select account_last4 from public.payout_requests $$, $$ values ('6789') $$,
  'the owner reads the request by its last four digits');

select is(tests.outcome(attack), '42501', 'the owner cannot: ' || what)
  from (values
    ($$ select * from public.payout_accounts $$, 'select * from payout_accounts'),
    ($$ select row_to_json(a) from public.payout_accounts a $$, 'row_to_json(payout_accounts)'),
    ($$ select 1 from public.payout_accounts where account_number like '8%' $$,
     'test the account number in a WHERE clause'),
    ($$ update public.payout_accounts set branch = branch returning account_number $$,
     'update payout_accounts ... returning account_number'),
    ($$ insert into public.payout_accounts (bank_name, branch, account_holder, account_number)
        values ('Commercial Bank', 'Kandy', 'Sunil Perera', '800123456789')
        on conflict (creator_id) do update set branch = excluded.branch returning * $$,
     'upsert payout_accounts ... returning *'),
    ($$ select * from public.payout_requests $$, 'select * from payout_requests'),
    ($$ select row_to_json(r) from public.payout_requests r $$, 'row_to_json(payout_requests)'),
    ($$ select 1 from public.payout_requests where account_number = '800123456789' $$,
     'test the copied number in a WHERE clause'),
    ($$ insert into public.payout_requests (amount_cents) values (500000) returning account_number $$,
     'insert into payout_requests ... returning account_number')
  ) as attacks (attack, what);

select tests.authenticate_as('chief');
select results_eq($$ select account_last4 from public.payout_accounts $$, $$ values ('6789') $$,
  'an admin reads the account by its last four digits');
select results_eq($$ select account_last4 from public.payout_requests $$, $$ values ('6789') $$,
  'an admin reads the request by its last four digits');

select is(tests.outcome(attack), '42501', 'an admin cannot: ' || what)
  from (values
    ($$ select * from public.payout_accounts $$, 'select * from payout_accounts'),
    ($$ select row_to_json(a) from public.payout_accounts a $$, 'row_to_json(payout_accounts)'),
    ($$ select 1 from public.payout_accounts where account_number like '8%' $$,
     'test the account number in a WHERE clause'),
    ($$ select * from public.payout_requests $$, 'select * from payout_requests'),
    ($$ select row_to_json(r) from public.payout_requests r $$, 'row_to_json(payout_requests)'),
    ($$ update public.payout_requests set status = status returning account_number $$,
     'update payout_requests ... returning account_number')
  ) as attacks (attack, what);

select tests.clear_authentication();
select * from finish();
rollback;
