-- Sinhala and Tamil searches (issue 20): the search glossary, queries read through it, and
-- photos re-indexed with the English words of the glossary words they hold.

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

revoke all on function app_private.glossary_key(text) from public;
revoke all on function app_private.english_search_text(text) from public;
revoke all on function app_private.with_english_words(text) from public;
grant execute on function app_private.english_search_text(text) to anon, authenticated, service_role;
alter table app_private.search_glossary enable row level security;
revoke all on app_private.search_glossary from public, anon, authenticated;
grant select on app_private.search_glossary to service_role;

create or replace function app_private.photo_search_vector(
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

create or replace function public.photo_search_query(q text) returns tsquery
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

-- Re-index every photo with the new vector (photos_30_index recomputes a cleared vector; the
-- live search table follows through its trigger).
update public.photos set search_vector = null;
