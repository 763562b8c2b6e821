-- PayHere orders (issue 19): the provider and the statuses a PayHere notice sets, written by the
-- service path only; a chargeback's revoked grant is still the buyer's to read.
begin;
select plan(5);

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_user('kasun');
select tests.create_album('nuwan', 'Shop');
select tests.create_photo('Shop', 'For sale', 'ACCEPTED', false);

select tests.authenticate_as_service();
select lives_ok(format($$
  insert into public.orders (id, photo_id, buyer_id, buyer_name, buyer_email, amount_cents, provider)
  values ('77777777-7777-4777-8777-777777777777', %L, %L, 'Kasun J', 'kasun@test.local', 450000, 'PAYHERE') $$,
  tests.photo('For sale'), tests.uid('kasun')),
  'the service writes a PAYHERE order');
select throws_ok(format($$
  insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider)
  values (%L, 'K', 'k@test.local', 1, 'PAYPAL') $$, tests.photo('For sale')),
  '23514', null, 'an order names a known provider');
select lives_ok($$
  update public.orders set status = 'CHARGED_BACK' where id = '77777777-7777-4777-8777-777777777777';
  insert into public.download_grants (order_id, photo_id, buyer_id, email, max_downloads, expires_at, revoked_at)
  select id, photo_id, buyer_id, buyer_email, 5, now() + interval '30 days', now()
    from public.orders where id = '77777777-7777-4777-8777-777777777777' $$,
  'a charged-back order keeps its revoked grant');

select tests.authenticate_as('kasun');
select results_eq(
  $$ select o.status::text, g.revoked_at is not null from public.orders o
       join public.download_grants g on g.order_id = o.id $$,
  $$ values ('CHARGED_BACK', true) $$,
  'the buyer reads their charged-back order and its revoked grant');
select throws_ok($$ update public.download_grants set revoked_at = null $$, '42501', null,
  'the buyer cannot lift a revocation');

select * from finish();
rollback;
