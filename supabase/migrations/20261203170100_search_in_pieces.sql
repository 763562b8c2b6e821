-- Search in small named functions (decision 53). search_photo_hits was one 442-line function
-- that read seven session settings; it is now a short dispatcher over named pieces: the query's
-- form, one capped count, rank-all, the walk down the word lists (driving words, its certainty
-- and give-up tests), the total after a walk, and the prefix page, which shares the ranking of
-- seen photos with the walk. The knobs are one record (app_private.search_tuning, from the one
-- setting lankalens.search_tuning). Every answer is the same: the search-order tests and the
-- plain SQL rule are the judge.

-- Test and bench knobs -------------------------------------------------------------------------
--
-- One record, read from the one session setting `lankalens.search_tuning` (a JSON object of the
-- fields to change, e.g. `{"total_cap": 5, "first_depth": 7}`); every field left out keeps its
-- production value. Production never sets it.

create type app_private.search_tuning as (
  total_cap int,
  first_depth int,
  max_rows int,
  rank_all boolean,
  count_first_below real,
  prefix_from real,
  prefix_rows int
);
comment on type app_private.search_tuning is
  'Search knobs: total_cap (total exact up to it, 1000), first_depth (the walk''s first depth, '
  'null: from the page), max_rows (list rows a walk may read, 2048), rank_all (every match '
  'ranked and counted, the bench''s baseline), count_first_below (live photos under which the '
  'GIN index counts first, 250000), prefix_from (expected matches from which '
  'search_prefix_page is tried, 6000), prefix_rows (its list rows, 4096).';

create function app_private.search_tuning() returns app_private.search_tuning
language sql stable
set search_path = ''
as $$
  select coalesce(t.total_cap, 1000), t.first_depth, coalesce(t.max_rows, 2048),
         coalesce(t.rank_all, false), coalesce(t.count_first_below, 250000),
         coalesce(t.prefix_from, 6000), coalesce(t.prefix_rows, 4096)
    from jsonb_populate_record(
           null::app_private.search_tuning,
           coalesce(nullif(current_setting('lankalens.search_tuning', true), ''), '{}')::jsonb) t
$$;
comment on function app_private.search_tuning() is
  'The search knobs: production values, overridden by the fields of the JSON object in the '
  'session setting lankalens.search_tuning (tests and benches only).';
revoke all on function app_private.search_tuning() from public;

-- The query's form ------------------------------------------------------------------------------

create type app_private.search_form as (
  query tsquery,
  operators text,
  match_query tsquery,
  exact boolean,
  words text[],
  positive text[],
  absent text[],
  groups int[],
  group_count int
);
comment on type app_private.search_form is
  'A search''s query (photo_search_query), its text without the words (operators), what the GIN '
  'index is asked for (match_query; exact when it is the query), and for the word lists: the '
  'distinct words in byte order, those of the indexable part (positive) and the others (absent), '
  'each positive word''s alternative (groups, numbered from 1) and how many (group_count).';

create function app_private.search_form(search_text text) returns app_private.search_form
language plpgsql stable
set search_path = ''
as $$
declare
  form app_private.search_form;
begin
  form.query := public.photo_search_query(search_text);
  form.operators := regexp_replace(form.query::text, '''(?:[^'']|'''')*''', '', 'g');
  form.match_query := form.query;
  form.exact := true;
  form.group_count := 1;
  return form;
end
$$;

