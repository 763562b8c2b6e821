-- Search speed: a narrow side table of live photos for the search accelerator.
--
-- Measured at 100,000 photos (docs/performance.md): a broad search ("elephant", ~4,600 of 94,000
-- public photos) spent most of its time fetching matches from the wide photos heap (~830 bytes a
-- row, ~4,000 pages per query), checking status and album liveness on each, then ranking. This
-- table holds only what ranking, filters and sorts read, and only for live photos (ACCEPTED, album
-- not deleted), so the GIN scan lands on ~3,000 pages of ~400-byte rows and needs no further
-- visibility test. Triggers on photos and albums keep it exact; the card itself is still read from
-- public.photos as the caller, so RLS stays the authority on what leaves the database.

-- Table ----------------------------------------------------------------------------------------

create table app_private.live_photo_search (
  photo_id uuid primary key references public.photos (id) on delete cascade,
  search_vector tsvector not null,
  popularity int not null,
  published_at timestamptz,
  orientation text not null check (orientation in ('landscape', 'portrait', 'square')),
  free_download boolean not null
);
comment on table app_private.live_photo_search is
  'One row per live photo (ACCEPTED, album not deleted): its search vector, popularity, '
  'publication time, orientation and free flag. Read only by app_private.search_photo_hits; kept '
  'by triggers on photos and albums; service only.';

alter table app_private.live_photo_search enable row level security;
revoke all on app_private.live_photo_search from public, anon, authenticated;
grant select, insert, update, delete on app_private.live_photo_search to service_role;

-- What a live photo's row holds: the one definition used by the backfill and both triggers. ------

create view app_private.live_photo_search_source as
  select p.id as photo_id,
         coalesce(p.search_vector, ''::tsvector) as search_vector,
         -- The API's popularityScore expression (presenters/photo-card.ts).
         p.like_count * 3 + p.download_count * 2 + p.view_count / 10 as popularity,
         p.published_at,
         case when p.width > p.height then 'landscape'
              when p.height > p.width then 'portrait'
              else 'square' end as orientation,
         p.free_download,
         p.album_id
    from public.photos p
    -- Word for word the photos policy "Anyone can read published photos of live albums".
   where p.status = 'ACCEPTED'
     and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted);
comment on view app_private.live_photo_search_source is
  'Live photos as rows of app_private.live_photo_search (plus album_id to select by album).';
revoke all on app_private.live_photo_search_source from public, anon, authenticated;

create function app_private.rebuild_live_photo_search() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  live bigint;
begin
  delete from app_private.live_photo_search;
  insert into app_private.live_photo_search
    (photo_id, search_vector, popularity, published_at, orientation, free_download)
  select v.photo_id, v.search_vector, v.popularity, v.published_at, v.orientation, v.free_download
    from app_private.live_photo_search_source v;
  get diagnostics live = row_count;
  return live;
end
$$;
comment on function app_private.rebuild_live_photo_search() is
  'Refills live_photo_search from the photos (after a bulk load made with triggers off, and by '
  'this migration); answers the number of live photos.';
revoke all on function app_private.rebuild_live_photo_search() from public;
grant execute on function app_private.rebuild_live_photo_search() to service_role;

-- Triggers --------------------------------------------------------------------------------------

create function app_private.track_live_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from app_private.live_photo_search_source v where v.photo_id = new.id) then
    insert into app_private.live_photo_search as s
      (photo_id, search_vector, popularity, published_at, orientation, free_download)
    select v.photo_id, v.search_vector, v.popularity, v.published_at, v.orientation, v.free_download
      from app_private.live_photo_search_source v where v.photo_id = new.id
    on conflict (photo_id) do update
      set search_vector = excluded.search_vector, popularity = excluded.popularity,
          published_at = excluded.published_at, orientation = excluded.orientation,
          free_download = excluded.free_download
      -- A view that does not move popularity (view_count / 10) writes nothing here.
      where (s.search_vector, s.popularity, s.published_at, s.orientation, s.free_download)
            is distinct from (excluded.search_vector, excluded.popularity, excluded.published_at,
                              excluded.orientation, excluded.free_download);
  elsif tg_op = 'UPDATE' then
    delete from app_private.live_photo_search s where s.photo_id = new.id;
  end if;
  return null;
