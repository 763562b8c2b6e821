-- Sinhala and Tamil searches: queries read glossary words as their English search words (search
-- syntax kept, English text untouched), and a photo's Sinhala or Tamil words index their English
-- words too, so a search in any of the three languages finds it.
begin;
select plan(13);

select is(app_private.english_search_text('සීගිරිය'), 'sigiriya', 'a Sinhala place name reads as its English name');
select is(app_private.english_search_text('யானை'), 'elephant', 'a Tamil word reads as its English word');
select is(app_private.english_search_text('පන්සල මහනුවර'), 'temple kandy', 'each word of a query is read');
select is(app_private.english_search_text('දිය ඇල්ල ඇල්ල'), 'waterfall ella',
  'the longest glossary phrase wins (දිය ඇල්ල is a waterfall, ඇල්ල alone the town)');
select is(app_private.english_search_text('"තේ වත්ත" -ගාල්ල'), '"tea estate" -galle',
  'quotes and exclusions stay around the words they belong to');
select is(app_private.english_search_text('කොටියා හෝ தல்மசா'), 'leopard or தல்மசா',
  'the Sinhala "or" is the search "or"; an unknown word stays as typed');
select is(app_private.english_search_text('ශ්‍රී පාදය'), app_private.english_search_text('ශ්රී පාදය'),
  'a Sinhala conjunct with or without the zero-width joiner is the same word');
select is(app_private.english_search_text('ශ්රී පාදය'), 'adam''s peak', 'and it is found');
select is(app_private.english_search_text('Sunset at Mirissa -galle'), 'Sunset at Mirissa -galle',
  'text without Sinhala or Tamil letters is never changed');
select is(public.photo_search_query('அல்லது'), public.photo_search_query('or'),
  'the query of a glossary word is the query of its English word');

select tests.create_user('nuwan', 'CREATOR', true, 'nuwan');
select tests.create_album('nuwan', 'Wildlife');
select tests.create_photo('Wildlife', 'අලියා වැව අසල', 'ACCEPTED', false, '{අලියා}');
select tests.create_photo('Wildlife', 'Elephant at the tank', 'ACCEPTED', false, '{elephant}');

select results_eq(
  $$ select p.name from public.photos p where p.search_vector @@ public.photo_search_query('elephant') order by 1 $$,
  $$ values ('Elephant at the tank'), ('අලියා වැව අසල') $$,
  'an English search finds a photo named and tagged in Sinhala');
select results_eq(
  $$ select p.name from public.photos p where p.search_vector @@ public.photo_search_query('யானை') order by 1 $$,
  $$ values ('Elephant at the tank'), ('අලියා වැව අසල') $$,
  'a Tamil search finds both');
select is(
  (select count(*)::int
     from unnest(array['colombo', 'gampaha', 'kalutara', 'kandy', 'matale', 'nuwara eliya', 'galle',
                       'matara', 'hambantota', 'jaffna', 'kilinochchi', 'mannar', 'vavuniya',
                       'mullaitivu', 'batticaloa', 'ampara', 'trincomalee', 'kurunegala', 'puttalam',
                       'anuradhapura', 'polonnaruwa', 'badulla', 'monaragala', 'ratnapura', 'kegalle'])
          as district
    where exists (select 1 from app_private.search_glossary g where g.english = district and g.language = 'si')
      and exists (select 1 from app_private.search_glossary g where g.english = district and g.language = 'ta')),
  25, 'every one of the 25 districts has its Sinhala and its Tamil name');

select * from finish();
rollback;
