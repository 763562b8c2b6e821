-- Admin audit trail: what an admin did to whom, for accountability.

-- Tables --------------------------------------------------------------------------------------

create table public.admin_audit (
  id bigint generated always as identity primary key,
  admin_id uuid not null default auth.uid() references public.profiles (id) on delete restrict,
  action text not null,
  target_type text not null,
  target_id text not null,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.admin_audit is
  'Append-only trail of admin actions (review decisions, verification decisions). Admins read '
  'it and write their own entries; nobody edits it.';

create index admin_audit_admin_id_idx on public.admin_audit (admin_id, created_at desc);
create index admin_audit_target_idx on public.admin_audit (target_type, target_id);

-- Policies and grants -------------------------------------------------------------------------

alter table public.admin_audit enable row level security;

create policy "Admins can read the audit trail" on public.admin_audit
  for select to authenticated using ((select app_private.is_admin()));
create policy "Admins can record their own actions" on public.admin_audit
  for insert to authenticated
  with check (admin_id = (select auth.uid()) and (select app_private.is_admin()));

revoke all on public.admin_audit from anon, authenticated, service_role;
revoke all on sequence public.admin_audit_id_seq from anon, authenticated, service_role;
grant select, insert on public.admin_audit to authenticated;
grant select, insert on public.admin_audit to service_role;
