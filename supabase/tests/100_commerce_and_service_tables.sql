-- Orders, grants and earnings: service writes, owners read their own. Service-only tables stay
-- closed to clients. Jobs and the audit trail are readable by admins.
begin;
select plan(30);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun');
select tests.create_user('ruwan');
select tests.create_user('admin', 'ADMIN');
select tests.create_album('nuwan', 'Shop');
select tests.create_photo('Shop', 'For sale', 'ACCEPTED', false);

-- The service path records a paid order, its grant and the creator's earning.
select tests.authenticate_as_service();
insert into public.orders (id, photo_id, buyer_id, buyer_name, buyer_email, amount_cents, provider, status, paid_at)
values ('44444444-4444-4444-8444-444444444444', tests.photo('For sale'), tests.uid('kasun'), 'Kasun J',
        'kasun@test.local', 250000, 'STRIPE', 'PAID', now());
insert into public.download_grants (order_id, photo_id, buyer_id, email, max_downloads, expires_at)
values ('44444444-4444-4444-8444-444444444444', tests.photo('For sale'), tests.uid('kasun'),
        'kasun@test.local', 3, now() + interval '7 days');
insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents)
values (tests.uid('nuwan'), '44444444-4444-4444-8444-444444444444', tests.photo('For sale'), 250000, 50000, 200000);
select matches((select ref from public.download_grants), '^[A-Za-z0-9_-]{32}$',
  'a grant gets an unguessable 32-character reference');
select lives_ok($$ update public.download_grants set downloads_used = 3 $$,
  'a grant may be used up to its limit');
select throws_ok($$ update public.download_grants set downloads_used = 4 $$, '23514', null,
  'not even the service path can count a download past the limit');
update public.download_grants set downloads_used = 0;
select throws_ok($$ update public.creator_earnings set net_cents = 0 $$, '42501', null,
  'the service path cannot rewrite earnings');
select tests.clear_authentication();
select throws_ok($$ delete from public.creator_earnings $$, 'M1008', 'The earnings ledger is append-only',
  'the earnings ledger is append-only even for the database owner');
select tests.authenticate_as_service();
select throws_ok($$ insert into public.creator_earnings (creator_id, order_id, photo_id, gross_cents, fee_cents, net_cents)
                    values (tests.uid('nuwan'), '44444444-4444-4444-8444-444444444444', tests.photo('For sale'), 1, 0, 1) $$,
  '23505', null, 'one earning per order');
select throws_ok($$ insert into public.payment_events (id, type, payload) values ('evt_1', 'checkout.session.completed', '{}'),
                                                                              ('evt_1', 'checkout.session.completed', '{}') $$,
  '23505', null, 'a webhook event is recorded once');

-- The buyer
select tests.authenticate_as('kasun');
select is((select count(*)::int from public.orders), 1, 'the buyer reads their order');
select is((select count(*)::int from public.download_grants), 1, 'the buyer reads their download grant');
select is_empty($$ select 1 from public.creator_earnings $$, 'the buyer does not see the creator''s earnings');
select throws_ok(format($$ insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider)
                           values (%L, 'K', 'k@test.local', 1, 'FREE') $$, tests.photo('For sale')),
  '42501', null, 'the buyer cannot create orders directly (prices come from the service)');
select throws_ok($$ update public.orders set status = 'PAID' $$, '42501', null, 'the buyer cannot mark an order paid');
select throws_ok($$ update public.download_grants set max_downloads = 1000 $$, '42501', null,
  'the buyer cannot extend a grant');

-- Someone else
select tests.authenticate_as('ruwan');
select is_empty($$ select 1 from public.orders $$, 'another user cannot see the order');
select is_empty($$ select 1 from public.download_grants $$, 'nor the grant');

-- The creator and the admin
select tests.authenticate_as('nuwan');
select is((select net_cents from public.creator_earnings), 200000::bigint, 'the creator reads their earnings');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.orders), 1, 'an admin reads every order');
select is((select count(*)::int from public.creator_earnings), 1, 'an admin reads the earnings ledger');

-- Service-only tables are closed to clients.
select tests.authenticate_as('kasun');
select throws_ok($$ select * from public.mail_outbox $$, '42501', null, 'users cannot read the mail outbox');
select throws_ok($$ insert into public.mail_outbox (to_address, subject) values ('x@test.local', 'Hi') $$,
  '42501', null, 'users cannot send mail through the outbox');
select throws_ok($$ select * from public.payment_events $$, '42501', null, 'users cannot read payment events');
select throws_ok($$ select * from public.photo_views $$, '42501', null, 'users cannot read view records');
select is_empty($$ select 1 from public.jobs $$, 'users cannot see jobs');
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.orders $$, '42501', null, 'visitors cannot read orders');
select lives_ok($$ select value from public.settings where key = 'standard_licence_price_cents' $$,
  'visitors can read settings');
select throws_ok($$ update public.settings set value = '1' $$, '42501', null, 'visitors cannot change settings');

select tests.authenticate_as('admin');
select isnt_empty($$ select 1 from public.jobs $$, 'an admin can see the job queue (failed jobs in particular)');
select lives_ok($$ insert into public.admin_audit (action, target_type, target_id) values ('accept_photo', 'photo', 'x') $$,
  'an admin records an action');
select tests.authenticate_as('nuwan');
select throws_ok($$ insert into public.admin_audit (action, target_type, target_id) values ('accept_photo', 'photo', 'x') $$,
  '42501', null, 'a non-admin cannot write the audit trail');
select is_empty($$ select 1 from public.admin_audit $$, 'a non-admin cannot read the audit trail');

select * from finish();
rollback;
