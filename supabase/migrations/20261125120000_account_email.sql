-- The service path reads an account's e-mail through a security-definer function: on Supabase
-- auth.users belongs to GoTrue and service_role has no grant on it (issue 13).
create function app_private.account_email(user_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u
   where u.id = account_email.user_id and u.deleted_at is null
$$;
comment on function app_private.account_email(uuid) is
  'The account''s e-mail address (null for a missing or deleted account), for the service '
  'path: review and verification mails, the admin lists, local sessions. Security definer '
  'because auth.users belongs to GoTrue and service_role has no grant on it on Supabase; '
  'granted to service_role only, never to clients.';

revoke all on function app_private.account_email(uuid) from public;
grant execute on function app_private.account_email(uuid) to service_role;
