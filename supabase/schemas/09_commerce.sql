-- Commerce: orders, download grants, the creators' earnings ledger, payment webhook events and
-- daily view de-duplication. All written on the service path only (prices come from the
-- database, fulfilment only from a verified webhook); buyers and creators read their own rows.

-- Tables --------------------------------------------------------------------------------------

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  photo_id uuid not null references public.photos (id) on delete restrict,
  buyer_id uuid references public.profiles (id) on delete set null,
  buyer_name text not null,
  buyer_email text not null,
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null default 'LKR',
  status public.order_status not null default 'PENDING',
  provider text not null check (provider in ('FREE', 'STRIPE')),
  provider_session_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
comment on table public.orders is
  'A checkout of one photo: FREE downloads and STRIPE payments. Written by the service path; '
  'the signed-in buyer reads their own, admins read all.';

create index orders_buyer_id_idx on public.orders (buyer_id, created_at desc);
create index orders_photo_id_idx on public.orders (photo_id);

create table public.download_grants (
  id uuid primary key default gen_random_uuid(),
  ref text not null unique default app_private.random_url_token(24), -- 32 chars, 192 bits
  order_id uuid unique references public.orders (id) on delete cascade,
  photo_id uuid not null references public.photos (id) on delete restrict,
  buyer_id uuid references public.profiles (id) on delete set null,
  email text not null,
  max_downloads int not null check (max_downloads > 0),
  downloads_used int not null default 0 check (downloads_used >= 0),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- The download route checks this under a row lock too; the constraint holds for every writer.
  constraint download_grants_within_limit check (downloads_used <= max_downloads)
);
comment on table public.download_grants is
  'The right to download an original, addressed by an unguessable ref; made after a free '
  'checkout or a paid, webhook-confirmed order. Service writes; the buyer reads their own.';

comment on constraint download_grants_within_limit on public.download_grants is
  'No more downloads than the grant allows (docs/payments.md: 5 per grant).';

create index download_grants_buyer_id_idx on public.download_grants (buyer_id);
create index download_grants_photo_id_idx on public.download_grants (photo_id);

create table public.creator_earnings (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null references public.profiles (id) on delete restrict,
  order_id uuid not null unique references public.orders (id) on delete restrict,
  photo_id uuid not null references public.photos (id) on delete restrict,
  gross_cents bigint not null,
  fee_cents bigint not null,
  net_cents bigint not null,
  created_at timestamptz not null default now(),
  constraint creator_earnings_adds_up check (net_cents = gross_cents - fee_cents)
);
comment on table public.creator_earnings is
  'Append-only ledger of what each paid order earns its creator; the creator reads their own.';

create index creator_earnings_creator_id_idx on public.creator_earnings (creator_id, created_at desc);
create index creator_earnings_photo_id_idx on public.creator_earnings (photo_id);

create table public.payment_events (
  id text primary key,
  type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz
);
comment on table public.payment_events is
  'Payment provider webhook events by their id, so each is handled exactly once. Service only.';

create table public.photo_views (
  photo_id uuid not null references public.photos (id) on delete cascade,
  visitor_hash text not null,
  day date not null default current_date,
  primary key (photo_id, visitor_hash, day)
);
comment on table public.photo_views is
  'One row per photo, visitor and day so photos.view_count counts a visitor once a day. Service only.';

-- Triggers ------------------------------------------------------------------------------------

create function app_private.forbid_ledger_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'M1008', message = 'The earnings ledger is append-only';
end
$$;
comment on function app_private.forbid_ledger_changes() is
  'BEFORE UPDATE/DELETE on creator_earnings: the ledger is append-only (M1008).';
revoke all on function app_private.forbid_ledger_changes() from public;

create trigger creator_earnings_append_only before update or delete on public.creator_earnings
  for each row execute function app_private.forbid_ledger_changes();

-- Policies and grants -------------------------------------------------------------------------

alter table public.orders enable row level security;
alter table public.download_grants enable row level security;
alter table public.creator_earnings enable row level security;
alter table public.payment_events enable row level security;
alter table public.photo_views enable row level security;

create policy "Buyers can read their orders, admins every order" on public.orders
  for select to authenticated
  using (buyer_id = (select auth.uid()) or (select app_private.is_admin()));
create policy "Buyers can read their download grants" on public.download_grants
  for select to authenticated using (buyer_id = (select auth.uid()));
create policy "Creators can read their earnings, admins every earning" on public.creator_earnings
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));

grant select on public.orders, public.download_grants, public.creator_earnings to authenticated;
grant select, insert, update, delete on public.orders, public.download_grants,
  public.payment_events, public.photo_views to service_role;
grant select, insert on public.creator_earnings to service_role;
