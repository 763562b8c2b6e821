-- Local demo data only: accounts with a published password, photos, albums. Applied once, after
-- the migrations, by the local bootstrap (`npm start`, tests). Never on a hosted project: the
-- Supabase CLI's seeding is off in supabase/config.toml, so `db push --include-seed` sends
-- nothing (docs/deploy.md). Reference data (settings, categories) lives in the migrations.
--
-- Users sign in with password `password123`:
--   admin@example.com       ADMIN
--   creator@example.com     verified CREATOR  (nuwan.perera)
--   newcreator@example.com  unverified CREATOR (tharushi.fernando), free photos only
--   buyer@example.com       USER
--
-- Rows are inserted with their final status directly: the seed runs as the migration owner,
-- which the photo triggers treat as a privileged path. Derivative keys stay null: the local host
-- makes thumbnails and previews for ACCEPTED photos at first start.

-- Users (GoTrue-compatible: bcrypt hashes, confirmed e-mails, empty token strings) -------------

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, is_sso_user, is_anonymous,
  created_at, updated_at, last_sign_in_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('password123', extensions.gen_salt('bf', 10)), now(),
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name),
  false, false, false,
  now() - interval '120 days', now(), null
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'Dilini', 'Wickramasinghe'),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'creator@example.com', 'Nuwan', 'Perera'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'newcreator@example.com', 'Tharushi', 'Fernando'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'buyer@example.com', 'Kasun', 'Jayasuriya')
) as u (id, email, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), now()
  from auth.users u
 where u.email like '%@example.com';

-- The profiles were created by the auth.users trigger; give them their roles.
update public.profiles p
   set role = v.role::public.user_role, verified = v.verified, username = v.username
  from (values
    ('00000000-0000-4000-8000-000000000001'::uuid, 'ADMIN', true, 'dilini.admin'),
    ('00000000-0000-4000-8000-000000000002'::uuid, 'CREATOR', true, 'nuwan.perera'),
    ('00000000-0000-4000-8000-000000000003'::uuid, 'CREATOR', false, 'tharushi.fernando'),
    ('00000000-0000-4000-8000-000000000004'::uuid, 'USER', false, null)
  ) as v (id, role, verified, username)
 where p.id = v.id;

-- Albums --------------------------------------------------------------------------------------

insert into public.albums (id, owner_id, name, description, tags, deleted, created_at) values
  ('20000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
   'Cultural Triangle', 'Rock fortresses, cave temples and the ancient capitals of the dry zone.',
   '{sigiriya,dambulla,polonnaruwa,anuradhapura}', false, now() - interval '110 days'),
  ('20000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002',
   'Hill Country', 'Tea estates, misty plateaus and the railway through the mountains.',
   '{ella,nuwara eliya,kandy,tea}', false, now() - interval '100 days'),
  ('20000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002',
   'Southern Coast', 'From Galle Fort to the whale waters off Mirissa.',
   '{galle,mirissa,koggala,beach}', false, now() - interval '90 days'),
  ('20000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002',
   'Wild Sri Lanka', 'National parks at dawn and dusk.',
   '{yala,wildlife,safari}', false, now() - interval '80 days'),
  ('20000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000002',
   'Street Food', 'Kottu, hoppers and everything sizzling on a Colombo evening.',
   '{food,colombo}', false, now() - interval '60 days'),
  ('20000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000002',
   'Old drafts', 'Deleted album: its photos are no longer public.',
   '{}', true, now() - interval '150 days'),
  ('20000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-000000000003',
   'East and North', 'Surf at Arugam Bay, the bays of Trincomalee and Jaffna''s temples.',
   '{arugam bay,trincomalee,jaffna}', false, now() - interval '40 days'),
  ('20000000-0000-4000-8000-000000000008', '00000000-0000-4000-8000-000000000003',
   'Colombo Streets', 'Markets, tuk-tuks and the sea front of the capital.',
   '{colombo,pettah,galle face}', false, now() - interval '20 days');

