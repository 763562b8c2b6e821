-- Payouts: creators' earnings turned into bank transfers. A creator keeps one Sri Lankan bank
-- account and asks for their available balance (or part of it) to be paid; an admin approves the
-- request, transfers the money and marks it paid with the bank's reference, or rejects it.
--
-- The balance is read from the ledger, never stored: a creator's earnings (creator_earnings)
-- minus reversals (earning_reversals) minus every request not rejected. An earning is pending for
-- the hold period (settings.payout_hold_days), so a chargeback can still take it back, then
-- available. A request reserves its amount at once; a rejection releases it; paid is final.

-- Types ---------------------------------------------------------------------------------------

create type public.payout_status as enum ('REQUESTED', 'APPROVED', 'PAID', 'REJECTED');
comment on type public.payout_status is
  'Life of a payout request: REQUESTED, then APPROVED and PAID, or REJECTED (releases the amount).';

-- Settings (reference data) -------------------------------------------------------------------

insert into public.settings (key, value) values
  ('payout_hold_days', '14'),
  ('payout_minimum_cents', '500000');

-- Tables --------------------------------------------------------------------------------------

create table public.payout_accounts (
  creator_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  bank_name text not null check (length(bank_name) between 2 and 100),
  branch text not null check (length(branch) between 2 and 100),
  account_holder text not null check (length(account_holder) between 2 and 100),
  account_number text not null check (account_number ~ '^[0-9]{6,20}$'),
  account_last4 text not null generated always as (right(account_number, 4)) stored,
  updated_at timestamptz not null default now()
);
comment on table public.payout_accounts is
  'The Sri Lankan bank account a creator is paid to, one per creator. The owner and admins read '
  'it; API clients never read account_number itself (column grants), only account_last4.';

create table public.payout_requests (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null default auth.uid() references public.profiles (id) on delete restrict,
  amount_cents bigint not null check (amount_cents > 0),
  status public.payout_status not null default 'REQUESTED',
  -- The account as it was when the creator asked: a later change does not redirect this payout.
  bank_name text not null,
  branch text not null,
  account_holder text not null,
  account_number text not null,
  account_last4 text not null generated always as (right(account_number, 4)) stored,
  bank_reference text unique check (length(bank_reference) between 1 and 100),
  rejection_reason text check (length(rejection_reason) between 1 and 2000),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  paid_at timestamptz,
  constraint payout_requests_paid_has_reference
    check ((status = 'PAID') = (bank_reference is not null and paid_at is not null)),
  constraint payout_requests_rejected_has_reason
    check ((status = 'REJECTED') = (rejection_reason is not null))
);
comment on table public.payout_requests is
  'A creator''s request to be paid, with the bank account copied at request time. Creators '
  'insert (amount only) and read their own; admins decide on the service path.';
comment on column public.payout_requests.amount_cents is
  'Reserved from the available balance when requested; released only by a rejection.';

-- One open request per creator, whatever the writer (the request trigger says it more kindly).
create unique index payout_requests_one_open_idx on public.payout_requests (creator_id)
  where status in ('REQUESTED', 'APPROVED');
create index payout_requests_creator_id_idx on public.payout_requests (creator_id, created_at desc);
create index payout_requests_status_idx on public.payout_requests (status, created_at);

-- Helpers -------------------------------------------------------------------------------------

create function app_private.payout_setting(key text, fallback bigint) returns bigint
language sql stable
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::bigint from public.settings s
                    where s.key = payout_setting.key), fallback)
$$;
comment on function app_private.payout_setting(text, bigint) is
  'A payout setting (payout_hold_days, payout_minimum_cents) as a number, or the fallback.';

create function app_private.payout_balance(creator uuid)
returns table (pending_cents bigint, available_cents bigint, reserved_cents bigint,
               paid_cents bigint, owed_cents bigint)
