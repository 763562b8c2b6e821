-- The accounts helpers: app_private.rate_limit_hits and app_private.email_registered. Service
-- only; they read without changing anything.
begin;
select plan(8);

select tests.create_user('amaya');

select tests.authenticate_as_service();
select is(app_private.rate_limit_hits('login:amaya@test.local', interval '15 minutes'), 0,
  'a key never hit has no hits');
select app_private.hit_rate_limit('login:amaya@test.local', 5, interval '15 minutes')
  from generate_series(1, 3);
select is(app_private.rate_limit_hits('login:amaya@test.local', interval '15 minutes'), 3,
  'peeking answers the hits of the current window');
select is(app_private.rate_limit_hits('login:amaya@test.local', interval '15 minutes'), 3,
  'peeking counts nothing itself');
select is(app_private.email_registered('AMAYA@test.local'), true,
  'a registered address is found whatever its case');
select is(app_private.email_registered('nobody@test.local'), false, 'an unknown address is not');

select tests.authenticate_as('amaya');
select throws_ok($$ select app_private.email_registered('amaya@test.local') $$, '42501', null,
  'users cannot probe addresses directly');
select throws_ok($$ select app_private.rate_limit_hits('x', interval '1 minute') $$, '42501', null,
  'users cannot read rate limits');
select tests.authenticate_as_anon();
select throws_ok($$ select app_private.email_registered('amaya@test.local') $$, '42501', null,
  'visitors cannot probe addresses');

select * from finish();
rollback;
