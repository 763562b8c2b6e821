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
  photo_id uuid not null
);
comment on table app_private.live_photo_search_terms is
  'One row per word of each live photo''s search vector, with the word''s share of ts_rank '
  '(app_private.search_term_share) and the photo''s popularity; its primary key lists a word''s '
  'photos by share, then popularity. Read only by '
  'app_private.search_photo_hits; kept by statement triggers on live_photo_search; service only.';

-- The live photos' words, then the key (one sort instead of an index insert per row).
insert into app_private.live_photo_search_terms (lexeme, share, popularity, photo_id)
select t.lexeme, t.share, s.popularity, s.photo_id
  from app_private.live_photo_search s
 cross join lateral app_private.search_terms_of(s.search_vector) t;
alter table app_private.live_photo_search_terms
  add constraint live_photo_search_terms_pkey primary key (lexeme, share, popularity, photo_id);
analyze app_private.live_photo_search_terms;

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

create or replace function app_private.rebuild_live_photo_search() returns bigint
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

-- Ranked search hits: the threshold algorithm for relevance, the full ranking otherwise ----------

create or replace function app_private.search_photo_hits(
  search_text text,
  orientation text,
  price text,
  sort text,
  page_size int,
  page_offset int
) returns table (photo_id uuid, total bigint)
-- plpgsql keeps the statements' plans for the session (a sql function is planned on every call).
language plpgsql stable
security definer
set search_path = ''
set jit = off
as $$
declare
  query tsquery := public.photo_search_query(search_text);
  wanted int := page_offset + page_size;
  terms text[];
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
begin
  -- The word lists answer a relevance search for one word without filters: its query is the
  -- word's english and simple forms joined by OR, so a photo matches when it holds either, the
  -- lists count the matches exactly, and ts_rank is calc_rank_or, a sum over the two. (Words
  -- joined by `or` would qualify too, but their lists rarely share photos, and the threshold is
  -- then reached only deep down.) `lankalens.search_word_lists = off` ranks every match instead
  -- (the bench's baseline).
  if search_photo_hits.sort = 'relevant' and search_photo_hits.orientation is null
     and price is null and page_size > 0 and wanted <= 1000
     and numnode(query) between 1 and 3
     and regexp_replace(query::text, '''(?:[^'']|'''')*''', '', 'g') ~ '^[ |]*$'
     and coalesce(current_setting('lankalens.search_word_lists', true), '') <> 'off' then
    -- The query's distinct words in byte order, the order tsrank.c adds their shares in (its
    -- text doubles a quote or a backslash inside a word).
    terms := array(select distinct regexp_replace(m[1], '([''\\])\1', '\1', 'g') collate "C"
                     from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') m
                    order by 1);
    -- Index-only counts: one list, or the photos of two (a hash of ids, not a sort).
    if cardinality(terms) = 1 then
      select count(*) into matches
        from app_private.live_photo_search_terms x where x.lexeme = terms[1] collate "C";
    else
      select count(*) into matches
        from (select x.photo_id
                from unnest(terms) t (lexeme)
                join app_private.live_photo_search_terms x on x.lexeme = t.lexeme collate "C"
               group by x.photo_id) m;
    end if;
    -- Tests set both settings to walk the lists on a small catalogue.
    depth := coalesce(nullif(current_setting('lankalens.search_first_depth', true), '')::int,
                      greatest(wanted * 4, 64));
    -- Past a tenth as many words as there are matches, ranking them all is about as quick.
    while matches > 0
          and depth * cardinality(terms)
              * coalesce(nullif(current_setting('lankalens.search_scan_ratio', true), '')::int, 10)
              <= matches loop
      -- Where each word's list stands after `depth` photos (by share, then popularity): the
      -- share and popularity there, and the next lower share (0: none); no share when the word
      -- has fewer photos, all of them seen, so an unseen photo lacks the word.
      select array_agg(f.share order by t.n), array_agg(f.popularity order by t.n),
             array_agg(coalesce(f.below, 0) order by t.n), bool_and(f.share is null)
        into shares, popularities, below, exhausted
        from unnest(terms) with ordinality t (lexeme, n)
        left join lateral (
          select x.share, x.popularity,
                 (select y.share from app_private.live_photo_search_terms y
                   where y.lexeme = t.lexeme collate "C" and y.share < x.share
                   order by y.share desc limit 1) as below
            from app_private.live_photo_search_terms x
           where x.lexeme = t.lexeme collate "C"
           order by x.share desc, x.popularity desc, x.photo_id desc
          offset depth - 1 limit 1) f on true;
      seen := array(
        select distinct c.photo_id
          from unnest(terms) t (lexeme)
         cross join lateral (
           select x.photo_id from app_private.live_photo_search_terms x
            where x.lexeme = t.lexeme collate "C"
            order by x.share desc, x.popularity desc, x.photo_id desc
            limit depth) c);
      -- The photos seen, ordered exactly as the full ranking orders them.
      select array_agg(r.photo_id order by r.n), max(r.relevance) filter (where r.n = wanted),
             max(r.popularity) filter (where r.n = wanted)
        into page, last_relevance, last_popularity
        from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance,
                     row_number() over (order by ts_rank(s.search_vector, query) desc,
                                                 s.popularity desc, s.photo_id) as n
                from unnest(seen) c (photo_id)
                join app_private.live_photo_search s on s.photo_id = c.photo_id
               order by n
               limit wanted) r;
      -- Done when every photo of the words was seen, or when no unseen photo can come before the
      -- last one wanted. An unseen photo either sits at every word's current share (it ranks
      -- exactly their sum, and in each list comes after the current popularity), or lower in
      -- some word (it ranks at most the sum with that word's next lower share).
      done := exhausted;
      if not done and last_relevance is not null then
        done := last_relevance > app_private.search_rank_sum(shares, cardinality(terms))
                or (last_relevance = app_private.search_rank_sum(shares, cardinality(terms))
                    and last_popularity > (select min(p) from unnest(popularities) p));
        for i in 1 .. cardinality(terms) loop
          exit when not done;
          if shares[i] is not null then
            other := shares;
            other[i] := below[i];
            done := last_relevance > app_private.search_rank_sum(other, cardinality(terms));
          end if;
        end loop;
      end if;
      if done then
        return query select u.photo_id, matches from unnest(page[page_offset + 1 : wanted]) u (photo_id);
        return;
      end if;
      depth := depth * 4;
    end loop;
  end if;
  -- The full ranking: every match. The inner query projects the few small values the sort needs
  -- (offset 0 keeps it a separate step), so the window that counts the matches never copies
  -- search vectors.
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
  'tie-breaker), with the exact total. A relevance search for one word without filters counts '
  'and ranks from app_private.live_photo_search_terms and stops once the page is certain '
  '(threshold algorithm); other searches rank every match of app_private.live_photo_search. An '
  'index accelerator only: callers read the photos under RLS.';