-- Photos --------------------------------------------------------------------------------------
-- n: photo number (id 10000000-...-0000000000nn); camera: 1 Canon EOS R5, 2 Sony ILCE-7M3,
-- 3 Nikon Z 6_2, 4 FUJIFILM X-T4, 5 Canon EOS 5D Mark IV. price 0 on a paid photo = standard.

insert into public.photos (
  id, ext_id, owner_id, album_id, category_id, name, description, alt, tags,
  free_download, price_cents, status, rejection_reason, original_key, file_size, width, height,
  camera_make, camera_model, focal_length_35, fnum, iso, exposure_time, captured_at,
  view_count, download_count, published_at, created_at
)
select
  format('10000000-0000-4000-8000-%s', lpad(d.n::text, 12, '0'))::uuid,
  format('seed%s', lpad(d.n::text, 4, '0')),
  a.owner_id,
  a.id,
  (select c.id from public.categories c where c.name = d.category),
  d.name, d.description, d.alt, d.tags,
  d.free, d.price, d.status::public.photo_status, d.rejection_reason,
  format('%s/10000000-0000-4000-8000-%s.jpg', a.owner_id, lpad(d.n::text, 12, '0')),
  3500000 + d.n * 104729,
  case when d.portrait then 1600 else 2400 end,
  case when d.portrait then 2400 else 1600 end,
  cam.make, cam.model, d.focal, d.fnum, d.iso, d.exposure, d.captured::timestamptz,
  case when d.status in ('ACCEPTED', 'UNPUBLISHED') then (d.n * 137) % 900 + 40 else 0 end,
  case when d.status in ('ACCEPTED', 'UNPUBLISHED') then (d.n * 53) % 120 else 0 end,
  case when d.status in ('ACCEPTED', 'UNPUBLISHED') then now() - make_interval(days => 70 - d.n) end,
  now() - make_interval(days => 75 - d.n)
