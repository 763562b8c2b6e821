-- Full-text search over photos and the tag-suggestion table.
--
-- Every photo carries a trigger-maintained tsvector in two configurations: `english` (stemming,
-- so "elephants" finds "elephant") and `simple` (words kept as written: Sinhala and Tamil words,
-- place names). Accents are folded with unaccent. Weights: title and tags A, description B,
-- album and category names C.

-- Tables --------------------------------------------------------------------------------------

create table public.tags (
  tag text primary key,
  uses int not null default 0 check (uses >= 0)
);
comment on table public.tags is
  'Tags of live photos (ACCEPTED, album not deleted) with how many use each; feeds tag '
  'suggestions. Kept by triggers on photos and albums; readable by everyone.';

create index tags_tag_trgm_idx on public.tags using gin (tag extensions.gin_trgm_ops);
create index photos_search_vector_idx on public.photos using gin (search_vector);
create index photos_tags_idx on public.photos using gin (tags);
-- Typo tolerance: when the full-text query finds nothing, the API looks for near misses
-- ("sigirya") by word similarity on titles (`q <% name`) and by the closest tags.
create index photos_name_trgm_idx on public.photos using gin (name extensions.gin_trgm_ops);
comment on index public.photos_name_trgm_idx is
  'Trigram index on photo titles for the search fallback (word similarity on near misses).';

-- Helpers -------------------------------------------------------------------------------------

create function app_private.search_text(value text) returns text
language sql stable
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))
$$;
comment on function app_private.search_text(text) is 'Folds accents before text is indexed or searched.';

create function app_private.weighted_vector(value text, weight "char") returns tsvector
language sql stable
set search_path = ''
as $$
  select setweight(to_tsvector('pg_catalog.english'::regconfig, app_private.search_text(value)), weight)
      || setweight(to_tsvector('pg_catalog.simple'::regconfig, app_private.search_text(value)), weight)
$$;
comment on function app_private.weighted_vector(text, "char") is
  'One weight class of the search vector: the text in both the english and simple configs.';

create function app_private.photo_search_vector(
  name text, tags text[], description text, album_id uuid, category_id smallint
) returns tsvector
language sql stable
security definer
set search_path = ''
as $$
  select app_private.weighted_vector(name || ' ' || array_to_string(tags, ' '), 'A')
      || app_private.weighted_vector(description, 'B')
      || app_private.weighted_vector(
           coalesce((select a.name from public.albums a where a.id = photo_search_vector.album_id), '')
           || ' ' ||
           coalesce((select c.name from public.categories c where c.id = photo_search_vector.category_id), ''),
           'C')
$$;
comment on function app_private.photo_search_vector(text, text[], text, uuid, smallint) is
  'The search vector of a photo from its own text and its album and category names.';

create function public.photo_search_query(q text) returns tsquery
language sql stable
set search_path = ''
as $$
  select websearch_to_tsquery('pg_catalog.english'::regconfig, app_private.search_text(q))
      || websearch_to_tsquery('pg_catalog.simple'::regconfig, app_private.search_text(q))
$$;
comment on function public.photo_search_query(text) is
  'Turns a visitor''s search box text into the tsquery to match photos.search_vector with: '
  '`where search_vector @@ public.photo_search_query($1) order by ts_rank(search_vector, '
  'public.photo_search_query($1)) desc`.';

create function app_private.clean_tags(tags text[]) returns text[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(tag order by first_seen), '{}')
    from (
      select lower(trim(t)) as tag, min(n) as first_seen
        from unnest(tags) with ordinality as u (t, n)
       where trim(t) <> ''
       group by lower(trim(t))
    ) cleaned
$$;
comment on function app_private.clean_tags(text[]) is
  'Lower-cases and trims tags, drops empty ones and duplicates, keeps their order.';

create function app_private.adjust_tag_uses(tags text[], delta int) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if delta > 0 then
    insert into public.tags as t (tag, uses)
      select distinct u, delta from unnest(tags) u
      on conflict (tag) do update set uses = t.uses + delta;
  elsif delta < 0 then
    update public.tags t set uses = greatest(t.uses + delta, 0) where t.tag = any (tags);
    delete from public.tags t where t.tag = any (tags) and t.uses = 0;
  end if;
