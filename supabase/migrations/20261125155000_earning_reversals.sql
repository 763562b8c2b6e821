-- Reversals in the earnings ledger: a chargeback or a refund takes an earning back by adding an
-- entry, never by editing the earning (the ledger stays append-only). Payouts read a creator's
-- balance as their earnings minus these entries.

create table public.earning_reversals (
  id uuid primary key default gen_random_uuid(),
  earning_id uuid not null unique references public.creator_earnings (id) on delete restrict,
  creator_id uuid not null references public.profiles (id) on delete restrict,
  net_cents bigint not null check (net_cents >= 0),
  reason text not null check (reason in ('CHARGEBACK', 'REFUND')),
  created_at timestamptz not null default now()
);
comment on table public.earning_reversals is
  'Append-only entries that take an earning back (a chargeback or a refund), at most one per '
  'earning; a creator''s balance is their earnings minus these. The creator reads their own.';

create index earning_reversals_creator_id_idx on public.earning_reversals (creator_id, created_at desc);

comment on function app_private.forbid_ledger_changes() is
  'BEFORE UPDATE/DELETE on creator_earnings and earning_reversals: the ledger is append-only (M1008).';

create function app_private.match_reversed_earning() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  earning public.creator_earnings;
begin
  select * into earning from public.creator_earnings where id = new.earning_id;
  -- A reversal takes back exactly what the earning gave, from the creator it gave it to.
  new.creator_id := earning.creator_id;
  new.net_cents := earning.net_cents;
  return new;
end
$$;
comment on function app_private.match_reversed_earning() is
  'BEFORE INSERT on earning_reversals: copies creator and amount from the earning it reverses.';
revoke all on function app_private.match_reversed_earning() from public;

create trigger earning_reversals_10_match_earning before insert on public.earning_reversals
  for each row execute function app_private.match_reversed_earning();
create trigger earning_reversals_append_only before update or delete on public.earning_reversals
  for each row execute function app_private.forbid_ledger_changes();

alter table public.earning_reversals enable row level security;

create policy "Creators can read their reversals, admins every reversal" on public.earning_reversals
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));

grant select on public.earning_reversals to authenticated;
grant select, insert on public.earning_reversals to service_role;
