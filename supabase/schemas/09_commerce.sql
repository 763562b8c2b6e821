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
  provider text not null check (provider in ('FREE', 'STRIPE', 'PAYHERE')),
  provider_session_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  language text not null default 'en'
    constraint orders_language_known check (language in ('en', 'si', 'ta'))
);
comment on table public.orders is
  'A checkout of one photo: FREE downloads, STRIPE and PAYHERE payments. Written by the service '
  'path; the signed-in buyer reads their own, admins read all.';
comment on column public.orders.language is
  'The language the buyer used at checkout (en, si or ta): a visitor''s lang cookie or '
  'Accept-Language, a signed-in buyer''s profile language. The download e-mail is written in it.';

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
  revoked_at timestamptz,
  -- The download route checks this under a row lock too; the constraint holds for every writer.
  constraint download_grants_within_limit check (downloads_used <= max_downloads)
);
comment on table public.download_grants is
  'The right to download an original, addressed by an unguessable ref; made after a free '
  'checkout or a paid, webhook-confirmed order. Service writes; the buyer reads their own.';

comment on column public.download_grants.revoked_at is
  'Set when the order''s payment was reversed (a chargeback): the link downloads no more.';

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
  'BEFORE UPDATE/DELETE on creator_earnings and earning_reversals: the ledger is append-only (M1008).';
revoke all on function app_private.forbid_ledger_changes() from public;

create trigger creator_earnings_append_only before update or delete on public.creator_earnings
  for each row execute function app_private.forbid_ledger_changes();

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

-- Policies and grants -------------------------------------------------------------------------

alter table public.orders enable row level security;
alter table public.download_grants enable row level security;
alter table public.creator_earnings enable row level security;
alter table public.earning_reversals enable row level security;
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
create policy "Creators can read their reversals, admins every reversal" on public.earning_reversals
  for select to authenticated
  using (creator_id = (select auth.uid()) or (select app_private.is_admin()));

revoke all on public.orders, public.download_grants, public.creator_earnings,
  public.earning_reversals, public.payment_events, public.photo_views
  from anon, authenticated, service_role;
grant select on public.orders, public.download_grants, public.creator_earnings to authenticated;
grant select, insert, update, delete on public.orders, public.download_grants,
  public.payment_events, public.photo_views to service_role;
grant select on public.earning_reversals to authenticated;
grant select, insert on public.creator_earnings to service_role;
grant select, insert on public.earning_reversals to service_role;

-- Creator dashboard: daily figures per photo --------------------------------------------------
-- The counters on public.photos are totals without dates. This table keeps, per photo and day,
-- how much each counter grew (and what the photo earned), written by triggers on the counters
-- and the earnings ledger, so every path that counts (views, downloads, fulfilment) is dated
-- without the API having to remember it. Days are Sri Lankan calendar days (UTC+05:30, no DST
-- since 2006): the marketplace's creators read their day, not the server's.

create function app_private.marketplace_day(at timestamptz) returns date
language sql immutable
set search_path = ''
as $$
  select ((at at time zone 'UTC') + interval '5 hours 30 minutes')::date
$$;
comment on function app_private.marketplace_day(timestamptz) is
  'The Sri Lankan calendar day (UTC+05:30) of an instant; the day of photo_daily_stats rows.';
revoke all on function app_private.marketplace_day(timestamptz) from public;
grant execute on function app_private.marketplace_day(timestamptz) to authenticated, service_role;

create table public.photo_daily_stats (
  photo_id uuid not null references public.photos (id) on delete cascade,
  day date not null,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  views int not null default 0 check (views >= 0),
  downloads int not null default 0 check (downloads >= 0),
  sales int not null default 0 check (sales >= 0),
  earnings_cents bigint not null default 0,
  primary key (photo_id, day)
);
comment on table public.photo_daily_stats is
  'Per photo and Sri Lankan day: views, downloads, sales and net earnings added that day. Kept '
  'by triggers on the photo counters and the earnings ledger; the owner reads their own rows.';

-- The dashboard reads one owner's days in a range (overall series).
create index photo_daily_stats_owner_day_idx on public.photo_daily_stats (owner_id, day);

create function app_private.record_daily_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.photo_daily_stats as s (photo_id, day, owner_id, views, downloads, sales)
  values (new.id, app_private.marketplace_day(now()), new.owner_id,
          greatest(new.view_count - old.view_count, 0),
          greatest(new.download_count - old.download_count, 0),
          greatest(new.sale_count - old.sale_count, 0))
  on conflict (photo_id, day) do update
    set views = s.views + excluded.views,
        downloads = s.downloads + excluded.downloads,
        sales = s.sales + excluded.sales;
  return null;
end
$$;
comment on function app_private.record_daily_counts() is
  'AFTER UPDATE OF the photo counters: adds what each counter grew by to today''s row.';
revoke all on function app_private.record_daily_counts() from public;

create trigger photos_record_daily_counts
  after update of view_count, download_count, sale_count on public.photos
  for each row
  when (new.view_count > old.view_count or new.download_count > old.download_count
        or new.sale_count > old.sale_count)
  execute function app_private.record_daily_counts();

create function app_private.record_daily_earnings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.photo_daily_stats as s (photo_id, day, owner_id, earnings_cents)
  values (new.photo_id, app_private.marketplace_day(new.created_at), new.creator_id,
          new.net_cents)
  on conflict (photo_id, day) do update
    set earnings_cents = s.earnings_cents + excluded.earnings_cents;
  return null;
end
$$;
comment on function app_private.record_daily_earnings() is
  'AFTER INSERT on creator_earnings: adds the net amount to the photo''s row for that day.';
revoke all on function app_private.record_daily_earnings() from public;

create trigger creator_earnings_record_daily after insert on public.creator_earnings
  for each row execute function app_private.record_daily_earnings();

alter table public.photo_daily_stats enable row level security;

-- One policy (not one per reader): Postgres would evaluate every permissive policy per row.
create policy "Owners and admins can read daily figures" on public.photo_daily_stats
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select app_private.is_admin()));

-- Written only by the triggers above (security definer); clients and the service read.
revoke all on public.photo_daily_stats from anon, authenticated, service_role;
grant select on public.photo_daily_stats to authenticated, service_role;