end
$$;
comment on function app_private.adjust_tag_uses(text[], int) is
  'Adds delta to the use count of each tag; tags nobody uses any more disappear.';

create function app_private.album_is_live(album uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.albums a where a.id = album and not a.deleted)
$$;
comment on function app_private.album_is_live(uuid) is 'True when the album exists and is not deleted.';

revoke all on function app_private.search_text(text) from public;
revoke all on function app_private.weighted_vector(text, "char") from public;
revoke all on function app_private.photo_search_vector(text, text[], text, uuid, smallint) from public;
revoke all on function app_private.clean_tags(text[]) from public;
revoke all on function app_private.adjust_tag_uses(text[], int) from public;
revoke all on function app_private.album_is_live(uuid) from public;
grant execute on function app_private.search_text(text) to anon, authenticated, service_role;
grant execute on function app_private.weighted_vector(text, "char") to authenticated, service_role;
grant execute on function app_private.photo_search_vector(text, text[], text, uuid, smallint)
  to service_role;
grant execute on function app_private.clean_tags(text[]) to authenticated, service_role;
grant execute on function public.photo_search_query(text) to anon, authenticated, service_role;

-- Triggers ------------------------------------------------------------------------------------

create function app_private.index_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.tags := app_private.clean_tags(new.tags);
  new.search_vector := app_private.photo_search_vector(
    new.name, new.tags, new.description, new.album_id, new.category_id);
  return new;
end
$$;
comment on function app_private.index_photo() is
  'BEFORE INSERT/UPDATE on photos: cleans the tags and recomputes search_vector (security '
  'definer: photo_search_vector reads album names, and clients may not call it themselves).';
revoke all on function app_private.index_photo() from public;

create trigger photos_30_index before insert or update of name, tags, description, album_id, category_id, search_vector
  on public.photos for each row execute function app_private.index_photo();