end
$$;
comment on function app_private.track_live_photo() is
  'AFTER INSERT/UPDATE on photos: adds, refreshes or removes the photo''s live_photo_search row '
  '(deletes cascade through the foreign key).';
revoke all on function app_private.track_live_photo() from public;

-- UPDATE OF lists the SET columns that matter; a BEFORE trigger's own changes do not count, so
-- the columns photos_30_index derives the vector from are listed too.
create trigger photos_track_live_search
  after insert or update of status, album_id, name, tags, description, category_id, search_vector,
    like_count, download_count, view_count, published_at, width, height, free_download
  on public.photos for each row execute function app_private.track_live_photo();

create function app_private.track_live_album() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted then
    delete from app_private.live_photo_search s
     using public.photos p
     where p.id = s.photo_id and p.album_id = new.id;
  else
    insert into app_private.live_photo_search
      (photo_id, search_vector, popularity, published_at, orientation, free_download)
    select v.photo_id, v.search_vector, v.popularity, v.published_at, v.orientation, v.free_download
      from app_private.live_photo_search_source v where v.album_id = new.id
    on conflict (photo_id) do nothing;
  end if;
  return null;
end
$$;
comment on function app_private.track_live_album() is
  'AFTER UPDATE OF deleted on albums: a deleted album''s photos leave live_photo_search, a '
  'restored album''s live photos come back.';
revoke all on function app_private.track_live_album() from public;

create trigger albums_track_live_search after update of deleted on public.albums
  for each row when (new.deleted is distinct from old.deleted)
  execute function app_private.track_live_album();

-- The accelerator, now over the side table -------------------------------------------------------

create or replace function app_private.search_photo_hits(
  search_text text,
  orientation text,
  price text,
  sort text,
  page_size int,
  page_offset int
) returns table (photo_id uuid, total bigint)
-- plpgsql keeps the statement's plan for the session (a sql function is planned on every call).
language plpgsql stable
security definer
set search_path = ''
set jit = off
as $$
declare
  query tsquery := public.photo_search_query(search_text);
begin
  -- The inner query projects the few small values the sort needs (offset 0 keeps it a separate
  -- step), so the window that counts the matches never copies search vectors.
  return query
  select r.photo_id, count(*) over ()
    from (select s.photo_id, s.published_at, s.popularity,
                 case when search_photo_hits.sort = 'relevant'
                      then ts_rank(s.search_vector, query) end as relevance
            from app_private.live_photo_search s
           where s.search_vector @@ query
             and (search_photo_hits.orientation is null or s.orientation = search_photo_hits.orientation)
             and (price is null or s.free_download = (price = 'free'))
          offset 0) r
   order by case when search_photo_hits.sort = 'newest' then r.published_at end desc nulls last,
            case when search_photo_hits.sort = 'popular' then r.popularity end desc,
            r.relevance desc nulls last,
            r.popularity desc, r.photo_id
   limit page_size offset page_offset;
end
$$;
comment on function app_private.search_photo_hits(text, text, text, text, int, int) is
  'Ranked ids of live photos matching a websearch text (title/tags first, popularity as the '
  'tie-breaker), with the total, read from app_private.live_photo_search. An index accelerator '
  'only: callers read the photos under RLS.';

-- Fill, then index: one GIN build instead of 94,000 pending-list inserts on a large catalogue.
select app_private.rebuild_live_photo_search();
create index live_photo_search_vector_idx on app_private.live_photo_search using gin (search_vector);
comment on index app_private.live_photo_search_vector_idx is
  'Full-text index of live photos; the only index search_photo_hits needs.';
analyze app_private.live_photo_search;
