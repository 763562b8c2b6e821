-- Search: words joined only by OR walk the word lists too, each alternative bounded by its own
-- lists; on a catalogue under 250,000 photos the GIN index counts first (issue 22, decision 41) -
--
-- "leopard or whale" ranked every match (91,430 at 1M, 260-590 ms): the sum of every list's
-- current share stays above the page until deep down, as the two words rarely share a photo. A
-- match holding one alternative's words only ranks at most that alternative's bound, the other
-- shares being 0; the photos holding words of two alternatives are found by the GIN index (up to
-- 4,000) and ranked with the photos seen. Alternatives are the text between `or`s; a word two of
-- them share leaves the query to the full ranking.
--
-- Words joined by AND, a phrase or an exclusion, on a catalogue of fewer than 250,000 live
-- photos: the GIN index finds the matches first (1-4 ms at 100k), ranking them as it reads (up to
-- 1,001); at most 1,000 are the answer, without the walk; at 1M a broad word's bitmap costs ~15 ms,
-- so there the count still follows the walk. There too, when fewer than half of the driving
-- lists' first 64 photos match (independent words: "sunset mirissa"), every match is ranked at
-- once: the walk would give up after its first rows. Answers unchanged.

create or replace function app_private.search_photo_hits(
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
  found uuid[];
begin
  -- The word lists answer a relevance search without filters whose query is words joined by AND,
  -- OR, NOT and phrase operators (websearch's output; NOT and a phrase not both, see
  -- search_query_needs). ts_rank of our queries (english || simple: the top operator is OR) is
  -- calc_rank_or: the sum of each distinct word's share (app_private.search_term_share) divided
  -- by the number of distinct words, negated ones included.
  if not baseline and search_photo_hits.sort = 'relevant' and search_photo_hits.orientation is null
     and price is null and page_size > 0 and wanted <= 1000
     and operators ~ '^[ |&!()<>0-9-]*$' and not (operators ~ '!' and operators ~ '<') then
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
    -- a broad word at 1M), so it reads them first (up to cap + 1), ranking them as it reads, and
    -- a search of at most `cap` matches answers from that read, without the walk's set-up or a
    -- second bitmap. Unanalysed, reltuples is -1.
    if operators !~ '^[ |]*$' and cardinality(positive) between 1 and 12
       and (select c.reltuples from pg_catalog.pg_class c
             where c.oid = 'app_private.live_photo_search'::regclass) < count_first_below then
      select count(*), array_agg(m.photo_id order by m.relevance desc, m.popularity desc, m.photo_id)
        into matches, found
        from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance
                from app_private.live_photo_search s
               where s.search_vector @@ query
               limit cap + 1) m;
      counted := true;
      if matches <= cap and walk is null then
        return query
        select u.photo_id, matches, false
          from unnest(found[page_offset + 1 : wanted]) u (photo_id);
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
                     where s.search_vector @@ query limit cap + 1) m;
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
