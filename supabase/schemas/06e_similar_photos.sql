-- Similar photos (issue 22) --------------------------------------------------------------------
--
-- "Photos like this one" ranks by shared tags (x2), then the same album (+1), then popularity.
-- Scoring every photo that shares a tag read ~12% of the catalogue (1.2 s at 100k). Each live
-- photo's tags and album are listed here as keys with its popularity: the most popular photos
-- under one tag are an index range, and a photo's score is a few probes of its own keys.

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
  own_keys text[];
  pair_tags text[];
  best uuid[];
  strong uuid[];
begin
  -- Only a live photo has neighbours: a hidden photo's tags must not shape any answer.
  select array(select distinct t from unnest(p.tags) t), p.album_id into own_tags, own_album
    from public.photos p join app_private.live_photo_search s on s.photo_id = p.id
   where p.id = photo;
  if not found then
    return;
  end if;
  own_keys := array(select 't:' || t from unnest(own_tags) t) || ('a:' || own_album::text);
  -- Pairs of tags are probed among the photo's 10 rarest tags (at most 45 index probes).
  pair_tags := array(select t from unnest(own_tags) t left join public.tags g on g.tag = t
                      order by coalesce(g.uses, 0), t limit 10);
  -- Photos sharing two tags score 4 or more and nothing else can: when there are enough of
  -- them, the answer is theirs, scored from the rows the tag index hands back.
  best := array(
    select p.id
      from unnest(pair_tags) a (tag)
      join unnest(pair_tags) b (tag) on a.tag < b.tag
     cross join lateral (
       select p.id, p.tags, p.album_id, p.like_count * 3 + p.download_count * 2 + p.view_count / 10 as popularity
         from public.photos p
        where p.tags @> array[a.tag, b.tag] and p.id <> photo and p.status = 'ACCEPTED'
          and exists (select 1 from public.albums al where al.id = p.album_id and not al.deleted)) p
     group by p.id, p.tags, p.album_id, p.popularity
     order by cardinality(array(select unnest(p.tags) intersect select unnest(own_tags))) * 2
                + (p.album_id = own_album)::int desc,
              p.popularity desc, p.id
     limit page_size);
  if cardinality(best) = page_size then
    return query select unnest(best);
    return;
  end if;
  -- Everything that can score 3 or more (two shared tags, or the album and a tag), and the
  -- album's other photos: the album's keys, and the tag index once per pair of tags.
  strong := array(
    select k.photo_id from app_private.live_photo_similarity_keys k
     where k.key = 'a:' || own_album::text and k.photo_id <> photo
    union
    select p.id
      from unnest(pair_tags) a (tag)
      join unnest(pair_tags) b (tag) on a.tag < b.tag
     cross join lateral (select p.id from public.photos p where p.tags @> array[a.tag, b.tag]) p
     where p.id <> photo);
  return query
  select r.id
    from (-- Scored from their keys (a photo that is not live has none): 2 a tag, 1 the album.
          select c.id, k.score, k.popularity
            from unnest(strong) c (id)
           cross join lateral (
             select sum(case when k.key like 'a:%' then 1 else 2 end)::int as score,
                    max(k.popularity) as popularity
               from app_private.live_photo_similarity_keys k
              where k.photo_id = c.id and k.key = any (own_keys)) k
           where k.score is not null
          union
          -- Everything else scores 2 (one shared tag): the most popular under each tag suffice.
          select n.photo_id, 2, n.popularity
            from unnest(own_tags) t (tag)
           cross join lateral (
             select k.photo_id, k.popularity from app_private.live_photo_similarity_keys k
              where k.key = 't:' || t.tag and k.photo_id <> photo and k.photo_id <> all (strong)
              order by k.popularity desc, k.photo_id
              limit page_size) n) r
   order by r.score desc, r.popularity desc, r.id
   limit page_size;
end
$$;
comment on function app_private.similar_photo_hits(uuid, int) is
  'Ids of live photos like a live photo: most shared tags, then same album, then popularity. '
  'Photos sharing two tags or the album are found by index and scored; photos sharing one tag '
  'come from the similarity keys, most popular first. An index accelerator only: callers read '
  'the photos under RLS.';

revoke all on function app_private.similar_photo_hits(uuid, int) from public;
grant execute on function app_private.similar_photo_hits(uuid, int) to anon, authenticated, service_role;
