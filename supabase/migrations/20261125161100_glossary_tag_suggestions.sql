-- Tag suggestions in Sinhala and Tamil (issue 20): glossary words beginning with what was typed,
-- for English tags that live photos carry.

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

revoke all on function app_private.glossary_tag_suggestions(text, int) from public;
grant execute on function app_private.glossary_tag_suggestions(text, int) to anon, authenticated, service_role;