from (values
  -- Cultural Triangle (album 1)
  (1, 1, 'Architecture', 'ACCEPTED', true, 0::bigint, false,
   'Sigiriya rock fortress at sunrise',
   'The Lion Rock rises 180 metres above the jungle plain as the first light hits its western face.',
   'A huge rock plateau above green jungle under an orange sunrise sky',
   '{sigiriya,lion rock,fortress,sunrise,unesco,cultural triangle}'::text[], null::text,
   1, 24, 8.0, 100, 0.004, '2025-02-14 06:12:00+05:30'),
  (2, 1, 'Architecture', 'ACCEPTED', false, 450000, false,
   'Lion''s paws at the Sigiriya gateway',
   'The giant brick paws that once formed a lion''s head guard the final staircase to the summit.',
   'Two giant carved lion paws flank a stone staircase leading up a rock',
   '{sigiriya,lion paws,staircase,ancient,kashyapa}', null,
   1, 35, 5.6, 200, 0.005, '2025-02-14 08:40:00+05:30'),
  (3, 1, 'Culture', 'ACCEPTED', true, 0, false,
   'Sigiriya frescoes of the cloud maidens',
   'Fifth-century paintings of celestial women survive in a sheltered pocket of the rock face.',
   'Ancient fresco of two women holding flowers painted on a rock wall',
   '{sigiriya,frescoes,cloud maidens,painting,ancient art}', null,
   3, 50, 2.8, 1600, 0.0167, '2025-02-14 09:15:00+05:30'),
  (4, 1, 'Culture', 'ACCEPTED', true, 0, false,
   'Golden Buddha of the Dambulla cave temple',
   'Rows of seated Buddha statues line the painted cave ceilings of Rangiri Dambulla.',
   'Seated Buddha statues in a cave with a richly painted rock ceiling',
   '{dambulla,cave temple,buddha,golden temple,unesco}', null,
   2, 20, 2.8, 3200, 0.025, '2025-02-15 10:05:00+05:30'),
  (5, 1, 'Culture', 'ACCEPTED', false, 0, true,
   'Gal Vihara standing Buddha, Polonnaruwa',
   'The seven-metre standing Buddha carved from a single granite face in the twelfth century.',
   'A tall standing Buddha statue carved into a granite rock face',
   '{polonnaruwa,gal vihara,buddha,granite,ancient city}', null,
   5, 70, 8.0, 200, 0.008, '2025-02-16 07:30:00+05:30'),
  (6, 1, 'Architecture', 'ACCEPTED', true, 0, false,
   'Polonnaruwa Vatadage in evening light',
   'The circular relic house of the Quadrangle, its moonstones and guard stones glowing at dusk.',
   'Circular ancient stone ruin with staircases and columns at sunset',
   '{polonnaruwa,vatadage,ruins,quadrangle,ancient city}', null,
   1, 24, 11.0, 100, 0.01, '2025-02-16 17:45:00+05:30'),
  (7, 1, 'Architecture', 'ACCEPTED', false, 350000, false,
   'Ruwanwelisaya stupa, Anuradhapura',
   'Pilgrims in white walk around the great white dagoba of the ancient capital.',
   'A huge white dome-shaped stupa with pilgrims dressed in white in front',
   '{anuradhapura,ruwanwelisaya,stupa,dagoba,pilgrims}', null,
   2, 16, 9.0, 100, 0.0031, '2025-03-02 09:20:00+05:30'),
  (8, 1, 'Nature', 'IN_REVIEW', true, 0, false,
   'Pidurangala view over Sigiriya',
   'Sigiriya seen from the neighbouring Pidurangala rock, mist still lying in the forest.',
   'A rock rising out of misty forest seen from a higher viewpoint',
   '{sigiriya,pidurangala,viewpoint,mist,forest}', null,
   4, 35, 8.0, 160, 0.004, '2025-02-15 06:05:00+05:30'),

  -- Hill Country (album 2)
  (9, 2, 'Travel', 'ACCEPTED', true, 0, false,
   'Blue train on the Nine Arch Bridge, Ella',
   'The Colombo to Badulla train crosses the stone viaduct at Demodara between tea-covered hills.',
   'A blue train crossing a stone arched bridge surrounded by jungle',
   '{ella,nine arch bridge,train,demodara,railway,hill country}', null,
   1, 35, 5.6, 200, 0.002, '2025-01-10 09:32:00+05:30'),
  (10, 2, 'Nature', 'ACCEPTED', true, 0, false,
   'Tea pluckers on a Nuwara Eliya estate',
   'Women pluck two leaves and a bud on the steep slopes of an estate above Nuwara Eliya.',
   'Tea pluckers with baskets working between rows of green tea bushes',
   '{nuwara eliya,tea estate,tea pluckers,ceylon tea,hill country}', null,
   3, 85, 4.0, 200, 0.002, '2025-01-12 08:15:00+05:30'),
  (11, 2, 'Nature', 'ACCEPTED', false, 0, false,
   'World''s End drop, Horton Plains',
   'The escarpment falls 870 metres to the lowlands; the view clears only in the early morning.',
   'A sheer cliff edge overlooking a valley with clouds far below',
   '{horton plains,worlds end,cliff,national park,hiking}', null,
   2, 24, 11.0, 100, 0.004, '2025-01-13 07:05:00+05:30'),
  (12, 2, 'Nature', 'ACCEPTED', true, 0, true,
   'Adam''s Peak sunrise shadow',
   'At dawn the sacred mountain Sri Pada throws a perfect triangular shadow over the clouds.',
   'Sunrise over a sea of clouds seen from a mountain summit',
   '{adams peak,sri pada,sunrise,pilgrimage,mountain}', null,
   4, 23, 8.0, 400, 0.0025, '2025-01-25 06:20:00+05:30'),
  (13, 2, 'Culture', 'ACCEPTED', false, 450000, false,
   'Temple of the Tooth across Kandy Lake',
   'Sri Dalada Maligawa, home of the sacred tooth relic, reflected in the still waters of Kandy Lake.',
   'A white temple with a red roof reflected in a lake at dusk',
   '{kandy,temple of the tooth,dalada maligawa,lake,unesco}', null,
   5, 50, 8.0, 400, 1.0, '2025-01-20 18:40:00+05:30'),
  (14, 2, 'Nature', 'ACCEPTED', true, 0, false,
   'Little Adam''s Peak ridge walk, Ella',
   'The ridge trail above Ella with the Ella Gap opening towards the southern plains.',
   'A hiking path along a green ridge with mountains in the distance',
   '{ella,little adams peak,hiking,ridge,hill country}', null,
   4, 16, 8.0, 160, 0.002, '2025-01-11 07:50:00+05:30'),
  (15, 2, 'Nature', 'ACCEPTED', false, 0, false,
   'Ravana Falls in the monsoon',
   'Swollen by the monsoon, Ravana Falls pours over the rock ledges beside the Ella-Wellawaya road.',
   'A wide waterfall cascading down layers of dark rock',
   '{ella,ravana falls,waterfall,monsoon}', null,
   2, 24, 16.0, 50, 0.5, '2025-05-28 11:10:00+05:30'),
  (16, 2, 'Travel', 'UPLOADED', true, 0, false,
   'Gregory Lake boats, Nuwara Eliya',
   'Swan pedal boats waiting on Gregory Lake under a cool highland sky.',
   'Colourful pedal boats lined up at the shore of a lake',
   '{nuwara eliya,gregory lake,boats,little england}',
   'The horizon is tilted; please straighten the photo and submit it again.',
   3, 35, 5.6, 100, 0.004, '2025-01-12 16:00:00+05:30'),
  (17, 2, 'Travel', 'IN_REVIEW', true, 0, false,
   'Kandy to Ella train window',
   'A traveller leans out of the open door of the blue train as it winds through the tea country.',
   'A person leaning out of an open train door with tea hills behind',
   '{ella,kandy,train,railway,travel}', null,
   4, 23, 4.0, 400, 0.001, '2025-01-09 13:30:00+05:30'),

  -- Southern Coast (album 3)
  (18, 3, 'Architecture', 'ACCEPTED', true, 0, true,
   'Galle Fort lighthouse at dusk',
   'The white lighthouse on the ramparts of the Dutch fort, lit against a violet evening sky.',
   'A white lighthouse beside a fort wall and palm trees at dusk',
   '{galle,galle fort,lighthouse,dutch fort,unesco}', null,
   1, 35, 8.0, 200, 2.0, '2024-12-20 18:45:00+05:30'),
  (19, 3, 'People', 'ACCEPTED', true, 0, false,
   'Stilt fishermen of Koggala',
   'Fishermen perch on wooden stilts in the shallows, a tradition of the southern coast.',
   'Silhouettes of fishermen sitting on wooden poles in the sea at sunset',
   '{koggala,stilt fishermen,fishing,sunset,southern coast}', null,
   5, 200, 5.6, 100, 0.001, '2024-12-21 17:55:00+05:30'),
  (20, 3, 'Beaches', 'ACCEPTED', true, 0, false,
   'Coconut Tree Hill, Mirissa',
   'The palm-covered headland above Mirissa beach, a favourite sunset spot on the south coast.',
   'A grassy hill with tall coconut palms above a turquoise sea',
   '{mirissa,coconut tree hill,palm trees,beach,south coast}', null,
   2, 24, 8.0, 100, 0.003, '2024-12-22 16:40:00+05:30'),
  (21, 3, 'Wildlife', 'ACCEPTED', false, 0, false,
   'Blue whale off Mirissa',
   'A blue whale surfaces beside the boat in the deep water south of Dondra Head.',
   'The back and blowhole of a blue whale breaking the sea surface',
   '{mirissa,blue whale,whale watching,ocean,marine life}', null,
   5, 300, 5.6, 400, 0.001, '2024-12-23 08:10:00+05:30'),
  (22, 3, 'Architecture', 'ACCEPTED', false, 350000, false,
   'Galle Fort ramparts and clock tower',
   'Cricket on the grass below the ramparts with the clock tower rising behind.',
   'A stone fort wall with a clock tower and boys playing cricket',
   '{galle,galle fort,clock tower,ramparts,cricket}', null,
   3, 50, 8.0, 100, 0.004, '2024-12-20 16:30:00+05:30'),
  (23, 3, 'Beaches', 'ACCEPTED', true, 0, false,
   'Unawatuna bay from Jungle Beach',
   'The sheltered crescent of Unawatuna seen from the trail to Jungle Beach.',
   'A curved beach with turquoise water and green hills',
   '{unawatuna,jungle beach,bay,beach,south coast}', null,
   4, 23, 8.0, 160, 0.003, '2024-12-24 10:20:00+05:30'),
  (24, 3, 'Beaches', 'UNPUBLISHED', true, 0, false,
   'Hikkaduwa sea turtle',
   'A green turtle grazing on seagrass in the shallows at Hikkaduwa.',
   'A sea turtle swimming in clear shallow water',
   '{hikkaduwa,sea turtle,snorkelling,marine life}', null,
   2, 28, 4.0, 200, 0.002, '2024-12-25 09:00:00+05:30'),

  -- Wild Sri Lanka (album 4)
  (25, 4, 'Wildlife', 'ACCEPTED', false, 0, false,
   'Leopard on a rock, Yala National Park',
   'A Sri Lankan leopard rests on a granite outcrop in Block 1 of Yala in the late afternoon.',
   'A leopard lying on a large rock in dry scrubland',
   '{yala,leopard,big cat,safari,national park}', null,
   1, 500, 5.6, 800, 0.0013, '2025-03-10 16:45:00+05:30'),
  (26, 4, 'Wildlife', 'ACCEPTED', true, 0, false,
   'Elephants bathing at Pinnawala',
   'The herd of the Pinnawala elephant orphanage walks down to the Maha Oya river to bathe.',
   'A group of elephants bathing in a shallow river',
   '{pinnawala,elephants,river,maha oya,kegalle}', null,
   3, 70, 8.0, 200, 0.002, '2025-01-18 10:15:00+05:30'),
  (27, 4, 'Wildlife', 'ACCEPTED', false, 0, false,
   'The Gathering at Minneriya',
   'Hundreds of Asian elephants gather on the grasslands of the Minneriya reservoir in the dry season.',
   'A large herd of elephants on open grassland by a lake',
   '{minneriya,elephants,the gathering,national park,dry season}', null,
   5, 400, 8.0, 400, 0.002, '2025-08-15 17:20:00+05:30'),
  (28, 4, 'Wildlife', 'ACCEPTED', true, 0, true,
   'Sri Lanka junglefowl',
   'The national bird of Sri Lanka, found only on the island, in the forest of Sinharaja.',
   'A colourful rooster-like bird with red and gold feathers in a forest',
   '{sinharaja,junglefowl,national bird,endemic,birds}', null,
   1, 600, 6.3, 1600, 0.002, '2025-04-02 07:40:00+05:30'),
  (29, 4, 'Wildlife', 'ACCEPTED', false, 350000, false,
   'Udawalawe elephant calf',
   'A young calf stays close to its mother at the Udawalawe reservoir.',
   'A baby elephant walking next to its mother',
   '{udawalawe,elephant calf,elephants,safari}', null,
   2, 400, 5.6, 400, 0.0016, '2025-03-12 15:30:00+05:30'),
  (30, 4, 'Wildlife', 'IN_REVIEW', true, 0, false,
   'Painted storks at Bundala',
   'Painted storks wading in the lagoons of Bundala, a wetland of international importance.',
   'Storks with pink wing feathers standing in shallow water',
   '{bundala,painted stork,birds,wetland,lagoon}', null,
   1, 500, 6.3, 800, 0.001, '2025-03-11 08:05:00+05:30'),

  -- Street Food (album 5)
  (31, 5, 'Food', 'ACCEPTED', true, 0, false,
   'Kottu roti on the griddle',
   'Chopped godamba roti, vegetables and egg rattled together with two steel blades on a hot plate.',
   'A cook chopping kottu roti with metal blades on a griddle',
   '{kottu,kottu roti,street food,colombo,griddle}', null,
   4, 35, 2.0, 1600, 0.008, '2025-02-01 20:10:00+05:30'),
  (32, 5, 'Food', 'ACCEPTED', true, 0, true,
   'Egg hoppers fresh from the pan',
   'Bowl-shaped appa with a soft egg in the middle, served with lunu miris.',
   'Crispy bowl-shaped pancakes with an egg in the centre on a plate',
   '{hoppers,appa,egg hopper,breakfast,lunu miris}', null,
   4, 50, 2.8, 800, 0.008, '2025-02-02 07:30:00+05:30'),
  (33, 5, 'Food', 'ACCEPTED', false, 0, false,
   'Rice and curry on a banana leaf',
   'Red rice with dhal, pol sambol, jackfruit curry and fried fish served the village way.',
   'Rice with several curries arranged on a banana leaf',
   '{rice and curry,banana leaf,dhal,pol sambol,jackfruit}', null,
   3, 50, 4.0, 400, 0.004, '2025-02-03 12:45:00+05:30'),
  (34, 5, 'Food', 'ACCEPTED', true, 0, false,
   'String hoppers and kiri hodi',
   'Steamed string hoppers (idiyappam) with coconut milk gravy, a Sri Lankan breakfast.',
   'Small nests of steamed rice noodles with a yellow coconut gravy',
   '{string hoppers,idiyappam,kiri hodi,breakfast}', null,
   4, 50, 2.8, 640, 0.01, '2025-02-04 08:00:00+05:30'),

  -- Old drafts (album 6, deleted)
  (35, 6, 'Travel', 'ACCEPTED', true, 0, false,
   'Colombo Lotus Tower at night',
   'The Lotus Tower lit in changing colours above the Beira Lake.',
   'A tall illuminated tower shaped like a lotus bud at night',
   '{colombo,lotus tower,night,skyline}', null,
   2, 24, 8.0, 100, 4.0, '2024-09-01 20:00:00+05:30'),

  -- East and North (album 7, Tharushi: unverified, free only)
  (36, 7, 'Beaches', 'ACCEPTED', true, 0, false,
   'Surfers at Arugam Bay Main Point',
   'A long right-hand wave peels along the point while surfers wait their turn.',
   'Surfers riding a long wave along a sandy point',
   '{arugam bay,surfing,waves,east coast,main point}', null,
   2, 200, 5.6, 200, 0.001, '2025-06-20 07:10:00+05:30'),
  (37, 7, 'Culture', 'ACCEPTED', true, 0, true,
   'Nallur Kandaswamy Kovil, Jaffna',
   'The golden gopuram of Nallur temple, heart of Jaffna''s Tamil Hindu festival season.',
   'An ornate golden temple tower against a blue sky',
   '{jaffna,nallur,kovil,hindu temple,gopuram}', null,
   1, 24, 8.0, 100, 0.004, '2025-08-05 10:30:00+05:30'),
  (38, 7, 'Beaches', 'ACCEPTED', true, 0, false,
   'Trincomalee harbour from Fort Frederick',
   'The deep natural harbour of Trincomalee seen from Swami Rock above Koneswaram temple.',
   'A wide blue bay seen from a high cliff',
   '{trincomalee,koneswaram,swami rock,harbour,east coast}', null,
   3, 24, 8.0, 100, 0.003, '2025-07-02 09:00:00+05:30'),
  (39, 7, 'Beaches', 'ACCEPTED', true, 0, false,
   'Pasikudah shallow lagoon',
   'Calm, waist-deep water stretches far from the shore at Pasikudah near Batticaloa.',
   'People standing far out in calm shallow turquoise water',
   '{pasikudah,batticaloa,lagoon,beach,east coast}', null,
   4, 23, 8.0, 160, 0.002, '2025-07-03 11:20:00+05:30'),
  (40, 7, 'Nature', 'IN_REVIEW', true, 0, false,
   'Palmyra palms of the Jaffna peninsula',
   'Rows of palmyra palms, the tree of the north, against a dry-season sky.',
   'Tall fan palm trees in a dry field',
   '{jaffna,palmyra,palms,northern province}', null,
   4, 35, 8.0, 160, 0.003, '2025-08-06 16:00:00+05:30'),

  -- Colombo Streets (album 8)
  (41, 8, 'People', 'ACCEPTED', true, 0, false,
   'Pettah market porter',
   'A porter pulls a loaded cart through the crowded lanes of Pettah market in Colombo.',
   'A man pulling a cart loaded with sacks through a busy market street',
   '{colombo,pettah,market,street,people}', null,
   4, 23, 4.0, 400, 0.004, '2025-09-10 10:40:00+05:30'),
  (42, 8, 'Festivals', 'ACCEPTED', true, 0, false,
   'Kandy Esala Perahera dancers',
   'Kandyan drummers and dancers in silver headdresses lead the procession of the Esala Perahera.',
   'Traditional dancers in white and silver costumes performing at night',
   '{kandy,esala perahera,kandyan dance,festival,procession}', null,
   2, 85, 1.8, 3200, 0.008, '2025-08-08 21:15:00+05:30'),
  (43, 8, 'Travel', 'UPLOADED', true, 0, false,
   'Tuk-tuks at Galle Face Green',
   'Three-wheelers wait for customers by the sea promenade of Galle Face Green at sunset.',
   'A row of three-wheeled taxis by a seaside promenade at sunset',
   '{colombo,galle face,tuk tuk,three wheeler,sunset}', null,
   3, 35, 5.6, 200, 0.004, '2025-09-12 18:05:00+05:30'),
  (44, 8, 'Architecture', 'UNPUBLISHED', true, 0, false,
   'Red Mosque, Pettah',
   'The red and white candy-striped Jami Ul-Alfar mosque rises above the Pettah streets.',
   'A red and white striped mosque with domes above a busy street',
   '{colombo,pettah,red mosque,jami ul alfar}', null,
   1, 24, 8.0, 100, 0.004, '2025-09-10 09:15:00+05:30')
) as d (n, album_no, category, status, free, price, portrait, name, description, alt, tags,
        rejection_reason, camera, focal, fnum, iso, exposure, captured)
