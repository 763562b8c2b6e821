-- A photo's districts and sights from its tags and the search glossary (issue 38, decision 50):
-- the public photo answer's places, the page's ImageObject contentLocation.

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
