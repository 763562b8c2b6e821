-- Profiles: created from sign-up data, public without e-mail, owner-editable names and username,
-- role and verification out of the owner's reach; become_creator().
begin;
select plan(24);

select tests.create_user('kamal');
select tests.create_user('sunil', 'USER', false, 'sunil.photos');
select tests.create_user('admin', 'ADMIN');

-- Sign-up creates the profile from the metadata GoTrue stores.
insert into auth.users (id, email, raw_user_meta_data)
values ('11111111-1111-4111-8111-111111111111', 'ayesha@test.local',
        '{"first_name": " Ayesha ", "last_name": "Bandara"}');
select results_eq(
  $$ select first_name, last_name, role::text, verified, verify_requested, username
       from public.profiles where id = '11111111-1111-4111-8111-111111111111' $$,
  $$ values ('Ayesha', 'Bandara', 'USER', false, false, null::text) $$,
  'a new auth user gets a USER profile with the names from raw_user_meta_data'
);
insert into auth.users (id, email) values ('22222222-2222-4222-8222-222222222222', 'nometa@test.local');
select is(
  (select first_name || '|' || last_name from public.profiles where id = '22222222-2222-4222-8222-222222222222'),
  '|', 'a user without metadata gets empty names, not a failed sign-up');

select hasnt_column('public', 'profiles', 'email', 'profiles hold no e-mail address');

-- Anyone can read profiles.
select tests.authenticate_as_anon();
select is((select username from public.profiles where id = tests.uid('sunil')), 'sunil.photos',
  'a visitor can read a public profile');
select throws_ok($$ update public.profiles set first_name = 'X' $$, '42501', null,
  'a visitor cannot update profiles');

-- The owner edits names and username.
select tests.authenticate_as('kamal');
select lives_ok($$ update public.profiles set first_name = 'Kamal', last_name = 'Gunaratne'
                   where id = tests.uid('kamal') $$, 'the owner can change their names');
select lives_ok($$ update public.profiles set username = '  Kamal.Clicks ' where id = tests.uid('kamal') $$,
  'the owner can choose a username');
select is((select username from public.profiles where id = tests.uid('kamal')), 'kamal.clicks',
  'usernames are stored trimmed and lower-case');
select throws_ok($$ update public.profiles set username = 'sunil.photos' where id = tests.uid('kamal') $$,
  'M1106', 'Usename exists', 'a username someone else holds is refused with 1106');
select throws_ok($$ update public.profiles set username = 'a!' where id = tests.uid('kamal') $$,
  'M1000', null, 'a malformed username is refused with 1000');
select throws_ok($$ update public.profiles set role = 'ADMIN' where id = tests.uid('kamal') $$,
  'M1002', null, 'the owner cannot make themselves admin');
select throws_ok($$ update public.profiles set verified = true where id = tests.uid('kamal') $$,
  'M1002', null, 'the owner cannot verify themselves');
select throws_ok($$ update public.profiles set verify_requested = true where id = tests.uid('kamal') $$,
  'M1002', null, 'the owner cannot flag a verification request themselves');

-- Another user cannot touch it.
select tests.authenticate_as('sunil');
select is(tests.outcome(format('update public.profiles set first_name = %L where id = %L', 'Hacked', tests.uid('kamal'))),
  'no rows', 'another user cannot update someone else''s profile');
select throws_ok($$ delete from public.profiles where id = tests.uid('sunil') $$, '42501', null,
  'users cannot delete profiles');

-- become_creator()
select tests.authenticate_as('kamal');
select lives_ok($$ update public.profiles set username = null where id = tests.uid('kamal') $$,
  'the owner can clear the username again');
select throws_ok($$ select public.become_creator() $$, 'M1000', 'Username is required',
  'becoming a creator needs a username');
select throws_ok($$ select public.become_creator('sunil.photos') $$, 'M1106', null,
  'becoming a creator with a taken username is refused');
select is((select role::text from public.become_creator('kamal.creates')), 'CREATOR',
  'a user with a username becomes a CREATOR');
select is((select username from public.profiles where id = tests.uid('kamal')), 'kamal.creates',
  'the username given to become_creator is kept');
select tests.authenticate_as('sunil');
select is((select role::text from public.become_creator()), 'CREATOR',
  'a user who already has a username converts without giving one');
select tests.authenticate_as('admin');
select is((select role::text from public.become_creator('the.admin')), 'ADMIN',
  'an admin is never demoted by become_creator');
select tests.authenticate_as_anon();
select throws_ok($$ select public.become_creator('ghost') $$, '42501', null,
  'visitors cannot call become_creator');

-- Privileged paths can change roles.
select tests.clear_authentication();
select lives_ok($$ update public.profiles set role = 'ADMIN', verified = true where id = tests.uid('sunil') $$,
  'the service path can change role and verification');

select * from finish();
rollback;
