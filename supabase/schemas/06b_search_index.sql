-- Full-text search over photos: the search vector, the Sinhala and Tamil glossary (its rows are in
-- 06c_search_glossary_rows.sql), the live-photo side table and its word lists.
--
-- Every photo carries a trigger-maintained tsvector in two configurations: `english` (stemming,
-- so "elephants" finds "elephant") and `simple` (words kept as written: Sinhala and Tamil words,
-- place names). Accents are folded with unaccent. Weights: title and tags A, description B,
-- album and category names C.

create index photos_search_vector_idx on public.photos using gin (search_vector);

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

create function app_private.photo_places(tags text[]) returns text[]
language sql stable
security definer
set search_path = ''
as $$
  -- The districts and sights a photo's tags name, as the glossary's English words: a tag that is
  -- the English word itself (kandy) or one of its Sinhala or Tamil terms (මහනුවර). Districts
  -- first, then sights, each in order of name; the public photo page's contentLocation.
  select coalesce(array_agg(p.english order by p.topic, p.english), '{}')
    from (
      select distinct g.english, g.topic
        from app_private.search_glossary g
       where g.topic in ('place', 'sight')
         and (g.english = any (select lower(t) from unnest(tags) t)
              or g.term = any (select app_private.glossary_key(t) from unnest(tags) t))
    ) p
$$;
comment on function app_private.photo_places(text[]) is
  'The districts (topic place) and sights a photo''s tags name, as the glossary''s English words.';
revoke all on function app_private.photo_places(text[]) from public;
grant execute on function app_private.photo_places(text[]) to anon, authenticated, service_role;

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

revoke all on function app_private.search_text(text) from public;
revoke all on function app_private.weighted_vector(text, "char") from public;
revoke all on function app_private.photo_search_vector(text, text[], text, uuid, smallint) from public;
grant execute on function app_private.search_text(text) to anon, authenticated, service_role;
grant execute on function app_private.weighted_vector(text, "char") to authenticated, service_role;
grant execute on function app_private.photo_search_vector(text, text[], text, uuid, smallint)
  to service_role;
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
-- decision 36 in docs/decisions/; figures in docs/performance.md.

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