create function app_private.count_photo_tags() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_live text[] := '{}';
  is_live text[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'ACCEPTED'
     and app_private.album_is_live(old.album_id) then
    was_live := old.tags;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'ACCEPTED'
     and app_private.album_is_live(new.album_id) then
    is_live := new.tags;
  end if;
  perform app_private.adjust_tag_uses(
    array(select unnest(is_live) except select unnest(was_live)), 1);
  perform app_private.adjust_tag_uses(
    array(select unnest(was_live) except select unnest(is_live)), -1);
  return null;
end
$$;
comment on function app_private.count_photo_tags() is
  'AFTER INSERT/UPDATE/DELETE on photos: keeps tags.uses equal to the number of live photos '
  'carrying each tag.';
revoke all on function app_private.count_photo_tags() from public;

create trigger photos_count_tags after insert or delete or update of status, tags, album_id
  on public.photos for each row execute function app_private.count_photo_tags();

create function app_private.follow_album_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  photo record;
begin
  -- An album going (or coming back) out of sight takes its live photos' tags with it. A hard
  -- delete is counted here, before the cascade removes the photos.
  if (tg_op = 'UPDATE' and new.deleted <> old.deleted) or (tg_op = 'DELETE' and not old.deleted) then
    for photo in
      select p.tags from public.photos p where p.album_id = old.id and p.status = 'ACCEPTED'
    loop
      perform app_private.adjust_tag_uses(
        photo.tags, case when tg_op = 'UPDATE' and not new.deleted then 1 else -1 end);
    end loop;
  end if;
  if tg_op = 'UPDATE' and new.name <> old.name then
    -- photos_30_index recomputes the vector with the new album name.
    update public.photos p set search_vector = null where p.album_id = new.id;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return null;
end
$$;
comment on function app_private.follow_album_changes() is
  'AFTER UPDATE/BEFORE DELETE on albums: soft-deleting or restoring an album moves its live '
  'photos'' tag counts; renaming it refreshes its photos'' search vectors.';
revoke all on function app_private.follow_album_changes() from public;

create trigger albums_follow_changes after update of deleted, name on public.albums
  for each row execute function app_private.follow_album_changes();
create trigger albums_follow_hard_delete before delete on public.albums
  for each row execute function app_private.follow_album_changes();

create function app_private.follow_category_rename() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- photos_30_index recomputes the vector with the new category name.
  update public.photos p set search_vector = null where p.category_id = new.id;
  return null;
end
$$;
comment on function app_private.follow_category_rename() is
  'AFTER UPDATE OF name on categories: refreshes the search vectors of the category''s photos.';
revoke all on function app_private.follow_category_rename() from public;

create trigger categories_follow_rename after update of name on public.categories
  for each row when (new.name <> old.name)
  execute function app_private.follow_category_rename();


-- Live photos for search ------------------------------------------------------------------
--
-- Measured at 100,000 photos (docs/performance.md): a broad search ("elephant", ~4,600 of 94,000
-- public photos) spent most of its time fetching matches from the wide photos heap (~830 bytes a
-- row, ~4,000 pages per query), checking status and album liveness on each, then ranking. This
-- table holds only what ranking, filters and sorts read, and only for live photos (ACCEPTED, album
-- not deleted), so the GIN scan lands on ~3,000 pages of ~400-byte rows and needs no further
-- visibility test. Triggers on photos and albums keep it exact; the card itself is still read from
-- public.photos as the caller, so RLS stays the authority on what leaves the database.

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
  'Refills live_photo_search from the photos, e.g. after a bulk load made with triggers off; '
  'answers the number of live photos.';
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

create index live_photo_search_vector_idx on app_private.live_photo_search using gin (search_vector);
comment on index app_private.live_photo_search_vector_idx is
  'Full-text index of live photos; the only index search_photo_hits needs.';

-- Ranked search hits ---------------------------------------------------------------------------
--
-- Under RLS, Postgres may only push leakproof operators below a policy, and `@@` is not
-- leakproof: a search run directly as anon cannot use the GIN index and scans every photo.
-- This definer function is therefore only an index accelerator. It answers ranked photo ids
-- with the public-visibility rule written out (ACCEPTED, album not deleted, exactly the photos
-- policy "Anyone can read published photos of live albums"), and the API then reads the cards
-- for those ids AS THE CALLER, so RLS still decides what leaves the database.

create function app_private.search_photo_hits(
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

create function app_private.near_photo_matches(search_text text)
returns table (photo_id uuid, similarity real)
language plpgsql stable
security definer
set search_path = ''
set jit = off
as $$
declare
  closest text[] := coalesce(
    (select array_agg(t.tag)
       from (select t.tag from public.tags t
              where t.tag operator(extensions.%) lower(search_text)
              order by extensions.similarity(t.tag, lower(search_text)) desc, t.uses desc
              limit 5) t),
    '{}');
begin
  return query
  select p.id, (extensions.word_similarity(search_text, p.name) + (p.tags && closest)::int)::real
    from public.photos p
   where (search_text operator(extensions.<%) p.name or p.tags && closest)
     and p.status = 'ACCEPTED'
     and exists (select 1 from public.albums a where a.id = p.album_id and not a.deleted);
end
$$;
comment on function app_private.near_photo_matches(text) is
  'Public photos whose title is word-similar to the text or that carry one of the 5 live tags '
  'closest to it (typo tolerance: "sigirya" -> sigiriya), with a similarity score. An index '
  'accelerator only, like search_photo_hits.';

revoke all on function app_private.search_photo_hits(text, text, text, text, int, int) from public;
revoke all on function app_private.near_photo_matches(text) from public;
grant execute on function app_private.search_photo_hits(text, text, text, text, int, int)
  to anon, authenticated, service_role;
grant execute on function app_private.near_photo_matches(text) to anon, authenticated, service_role;

-- Policies and grants -------------------------------------------------------------------------

alter table public.tags enable row level security;

create policy "Anyone can read tags" on public.tags
  for select to anon, authenticated using (true);

grant select on public.tags to anon, authenticated;
grant select, insert, update, delete on public.tags to service_role;
