-- Languages (issue 20): a profile's language comes from sign-up, only en, si and ta are kept,
-- the owner changes their own and nobody else's; an order keeps the checkout's language.
begin;
select plan(11);

select tests.create_user('kamal');
select tests.create_user('malini');
select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Shop');
select tests.create_photo('Shop', 'For sale', 'ACCEPTED', false);

-- Sign-up: the language in GoTrue's metadata, English without one or with an unknown one.
insert into auth.users (id, email, raw_user_meta_data) values
  ('11111111-1111-4111-8111-111111111111', 'si@test.local', '{"first_name": "Ayesha", "language": "si"}'),
  ('22222222-2222-4222-8222-222222222222', 'none@test.local', '{"first_name": "Ravi"}'),
  ('33333333-3333-4333-8333-333333333333', 'fr@test.local', '{"first_name": "Anne", "language": "fr"}');
select results_eq(
  $$ select language from public.profiles
      where id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
                   '33333333-3333-4333-8333-333333333333')
      order by id $$,
  $$ values ('si'), ('en'), ('en') $$,
  'a new profile takes en, si or ta from the sign-up metadata, and English otherwise'
);
select is((select language from public.profiles where id = tests.uid('kamal')), 'en',
  'a profile reads English by default');

-- The owner chooses their language; only the three are kept.
select tests.authenticate_as('kamal');
select lives_ok($$ update public.profiles set language = 'ta' where id = tests.uid('kamal') $$,
  'the owner can change their language');
select is((select language from public.profiles where id = tests.uid('kamal')), 'ta',
  'the change is kept');
select throws_ok($$ update public.profiles set language = 'fr' where id = tests.uid('kamal') $$,
  '23514', null, 'a language other than en, si or ta is refused');
select throws_ok($$ update public.profiles set language = null where id = tests.uid('kamal') $$,
  '23502', null, 'a profile always has a language');

-- Nobody else's.
select is(tests.outcome($$ update public.profiles set language = 'si' where id = tests.uid('malini') $$),
  'no rows', 'a user cannot change another user''s language');
select is((select language from public.profiles where id = tests.uid('malini')), 'en',
  'the other profile keeps its language');

-- Orders keep the checkout's language, English by default, only the three.
select tests.authenticate_as_service();
insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, language)
values (tests.photo('For sale'), 'Meena Raj', 'meena@test.local', 250000, 'STRIPE', 'ta');
insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider)
values (tests.photo('For sale'), 'John Doe', 'john@test.local', 250000, 'STRIPE');
select results_eq(
  $$ select language from public.orders where photo_id = tests.photo('For sale') order by buyer_name $$,
  $$ values ('en'), ('ta') $$,
  'an order keeps the language it was given, English without one'
);
select throws_ok(
  format($$ insert into public.orders (photo_id, buyer_name, buyer_email, amount_cents, provider, language)
            values (%L, 'X', 'x@test.local', 250000, 'STRIPE', 'de') $$, tests.photo('For sale')),
  '23514', null, 'an order in another language is refused');
select col_default_is('public', 'orders', 'language', 'en'::text, 'orders default to English');

select * from finish();
rollback;
