-- Creator verification: an unverified creator asks to be verified (to sell paid photos); an
-- admin decides through the service path.

-- Tables --------------------------------------------------------------------------------------

create table public.verification_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  status public.verification_status not null default 'PENDING',
  reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null
);
comment on table public.verification_requests is
  'Creators'' requests to become verified. One PENDING request per user; the user reads their '
  'own, admins read all; created by public.request_verification(), decided on the service path.';

create unique index verification_requests_one_pending_idx on public.verification_requests (user_id)
  where status = 'PENDING';
create index verification_requests_user_id_idx on public.verification_requests (user_id, created_at desc);
create index verification_requests_pending_idx on public.verification_requests (created_at)
  where status = 'PENDING';
create index verification_requests_decided_by_idx on public.verification_requests (decided_by);

-- RPC -----------------------------------------------------------------------------------------

create function public.request_verification() returns public.verification_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  request public.verification_requests;
begin
  select * into me from public.profiles p where p.id = (select auth.uid()) for update;
  if me.id is null then
    raise exception using errcode = 'M1001', message = 'Please log in to continue';
  end if;
  perform app_private.assert_creator(me.id);
  if me.verified or me.verify_requested or exists (
    select 1 from public.verification_requests r where r.user_id = me.id and r.status = 'PENDING'
  ) then
    raise exception using errcode = 'M1109', message = 'A verification request is already pending';
  end if;
  -- The figure (docs/business-rules.md): 5 live free photos, the same body of work rule 1306
  -- asks every creator to keep.
  if app_private.live_free_photo_count(me.id, null, null) < 5 then
    raise exception using errcode = 'M1110',
      message = 'You need at least 5 published free photos before you can request verification';
  end if;
  insert into public.verification_requests (user_id) values (me.id) returning * into request;
  update public.profiles p set verify_requested = true where p.id = me.id;
  return request;
end
$$;
comment on function public.request_verification() is
  'RPC: the signed-in creator asks to be verified. M1111 for non-creators, M1109 when verified or '
  'already pending, M1110 with fewer than 5 live free photos. Sets profiles.verify_requested and '
  'answers the new PENDING request.';
revoke all on function public.request_verification()
  from public, anon, authenticated, service_role;
grant execute on function public.request_verification() to authenticated;

-- Policies and grants -------------------------------------------------------------------------

alter table public.verification_requests enable row level security;

create policy "Users can read their verification requests, admins every one" on public.verification_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select app_private.is_admin()));

revoke all on public.verification_requests from anon, authenticated, service_role;
grant select on public.verification_requests to authenticated;
grant select, insert, update, delete on public.verification_requests to service_role;
