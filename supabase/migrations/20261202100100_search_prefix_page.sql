-- Search: independent words with thousands of matches answer from one word's list (issue 22,
-- decision 43).
--
-- "sunset mirissa" and "monkeys in the rain" (6,802 and 4,606 matches at 1M) ranked every match,
-- one side-table page each, and were the p95 of search at 1M. A word's shares take a handful of
-- values, so reading one word's list down to one of them bounds every photo below; the few photos
-- above whose other words can still beat the bound are ranked with ts_rank, and the page is
-- certain when its last photo ranks above the bound. The GIN index is also asked for a cheaper
-- query that every match matches (one form when english and simple agree, no English stop words
-- in a simple form of words joined by AND), and the rows it finds are tested with the query.
-- Answers unchanged.

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
