-- Similar photos from an index (issue 22): each live photo's tags and album as keys with its
-- popularity, kept by the live-photo triggers; app_private.similar_photo_hits scores the most
-- popular 200 under each key of a photo instead of every photo sharing a tag.

create table app_private.live_photo_similarity_keys (
  photo_id uuid not null references app_private.live_photo_search (photo_id) on delete cascade,
  key text not null,
  popularity int not null,
  primary key (photo_id, key)
);
comment on table app_private.live_photo_similarity_keys is
  'One row per live photo and each of its distinct tags (''t:<tag>'') and its album '
  '(''a:<album id>''), with the photo''s popularity. Read only by app_private.similar_photo_hits; '
  'kept by the live-photo triggers; service only.';

create index live_photo_similarity_keys_rank_idx
  on app_private.live_photo_similarity_keys (key, popularity desc, photo_id);
comment on index app_private.live_photo_similarity_keys_rank_idx is
  'The most popular live photos under one tag or album first: similar_photo_hits reads a range.';

alter table app_private.live_photo_similarity_keys enable row level security;
revoke all on app_private.live_photo_similarity_keys from public, anon, authenticated;
grant select, insert, update, delete on app_private.live_photo_similarity_keys to service_role;

create view app_private.live_photo_similarity_key_source as
  select s.photo_id, k.key, s.popularity, p.album_id
    from app_private.live_photo_search s
    join public.photos p on p.id = s.photo_id
   cross join lateral (select 't:' || t from unnest(p.tags) t
                       union
                       select 'a:' || p.album_id::text) k (key);
comment on view app_private.live_photo_similarity_key_source is
  'The similarity keys of live photos (plus album_id to select by album).';
revoke all on app_private.live_photo_similarity_key_source from public, anon, authenticated;

create or replace function app_private.rebuild_live_photo_search() returns bigint
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
  insert into app_private.live_photo_similarity_keys (photo_id, key, popularity)
  select v.photo_id, v.key, v.popularity from app_private.live_photo_similarity_key_source v;
  return live;
end
$$;
comment on function app_private.rebuild_live_photo_search() is
  'Refills live_photo_search and live_photo_similarity_keys from the photos, e.g. after a bulk '
  'load made with triggers off; answers the number of live photos.';
create or replace function app_private.track_live_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  written int;
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
    get diagnostics written = row_count;
    -- Tags and album feed the vector, but a move between two albums of one name would not.
    if written > 0 or (tg_op = 'UPDATE' and (new.tags, new.album_id)
                                           is distinct from (old.tags, old.album_id)) then
      delete from app_private.live_photo_similarity_keys k where k.photo_id = new.id;
      insert into app_private.live_photo_similarity_keys (photo_id, key, popularity)
      select v.photo_id, v.key, v.popularity
        from app_private.live_photo_similarity_key_source v where v.photo_id = new.id;
    end if;
  elsif tg_op = 'UPDATE' then
    delete from app_private.live_photo_search s where s.photo_id = new.id;
  end if;
  return null;
end
$$;
comment on function app_private.track_live_photo() is
  'AFTER INSERT/UPDATE on photos: adds, refreshes or removes the photo''s live_photo_search row '
  'and its similarity keys (deletes cascade through the foreign keys).';
create or replace function app_private.track_live_album() returns trigger
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
    insert into app_private.live_photo_similarity_keys (photo_id, key, popularity)
    select v.photo_id, v.key, v.popularity
      from app_private.live_photo_similarity_key_source v where v.album_id = new.id
    on conflict (photo_id, key) do nothing;
  end if;
  return null;
end
$$;
comment on function app_private.track_live_album() is
  'AFTER UPDATE OF deleted on albums: a deleted album''s photos leave live_photo_search, a '
  'restored album''s live photos come back.';
create function app_private.similar_photo_hits(photo uuid, page_size int)
returns table (photo_id uuid)
language plpgsql stable
security definer
set search_path = ''
set jit = off
as $$
declare
  own_tags text[];
  own_album uuid;
begin
  -- Only a live photo has neighbours: a hidden photo's tags must not shape any answer.
  select p.tags, p.album_id into own_tags, own_album
    from public.photos p join app_private.live_photo_search s on s.photo_id = p.id
   where p.id = photo;
  if not found then
    return;
  end if;
  -- Candidates: the 200 most popular photos under each of its keys. Exact whenever no key holds
  -- more than 200 other photos; beyond that a photo sharing several tags but less popular than
  -- the first 200 of each can be missed (docs/search.md, "Similar photos").
  return query
  select p.id
    from (select distinct n.photo_id
            from app_private.live_photo_similarity_keys own
           cross join lateral (
             select k.photo_id from app_private.live_photo_similarity_keys k
              where k.key = own.key and k.photo_id <> photo
              order by k.popularity desc, k.photo_id
              limit 200) n
           where own.photo_id = photo) c
    join public.photos p on p.id = c.photo_id
   order by cardinality(array(select unnest(p.tags) intersect select unnest(own_tags))) * 2
              + (p.album_id = own_album)::int desc,
            p.like_count * 3 + p.download_count * 2 + p.view_count / 10 desc, p.id
   limit page_size;
end
$$;
comment on function app_private.similar_photo_hits(uuid, int) is
  'Ids of live photos like a live photo: most shared tags, then same album, then popularity, '
  'scored among the 200 most popular under each of its tags and its album. An index accelerator '
  'only: callers read the photos under RLS.';

revoke all on function app_private.similar_photo_hits(uuid, int) from public;
grant execute on function app_private.similar_photo_hits(uuid, int) to anon, authenticated, service_role;

insert into app_private.live_photo_similarity_keys (photo_id, key, popularity)
select v.photo_id, v.key, v.popularity from app_private.live_photo_similarity_key_source v;
