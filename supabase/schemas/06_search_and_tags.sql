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

-- Sinhala and Tamil searches ------------------------------------------------------------------
-- Photos are described mostly in English. A glossary maps the Sinhala and Tamil names of places,
-- sights, wildlife, food, festivals, crafts, landscapes and moods to the English search words, and
-- both sides of a search go through it: a query's glossary words become their English words (so
-- සීගිරිය and சிகிரியா find, and rank, exactly what sigiriya does), and a photo whose own text
-- holds glossary words is indexed with their English words too (so a photo tagged අලියා is found
-- by elephant). Text without a Sinhala or Tamil letter is never changed.

create function app_private.glossary_key(word text) returns text
language sql immutable
set search_path = ''
as $$
  -- Keyboards differ on the joiners inside Sinhala conjuncts (ශ්‍රී or ශ්රී): neither counts.
  select lower(replace(replace(word, U&'\200D', ''), U&'\200C', ''))
$$;
comment on function app_private.glossary_key(text) is
  'How a word or phrase is looked up in the search glossary: lower case, without zero-width joiners.';

create table app_private.search_glossary (
  term text primary key,
  language text not null check (language in ('si', 'ta')),
  english text not null check (english <> '' and english = lower(english)),
  topic text not null check (topic in ('place', 'sight', 'wildlife', 'food', 'festival', 'craft',
                                       'landscape', 'subject', 'mood', 'word')),
  constraint search_glossary_term_is_a_key check (term = app_private.glossary_key(term))
);
comment on table app_private.search_glossary is
  'Sinhala and Tamil words and phrases (as glossary keys) with the English search words they '
  'stand for; read only by app_private.english_search_text. Service only.';

create function app_private.english_search_text(value text) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  words text[];
  word_count int;
  at_word int := 1;
  span int;
  phrase text;
  opening text;
  closing text;
  english text;
  result text[] := '{}';
begin
  -- Only Sinhala (U+0D80-U+0DFF) and Tamil (U+0B80-U+0BFF) text can hold glossary words.
  if value is null or value !~ '[\u0B80-\u0BFF\u0D80-\u0DFF]' then
    return value;
  end if;
  words := regexp_split_to_array(btrim(value), '\s+');
  word_count := array_length(words, 1);
  while at_word <= word_count loop
    english := null;
    -- The longest glossary phrase (up to three words) starting here wins: දිය ඇල්ල is a
    -- waterfall, ඇල්ල alone the town of Ella.
    for span in reverse least(3, word_count - at_word + 1) .. 1 loop
      phrase := array_to_string(words[at_word:at_word + span - 1], ' ');
      -- Search syntax around the words stays: -word, "a phrase", (brackets).
      opening := substring(phrase from '^[-"(]*');
      closing := substring(substr(phrase, length(opening) + 1) from '[")]*$');
      select g.english into english
        from app_private.search_glossary g
       where g.term = app_private.glossary_key(
               substr(phrase, length(opening) + 1, length(phrase) - length(opening) - length(closing)));
      if english is not null then
        result := result || (opening || english || closing);
        at_word := at_word + span;
        exit;
      end if;
    end loop;
    if english is null then
      result := result || words[at_word];
      at_word := at_word + 1;
    end if;
  end loop;
  return array_to_string(result, ' ');
end
$$;
comment on function app_private.english_search_text(text) is
  'Search text with its Sinhala and Tamil glossary words and phrases replaced by their English '
  'search words, search syntax (-, quotes, brackets) kept; text without those scripts unchanged.';

create function app_private.with_english_words(value text) returns text
language sql stable
set search_path = ''
as $$
  select value || coalesce(' ' || nullif(app_private.english_search_text(value), value), '')
$$;
comment on function app_private.with_english_words(text) is
  'A photo''s text plus the English words of the glossary words it holds (itself when none).';