language sql stable
set search_path = ''
as $$
  with released as (
    -- A reversed earning counts for nothing: the reversal takes back exactly its amount.
    select coalesce(sum(e.net_cents) filter (
                      where e.created_at <= now() - make_interval(
                              days => app_private.payout_setting('payout_hold_days', 14)::int)), 0)
             as available,
           coalesce(sum(e.net_cents) filter (
                      where e.created_at > now() - make_interval(
                              days => app_private.payout_setting('payout_hold_days', 14)::int)), 0)
             as pending
      from public.creator_earnings e
     where e.creator_id = creator
       and not exists (select 1 from public.earning_reversals r where r.earning_id = e.id)
  ), taken as (
    select coalesce(sum(p.amount_cents) filter (where p.status <> 'REJECTED'), 0) as taken,
           coalesce(sum(p.amount_cents) filter (where p.status in ('REQUESTED', 'APPROVED')), 0)
             as reserved,
           coalesce(sum(p.amount_cents) filter (where p.status = 'PAID'), 0) as paid
      from public.payout_requests p
     where p.creator_id = creator
  )
  -- A reversal after a payout leaves the creator owing: nothing is available until new earnings
  -- cover it.
  select released.pending::bigint, greatest(released.available - taken.taken, 0)::bigint,
         taken.reserved::bigint, taken.paid::bigint,
         greatest(taken.taken - released.available, 0)::bigint
    from released, taken
$$;
comment on function app_private.payout_balance(uuid) is
  'A creator''s balance from the ledger at the database''s now(): pending (within the hold), '
  'available (released earnings minus requests not rejected), reserved (open requests), paid, '
  'and owed (reversals after a payout). Security invoker: RLS limits whose balance a caller reads.';

-- Trigger functions ---------------------------------------------------------------------------

create function app_private.open_payout_request() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.payout_accounts;
  available bigint;
begin
  perform app_private.assert_creator(new.creator_id);
  -- Requests of one creator take turns: a concurrent one waits here, then sees this one's row.
  perform pg_advisory_xact_lock(hashtextextended('payout_requests:' || new.creator_id::text, 0));
  if exists (select 1 from public.payout_requests p
              where p.creator_id = new.creator_id and p.status in ('REQUESTED', 'APPROVED')) then
    raise exception using errcode = 'M1503', message = 'You already have an open payout request';
  end if;
  select * into account from public.payout_accounts a where a.creator_id = new.creator_id;
  if not found then
    raise exception using errcode = 'M1504', message = 'Add a bank account before requesting a payout';
  end if;
  select b.available_cents into available from app_private.payout_balance(new.creator_id) b;
  -- No amount asks for the whole available balance.
  new.amount_cents := coalesce(new.amount_cents, available);
  if new.amount_cents > available then
    raise exception using errcode = 'M1502', message = 'The amount is more than your available balance';
  end if;
  if new.amount_cents < app_private.payout_setting('payout_minimum_cents', 500000) then
    raise exception using errcode = 'M1501', message = 'The amount is below the minimum payout';
  end if;
  new.status := 'REQUESTED';
  new.bank_name := account.bank_name;
  new.branch := account.branch;
  new.account_holder := account.account_holder;
  new.account_number := account.account_number;
  new.bank_reference := null;
  new.rejection_reason := null;
  new.created_at := now();
  new.decided_at := null;
  new.paid_at := null;
  return new;
end
$$;
comment on function app_private.open_payout_request() is
  'BEFORE INSERT on payout_requests, for every writer: one open request per creator (M1503), a '
  'bank account (M1504), at most the available balance (M1502) and at least the minimum '
  '(M1501), under a per-creator lock; copies the account.';
revoke all on function app_private.open_payout_request() from public;

create trigger payout_requests_10_open before insert on public.payout_requests
  for each row execute function app_private.open_payout_request();

