-- Reference data moves out of seed.sql, which hosted projects never get: every database starts
-- with the categories search filters offer. Databases seeded earlier already have them.
insert into public.categories (name, description) values
  ('Nature', 'Forests, waterfalls, mountains and the island''s green interior'),
  ('Wildlife', 'Leopards, elephants, birds and marine life in their habitat'),
  ('Culture', 'Temples, rituals, festivals and daily traditions'),
  ('Travel', 'Journeys, trains, roads and places worth the trip'),
  ('Architecture', 'Ancient cities, colonial forts and modern buildings'),
  ('Food', 'Rice and curry, street food, tea and sweets'),
  ('People', 'Portraits and people at work'),
  ('Beaches', 'Surf breaks, bays and the coastline'),
  ('Festivals', 'Perahera processions, Vesak lanterns and Avurudu games')
on conflict (name) do nothing;