create function app_private.glossary_tag_suggestions(typed text, how_many int)
returns table (term text, uses int)
language sql stable
security definer
set search_path = ''
as $$
  -- Glossary words in the visitor's script that begin with what they typed, for English tags
  -- that live photos carry (the same English word, singular or plural), most used first: typing
  -- අලි suggests අලියා when photos are tagged elephants.
  select g.term, max(t.uses)::int as uses
    from app_private.search_glossary g
    join public.tags t
      on t.tag like g.english || '%' and t.uses > 0
     and ts_lexize('pg_catalog.english_stem', t.tag) = ts_lexize('pg_catalog.english_stem', g.english)
   where g.term like replace(replace(replace(app_private.glossary_key(typed), '\', '\\'), '%', '\%'), '_', '\_') || '%'
   group by g.term
   order by max(t.uses) desc, g.term
   limit how_many
$$;
comment on function app_private.glossary_tag_suggestions(text, int) is
  'Tag suggestions in Sinhala and Tamil: glossary terms starting with the typed text whose English '
  'word (singular or plural) is a live tag, with that tag''s use count.';

revoke all on function app_private.glossary_key(text) from public;
revoke all on function app_private.english_search_text(text) from public;
revoke all on function app_private.with_english_words(text) from public;
grant execute on function app_private.english_search_text(text) to anon, authenticated, service_role;
revoke all on function app_private.glossary_tag_suggestions(text, int) from public;
grant execute on function app_private.glossary_tag_suggestions(text, int) to anon, authenticated, service_role;
alter table app_private.search_glossary enable row level security;
revoke all on app_private.search_glossary from public, anon, authenticated;
grant select on app_private.search_glossary to service_role;

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
  select app_private.weighted_vector(
           app_private.with_english_words(name || ' ' || array_to_string(tags, ' ')), 'A')
      || app_private.weighted_vector(app_private.with_english_words(description), 'B')
      || app_private.weighted_vector(app_private.with_english_words(
           coalesce((select a.name from public.albums a where a.id = photo_search_vector.album_id), '')
           || ' ' ||
           coalesce((select c.name from public.categories c where c.id = photo_search_vector.category_id), '')),
           'C')
$$;
comment on function app_private.photo_search_vector(text, text[], text, uuid, smallint) is
  'The search vector of a photo from its own text and its album and category names, with the '
  'English words of the Sinhala and Tamil glossary words they hold.';

create function public.photo_search_query(q text) returns tsquery
language sql stable
set search_path = ''
as $$
  select websearch_to_tsquery('pg_catalog.english'::regconfig, app_private.search_text(english))
      || websearch_to_tsquery('pg_catalog.simple'::regconfig, app_private.search_text(english))
    from app_private.english_search_text(q) as english
$$;
comment on function public.photo_search_query(text) is
  'Turns a visitor''s search box text (Sinhala and Tamil glossary words read as their English '
  'search words) into the tsquery to match photos.search_vector with: '
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

create function app_private.rebuild_live_photo_search() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  live bigint;
begin
  delete from app_private.live_photo_search_terms;
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
  'Refills live_photo_search (and through its triggers live_photo_search_terms) and '
  'live_photo_similarity_keys from the photos, e.g. after a bulk load made with triggers off; '
  'answers the number of live photos.';
revoke all on function app_private.rebuild_live_photo_search() from public;
grant execute on function app_private.rebuild_live_photo_search() to service_role;

-- Triggers --------------------------------------------------------------------------------------

create function app_private.track_live_photo() returns trigger
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
revoke all on function app_private.track_live_album() from public;

create trigger albums_track_live_search after update of deleted on public.albums
  for each row when (new.deleted is distinct from old.deleted)
  execute function app_private.track_live_album();

create index live_photo_search_vector_idx on app_private.live_photo_search using gin (search_vector);
comment on index app_private.live_photo_search_vector_idx is
  'Full-text index of live photos; the only index search_photo_hits needs.';

-- Search terms of live photos (issue 22, decision 36) --------------------------------------------
--
-- At 1M photos a broad word matches ~46,000 live photos, and ranking them read every match's row
-- of live_photo_search. ts_rank of our queries (english || simple, so the top operator is OR) is
-- calc_rank_or: a sum over the query's distinct words of each word's share in the photo's vector
-- (from the weights of its positions), divided by the number of words. So each live photo's share
-- of every word of its vector is kept here, and a relevance search for one word (its english and
-- simple forms joined by OR) reads the two lists from the highest share down and stops once no
-- photo it has not seen can reach the page (Fagin's threshold algorithm); it orders what it saw
-- by ts_rank itself, so the order is ts_rank's, and counts the matches from the lists without
-- visiting them. Other searches (several words, phrases, exclusions, filters) rank every match.
-- decision 36 in docs/decisions.md; figures in docs/performance.md.

create function app_private.search_term_share(weights text[]) returns double precision
language plpgsql immutable
set search_path = ''
as $$
declare
  -- ts_rank's default weights (D, C, B, A = 0.1, 0.2, 0.4, 1.0) in float4, as tsrank.c holds them.
  w real;
  resj real := 0;
  wjm real := -1;
  jm int := 0;
  j int := 0;
  weight text;
begin
  -- A word without positions counts once with weight D (tsrank.c's POSNULL).
  foreach weight in array coalesce(weights, '{D}') loop
    w := case weight when 'A' then 1.0::real when 'B' then 0.4::real when 'C' then 0.2::real
                     else 0.1::real end;
    resj := resj + w / ((j + 1) * (j + 1))::real;
    if w > wjm then
      wjm := w;
      jm := j;
    end if;
    j := j + 1;
  end loop;
  -- tsrank.c: res = res + (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685, the float
  -- expression divided in double; the caller adds these shares to a float4 sum in word order.
  return (wjm + resj - wjm / ((jm + 1) * (jm + 1))::real)::double precision / 1.64493406685::double precision;
end
$$;
comment on function app_private.search_term_share(text[]) is
  'One word''s share of ts_rank (calc_rank_or, default weights) from the weights of its positions '
  'in a vector, before the sum over the query''s words and the division by their number.';

create function app_private.search_terms_of(vector tsvector)
returns table (lexeme text, share double precision)
language sql immutable
set search_path = ''
as $$
  select u.lexeme, app_private.search_term_share(u.weights) from unnest(vector) u
$$;
comment on function app_private.search_terms_of(tsvector) is
  'Each word of a search vector with its share of ts_rank (app_private.search_term_share).';

create function app_private.search_rank_sum(shares double precision[], words int) returns real
language plpgsql immutable
set search_path = ''
as $$
declare
  res real := 0;
  share double precision;
begin
  -- tsrank.c adds each word's share to a float4 in the words' byte order, then divides.
  foreach share in array shares loop
    res := (res::double precision + coalesce(share, 0))::real;
  end loop;
  return res / words::real;
end
$$;
comment on function app_private.search_rank_sum(double precision[], int) is
  'ts_rank from the shares of the query''s words (in byte order of the words, 0 or null for a '
  'word the vector lacks), computed in the same float steps as calc_rank_or.';

revoke all on function app_private.search_term_share(text[]) from public;
revoke all on function app_private.search_terms_of(tsvector) from public;
revoke all on function app_private.search_rank_sum(double precision[], int) from public;

create table app_private.live_photo_search_terms (
  lexeme text collate "C" not null,
  share double precision not null,
  popularity int not null,
  photo_id uuid not null,
  constraint live_photo_search_terms_pkey primary key (lexeme, share, popularity, photo_id)
);
comment on table app_private.live_photo_search_terms is
  'One row per word of each live photo''s search vector, with the word''s share of ts_rank '
  '(app_private.search_term_share) and the photo''s popularity; its primary key lists a word''s '
  'photos by share, then popularity. Read only by '
  'app_private.search_photo_hits; kept by statement triggers on live_photo_search; service only.';

alter table app_private.live_photo_search_terms enable row level security;
revoke all on app_private.live_photo_search_terms from public, anon, authenticated;
grant select, insert, update, delete on app_private.live_photo_search_terms to service_role;

-- Kept from live_photo_search by statement triggers, so every path that adds, refreshes or removes
-- a live photo (the photo and album triggers, the cascade of a deleted photo, a rebuild) moves its
-- words: a new row adds its words, a new vector or popularity swaps them, a removed row takes them
-- away.
create function app_private.track_live_photo_terms() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.live_photo_search_terms (lexeme, share, popularity, photo_id)
    select t.lexeme, t.share, n.popularity, n.photo_id
      from new_rows n cross join lateral app_private.search_terms_of(n.search_vector) t;
  elsif tg_op = 'UPDATE' then
    -- Only a new vector or a new popularity moves the words (a view that moves neither: nothing).
    delete from app_private.live_photo_search_terms x
     using old_rows o
      join new_rows n on n.photo_id = o.photo_id
                     and (n.search_vector, n.popularity) is distinct from (o.search_vector, o.popularity)
     cross join lateral app_private.search_terms_of(o.search_vector) t
     where x.lexeme = t.lexeme and x.share = t.share and x.popularity = o.popularity
       and x.photo_id = o.photo_id;
    insert into app_private.live_photo_search_terms (lexeme, share, popularity, photo_id)
    select t.lexeme, t.share, n.popularity, n.photo_id
      from new_rows n
      join old_rows o on o.photo_id = n.photo_id
                     and (n.search_vector, n.popularity) is distinct from (o.search_vector, o.popularity)
     cross join lateral app_private.search_terms_of(n.search_vector) t;
  -- A rebuild empties the words first and need not look them up one by one.
  elsif exists (select 1 from app_private.live_photo_search_terms) then
    delete from app_private.live_photo_search_terms x
     using old_rows o cross join lateral app_private.search_terms_of(o.search_vector) t
     where x.lexeme = t.lexeme and x.share = t.share and x.popularity = o.popularity
       and x.photo_id = o.photo_id;
  end if;
  return null;
end
$$;
comment on function app_private.track_live_photo_terms() is
  'AFTER INSERT/UPDATE/DELETE statement trigger on live_photo_search: adds, swaps or removes the '
  'photos'' rows of live_photo_search_terms (found by their full key, computed from the vector).';
revoke all on function app_private.track_live_photo_terms() from public;

create trigger live_photo_search_terms_insert after insert on app_private.live_photo_search
  referencing new table as new_rows
  for each statement execute function app_private.track_live_photo_terms();
create trigger live_photo_search_terms_update after update on app_private.live_photo_search
  referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.track_live_photo_terms();
create trigger live_photo_search_terms_delete after delete on app_private.live_photo_search
  referencing old table as old_rows
  for each statement execute function app_private.track_live_photo_terms();

-- Ranked search hits ---------------------------------------------------------------------------
--
-- Under RLS, Postgres may only push leakproof operators below a policy, and `@@` is not
-- leakproof: a search run directly as anon cannot use the GIN index and scans every photo.
-- This definer function is therefore only an index accelerator. It answers ranked photo ids
-- with the public-visibility rule written out (ACCEPTED, album not deleted, exactly the photos
-- policy "Anyone can read published photos of live albums"), and the API then reads the cards
-- for those ids AS THE CALLER, so RLS still decides what leaves the database.

create function app_private.search_query_needs(query tsquery, words text[], driving text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  -- True when no photo lacking every one of `driving` can match `query` (whose distinct words are
  -- `words`), so the driving words' lists hold every match. Without NOT a query only gains
  -- matches from more words and more positions: the richest photo lacking the driving words holds
  -- every other word at positions 1 to 32 (so phrases match). With NOT (and no phrase: the caller
  -- does not ask then) a word may help or hurt, so every subset of the other words is tried.
  with rest as (
    select array(select w from unnest(words) w where w <> all (driving)) as words
  )
  select case
    when strpos(regexp_replace(query::text, '''(?:[^'']|'''')*''', '', 'g'), '!') = 0 then
      not coalesce(
        (select string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''')
                           || ''':1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,'
                           || '25,26,27,28,29,30,31,32', ' ')
           from unnest(rest.words) w)::tsvector @@ query,
        false)
    else
      cardinality(rest.words) <= 10
      and not exists (
        select 1 from generate_series(0, (1 << cardinality(rest.words)) - 1) m
         where array_to_tsvector(array(select r.w from unnest(rest.words) with ordinality r (w, i)
                                        where m & (1 << (r.i::int - 1)) <> 0)) @@ query)
  end
  from rest
$$;
comment on function app_private.search_query_needs(tsquery, text[], text[]) is
  'True when every photo matching the query holds one of the driving words (so their lists of '
  'live_photo_search_terms hold every match); words are the query''s distinct words.';
revoke all on function app_private.search_query_needs(tsquery, text[], text[]) from public;

-- Independent words with thousands of matches (decision 43) ----------------------------------
--
-- "sunset mirissa" (6,802 matches at 1M) and "monkeys in the rain" (4,606) defeat the walk: their
-- best matches sit below the top of every list. Ranking every match read one side-table page each
-- (35-55 ms). But a word's shares take a handful of values (a word in the title, in the title and
-- the tags, in the description...), so a photo's rank is bounded by the share it holds of ONE
-- word: every photo below share c of word d ranks at most the sum with d at its next lower share
-- and every other word at the top of its list. search_prefix_page reads word d's list down to c
-- (one index range), keeps the photos whose other words can still beat that bound (probed by key
-- in the other words' lists), ranks those few with ts_rank, and answers when the last one wanted
-- ranks above the bound. The shares add up to ts_rank bit for bit (search_rank_sum), so the page
-- is exactly the full ranking's.

create function app_private.search_match_query(search_text text) returns tsquery
-- plpgsql keeps its plans for the session (a sql function with a CTE is planned on every call).
language plpgsql stable
set search_path = ''
as $$
declare
  english text := app_private.search_text(app_private.english_search_text(search_text));
  -- The two forms photo_search_query joins with OR.
  e tsquery := websearch_to_tsquery('pg_catalog.english'::regconfig, english);
  s tsquery := websearch_to_tsquery('pg_catalog.simple'::regconfig, english);
  kept text;
begin
  -- A query every match of photo_search_query(search_text) also matches, cheaper for the GIN
  -- index: the english and simple forms once when they are the same ('sunset' & 'mirissa' | the
  -- same again), and a simple form of words joined by AND without the English stop words that
  -- only that form keeps ('in', 'the': in every photo's vector, their posting lists are the
  -- bitmap's cost). Dropping a word of an AND only widens it, so the matches are a superset;
  -- the caller tests the real query on the rows the index hands back.
  if regexp_replace(s::text, '''(?:[^'']|'''')*''', '', 'g') ~ '^[ &]*$' then
    kept := (select string_agg(m.w[1], ' & ' order by m.i)
               from regexp_matches(s::text, '(''(?:[^'']|'''')*'')', 'g') with ordinality m (w, i)
              where to_tsvector('pg_catalog.english'::regconfig,
                                regexp_replace(substr(m.w[1], 2, length(m.w[1]) - 2), '''''', '''', 'g'))
                    <> ''::tsvector);
    if kept is not null then
      s := kept::tsquery;
    end if;
  end if;
  return case when e::text = s::text then e else e || s end;
end
$$;
create function app_private.search_expected_matches(query tsquery) returns real
-- Volatile only because EXPLAIN is refused in a stable function; it reads nothing but statistics.
language plpgsql volatile
set search_path = ''
as $$
declare
  plan json;
begin
  execute 'explain (format json) select 1 from app_private.live_photo_search s '
          'where s.search_vector @@ $1' into plan using query;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::real;
end
$$;
comment on function app_private.search_expected_matches(tsquery) is
  'The planner''s estimate of the live photos matching a query (from ANALYZE''s statistics).';
revoke all on function app_private.search_expected_matches(tsquery) from public;

create function app_private.search_prefix_page(query tsquery, words text[], wanted int,
                                                          max_rows int)
returns uuid[]
language plpgsql stable
set search_path = ''
as $$
declare
  n int := cardinality(words);
  -- Each word's highest distinct shares, top down (a loose index scan), and whether that is all.
  known int := 6;
  class_shares double precision[] := '{}';
  class_word int[] := '{}';
  tops double precision[];
  complete boolean[];
  got double precision[];
  event record;
  w int;
  known_here int;
  region int;
  bound real;
  ids uuid[];
  pops int[];
  allowed double precision[];
  probe double precision[];
  page uuid[];
  last_relevance real;
  -- Fewer than `wanted` matches rank above this bound: no event with a bound as high can help.
  failed real := 'infinity';
  filters int[];
  -- Words whose lists were too long from a share down (by their shares, so a word's english and
  -- simple forms, which share a list, count it once).
  maxed text[] := '{}';
begin
  -- English stop words kept by the simple form ('in', 'the') are in nearly every photo: probing
  -- them would keep nearly every photo, so they do not filter (the ranking still tests them).
  filters := array(select u.k from unnest(words) with ordinality u (word, k)
                    where to_tsvector('pg_catalog.english'::regconfig, u.word) <> ''::tsvector
                    order by u.k);
  tops := array_fill(0::double precision, array[n]);
  complete := array_fill(true, array[n]);
  for i in 1 .. n loop
    got := array(
      with recursive c (share, j) as (
        (select x.share, 1 from app_private.live_photo_search_terms x
          where x.lexeme = words[i] collate "C" order by x.share desc limit 1)
        union all
        select (select x.share from app_private.live_photo_search_terms x
                 where x.lexeme = words[i] collate "C" and x.share < c.share
                 order by x.share desc limit 1), c.j + 1
          from c where c.share is not null and c.j <= known)
      select c.share from c where c.share is not null order by c.j);
    if cardinality(got) > 0 then
      tops[i] := got[1];
    end if;
    if cardinality(got) > known then
      complete[i] := false;
      got := got[1 : known];
    end if;
    class_shares := class_shares || got;
    class_word := class_word || array_fill(i, array[cardinality(got)]);
  end loop;
  -- Each event: read word d's list down to its class j; every photo below ranks at most the bound
  -- (d at its next lower share, every other word at the top of its list).
  for event in
    select e.word, e.share,
           (select string_agg(c.share::text, ',') from unnest(class_shares, class_word) c (share, word)
             where c.word = e.word) || '@' || e.share::text as signature,
           app_private.search_rank_sum(
             array(select case when t.k = e.word then e.below else tops[t.k] end
                     from generate_series(1, n) t (k) order by t.k), n) as bound
      from (select c.word, c.share,
                   case when class_word[c.k + 1] = c.word then class_shares[c.k + 1]
                        when complete[c.word] then 0 end as below
              from unnest(class_shares, class_word) with ordinality c (share, word, k)) e
     where e.below is not null
     order by 4 desc, 1
  loop
    continue when event.signature = any (maxed) or event.bound >= failed - 1e-6;
    -- The word's list down to the share, read once (one row past max_rows says it is too long).
    select coalesce(array_agg(x.photo_id), '{}'), coalesce(array_agg(x.popularity), '{}')
      into ids, pops
      from (select x.photo_id, x.popularity from app_private.live_photo_search_terms x
             where x.lexeme = words[event.word] collate "C" and x.share >= event.share
             limit max_rows + 1) x;
    if cardinality(ids) > max_rows then
      maxed := maxed || event.signature;
      continue;
    end if;
    continue when cardinality(ids) < wanted;
    bound := event.bound;
    -- Every other word whose absence, or whose lower shares, cannot beat the bound keeps only the
    -- photos holding it at a share that can (probed by their key).
    foreach w in array filters loop
      exit when cardinality(ids) < wanted;
      continue when w = event.word;
      probe := tops;
      probe[w] := 0;
      continue when app_private.search_rank_sum(probe, n) > bound;
      allowed := '{}';
      known_here := 0;
      for k in 1 .. cardinality(class_shares) loop
        continue when class_word[k] <> w;
        known_here := known_here + 1;
        probe[w] := class_shares[k];
        if app_private.search_rank_sum(probe, n) > bound then
          allowed := allowed || class_shares[k];
        end if;
      end loop;
      -- Unknown lower shares might beat it too: no filter.
      continue when not complete[w] and cardinality(allowed) = known_here;
      -- The photos holding it there: its rows at those shares read whole when that is the
      -- cheaper (an index range costs a fraction of a probe per row), else probed by key, one
      -- probe per photo (as a semi-join the planner may hash the whole of a long list).
      select count(*) into region
        from (select 1 from app_private.live_photo_search_terms x
               where x.lexeme = words[w] collate "C" and x.share = any (allowed)
               limit cardinality(ids) * cardinality(allowed) * 6) r;
      if region < cardinality(ids) * cardinality(allowed) * 6 then
        select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.pop), '{}') into ids, pops
          from unnest(ids, pops) c (id, pop)
         where c.id in (select x.photo_id from app_private.live_photo_search_terms x
                         where x.lexeme = words[w] collate "C" and x.share = any (allowed));
      else
        select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.pop), '{}') into ids, pops
          from unnest(ids, pops) c (id, pop)
         cross join lateral (
           select 1 from app_private.live_photo_search_terms x
            where x.lexeme = words[w] collate "C" and x.share = any (allowed)
              and x.popularity = c.pop and x.photo_id = c.id
            limit 1) x;
      end if;
    end loop;
    if cardinality(ids) < wanted then
      failed := event.bound;
      continue;
    end if;
    select array_agg(r.photo_id order by r.n), max(r.relevance) filter (where r.n = wanted)
      into page, last_relevance
      from (select s.photo_id, ts_rank(s.search_vector, query) as relevance,
                   row_number() over (order by ts_rank(s.search_vector, query) desc,
                                               s.popularity desc, s.photo_id) as n
              from unnest(ids) c (photo_id)
             cross join lateral (
               select s.photo_id, s.popularity, s.search_vector
                 from app_private.live_photo_search s
                where s.photo_id = c.photo_id and s.search_vector @@ query
                limit 1) s
             order by n
             limit wanted) r;
    if last_relevance > bound then
      return page;
    end if;
    failed := event.bound;
  end loop;
  return null;
end
$$;
comment on function app_private.search_match_query(text) is
  'A tsquery that every match of photo_search_query(text) matches, cheaper for the GIN index '
  '(one form when the english and simple forms agree; no English stop words in a simple form of '
  'words joined by AND). Callers test the real query on the rows it finds.';
comment on function app_private.search_prefix_page(tsquery, text[], int, int) is
  'The first `wanted` live photos for a query of these words (byte order), in the full '
  'ranking''s order, found from one word''s list down to one of its shares, or null when no '
  'share within max_rows list rows makes the page certain; see decision 43.';
revoke all on function app_private.search_match_query(text) from public;
revoke all on function app_private.search_prefix_page(tsquery, text[], int, int) from public;

create function app_private.search_photo_hits(
  search_text text,
  orientation text,
  price text,
  sort text,
  page_size int,
  page_offset int
) returns table (photo_id uuid, total bigint, total_capped boolean)
-- plpgsql keeps the statements' plans for the session (a sql function is planned on every call).
language plpgsql stable
security definer
set search_path = ''
set jit = off
as $$
declare
  query tsquery := public.photo_search_query(search_text);
  wanted int := page_offset + page_size;
  -- `total` is exact up to `cap` matches; past it the answer is `cap` with total_capped. Tests
  -- set a smaller cap (and a first depth, to walk the lists of a small catalogue).
  cap int := coalesce(nullif(current_setting('lankalens.search_total_cap', true), '')::int, 1000);
  walk int := nullif(current_setting('lankalens.search_first_depth', true), '')::int;
  -- A search whose page is not certain after this many list rows ranks every match instead:
  -- those that stop do so within 120-480 rows a list, and one that has not is unlikely to soon.
  max_rows int := coalesce(nullif(current_setting('lankalens.search_max_rows', true), '')::int,
                           2048);
  -- The bench's baseline: every match ranked and counted exactly, as before decisions 36 and 41.
  baseline boolean := coalesce(current_setting('lankalens.search_word_lists', true), '') = 'off';
  operators text := regexp_replace(query::text, '''(?:[^'']|'''')*''', '', 'g');
  words text[];
  positive text[];
  absent text[];
  sizes int[];
  chosen text[];
  driving text[];
  lists text[];
  drives boolean[];
  exceptions uuid[] := '{}';
  matches bigint;
  depth int;
  shares double precision[];
  popularities int[];
  below double precision[];
  exhausted boolean;
  seen uuid[];
  page uuid[];
  last_relevance real;
  last_popularity int;
  other double precision[];
  done boolean;
  lowest_relevance real;
  matched bigint;
  need double precision;
  standing double precision;
  -- Alternatives (words joined only by OR): each list's alternative, numbered from 1; one
  -- alternative otherwise. `mine` is the shares of one alternative's lists, 0 for the others.
  groups int[];
  group_count int := 1;
  alternative int;
  mine double precision[];
  give_up boolean;
  -- Below this many live photos the GIN index counts a search's matches first (see below).
  count_first_below real := coalesce(
    nullif(current_setting('lankalens.search_count_first_below', true), '')::real, 250000);
  counted boolean := false;
  -- What the GIN index is asked for: the query, or a cheaper one every match of it matches
  -- (search_match_query); the rows it finds are tested with the query itself.
  match_query tsquery := query;
  -- True while the index is asked for the query itself: its rows need no second test.
  exact boolean := true;
  -- Independent words are answered from one word's list when the planner expects at least this
  -- many matches (below it, ranking every match costs less than the tries; tests set 0).
  prefix_from real := coalesce(
    nullif(current_setting('lankalens.search_prefix_from', true), '')::real, 6000);
  prefix_rows int := coalesce(
    nullif(current_setting('lankalens.search_prefix_rows', true), '')::int, 4096);
begin
  -- The word lists answer a relevance search without filters whose query is words joined by AND,
  -- OR, NOT and phrase operators (websearch's output; NOT and a phrase not both, see
  -- search_query_needs). ts_rank of our queries (english || simple: the top operator is OR) is
  -- calc_rank_or: the sum of each distinct word's share (app_private.search_term_share) divided
  -- by the number of distinct words, negated ones included.
  if not baseline and search_photo_hits.sort = 'relevant' and search_photo_hits.orientation is null
     and price is null and page_size > 0 and wanted <= 1000
     and operators ~ '^[ |&!()<>0-9-]*$' and not (operators ~ '!' and operators ~ '<') then
    match_query := app_private.search_match_query(search_text);
    exact := match_query = query;
    -- The query's distinct words in byte order, the order tsrank.c adds their shares in (its
    -- text doubles a quote or a backslash inside a word); those of its indexable part (querytree
    -- drops what is under NOT) are `positive`, the others `absent` from every match but a few.
    words := array(select distinct regexp_replace(m[1], '([''\\])\1', '\1', 'g') collate "C"
                     from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') m
                    order by 1);
    positive := array(select distinct regexp_replace(m[1], '([''\\])\1', '\1', 'g') collate "C"
                        from regexp_matches(querytree(query), '''((?:[^'']|'''')*)''', 'g') m
                       order by 1);
    absent := array(select w from unnest(words) w where w <> all (positive) order by w collate "C");
    groups := array_fill(1, array[cardinality(positive)]);
    -- Different words joined only by OR ("leopard or whale"): their lists rarely share photos,
    -- so the sum of every list's current share falls below the page only deep down (8,192 rows
    -- a list at 100k). Each alternative (the text between two `or`s) is bounded by its own
    -- lists instead, and the photos holding words of two alternatives are found by the GIN
    -- index and ranked with the photos seen. A word that two alternatives share, or that none
    -- gives, or more than six alternatives, leave the query to the full ranking.
    if operators ~ '^[ |]*$' and numnode(query) > 3 then
      groups := array(
        select (select case when count(*) = 1 then min(t.n)::int end
                  from regexp_split_to_table(
                         app_private.english_search_text(search_text), '\s+or\s+', 'i')
                       with ordinality t (part, n)
                 where p.w = any (array(
                         select regexp_replace(m[1], '([''\\])\1', '\1', 'g')
                           from regexp_matches(public.photo_search_query(t.part)::text,
                                               '''((?:[^'']|'''')*)''', 'g') m)))
          from unnest(positive) with ordinality p (w, i)
         order by p.i);
      group_count := case when array_position(groups, null) is null
                          then (select count(distinct g) from unnest(groups) g) else 0 end;
    end if;
    -- Words joined by AND, a phrase or an exclusion: on a catalogue of fewer than 250,000 live
    -- photos the GIN index's bitmap of every match is small (1-4 ms at 100k, against ~15 ms for
    -- a broad word at 1M), so it counts them first (up to cap + 1), and a search of at most
    -- `cap` matches ranks them at once, without the walk's set-up or a second bitmap. Counting
    -- without ranking costs the broad searches (4,600 matches at 100k) 2 ms instead of 4, and
    -- the ranked second read costs the small ones a fraction of a millisecond. Unanalysed,
    -- reltuples is -1.
    if operators !~ '^[ |]*$' and cardinality(positive) between 1 and 12
       and (select c.reltuples from pg_catalog.pg_class c
             where c.oid = 'app_private.live_photo_search'::regclass) < count_first_below then
      select count(*) into matches
        from (select 1 from app_private.live_photo_search s
               where s.search_vector @@ match_query
                 and (exact or pg_catalog.ts_match_vq(s.search_vector, query))
               limit cap + 1) m;
      counted := true;
      if matches <= cap and walk is null then
        return query
        select m.photo_id, matches, false
          from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance
                  from app_private.live_photo_search s
                 where s.search_vector @@ match_query
                   and (exact or pg_catalog.ts_match_vq(s.search_vector, query))
                 offset 0) m
         order by m.relevance desc, m.popularity desc, m.photo_id
         limit page_size offset page_offset;
        return;
      end if;
    end if;
    if cardinality(positive) between 1 and 12 and group_count between 1 and 6 then
      -- The driving words: one word, or two (an english and a simple form), whose lists hold
      -- every match; the one with the shortest lists (counted up to 1,024 rows each).
      sizes := array(
        select (select count(*) from (select 1 from app_private.live_photo_search_terms x
                                       where x.lexeme = p.w collate "C" limit 1024) c)::int
          from unnest(positive) with ordinality p (w, i)
         order by p.i);
      for chosen in
        select c.words
          from (select array[a.w] as words, a.size, 1 as n
                  from unnest(positive, sizes) a (w, size)
                union all
                select array[a.w, b.w], a.size + b.size, 2
                  from unnest(positive, sizes) with ordinality a (w, size, i)
                  join unnest(positive, sizes) with ordinality b (w, size, i) on a.i < b.i) c
         order by c.n, c.size, c.words
      loop
        exit when group_count > 1;
        if app_private.search_query_needs(query, words, chosen) then
          driving := chosen;
          exit;
        end if;
      end loop;
      -- Alternatives: every list is read down (a match holds any of them).
      if group_count > 1 then
        driving := positive;
      end if;
      -- Driving lists of at most `cap` photos hold at most `cap` matches: the full ranking
      -- below reads no more than they list.
      if walk is null and (select sum(s.size) from unnest(positive, sizes) s (w, size)
                            where s.w = any (driving)) <= cap then
        driving := null;
      end if;
      -- A match holding an absent word (e.g. `beach -galle` has `galle`'s english form `gall`
      -- alone) is found by the index and ranked with the photos seen; every other match holds
      -- no absent word, whose share is then 0.
      if driving is not null and cardinality(absent) > 0 then
        exceptions := array(
          select s.photo_id from app_private.live_photo_search s
           where s.search_vector @@ (query && (
                   select string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''',
                                     ' | ')
                     from unnest(absent) w)::tsquery)
           limit cap + 1);
        if cardinality(exceptions) > cap then
          driving := null;
        end if;
      end if;
      -- The photos holding words of two alternatives, ranked with the photos seen (up to 4 cap
      -- of them: ~2,200 for "leopard or whale" at 1M); every other match holds the words of
      -- one alternative only, and the others' shares are 0 in its rank.
      if driving is not null and group_count > 1 then
        exceptions := array(
          select s.photo_id from app_private.live_photo_search s
           where s.search_vector @@ (
                   with alternatives as (
                     select g.g, string_agg('''' || replace(replace(g.w, '\', '\\'), '''', '''''')
                                            || '''', ' | ') as words
                       from unnest(positive, groups) g (w, g)
                      group by g.g)
                   select string_agg('(' || a.words || ') & (' || b.words || ')', ' | ')
                     from alternatives a join alternatives b on a.g < b.g)::tsquery
           limit 4 * cap + 1);
        if cardinality(exceptions) > 4 * cap then
          driving := null;
        end if;
      end if;
      -- Independent words ("sunset mirissa"): when fewer than half of the driving lists' first
      -- 64 photos match, the best matches sit deep in the lists, the walk would give up after
      -- its first rows (at 1M its start cost 7-25 ms on top of the full ranking), and every
      -- match is ranked at once. Words that go together ("buddha statue") match near 100%.
      if driving is not null and walk is null and operators !~ '^[ |]*$'
         and (select count(*) filter (where s.photo_id is not null) * 2 < count(*)
                from (select distinct l.photo_id
                        from unnest(driving) t (lexeme)
                       cross join lateral (
                         select x.photo_id from app_private.live_photo_search_terms x
                          where x.lexeme = t.lexeme collate "C"
                          order by x.share desc, x.popularity desc, x.photo_id desc
                          limit 64) l) c
                left join lateral (
                  select s.photo_id from app_private.live_photo_search s
                   where s.photo_id = c.photo_id and s.search_vector @@ query
                   limit 1) s on true) then
        driving := null;
      end if;
      -- The positive words in byte order: the driving ones are read down, the others bounded by
      -- the top of their lists.
      lists := positive;
      drives := array(select p = any (driving) from unnest(positive) p);
      depth := coalesce(walk, greatest(wanted * 4, 64));
      while driving is not null and depth * cardinality(driving) <= max_rows loop
        -- Where each list stands (a driving word's after `depth` photos, by share, then
        -- popularity; another's at its top): the share and popularity there and the next lower
        -- share (0: none); no share when a driving word has fewer photos, all of them seen.
        select array_agg(f.share order by t.n), array_agg(f.popularity order by t.n),
               array_agg(coalesce(f.below, 0) order by t.n),
               coalesce(bool_and(f.share is null) filter (where t.drives), false)
          into shares, popularities, below, exhausted
          from unnest(lists, drives) with ordinality t (lexeme, drives, n)
          left join lateral (
            -- The next lower share is looked up for the row found only (in the select list of
            -- the scan it was looked up for every row the offset skips).
            select h.share, h.popularity,
                   (select y.share from app_private.live_photo_search_terms y
                     where y.lexeme = t.lexeme collate "C" and y.share < h.share
                     order by y.share desc limit 1) as below
              from (select x.share, x.popularity
                      from app_private.live_photo_search_terms x
                     where x.lexeme = t.lexeme collate "C"
                     order by x.share desc, x.popularity desc, x.photo_id desc
                    offset case when t.drives then depth else 1 end - 1 limit 1) h) f on true;
        seen := array(
          select c.photo_id
            from unnest(driving) t (lexeme)
           cross join lateral (
             select x.photo_id from app_private.live_photo_search_terms x
              where x.lexeme = t.lexeme collate "C"
              order by x.share desc, x.popularity desc, x.photo_id desc
              limit depth) c
          union
          select e from unnest(exceptions) e);
        -- The matches seen, ordered exactly as the full ranking orders them.
        select array_agg(r.photo_id order by r.n), max(r.relevance) filter (where r.n = wanted),
               max(r.popularity) filter (where r.n = wanted), min(r.relevance), max(r.matched)
          into page, last_relevance, last_popularity, lowest_relevance, matched
          from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance,
                       row_number() over (order by ts_rank(s.search_vector, query) desc,
                                                   s.popularity desc, s.photo_id) as n,
                       count(*) over () as matched
                  from unnest(seen) c (photo_id)
                 -- Each photo by its key (a join would let the planner read every match from the
                 -- GIN index and hash them once it knows how many ids the array holds).
                 cross join lateral (
                   select s.photo_id, s.popularity, s.search_vector
                     from app_private.live_photo_search s
                    where s.photo_id = c.photo_id and s.search_vector @@ query
                    limit 1) s
                 order by n
                 limit wanted) r;
        -- Done when, for each alternative, every photo of its driving words was seen (they hold
        -- every match of it), or no unseen match of it can come before the last one wanted. An
        -- unseen match either sits at every list's current share (it ranks exactly their sum, and
        -- in each list comes after the current popularity), or lower in some list (it ranks at
        -- most the sum with that list's next lower share); absent words and other alternatives'
        -- words add nothing to it.
        done := true;
        for alternative in select distinct a from unnest(groups) a loop
          mine := array(select case when l.g = alternative then l.share end
                          from unnest(shares, groups) with ordinality l (share, g, n)
                         order by l.n);
          exhausted := coalesce((select bool_and(l.share is null)
                                   from unnest(mine, drives, groups) l (share, drives, g)
                                  where l.drives and l.g = alternative), false);
          if not exhausted then
            done := last_relevance is not null
                    and (last_relevance > app_private.search_rank_sum(mine, cardinality(words))
                         or (last_relevance = app_private.search_rank_sum(mine, cardinality(words))
                             and last_popularity > (select min(l.popularity)
                                                      from unnest(popularities, groups) l (popularity, g)
                                                     where l.g = alternative)));
            for i in 1 .. cardinality(lists) loop
              exit when not done;
              if mine[i] is not null then
                other := mine;
                other[i] := below[i];
                done := last_relevance > app_private.search_rank_sum(other, cardinality(words));
              end if;
            end loop;
          end if;
          exit when not done;
        end loop;
        if done then
          -- The capped count: words joined by OR match the photos of their lists (index-only,
          -- at most cap + 1 a list). Otherwise, when most photos the walk saw matched (words that
          -- go together, an exclusion), the driving lists' first 2 (cap + 1) photos each are
          -- tried, the photos the walk read first; short of cap + 1 matches, or when few of the
          -- photos seen matched, the GIN index counts. (Unless it counted first.)
          if counted then
            null;
          elsif operators ~ '^[ |]*$' then
            select count(*) into matches
              from (select distinct l.photo_id
                      from unnest(words) t (lexeme)
                     cross join lateral (
                       select x.photo_id from app_private.live_photo_search_terms x
                        where x.lexeme = t.lexeme collate "C" limit cap + 1) l) m;
          else
            matches := 0;
          end if;
          if not counted and operators !~ '^[ |]*$' and matched * 10 >= cardinality(seen) * 6 then
            seen := array(
              select distinct l.photo_id
                from unnest(driving) t (lexeme)
               cross join lateral (
                 select x.photo_id from app_private.live_photo_search_terms x
                  where x.lexeme = t.lexeme collate "C"
                  order by x.share desc, x.popularity desc, x.photo_id desc
                  limit 2 * (cap + 1)) l);
            select count(*) into matches
              from (select 1
                      from unnest(seen) c (photo_id)
                     cross join lateral (
                       select 1 from app_private.live_photo_search s
                        where s.photo_id = c.photo_id and s.search_vector @@ query
                        limit 1) s
                     limit cap + 1) m;
          end if;
          if not counted and operators !~ '^[ |]*$' and matches <= cap then
            select count(*) into matches
              from (select 1 from app_private.live_photo_search s
                     where s.search_vector @@ match_query
                       and (exact or pg_catalog.ts_match_vq(s.search_vector, query))
                     limit cap + 1) m;
          end if;
          return query
          select u.photo_id, least(matches, cap::bigint), matches > cap
            from unnest(page[page_offset + 1 : wanted]) u (photo_id);
          return;
        end if;
        -- Give up early when the walk cannot end within max_rows: an alternative's driving lists
        -- must fall until the bound (their shares plus the others' tops) reaches the last match
        -- wanted (or, while fewer are seen, the lowest one seen); if a driving list holds more
        -- than its part of max_rows above the share that takes, rank every match now.
        give_up := false;
        for alternative in select distinct a from unnest(groups) a loop
          exit when give_up or walk is not null;
          need := coalesce(last_relevance, lowest_relevance) * cardinality(words)
                  - (select coalesce(sum(coalesce(l.share, 0)), 0)
                       from unnest(shares, drives, groups) l (share, drives, g)
                      where not l.drives and l.g = alternative);
          standing := (select sum(coalesce(l.share, 0))
                         from unnest(shares, drives, groups) l (share, drives, g)
                        where l.drives and l.g = alternative);
          give_up := need is not null and standing > 0 and (need <= 0 or exists (
            select 1
              from unnest(lists, shares, drives, groups) l (lexeme, share, drives, g)
             where l.drives and l.g = alternative and l.share is not null
               and (select count(*)
                      from (select 1 from app_private.live_photo_search_terms x
                             where x.lexeme = l.lexeme collate "C"
                               and x.share > need * l.share / standing
                             limit max_rows / cardinality(driving) + 1) c)
                   > max_rows / cardinality(driving)));
        end loop;
        exit when give_up;
        depth := depth * 4;
      end loop;
    end if;
    -- Not answered by a walk: independent words with thousands of matches ("sunset mirissa")
    -- are answered from one word's list down to one of its shares (search_prefix_page), when the
    -- planner expects enough matches for that to cost less than ranking them all.
    if operators !~ '!' and cardinality(words) between 1 and 12 then
      if app_private.search_expected_matches(match_query) >= prefix_from then
        page := app_private.search_prefix_page(query, words, wanted, prefix_rows);
        if page is not null then
          if not counted then
            select count(*) into matches
              from (select 1 from app_private.live_photo_search s
                     where s.search_vector @@ match_query
                       and (exact or pg_catalog.ts_match_vq(s.search_vector, query))
                     limit cap + 1) m;
          end if;
          return query
          select u.photo_id, least(matches, cap::bigint), matches > cap
            from unnest(page[page_offset + 1 : wanted]) u (photo_id);
          return;
        end if;
      end if;
    end if;
  end if;
  -- The full ranking: every match. The inner query projects the few small values the sort needs
  -- (offset 0 keeps it a separate step), so the window that counts the matches never copies
  -- search vectors.
  return query
  select r.photo_id,
         case when baseline then count(*) over () else least(count(*) over (), cap::bigint) end,
         not baseline and count(*) over () > cap
    from (select s.photo_id, s.published_at, s.popularity,
                 case when search_photo_hits.sort = 'relevant'
                      then ts_rank(s.search_vector, query) end as relevance
            from app_private.live_photo_search s
           where s.search_vector @@ match_query
             and (exact or pg_catalog.ts_match_vq(s.search_vector, query))
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
  'tie-breaker), with the total: exact up to 1,000 matches, else 1,000 and total_capped. A '
  'relevance search without filters counts at most 1,001 matches and ranks from '
  'app_private.live_photo_search_terms, stopping once the page is certain (threshold '
  'algorithm), or from one word''s list down to a share (search_prefix_page); other searches '
  'rank every match of app_private.live_photo_search. An index accelerator only: callers read '
  'the photos under RLS.';

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

revoke all on function app_private.search_photo_hits(text, text, text, text, int, int) from public;
revoke all on function app_private.near_photo_matches(text) from public;
grant execute on function app_private.search_photo_hits(text, text, text, text, int, int)
  to anon, authenticated, service_role;
grant execute on function app_private.near_photo_matches(text) to anon, authenticated, service_role;
revoke all on function app_private.similar_photo_hits(uuid, int) from public;
grant execute on function app_private.similar_photo_hits(uuid, int) to anon, authenticated, service_role;

-- Policies and grants -------------------------------------------------------------------------

alter table public.tags enable row level security;

create policy "Anyone can read tags" on public.tags
  for select to anon, authenticated using (true);

revoke all on public.tags from anon, authenticated, service_role;
grant select on public.tags to anon, authenticated;
grant select, insert, update, delete on public.tags to service_role;

-- Reference data: the Sinhala and Tamil search glossary ----------------------------------------

insert into app_private.search_glossary (term, language, english, topic) values
  ('කොළඹ', 'si', 'colombo', 'place'),
  ('கொழும்பு', 'ta', 'colombo', 'place'),
  ('ගම්පහ', 'si', 'gampaha', 'place'),
  ('கம்பஹா', 'ta', 'gampaha', 'place'),
  ('කළුතර', 'si', 'kalutara', 'place'),
  ('களுத்துறை', 'ta', 'kalutara', 'place'),
  ('මහනුවර', 'si', 'kandy', 'place'),
  ('නුවර', 'si', 'kandy', 'place'),
  ('கண்டி', 'ta', 'kandy', 'place'),
  ('මාතලේ', 'si', 'matale', 'place'),
  ('மாத்தளை', 'ta', 'matale', 'place'),
  ('නුවරඑළිය', 'si', 'nuwara eliya', 'place'),
  ('නුවර එළිය', 'si', 'nuwara eliya', 'place'),
  ('நுவரெலியா', 'ta', 'nuwara eliya', 'place'),
  ('ගාල්ල', 'si', 'galle', 'place'),
  ('காலி', 'ta', 'galle', 'place'),
  ('මාතර', 'si', 'matara', 'place'),
  ('மாத்தறை', 'ta', 'matara', 'place'),
  ('හම්බන්තොට', 'si', 'hambantota', 'place'),
  ('அம்பாந்தோட்டை', 'ta', 'hambantota', 'place'),
  ('යාපනය', 'si', 'jaffna', 'place'),
  ('யாழ்ப்பாணம்', 'ta', 'jaffna', 'place'),
  ('කිලිනොච්චිය', 'si', 'kilinochchi', 'place'),
  ('கிளிநொச்சி', 'ta', 'kilinochchi', 'place'),
  ('මන්නාරම', 'si', 'mannar', 'place'),
  ('மன்னார்', 'ta', 'mannar', 'place'),
  ('වවුනියාව', 'si', 'vavuniya', 'place'),
  ('வவுனியா', 'ta', 'vavuniya', 'place'),
  ('මුලතිව්', 'si', 'mullaitivu', 'place'),
  ('முல்லைத்தீவு', 'ta', 'mullaitivu', 'place'),
  ('මඩකලපුව', 'si', 'batticaloa', 'place'),
  ('மட்டக்களப்பு', 'ta', 'batticaloa', 'place'),
  ('අම්පාර', 'si', 'ampara', 'place'),
  ('அம்பாறை', 'ta', 'ampara', 'place'),
  ('ත්රිකුණාමලය', 'si', 'trincomalee', 'place'),
  ('திருகோணமலை', 'ta', 'trincomalee', 'place'),
  ('කුරුණෑගල', 'si', 'kurunegala', 'place'),
  ('குருநாகல்', 'ta', 'kurunegala', 'place'),
  ('පුත්තලම', 'si', 'puttalam', 'place'),
  ('புத்தளம்', 'ta', 'puttalam', 'place'),
  ('අනුරාධපුරය', 'si', 'anuradhapura', 'place'),
  ('அனுராதபுரம்', 'ta', 'anuradhapura', 'place'),
  ('පොළොන්නරුව', 'si', 'polonnaruwa', 'place'),
  ('பொலன்னறுவை', 'ta', 'polonnaruwa', 'place'),
  ('බදුල්ල', 'si', 'badulla', 'place'),
  ('பதுளை', 'ta', 'badulla', 'place'),
  ('මොණරාගල', 'si', 'monaragala', 'place'),
  ('மொனராகலை', 'ta', 'monaragala', 'place'),
  ('රත්නපුර', 'si', 'ratnapura', 'place'),
  ('இரத்தினபுரி', 'ta', 'ratnapura', 'place'),
  ('කෑගල්ල', 'si', 'kegalle', 'place'),
  ('கேகாலை', 'ta', 'kegalle', 'place'),
  ('ශ්රී ලංකාව', 'si', 'sri lanka', 'place'),
  ('ලංකාව', 'si', 'sri lanka', 'place'),
  ('இலங்கை', 'ta', 'sri lanka', 'place'),
  ('සීගිරිය', 'si', 'sigiriya', 'sight'),
  ('சிகிரியா', 'ta', 'sigiriya', 'sight'),
  ('දඹුල්ල', 'si', 'dambulla', 'place'),
  ('தம்புள்ளை', 'ta', 'dambulla', 'place'),
  ('ඇල්ල', 'si', 'ella', 'place'),
  ('எல்ல', 'ta', 'ella', 'place'),
  ('මිරිස්ස', 'si', 'mirissa', 'place'),
  ('மிரிஸ்ஸ', 'ta', 'mirissa', 'place'),
  ('වැලිගම', 'si', 'weligama', 'place'),
  ('வெலிகம', 'ta', 'weligama', 'place'),
  ('ආරුගම්බේ', 'si', 'arugam bay', 'place'),
  ('ආරුගම් බොක්ක', 'si', 'arugam bay', 'place'),
  ('அறுகம் குடா', 'ta', 'arugam bay', 'place'),
  ('මීගමුව', 'si', 'negombo', 'place'),
  ('நீர்கொழும்பு', 'ta', 'negombo', 'place'),
  ('බෙන්තොට', 'si', 'bentota', 'place'),
  ('பெந்தோட்டை', 'ta', 'bentota', 'place'),
  ('උණවටුන', 'si', 'unawatuna', 'place'),
  ('உனவட்டுன', 'ta', 'unawatuna', 'place'),
  ('හික්කඩුව', 'si', 'hikkaduwa', 'place'),
  ('ஹிக்கடுவ', 'ta', 'hikkaduwa', 'place'),
  ('හපුතලේ', 'si', 'haputale', 'place'),
  ('ஹப்புத்தளை', 'ta', 'haputale', 'place'),
  ('යාල', 'si', 'yala', 'sight'),
  ('யால', 'ta', 'yala', 'sight'),
  ('උඩවලව', 'si', 'udawalawe', 'sight'),
  ('உடவளவை', 'ta', 'udawalawe', 'sight'),
  ('මින්නේරිය', 'si', 'minneriya', 'sight'),
  ('மின்னேரியா', 'ta', 'minneriya', 'sight'),
  ('ශ්රී පාදය', 'si', 'adam''s peak', 'sight'),
  ('සමනළ කන්ද', 'si', 'adam''s peak', 'sight'),
  ('சிவனொளிபாதமலை', 'ta', 'adam''s peak', 'sight'),
  ('පාසිකුඩා', 'si', 'pasikudah', 'place'),
  ('பாசிக்குடா', 'ta', 'pasikudah', 'place'),
  ('නිලාවේලි', 'si', 'nilaveli', 'place'),
  ('நிலாவெளி', 'ta', 'nilaveli', 'place'),
  ('හෝර්ටන් තැන්න', 'si', 'horton plains', 'sight'),
  ('ஹோர்டன் சமவெளி', 'ta', 'horton plains', 'sight'),
  ('නකල්ස්', 'si', 'knuckles', 'sight'),
  ('நக்கிள்ஸ்', 'ta', 'knuckles', 'sight'),
  ('දළදා මාළිගාව', 'si', 'temple of the tooth', 'sight'),
  ('தலதா மாளிகை', 'ta', 'temple of the tooth', 'sight'),
  ('ආරුක්කු නවයේ පාලම', 'si', 'nine arch bridge', 'sight'),
  ('ஒன்பது வளைவுப் பாலம்', 'ta', 'nine arch bridge', 'sight'),
  ('ගාල්ල කොටුව', 'si', 'galle fort', 'sight'),
  ('காலி கோட்டை', 'ta', 'galle fort', 'sight'),
  ('අලියා', 'si', 'elephant', 'wildlife'),
  ('ඇතා', 'si', 'elephant', 'wildlife'),
  ('අලි', 'si', 'elephant', 'wildlife'),
  ('யானை', 'ta', 'elephant', 'wildlife'),
  ('අලින්', 'si', 'elephants', 'wildlife'),
  ('யானைகள்', 'ta', 'elephants', 'wildlife'),
  ('කොටියා', 'si', 'leopard', 'wildlife'),
  ('சிறுத்தை', 'ta', 'leopard', 'wildlife'),
  ('තල්මසා', 'si', 'whale', 'wildlife'),
  ('திமிங்கலம்', 'ta', 'whale', 'wildlife'),
  ('වඳුරා', 'si', 'monkey', 'wildlife'),
  ('குரங்கு', 'ta', 'monkey', 'wildlife'),
  ('වඳුරන්', 'si', 'monkeys', 'wildlife'),
  ('குரங்குகள்', 'ta', 'monkeys', 'wildlife'),
  ('මොනරා', 'si', 'peacock', 'wildlife'),
  ('மயில்', 'ta', 'peacock', 'wildlife'),
  ('කැස්බෑවා', 'si', 'turtle', 'wildlife'),
  ('ஆமை', 'ta', 'turtle', 'wildlife'),
  ('කිඹුලා', 'si', 'crocodile', 'wildlife'),
  ('முதலை', 'ta', 'crocodile', 'wildlife'),
  ('කුරුල්ලා', 'si', 'bird', 'wildlife'),
  ('பறவை', 'ta', 'bird', 'wildlife'),
  ('කුරුල්ලෝ', 'si', 'birds', 'wildlife'),
  ('කුරුල්ලන්', 'si', 'birds', 'wildlife'),
  ('பறவைகள்', 'ta', 'birds', 'wildlife'),
  ('ඩොල්ෆින්', 'si', 'dolphin', 'wildlife'),
  ('ஓங்கில்', 'ta', 'dolphin', 'wildlife'),
  ('මී හරකා', 'si', 'buffalo', 'wildlife'),
  ('எருமை', 'ta', 'buffalo', 'wildlife'),
  ('වලසා', 'si', 'bear', 'wildlife'),
  ('கரடி', 'ta', 'bear', 'wildlife'),
  ('මුවා', 'si', 'deer', 'wildlife'),
  ('மான்', 'ta', 'deer', 'wildlife'),
  ('ආප්ප', 'si', 'hoppers', 'food'),
  ('அப்பம்', 'ta', 'hoppers', 'food'),
  ('ඉඳිආප්ප', 'si', 'string hoppers', 'food'),
  ('இடியப்பம்', 'ta', 'string hoppers', 'food'),
  ('බත් සහ කරි', 'si', 'rice and curry', 'food'),
  ('බත් කරි', 'si', 'rice and curry', 'food'),
  ('சோறும் கறியும்', 'ta', 'rice and curry', 'food'),
  ('බත්', 'si', 'rice', 'food'),
  ('சோறு', 'ta', 'rice', 'food'),
  ('කරි', 'si', 'curry', 'food'),
  ('கறி', 'ta', 'curry', 'food'),
  ('කොත්තු', 'si', 'kottu', 'food'),
  ('கொத்து', 'ta', 'kottu', 'food'),
  ('තේ', 'si', 'tea', 'food'),
  ('தேயிலை', 'ta', 'tea', 'food'),
  ('தேநீர்', 'ta', 'tea', 'food'),
  ('පොල්', 'si', 'coconut', 'food'),
  ('தேங்காய்', 'ta', 'coconut', 'food'),
  ('තැඹිලි', 'si', 'king coconut', 'food'),
  ('செவ்விளநீர்', 'ta', 'king coconut', 'food'),
  ('මාළු', 'si', 'fish', 'food'),
  ('மீன்', 'ta', 'fish', 'food'),
  ('පළතුරු', 'si', 'fruit', 'food'),
  ('பழம்', 'ta', 'fruit', 'food'),
  ('අඹ', 'si', 'mango', 'food'),
  ('மாம்பழம்', 'ta', 'mango', 'food'),
  ('මී කිරි', 'si', 'curd', 'food'),
  ('தயிர்', 'ta', 'curd', 'food'),
  ('කිරිබත්', 'si', 'milk rice', 'food'),
  ('பால்சோறு', 'ta', 'milk rice', 'food'),
  ('කුළුබඩු', 'si', 'spices', 'food'),
  ('மசாலா', 'ta', 'spices', 'food'),
  ('කුරුඳු', 'si', 'cinnamon', 'food'),
  ('கறுவா', 'ta', 'cinnamon', 'food'),
  ('පෙරහැර', 'si', 'perahera', 'festival'),
  ('பெரஹெரா', 'ta', 'perahera', 'festival'),
  ('වෙසක්', 'si', 'vesak', 'festival'),
  ('வெசாக்', 'ta', 'vesak', 'festival'),
  ('පොසොන්', 'si', 'poson', 'festival'),
  ('பொசன்', 'ta', 'poson', 'festival'),
  ('අලුත් අවුරුද්ද', 'si', 'new year', 'festival'),
  ('புத்தாண்டு', 'ta', 'new year', 'festival'),
  ('තෛපොංගල්', 'si', 'thai pongal', 'festival'),
  ('தைப்பொங்கல்', 'ta', 'thai pongal', 'festival'),
  ('දීපවාලි', 'si', 'deepavali', 'festival'),
  ('தீபாவளி', 'ta', 'deepavali', 'festival'),
  ('වෙසක් කූඩුව', 'si', 'lantern', 'festival'),
  ('விளக்கு', 'ta', 'lantern', 'festival'),
  ('නර්තන ශිල්පීන්', 'si', 'dancers', 'festival'),
  ('நடனக் கலைஞர்கள்', 'ta', 'dancers', 'festival'),
  ('බෙර වාදකයන්', 'si', 'drummers', 'festival'),
  ('மேளக்காரர்கள்', 'ta', 'drummers', 'festival'),
  ('උඩරට නැටුම්', 'si', 'kandyan dance', 'festival'),
  ('கண்டிய நடனம்', 'ta', 'kandyan dance', 'festival'),
  ('වෙස් මුහුණු', 'si', 'masks', 'craft'),
  ('முகமூடிகள்', 'ta', 'masks', 'craft'),
  ('බතික්', 'si', 'batik', 'craft'),
  ('பற்றிக்', 'ta', 'batik', 'craft'),
  ('මැටි බඩු', 'si', 'pottery', 'craft'),
  ('மட்பாண்டம்', 'ta', 'pottery', 'craft'),
  ('බීරලු රේන්ද', 'si', 'lace', 'craft'),
  ('சரிகை', 'ta', 'lace', 'craft'),
  ('අත්යන්ත්ර රෙදි', 'si', 'handloom', 'craft'),
  ('கைத்தறி', 'ta', 'handloom', 'craft'),
  ('පිත්තල', 'si', 'brass', 'craft'),
  ('பித்தளை', 'ta', 'brass', 'craft'),
  ('ලී කැටයම්', 'si', 'wood carving', 'craft'),
  ('மரச்செதுக்கல்', 'ta', 'wood carving', 'craft'),
  ('මැණික්', 'si', 'gems', 'craft'),
  ('இரத்தினக்கற்கள்', 'ta', 'gems', 'craft'),
  ('වෙරළ', 'si', 'beach', 'landscape'),
  ('கடற்கரை', 'ta', 'beach', 'landscape'),
  ('දිය ඇල්ල', 'si', 'waterfall', 'landscape'),
  ('நீர்வீழ்ச்சி', 'ta', 'waterfall', 'landscape'),
  ('කන්ද', 'si', 'mountain', 'landscape'),
  ('மலை', 'ta', 'mountain', 'landscape'),
  ('කඳු', 'si', 'mountains', 'landscape'),
  ('மலைகள்', 'ta', 'mountains', 'landscape'),
  ('වැව', 'si', 'lake', 'landscape'),
  ('ஏரி', 'ta', 'lake', 'landscape'),
  ('ගඟ', 'si', 'river', 'landscape'),
  ('ஆறு', 'ta', 'river', 'landscape'),
  ('මුහුද', 'si', 'sea', 'landscape'),
  ('கடல்', 'ta', 'sea', 'landscape'),
  ('වනාන්තරය', 'si', 'forest', 'landscape'),
  ('කැලෑව', 'si', 'forest', 'landscape'),
  ('காடு', 'ta', 'forest', 'landscape'),
  ('කුඹුර', 'si', 'paddy field', 'landscape'),
  ('කෙත', 'si', 'paddy field', 'landscape'),
  ('வயல்', 'ta', 'paddy field', 'landscape'),
  ('තේ වත්ත', 'si', 'tea estate', 'landscape'),
  ('தேயிலைத் தோட்டம்', 'ta', 'tea estate', 'landscape'),
  ('தேயிலை தோட்டம்', 'ta', 'tea estate', 'landscape'),
  ('කලපුව', 'si', 'lagoon', 'landscape'),
  ('களப்பு', 'ta', 'lagoon', 'landscape'),
  ('දූපත', 'si', 'island', 'landscape'),
  ('தீவு', 'ta', 'island', 'landscape'),
  ('හිරු බැසීම', 'si', 'sunset', 'landscape'),
  ('ඉර බැසීම', 'si', 'sunset', 'landscape'),
  ('சூரிய அஸ்தமனம்', 'ta', 'sunset', 'landscape'),
  ('அஸ்தமனம்', 'ta', 'sunset', 'landscape'),
  ('හිරු උදාව', 'si', 'sunrise', 'landscape'),
  ('ඉර උදාව', 'si', 'sunrise', 'landscape'),
  ('சூரிய உதயம்', 'ta', 'sunrise', 'landscape'),
  ('වැස්ස', 'si', 'rain', 'landscape'),
  ('மழை', 'ta', 'rain', 'landscape'),
  ('වැස්සේ', 'si', 'in the rain', 'landscape'),
  ('மழையில்', 'ta', 'in the rain', 'landscape'),
  ('මීදුම', 'si', 'mist', 'landscape'),
  ('மூடுபனி', 'ta', 'mist', 'landscape'),
  ('දුම්රිය', 'si', 'train', 'subject'),
  ('ரயில்', 'ta', 'train', 'subject'),
  ('தொடருந்து', 'ta', 'train', 'subject'),
  ('ප්රදීපාගාරය', 'si', 'lighthouse', 'subject'),
  ('கலங்கரை விளக்கம்', 'ta', 'lighthouse', 'subject'),
  ('පන්සල', 'si', 'temple', 'subject'),
  ('විහාරය', 'si', 'temple', 'subject'),
  ('ஆலயம்', 'ta', 'temple', 'subject'),
  ('விகாரை', 'ta', 'temple', 'subject'),
  ('කෝවිල', 'si', 'kovil', 'subject'),
  ('கோவில்', 'ta', 'kovil', 'subject'),
  ('கோயில்', 'ta', 'kovil', 'subject'),
  ('දේවස්ථානය', 'si', 'church', 'subject'),
  ('தேவாலயம்', 'ta', 'church', 'subject'),
  ('මුස්ලිම් පල්ලිය', 'si', 'mosque', 'subject'),
  ('பள்ளிவாசல்', 'ta', 'mosque', 'subject'),
  ('දාගැබ', 'si', 'stupa', 'subject'),
  ('ස්තූපය', 'si', 'stupa', 'subject'),
  ('தாதுகோபுரம்', 'ta', 'stupa', 'subject'),
  ('බුදුන්', 'si', 'buddha', 'subject'),
  ('බුද්ධ', 'si', 'buddha', 'subject'),
  ('புத்தர்', 'ta', 'buddha', 'subject'),
  ('පිළිමය', 'si', 'statue', 'subject'),
  ('சிலை', 'ta', 'statue', 'subject'),
  ('බුදු පිළිමය', 'si', 'buddha statue', 'subject'),
  ('බුද්ධ ප්රතිමාව', 'si', 'buddha statue', 'subject'),
  ('புத்தர் சிலை', 'ta', 'buddha statue', 'subject'),
  ('නෙළුම', 'si', 'lotus', 'subject'),
  ('தாமரை', 'ta', 'lotus', 'subject'),
  ('ධීවරයන්', 'si', 'fishermen', 'subject'),
  ('மீனவர்கள்', 'ta', 'fishermen', 'subject'),
  ('කණු ධීවරයන්', 'si', 'stilt fishermen', 'subject'),
  ('கம்பு மீனவர்கள்', 'ta', 'stilt fishermen', 'subject'),
  ('සර්ෆර්', 'si', 'surfer', 'subject'),
  ('රළ පදින්නා', 'si', 'surfer', 'subject'),
  ('அலைச்சறுக்கு வீரர்', 'ta', 'surfer', 'subject'),
  ('ඔරුව', 'si', 'boat', 'subject'),
  ('බෝට්ටුව', 'si', 'boat', 'subject'),
  ('படகு', 'ta', 'boat', 'subject'),
  ('පොළ', 'si', 'market', 'subject'),
  ('சந்தை', 'ta', 'market', 'subject'),
  ('ත්රිරෝද රථය', 'si', 'tuk tuk', 'subject'),
  ('ත්රීවීලර්', 'si', 'tuk tuk', 'subject'),
  ('முச்சக்கர வண்டி', 'ta', 'tuk tuk', 'subject'),
  ('සාමකාමී', 'si', 'peaceful', 'mood'),
  ('அமைதியான', 'ta', 'peaceful', 'mood'),
  ('නිස්කලංක', 'si', 'calm', 'mood'),
  ('அமைதி', 'ta', 'calm', 'mood'),
  ('වර්ණවත්', 'si', 'colourful', 'mood'),
  ('வண்ணமயமான', 'ta', 'colourful', 'mood'),
  ('සතුටු', 'si', 'happy', 'mood'),
  ('மகிழ்ச்சி', 'ta', 'happy', 'mood'),
  ('මීදුම් සහිත', 'si', 'misty', 'mood'),
  ('பனிமூட்டமான', 'ta', 'misty', 'mood'),
  ('රන්වන්', 'si', 'golden', 'mood'),
  ('பொன்னிற', 'ta', 'golden', 'mood'),
  ('හෝ', 'si', 'or', 'word'),
  ('அல்லது', 'ta', 'or', 'word'),
  ('සහ', 'si', 'and', 'word'),
  ('மற்றும்', 'ta', 'and', 'word');
