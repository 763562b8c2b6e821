-- Accounts: helpers the API's auth paths need on both local Postgres and Supabase.

-- Helpers -------------------------------------------------------------------------------------

create function app_private.rate_limit_hits(key text, "window" interval)
returns int
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select r.hits from app_private.rate_limits r
     where r.key = rate_limit_hits.key
       and r.window_start = to_timestamp(
         floor(extract(epoch from now()) / extract(epoch from "window"))
           * extract(epoch from "window"))
  ), 0)
  where extract(epoch from "window") > 0 -- a zero window counts nothing (and divides by nothing)
$$;
comment on function app_private.rate_limit_hits(text, interval) is
  'Hits counted for key in the current fixed window (the same windows as hit_rate_limit), without '
  'counting one more. Login checks it before verifying a password, so a blocked account cannot '
  'learn that a guess was right.';

create function app_private.email_registered(email text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where lower(u.email) = lower(trim(email_registered.email)) and u.deleted_at is null
  )
$$;
comment on function app_private.email_registered(text) is
  'True when an account uses the e-mail address. Backs GET /v1/email_available (the spec''s '
  'social sign-in flow). Security definer because auth.users is GoTrue''s table, which '
  'service_role cannot read on Supabase; granted to service_role only, never to clients.';

revoke all on function app_private.rate_limit_hits(text, interval) from public;
revoke all on function app_private.email_registered(text) from public;
grant execute on function app_private.rate_limit_hits(text, interval) to service_role;
grant execute on function app_private.email_registered(text) to service_role;