create function app_private.search_form_words(form app_private.search_form, search_text text)
returns app_private.search_form
language plpgsql stable
set search_path = ''
as $$
begin
  form.match_query := app_private.search_match_query(search_text);
  form.exact := form.match_query = form.query;
  -- The query's distinct words in byte order, the order tsrank.c adds their shares in (its
  -- text doubles a quote or a backslash inside a word); those of its indexable part (querytree
  -- drops what is under NOT) are `positive`, the others `absent` from every match but a few.
  form.words := array(select distinct regexp_replace(m[1], '([''\\])\1', '\1', 'g') collate "C"
                        from regexp_matches(form.query::text, '''((?:[^'']|'''')*)''', 'g') m
                       order by 1);
  form.positive := array(select distinct regexp_replace(m[1], '([''\\])\1', '\1', 'g') collate "C"
                           from regexp_matches(querytree(form.query), '''((?:[^'']|'''')*)''', 'g') m
                          order by 1);
  form.absent := array(select w from unnest(form.words) w where w <> all (form.positive)
                        order by w collate "C");
  form.groups := array_fill(1, array[cardinality(form.positive)]);
  -- Different words joined only by OR ("leopard or whale"): their lists rarely share photos,
  -- so the sum of every list's current share falls below the page only deep down (8,192 rows
  -- a list at 100k). Each alternative (the text between two `or`s) is bounded by its own
  -- lists instead, and the photos holding words of two alternatives are found by the GIN
  -- index and ranked with the photos seen. A word that two alternatives share, or that none
  -- gives, or more than six alternatives, leave the query to the full ranking.
  if form.operators ~ '^[ |]*$' and numnode(form.query) > 3 then
    form.groups := array(
      select (select case when count(*) = 1 then min(t.n)::int end
                from regexp_split_to_table(
                       app_private.english_search_text(search_text), '\s+or\s+', 'i')
                     with ordinality t (part, n)
               where p.w = any (array(
                       select regexp_replace(m[1], '([''\\])\1', '\1', 'g')
                         from regexp_matches(public.photo_search_query(t.part)::text,
                                             '''((?:[^'']|'''')*)''', 'g') m)))
        from unnest(form.positive) with ordinality p (w, i)
       order by p.i);
    form.group_count := case when array_position(form.groups, null) is null
                             then (select count(distinct g) from unnest(form.groups) g) else 0 end;
  end if;
  return form;
end
$$;
comment on function app_private.search_form(text) is
  'The form of a search box text: its query and operators, the GIN index asked for the query.';
comment on function app_private.search_form_words(app_private.search_form, text) is
  'Fills a form''s words, positive and absent words, alternatives, and a cheaper match_query.';
revoke all on function app_private.search_form(text) from public;
revoke all on function app_private.search_form_words(app_private.search_form, text) from public;

-- Counting and ranking every match ----------------------------------------------------------------

create function app_private.search_count(form app_private.search_form, cap int) returns bigint
-- plpgsql keeps the statements' plans for the session (a sql function is planned on every call).
language plpgsql stable
set search_path = ''
as $$
begin
  return (select count(*)
            from (select 1 from app_private.live_photo_search s
                   where s.search_vector @@ form.match_query
                     and (form.exact or pg_catalog.ts_match_vq(s.search_vector, form.query))
                   limit cap + 1) m);
end
$$;
comment on function app_private.search_count(app_private.search_form, int) is
  'The live photos matching a search, counted by the GIN index up to cap + 1.';
revoke all on function app_private.search_count(app_private.search_form, int) from public;

create function app_private.search_rank_all(
  form app_private.search_form,
  orientation text,
  price text,
  sort text,
  page_size int,
  page_offset int,
  cap int,
  exact_total boolean,
  known bigint
) returns table (photo_id uuid, total bigint, total_capped boolean)
language plpgsql stable
set search_path = ''
as $$
begin
  -- A relevance search without filters whose matches were counted (at most cap): ranked at once.
  if known is not null then
    return query
    select m.photo_id, known, false
      from (select s.photo_id, s.popularity, ts_rank(s.search_vector, form.query) as relevance
              from app_private.live_photo_search s
             where s.search_vector @@ form.match_query
               and (form.exact or pg_catalog.ts_match_vq(s.search_vector, form.query))
             offset 0) m
     order by m.relevance desc, m.popularity desc, m.photo_id
     limit page_size offset page_offset;
    return;
  end if;
  -- The inner query projects the few small values the sort needs (offset 0 keeps it a separate
  -- step), so the window that counts the matches never copies search vectors.
  return query
  select r.photo_id,
         case when exact_total then count(*) over () else least(count(*) over (), cap::bigint) end,
         not exact_total and count(*) over () > cap
    from (select s.photo_id, s.published_at, s.popularity,
                 case when search_rank_all.sort = 'relevant'
                      then ts_rank(s.search_vector, form.query) end as relevance
            from app_private.live_photo_search s
           where s.search_vector @@ form.match_query
             and (form.exact or pg_catalog.ts_match_vq(s.search_vector, form.query))
             and (search_rank_all.orientation is null or s.orientation = search_rank_all.orientation)
             and (price is null or s.free_download = (price = 'free'))
          offset 0) r
   order by case when search_rank_all.sort = 'newest' then r.published_at end desc nulls last,
            case when search_rank_all.sort = 'popular' then r.popularity end desc,
            r.relevance desc nulls last,
            r.popularity desc, r.photo_id
   limit page_size offset page_offset;
