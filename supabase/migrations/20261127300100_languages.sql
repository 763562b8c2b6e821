-- Three languages (issue 20): a profile's language and the language of an order, so each
-- e-mail is written in its recipient's language. English stays the default.

alter table public.profiles
  add column language text not null default 'en'
    constraint profiles_language_known check (language in ('en', 'si', 'ta'));
comment on column public.profiles.language is
  'The language the user reads LankaLens in: en, si or ta. Their e-mails are written in it; '
  'taken at sign-up from the visitor''s choice, changed by the owner.';

alter table public.orders
  add column language text not null default 'en'
    constraint orders_language_known check (language in ('en', 'si', 'ta'));
comment on column public.orders.language is
  'The language the buyer used at checkout (en, si or ta): a visitor''s lang cookie or '
  'Accept-Language, a signed-in buyer''s profile language. The download e-mail is written in it.';

create or replace function app_private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, first_name, last_name, language)
  values (
    new.id,
    coalesce(trim(new.raw_user_meta_data ->> 'first_name'), ''),
    coalesce(trim(new.raw_user_meta_data ->> 'last_name'), ''),
    case when new.raw_user_meta_data ->> 'language' in ('en', 'si', 'ta')
         then new.raw_user_meta_data ->> 'language' else 'en' end
  );
  return new;
end
$$;
comment on function app_private.handle_new_user() is
  'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data first_name/last_name '
  'and language (en when missing or not one of en, si, ta).';
