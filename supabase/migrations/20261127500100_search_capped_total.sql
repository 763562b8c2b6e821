-- Capped total, and the word lists for every relevance search (issue 22, decision 41) ------------
--
-- After decision 36 the p95 of search belonged to the searches of several words, a phrase or an
-- exclusion: they ranked and counted every match (~46,000 rows of live_photo_search at 1M). Now
-- `total` is exact up to 1,000 matches and the answer says `total_capped` past that, so a search
-- counts at most 1,001 matches; and the threshold algorithm of decision 36 reads the word lists
-- for any relevance search without filters, driven by the list(s) every match must be in (the
-- rarest word's english and simple forms for an AND query or a phrase) and bounding the other
-- words by the top of their lists. The order is still ts_rank, popularity, id, exactly.
-- decision 41 in docs/decisions.md; figures in docs/performance.md.

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

-- The answer gains a column, so the function is dropped and made again (grants restated below).
drop function app_private.search_photo_hits(text, text, text, text, int, int);

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
  max_rows int := coalesce(nullif(current_setting('lankalens.search_max_rows', true), '')::int,
                           8192);
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
    if cardinality(positive) between 1 and 12 then
      -- The capped count: words joined by OR match the photos of their lists (index-only, at most
      -- cap + 1 a list); other queries count at most cap + 1 matches found by the GIN index.
      if operators ~ '^[ |]*$' then
        select count(*) into matches
          from (select distinct l.photo_id
                  from unnest(words) t (lexeme)
                 cross join lateral (
                   select x.photo_id from app_private.live_photo_search_terms x
                    where x.lexeme = t.lexeme collate "C" limit cap + 1) l) m;
      else
        select count(*) into matches
          from (select 1 from app_private.live_photo_search s
                 where s.search_vector @@ query limit cap + 1) m;
      end if;
      -- Up to the cap the full ranking below is as quick (it reads what the count just read).
      -- Different words joined by OR keep it too: their lists rarely share photos, so the bound
      -- (the sum of every list's current share) falls below the page only deep down ("leopard or
      -- whale" read 8,192 rows and failed at 100k).
      if (matches > cap or walk is not null)
         and not (operators ~ '^[ |]*$' and numnode(query) > 3) then
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
          if app_private.search_query_needs(query, words, chosen) then
            driving := chosen;
            exit;
          end if;
        end loop;
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
              select x.share, x.popularity,
                     (select y.share from app_private.live_photo_search_terms y
                       where y.lexeme = t.lexeme collate "C" and y.share < x.share
                       order by y.share desc limit 1) as below
                from app_private.live_photo_search_terms x
               where x.lexeme = t.lexeme collate "C"
               order by x.share desc, x.popularity desc, x.photo_id desc
              offset case when t.drives then depth else 1 end - 1 limit 1) f on true;
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
                 max(r.popularity) filter (where r.n = wanted)
            into page, last_relevance, last_popularity
            from (select s.photo_id, s.popularity, ts_rank(s.search_vector, query) as relevance,
                         row_number() over (order by ts_rank(s.search_vector, query) desc,
                                                     s.popularity desc, s.photo_id) as n
                    from unnest(seen) c (photo_id)
                    join app_private.live_photo_search s on s.photo_id = c.photo_id
                   where s.search_vector @@ query
                   order by n
                   limit wanted) r;
          -- Done when every photo of the driving words was seen (they hold every match), or when
          -- no unseen match can come before the last one wanted. An unseen match either sits at
          -- every list's current share (it ranks exactly their sum, and in each list comes after
          -- the current popularity), or lower in some list (it ranks at most the sum with that
          -- list's next lower share); absent words add nothing to it.
          done := exhausted;
          if not done and last_relevance is not null then
            done := last_relevance > app_private.search_rank_sum(shares, cardinality(words))
                    or (last_relevance = app_private.search_rank_sum(shares, cardinality(words))
                        and last_popularity > (select min(p) from unnest(popularities) p));
            for i in 1 .. cardinality(lists) loop
              exit when not done;
              if shares[i] is not null then
                other := shares;
                other[i] := below[i];
                done := last_relevance > app_private.search_rank_sum(other, cardinality(words));
              end if;
            end loop;
          end if;
          if done then
            return query
            select u.photo_id, least(matches, cap::bigint), matches > cap
              from unnest(page[page_offset + 1 : wanted]) u (photo_id);
            return;
          end if;
          depth := depth * 4;
        end loop;
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
  'tie-breaker), with the total: exact up to 1,000 matches, else 1,000 and total_capped. A '
  'relevance search without filters counts at most 1,001 matches and ranks from '
  'app_private.live_photo_search_terms, stopping once the page is certain (threshold '
  'algorithm); other searches rank every match of app_private.live_photo_search. An index '
  'accelerator only: callers read the photos under RLS.';

revoke all on function app_private.search_photo_hits(text, text, text, text, int, int) from public;
grant execute on function app_private.search_photo_hits(text, text, text, text, int, int)
  to anon, authenticated, service_role;
