-- app_private.hit_rate_limit and the local sessions table: service only.
begin;
select plan(10);

select tests.create_user('kasun');

select tests.authenticate_as_service();
select results_eq(
  $$ select app_private.hit_rate_limit('login:kasun@test.local', 3, interval '1 minute') from generate_series(1, 4) $$,
  $$ values (true), (true), (true), (false) $$,
  'three hits a minute are allowed, the fourth is refused');
select is(app_private.hit_rate_limit('login:ruwan@test.local', 3, interval '1 minute'), true,
  'each key has its own budget');
select is((select hits from app_private.rate_limits where key = 'login:kasun@test.local'), 4,
  'the refused hit is counted too');
select throws_ok($$ select app_private.hit_rate_limit('k', 1, interval '0 seconds') $$, 'M1000', null,
  'a window must have a length');

-- A window that has passed no longer counts.
select tests.clear_authentication();
update app_private.rate_limits set window_start = window_start - interval '1 hour' where key = 'login:kasun@test.local';
select tests.authenticate_as_service();
select is(app_private.hit_rate_limit('login:kasun@test.local', 3, interval '1 minute'), true,
  'a new window starts a new budget');
select is((select count(*)::int from app_private.rate_limits where key = 'login:kasun@test.local'), 1,
  'old windows are cleared away');

select lives_ok(format($$ insert into app_private.sessions (token_hash, user_id, expires_at)
                          values (sha256('token'), %L, now() + interval '1 day') $$, tests.uid('kasun')),
  'the service path stores a session');

select tests.authenticate_as('kasun');
select throws_ok($$ select app_private.hit_rate_limit('x', 1, interval '1 minute') $$, '42501', null,
  'users cannot spend or probe rate limits');
select throws_ok($$ select * from app_private.sessions $$, '42501', null, 'users cannot read sessions');
select tests.authenticate_as_anon();
select throws_ok($$ select * from app_private.rate_limits $$, '42501', null, 'visitors cannot read rate limits');

select * from finish();
rollback;