end
$$;
comment on function app_private.search_rank_all(app_private.search_form, text, text, text, int,
                                                int, int, boolean, bigint) is
  'One page of every live photo matching a search, sorted and filtered, with the total (exact up '
  'to cap, else cap and capped; exact_total: always exact); `known`: the matches were counted '
  '(at most cap) and the search is by relevance without filters.';
revoke all on function app_private.search_rank_all(app_private.search_form, text, text, text,
                                                   int, int, int, boolean, bigint) from public;

create function app_private.search_rank_seen(
  query tsquery, ids uuid[], wanted int,
  out page uuid[], out last_relevance real, out last_popularity int,
  out lowest_relevance real, out matched bigint)
language plpgsql stable
set search_path = ''
as $$
begin
  select array_agg(r.photo_id order by r.n), max(r.relevance) filter (where r.n = wanted),
         max(r.popularity) filter (where r.n = wanted), min(r.relevance), max(r.matched)
    into page, last_relevance, last_popularity, lowest_relevance, matched
    from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance,
                 row_number() over (order by ts_rank(s.search_vector, query) desc,
                                             s.popularity desc, s.photo_id) as n,
                 count(*) over () as matched
            from unnest(ids) c (photo_id)
           -- Each photo by its key (a join would let the planner read every match from the
           -- GIN index and hash them once it knows how many ids the array holds).
           cross join lateral (
             select s.photo_id, s.popularity, s.search_vector
               from app_private.live_photo_search s
              where s.photo_id = c.photo_id and s.search_vector @@ query
              limit 1) s
           order by n
           limit wanted) r;
end
$$;
comment on function app_private.search_rank_seen(tsquery, uuid[], int) is
  'The first `wanted` of these live photos that match the query, in the full ranking''s order, '
  'with the relevance and popularity of the last one wanted, the lowest relevance and how many '
  'matched.';
revoke all on function app_private.search_rank_seen(tsquery, uuid[], int) from public;

-- The walk down the word lists (decisions 36 and 41) -------------------------------------------

create function app_private.search_driving(
  form app_private.search_form, cap int, first_depth int,
  out driving text[], out exceptions uuid[])
language plpgsql stable
set search_path = ''
as $$
declare
  sizes int[];
  chosen text[];
