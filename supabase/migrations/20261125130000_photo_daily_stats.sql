-- Creator dashboard: a daily series per photo, kept by triggers (see supabase/schemas/09_commerce.sql).

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

create policy "Creators can read their photos' daily figures" on public.photo_daily_stats
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "Admins can read every photo's daily figures" on public.photo_daily_stats
  for select to authenticated using ((select app_private.is_admin()));

-- Written only by the triggers above (security definer); clients and the service read.
grant select on public.photo_daily_stats to authenticated, service_role;