create function app_private.guard_payout_decision() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status in ('PAID', 'REJECTED')
     or (old.status = 'REQUESTED' and new.status not in ('REQUESTED', 'APPROVED', 'REJECTED'))
     or (old.status = 'APPROVED' and new.status not in ('APPROVED', 'PAID', 'REJECTED')) then
    raise exception using errcode = 'M1505',
      message = 'This payout request cannot make that move in its current state';
  end if;
  if (new.creator_id, new.amount_cents, new.bank_name, new.branch, new.account_holder,
      new.account_number, new.created_at)
     is distinct from (old.creator_id, old.amount_cents, old.bank_name, old.branch,
                       old.account_holder, old.account_number, old.created_at) then
    raise exception using errcode = 'M1008', message = 'A payout request''s amount and account do not change';
  end if;
  if new.status is distinct from old.status then
    new.decided_at := case when new.status in ('APPROVED', 'REJECTED') then now() else old.decided_at end;
    new.paid_at := case when new.status = 'PAID' then now() end;
  end if;
  return new;
end
$$;
comment on function app_private.guard_payout_decision() is
  'BEFORE UPDATE on payout_requests: REQUESTED -> APPROVED | REJECTED, APPROVED -> PAID | '
  'REJECTED; PAID and REJECTED are final (M1505); amount and account never change (M1008).';
revoke all on function app_private.guard_payout_decision() from public;

create trigger payout_requests_20_guard_decision before update on public.payout_requests
  for each row execute function app_private.guard_payout_decision();
create trigger payout_requests_append_only before delete on public.payout_requests
  for each row execute function app_private.forbid_ledger_changes();

create function app_private.check_payout_account() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform app_private.assert_creator(new.creator_id);
  new.bank_name := trim(new.bank_name);
  new.branch := trim(new.branch);
  new.account_holder := trim(new.account_holder);
  -- Banks print account numbers with spaces and dashes; the transfer file wants digits.
  new.account_number := regexp_replace(new.account_number, '[\s-]', '', 'g');
  new.updated_at := now();
  return new;
end
$$;
comment on function app_private.check_payout_account() is
  'BEFORE INSERT OR UPDATE on payout_accounts: creators only (M1111); trims the fields and keeps '
  'the account number''s digits.';
revoke all on function app_private.check_payout_account() from public;

create trigger payout_accounts_10_check before insert or update on public.payout_accounts
  for each row execute function app_private.check_payout_account();

-- Policies and grants -------------------------------------------------------------------------

alter table public.payout_accounts enable row level security;
alter table public.payout_requests enable row level security;

create policy "Owners and admins can read payout accounts" on public.payout_accounts
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Owners can add their payout account" on public.payout_accounts
  for insert to authenticated with check (creator_id = (select auth.uid()));
create policy "Owners can change their payout account" on public.payout_accounts
  for update to authenticated
  using (creator_id = (select auth.uid())) with check (creator_id = (select auth.uid()));

create policy "Creators and admins can read payout requests" on public.payout_requests
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Creators can request their own payouts" on public.payout_requests
  for insert to authenticated with check (creator_id = (select auth.uid()));

-- Clients never read a full account number: lists and answers show account_last4. Column grants
-- hold only after the revoke: an older project's table grant would cover every column.
revoke all on public.payout_accounts, public.payout_requests
  from anon, authenticated, service_role;
grant select (creator_id, bank_name, branch, account_holder, account_last4, updated_at),
  insert (bank_name, branch, account_holder, account_number),
  update (bank_name, branch, account_holder, account_number)
  on public.payout_accounts to authenticated;
grant select (id, creator_id, amount_cents, status, bank_name, branch, account_holder,
              account_last4, bank_reference, rejection_reason, created_at, decided_at, paid_at),
  insert (amount_cents)
  on public.payout_requests to authenticated;
grant select on public.payout_accounts to service_role;
grant select, insert, update on public.payout_requests to service_role;

revoke all on function app_private.payout_setting(text, bigint) from public;
grant execute on function app_private.payout_setting(text, bigint) to authenticated, service_role;
revoke all on function app_private.payout_balance(uuid) from public;
grant execute on function app_private.payout_balance(uuid) to authenticated, service_role;