begin
  exceptions := '{}';
  -- The driving words: one word, or two (an english and a simple form), whose lists hold
  -- every match; the one with the shortest lists (counted up to 1,024 rows each).
  sizes := array(
    select (select count(*) from (select 1 from app_private.live_photo_search_terms x
                                   where x.lexeme = p.w collate "C" limit 1024) c)::int
      from unnest(form.positive) with ordinality p (w, i)
     order by p.i);
  for chosen in
    select c.words
      from (select array[a.w] as words, a.size, 1 as n
              from unnest(form.positive, sizes) a (w, size)
            union all
            select array[a.w, b.w], a.size + b.size, 2
              from unnest(form.positive, sizes) with ordinality a (w, size, i)
              join unnest(form.positive, sizes) with ordinality b (w, size, i) on a.i < b.i) c
     order by c.n, c.size, c.words
  loop
    exit when form.group_count > 1;
    if app_private.search_query_needs(form.query, form.words, chosen) then
      driving := chosen;
      exit;
    end if;
  end loop;
  -- Alternatives: every list is read down (a match holds any of them).
  if form.group_count > 1 then
    driving := form.positive;
  end if;
  -- Driving lists of at most `cap` photos hold at most `cap` matches: the full ranking
  -- reads no more than they list.
  if first_depth is null and (select sum(s.size) from unnest(form.positive, sizes) s (w, size)
                               where s.w = any (driving)) <= cap then
    driving := null;
  end if;
  -- A match holding an absent word (e.g. `beach -galle` has `galle`'s english form `gall`
  -- alone) is found by the index and ranked with the photos seen; every other match holds
  -- no absent word, whose share is then 0.
  if driving is not null and cardinality(form.absent) > 0 then
    exceptions := array(
      select s.photo_id from app_private.live_photo_search s
       where s.search_vector @@ (form.query && (
               select string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''',
                                 ' | ')
                 from unnest(form.absent) w)::tsquery)
       limit cap + 1);
    if cardinality(exceptions) > cap then
      driving := null;
    end if;
  end if;
  -- The photos holding words of two alternatives, ranked with the photos seen (up to 4 cap
  -- of them: ~2,200 for "leopard or whale" at 1M); every other match holds the words of
  -- one alternative only, and the others' shares are 0 in its rank.
  if driving is not null and form.group_count > 1 then
    exceptions := array(
      select s.photo_id from app_private.live_photo_search s
       where s.search_vector @@ (
               with alternatives as (
                 select g.g, string_agg('''' || replace(replace(g.w, '\', '\\'), '''', '''''')
                                        || '''', ' | ') as words
                   from unnest(form.positive, form.groups) g (w, g)
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
  if driving is not null and first_depth is null and form.operators !~ '^[ |]*$'
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
               where s.photo_id = c.photo_id and s.search_vector @@ form.query
               limit 1) s on true) then
    driving := null;
  end if;
end
$$;
comment on function app_private.search_driving(app_private.search_form, int, int) is
  'The words whose lists a walk reads down (null: no walk), and the matches it must rank besides '
  'the photos of those lists (holding an absent word, or words of two alternatives).';
revoke all on function app_private.search_driving(app_private.search_form, int, int) from public;

create function app_private.search_walk_certain(
  form app_private.search_form, drives boolean[], shares double precision[],
  popularities int[], below double precision[], last_relevance real, last_popularity int)
returns boolean
language plpgsql stable
set search_path = ''
as $$
declare
  done boolean := true;
  alternative int;
  -- The shares of one alternative's lists, null for the others'.
  mine double precision[];
  other double precision[];
  exhausted boolean;
begin
  -- Done when, for each alternative, every photo of its driving words was seen (they hold
  -- every match of it), or no unseen match of it can come before the last one wanted. An
  -- unseen match either sits at every list's current share (it ranks exactly their sum, and
  -- in each list comes after the current popularity), or lower in some list (it ranks at
  -- most the sum with that list's next lower share); absent words and other alternatives'
  -- words add nothing to it.
  for alternative in select distinct a from unnest(form.groups) a loop
    mine := array(select case when l.g = alternative then l.share end
                    from unnest(shares, form.groups) with ordinality l (share, g, n)
                   order by l.n);
    exhausted := coalesce((select bool_and(l.share is null)
                             from unnest(mine, drives, form.groups) l (share, drives, g)
                            where l.drives and l.g = alternative), false);
    if not exhausted then
      done := last_relevance is not null
              and (last_relevance > app_private.search_rank_sum(mine, cardinality(form.words))
                   or (last_relevance = app_private.search_rank_sum(mine, cardinality(form.words))
                       and last_popularity > (select min(l.popularity)
                                                from unnest(popularities, form.groups) l (popularity, g)
                                               where l.g = alternative)));
      for i in 1 .. cardinality(form.positive) loop
        exit when not done;
        if mine[i] is not null then
          other := mine;
          other[i] := below[i];
          done := last_relevance > app_private.search_rank_sum(other, cardinality(form.words));
        end if;
      end loop;
    end if;
    exit when not done;
  end loop;
  return done;
end
$$;
comment on function app_private.search_walk_certain(app_private.search_form, boolean[],
  double precision[], int[], double precision[], real, int) is
  'True when no photo the walk has not seen can come before the last one wanted, given where '
  'each list stands (its share and popularity, and its next lower share).';
revoke all on function app_private.search_walk_certain(app_private.search_form, boolean[],
  double precision[], int[], double precision[], real, int) from public;

create function app_private.search_walk_hopeless(
  form app_private.search_form, drives boolean[], shares double precision[], driving text[],
  reach real, max_rows int)
returns boolean
language plpgsql stable
set search_path = ''
as $$
declare
  alternative int;
  need double precision;
  standing double precision;
begin
  -- An alternative's driving lists must fall until the bound (their shares plus the others'
  -- tops) reaches the last match wanted (or, while fewer are seen, the lowest one seen): when a
  -- driving list holds more than its part of max_rows above the share that takes, the walk
  -- cannot end within max_rows.
  for alternative in select distinct a from unnest(form.groups) a loop
    need := reach * cardinality(form.words)
            - (select coalesce(sum(coalesce(l.share, 0)), 0)
                 from unnest(shares, drives, form.groups) l (share, drives, g)
                where not l.drives and l.g = alternative);
    standing := (select sum(coalesce(l.share, 0))
                   from unnest(shares, drives, form.groups) l (share, drives, g)
                  where l.drives and l.g = alternative);
    if need is not null and standing > 0 and (need <= 0 or exists (
      select 1
        from unnest(form.positive, shares, drives, form.groups) l (lexeme, share, drives, g)
       where l.drives and l.g = alternative and l.share is not null
         and (select count(*)
                from (select 1 from app_private.live_photo_search_terms x
                       where x.lexeme = l.lexeme collate "C"
                         and x.share > need * l.share / standing
                       limit max_rows / cardinality(driving) + 1) c)
             > max_rows / cardinality(driving))) then
      return true;
    end if;
  end loop;
  return false;