join public.albums a
  on a.id = format('20000000-0000-4000-8000-%s', lpad(d.album_no::text, 12, '0'))::uuid
join (values
  (1, 'Canon', 'Canon EOS R5'),
  (2, 'SONY', 'ILCE-7M3'),
  (3, 'NIKON CORPORATION', 'NIKON Z 6_2'),
  (4, 'FUJIFILM', 'X-T4'),
  (5, 'Canon', 'Canon EOS 5D Mark IV')
) as cam (no, make, model) on cam.no = d.camera
order by d.n;

-- Album covers
update public.albums a
   set thumbnail_photo_id = format('10000000-0000-4000-8000-%s', lpad(v.photo_no::text, 12, '0'))::uuid
  from (values (1, 1), (2, 9), (3, 18), (4, 25), (5, 31), (7, 36), (8, 41)) as v (album_no, photo_no)
 where a.id = format('20000000-0000-4000-8000-%s', lpad(v.album_no::text, 12, '0'))::uuid;

-- The buyer's favourites and a collection (likes are counted by the favourites trigger) ------

insert into public.favourites (user_id, photo_id)
select '00000000-0000-4000-8000-000000000004', format('10000000-0000-4000-8000-%s', lpad(n::text, 12, '0'))::uuid
  from unnest(array[1, 9, 18, 25, 31]) as n;

insert into public.collections (id, owner_id, name, description, tags) values
  ('30000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004',
   'Trip ideas', 'Places for the December holidays', '{travel,holiday}');

insert into public.collection_photos (collection_id, photo_id)
select '30000000-0000-4000-8000-000000000001', format('10000000-0000-4000-8000-%s', lpad(n::text, 12, '0'))::uuid
  from unnest(array[9, 12, 20, 36]) as n;