end
$$;
comment on function app_private.search_walk_hopeless(app_private.search_form, boolean[],
  double precision[], text[], real, int) is
  'True when a walk that stands at these shares cannot make its page certain within max_rows '
  'list rows (reach: the relevance of the last match wanted, or of the lowest one seen).';
revoke all on function app_private.search_walk_hopeless(app_private.search_form, boolean[],
  double precision[], text[], real, int) from public;

create function app_private.search_walk(
  form app_private.search_form, driving text[], exceptions uuid[], wanted int,
  first_depth int, max_rows int,
  out page uuid[], out mostly_matched boolean)
language plpgsql stable
set search_path = ''
as $$
declare
  -- The positive words in byte order: the driving ones are read down, the others bounded by
  -- the top of their lists.
  drives boolean[] := array(select p = any (driving) from unnest(form.positive) p);
  depth int := coalesce(first_depth, greatest(wanted * 4, 64));
  shares double precision[];
  popularities int[];
  below double precision[];
  seen uuid[];
  last_relevance real;
  last_popularity int;
  lowest_relevance real;
  matched bigint;
begin
  while driving is not null and depth * cardinality(driving) <= max_rows loop
    -- Where each list stands (a driving word's after `depth` photos, by share, then
    -- popularity; another's at its top): the share and popularity there and the next lower
    -- share (0: none); no share when a driving word has fewer photos, all of them seen.
    select array_agg(f.share order by t.n), array_agg(f.popularity order by t.n),
           array_agg(coalesce(f.below, 0) order by t.n)
      into shares, popularities, below
      from unnest(form.positive, drives) with ordinality t (lexeme, drives, n)
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
    select r.page, r.last_relevance, r.last_popularity, r.lowest_relevance, r.matched
      into page, last_relevance, last_popularity, lowest_relevance, matched
      from app_private.search_rank_seen(form.query, seen, wanted) r;
    if app_private.search_walk_certain(form, drives, shares, popularities, below,
                                       last_relevance, last_popularity) then
      mostly_matched := matched * 10 >= cardinality(seen) * 6;
      return;
    end if;
    exit when first_depth is null
              and app_private.search_walk_hopeless(form, drives, shares, driving,
                                                   coalesce(last_relevance, lowest_relevance),
                                                   max_rows);
    depth := depth * 4;
  end loop;
  page := null;
end
$$;
comment on function app_private.search_walk(app_private.search_form, text[], uuid[], int, int,
                                            int) is
  'The first `wanted` matches, read down the driving words'' lists from depth first_depth (or '
  'four pages), four times deeper each round, until the page is certain (threshold algorithm); '
  'null when it gives up. mostly_matched: at least 60% of the photos seen matched.';
revoke all on function app_private.search_walk(app_private.search_form, text[], uuid[], int, int,
                                               int) from public;

create function app_private.search_total(form app_private.search_form, driving text[],
                                         mostly_matched boolean, cap int) returns bigint
language plpgsql stable
set search_path = ''
as $$
declare
  first uuid[];
  matches bigint;
begin
  -- Words joined by OR match the photos of their lists (index-only, at most cap + 1 a list).
  if form.operators ~ '^[ |]*$' then
    return (select count(*)
              from (select distinct l.photo_id
                      from unnest(form.words) t (lexeme)
                     cross join lateral (
                       select x.photo_id from app_private.live_photo_search_terms x
                        where x.lexeme = t.lexeme collate "C" limit cap + 1) l) m);
  end if;
  -- When most photos the walk saw matched (words that go together, an exclusion), the driving
  -- lists' first 2 (cap + 1) photos each are tried, the photos the walk read first; short of
  -- cap + 1 matches, or when few of the photos seen matched, the GIN index counts.
  if mostly_matched then
    first := array(
      select distinct l.photo_id
        from unnest(driving) t (lexeme)
       cross join lateral (
         select x.photo_id from app_private.live_photo_search_terms x
          where x.lexeme = t.lexeme collate "C"
          order by x.share desc, x.popularity desc, x.photo_id desc
          limit 2 * (cap + 1)) l);
    select count(*) into matches
      from (select 1
              from unnest(first) c (photo_id)
             cross join lateral (
               select 1 from app_private.live_photo_search s
                where s.photo_id = c.photo_id and s.search_vector @@ form.query
                limit 1) s
             limit cap + 1) m;
    if matches > cap then
      return matches;
    end if;
  end if;
  return app_private.search_count(form, cap);
end
$$;
comment on function app_private.search_total(app_private.search_form, text[], boolean, int) is
  'The total of a walked search, counted up to cap + 1: from the word lists when they tell it, '
  'else by the GIN index.';
revoke all on function app_private.search_total(app_private.search_form, text[], boolean, int)
  from public;

create or replace function app_private.search_prefix_page(query tsquery, words text[], wanted int,
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
    select r.page, r.last_relevance into page, last_relevance
      from app_private.search_rank_seen(query, ids, wanted) r;
    if last_relevance > bound then
      return page;
    end if;
    failed := event.bound;
  end loop;
  return null;
end
$$;

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
  tuning app_private.search_tuning := app_private.search_tuning();
  -- `total` is exact up to `cap` matches; past it the answer is `cap` with total_capped.
  cap int := tuning.total_cap;
  form app_private.search_form := app_private.search_form(search_text);
  wanted int := page_offset + page_size;
  matches bigint;
  counted boolean := false;
  driving text[];
  exceptions uuid[];
  page uuid[];
  mostly_matched boolean;
begin
  -- The word lists answer a relevance search without filters whose query is words joined by AND,
  -- OR, NOT and phrase operators (websearch's output; NOT and a phrase not both, see
  -- search_query_needs). ts_rank of our queries (english || simple: the top operator is OR) is
  -- calc_rank_or: the sum of each distinct word's share (app_private.search_term_share) divided
  -- by the number of distinct words, negated ones included.
  if not tuning.rank_all and search_photo_hits.sort = 'relevant'
     and search_photo_hits.orientation is null and price is null and page_size > 0
     and wanted <= 1000 and form.operators ~ '^[ |&!()<>0-9-]*$'
     and not (form.operators ~ '!' and form.operators ~ '<') then
    form := app_private.search_form_words(form, search_text);
    -- Words joined by AND, a phrase or an exclusion: on a catalogue of fewer than 250,000 live
    -- photos the GIN index's bitmap of every match is small (1-4 ms at 100k, against ~15 ms for
    -- a broad word at 1M), so it counts them first (up to cap + 1), and a search of at most
    -- `cap` matches ranks them at once, without the walk's set-up or a second bitmap. Unanalysed,
    -- reltuples is -1.
    if form.operators !~ '^[ |]*$' and cardinality(form.positive) between 1 and 12
       and (select c.reltuples from pg_catalog.pg_class c
             where c.oid = 'app_private.live_photo_search'::regclass) < tuning.count_first_below then
      matches := app_private.search_count(form, cap);
      counted := true;
      if matches <= cap and tuning.first_depth is null then
        return query
        select * from app_private.search_rank_all(form, null, null, 'relevant', page_size,
                                                  page_offset, cap, false, matches);
        return;
      end if;
    end if;
    if cardinality(form.positive) between 1 and 12 and form.group_count between 1 and 6 then
      select d.driving, d.exceptions into driving, exceptions
        from app_private.search_driving(form, cap, tuning.first_depth) d;
      select w.page, w.mostly_matched into page, mostly_matched
        from app_private.search_walk(form, driving, exceptions, wanted, tuning.first_depth,
                                     tuning.max_rows) w;
      if page is not null and not counted then
        matches := app_private.search_total(form, driving, mostly_matched, cap);
      end if;
    end if;
    -- Not answered by a walk: independent words with thousands of matches ("sunset mirissa")
    -- are answered from one word's list down to one of its shares (search_prefix_page), when the
    -- planner expects enough matches for that to cost less than ranking them all.
    if page is null and form.operators !~ '!' and cardinality(form.words) between 1 and 12 then
      if app_private.search_expected_matches(form.match_query) >= tuning.prefix_from then
        page := app_private.search_prefix_page(form.query, form.words, wanted, tuning.prefix_rows);
        if page is not null and not counted then
          matches := app_private.search_count(form, cap);
        end if;
      end if;
    end if;
    if page is not null then
      return query
      select u.photo_id, least(matches, cap::bigint), matches > cap
        from unnest(page[page_offset + 1 : wanted]) u (photo_id);
      return;
    end if;
  end if;
  -- The full ranking: every match.
  return query
  select * from app_private.search_rank_all(form, orientation, price, sort, page_size,
                                            page_offset, cap, tuning.rank_all, null);
end
$$;
