-- One photo, one owner (decision 51): every photo's fingerprints, the near-duplicate lookup over
-- them, and the suspected duplicates the worker finds, which the submit rule and the admin review
-- read. Service only: no client reads a fingerprint or a suspicion directly.

-- Types ---------------------------------------------------------------------------------------

create type public.duplicate_status as enum ('OPEN', 'CONFIRMED', 'CLEARED');

-- Tables --------------------------------------------------------------------------------------

create table public.photo_fingerprints (
  photo_id uuid primary key references public.photos (id) on delete cascade,
  exact_hash bytea not null check (octet_length(exact_hash) = 32),
  computed_at timestamptz not null default now()
);
comment on table public.photo_fingerprints is
  'That a photo is fingerprinted, and its exact fingerprint: the SHA-256 of its pixels at '
  '64 x 64 (media/photo-fingerprint.ts). Its perceptual hashes are in photo_hashes; a photo '
  'without a row here has not been fingerprinted yet. Written by the worker. Service only.';

create index photo_fingerprints_exact_idx on public.photo_fingerprints (exact_hash);

create table public.photo_hashes (
  photo_id uuid not null references public.photo_fingerprints (photo_id) on delete cascade,
  variant smallint not null check (variant between 0 and 4),
  phash bigint not null,
  -- Multi-index hashing: the hash in four 16-bit bands, each with its own B-tree. Two hashes
  -- within distance d differ in at most r_b bits on some band b whenever the radii add up to at
  -- least d - 3 (pigeonhole: otherwise the bands alone differ in d + 1 bits or more).
  band0 int generated always as (((phash >> 48) & 65535)::int) stored,
  band1 int generated always as (((phash >> 32) & 65535)::int) stored,
  band2 int generated always as (((phash >> 16) & 65535)::int) stored,
  band3 int generated always as ((phash & 65535)::int) stored,
  primary key (photo_id, variant)
);
comment on table public.photo_hashes is
  'Each photo''s 64-bit DCT perceptual hashes: variant 0 of the whole frame, 1-4 of the 90 % '
  'crops at 2.5 % / 7.5 % from the left and top (so that a copy cropped by up to 10 % anywhere '
  'is within 2.5 % of one of them). Service only.';
comment on column public.photo_hashes.phash is
  'DCT pHash (media/photo-fingerprint.ts): bit 63 is the first of the 8 x 8 low frequencies. '
  'Hamming distance bit_count((a # b)::bit(64)) measures how alike two pictures look.';

-- Each carries the hash, so a lookup reads no heap page for the candidates that are too far.
create index photo_hashes_band0_idx on public.photo_hashes (band0) include (phash, variant, photo_id);
create index photo_hashes_band1_idx on public.photo_hashes (band1) include (phash, variant, photo_id);
create index photo_hashes_band2_idx on public.photo_hashes (band2) include (phash, variant, photo_id);
create index photo_hashes_band3_idx on public.photo_hashes (band3) include (phash, variant, photo_id);

create table public.photo_duplicates (
  id uuid primary key default gen_random_uuid(),
  photo_id uuid not null references public.photos (id) on delete cascade,
  match_id uuid not null references public.photos (id) on delete cascade,
  distance smallint not null check (distance between 0 and 64),
  exact boolean not null,
  same_owner boolean not null,
  status public.duplicate_status not null default 'OPEN',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  unique (photo_id, match_id),
  check (photo_id <> match_id),
  check ((status = 'OPEN') = (decided_at is null))
);
comment on table public.photo_duplicates is
  'A suspected duplicate: photo_id (the later photo) looks like match_id (an earlier one). '
  'OPEN until an admin confirms or clears it. Another owner''s match that is not CLEARED, or a '
  'CONFIRMED one, keeps the photo from being submitted (M1220, M1221). Service only.';

create index photo_duplicates_match_id_idx on public.photo_duplicates (match_id);
create index photo_duplicates_open_idx on public.photo_duplicates (created_at) where status = 'OPEN';

-- Helper functions ----------------------------------------------------------------------------

create function app_private.duplicate_max_distance() returns int
language sql immutable
set search_path = ''
as $$ select 10 $$;
comment on function app_private.duplicate_max_distance() is
  'The largest Hamming distance between two pHashes that counts as the same picture, chosen by '
  'measurement (bench/duplicate-recall.ts, decision 51).';
revoke all on function app_private.duplicate_max_distance() from public;
grant execute on function app_private.duplicate_max_distance() to service_role;

-- Its plan (four index-only scans) is checked by supabase/tests/215_photo_fingerprints.sql.
-- PL/pgSQL, not SQL: a SQL function with its own search_path is never inlined and is planned
-- again at every call (2 of a lookup's 9 ms at 1M photos); PL/pgSQL keeps the query's plan for
-- the session (bench/duplicates.ts).
create function app_private.near_photo_hashes(p_phash bigint, p_max_distance int,
                                              p_whole_frames_only boolean default false)
returns table (photo_id uuid, distance int)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with flips as (
    -- Every 16-bit mask of at most floor(p_max_distance / 4) bits (at most 3), and its bits.
    select 0 as m, 0 as bits
    union all
    select 1 << i, 1 from generate_series(0, 15) i where p_max_distance >= 4
    union all
    select (1 << i) | (1 << j), 2
      from generate_series(0, 15) i, generate_series(0, 15) j
     where i < j and p_max_distance >= 8
    union all
    select (1 << i) | (1 << j) | (1 << k), 3
      from generate_series(0, 15) i, generate_series(0, 15) j, generate_series(0, 15) k
     where i < j and j < k and p_max_distance >= 12
  ), probes as (
    -- Band b is probed within floor((d - 3 + b) / 4) bits: the four radii add up to d - 3
    -- (2, 2, 2, 1 at d = 10: 428 probes where floor(d / 4) on every band took 548); a negative
    -- radius probes nothing (at d < 3 one unchanged band is enough).
    select array_agg(((p_phash >> 48) & 65535)::int # m)
             filter (where bits <= floor((p_max_distance - 3) / 4.0)) as b0,
           array_agg(((p_phash >> 32) & 65535)::int # m)
             filter (where bits <= floor((p_max_distance - 2) / 4.0)) as b1,
           array_agg(((p_phash >> 16) & 65535)::int # m)
             filter (where bits <= floor((p_max_distance - 1) / 4.0)) as b2,
           array_agg((p_phash & 65535)::int # m)
             filter (where bits <= floor(p_max_distance / 4.0)) as b3
      from flips
  )
  select c.photo_id, min(bit_count((c.phash # p_phash)::bit(64)))::int as distance
    from (select h.photo_id, h.phash, h.variant from public.photo_hashes h
           where h.band0 = any((select b0 from probes)::int[])
          union all
          select h.photo_id, h.phash, h.variant from public.photo_hashes h
           where h.band1 = any((select b1 from probes)::int[])
          union all
          select h.photo_id, h.phash, h.variant from public.photo_hashes h
           where h.band2 = any((select b2 from probes)::int[])
          union all
          select h.photo_id, h.phash, h.variant from public.photo_hashes h
           where h.band3 = any((select b3 from probes)::int[])) c
   where bit_count((c.phash # p_phash)::bit(64)) <= p_max_distance
     and (c.variant = 0 or not p_whole_frames_only)
   group by c.photo_id;
end
$$;
comment on function app_private.near_photo_hashes(bigint, int, boolean) is
  'Photos with a hash within p_max_distance bits (at most 15) of p_phash, and the least distance: '
  'candidates that share band b up to floor((p_max_distance - 3 + b) / 4) flipped bits (four '
  'index-only scans), then the exact distance. Only whole-frame hashes with p_whole_frames_only.';
revoke all on function app_private.near_photo_hashes(bigint, int, boolean) from public;
grant execute on function app_private.near_photo_hashes(bigint, int, boolean) to service_role;

-- RPCs ----------------------------------------------------------------------------------------

create function app_private.record_photo_fingerprint(p_photo_id uuid, p_hashes bigint[],
                                                     p_exact bytea,
                                                     p_unwatermarked bigint[] default '{}')
returns int
language plpgsql
set search_path = ''
as $$
declare
  me public.photos;
  new_count int;
begin
  if cardinality(p_hashes) <> 5 then
    raise exception using errcode = 'M1000', message = 'A fingerprint has five hashes';
  end if;
  if cardinality(p_unwatermarked) > 2 then
    raise exception using errcode = 'M1000',
      message = 'A fingerprint has at most two unwatermarked hashes';
  end if;
  select * into me from public.photos where id = p_photo_id;
  if not found then
    return 0; -- deleted while the worker hashed it
  end if;
  insert into public.photo_fingerprints (photo_id, exact_hash) values (p_photo_id, p_exact)
  on conflict (photo_id) do update set exact_hash = excluded.exact_hash, computed_at = now();
  delete from public.photo_hashes where photo_id = p_photo_id;
  insert into public.photo_hashes (photo_id, variant, phash)
  select p_photo_id, (v.n - 1)::smallint, v.h from unnest(p_hashes) with ordinality as v (h, n);

  -- Every live photo that looks the same: this whole frame, or this photo with our watermark
  -- undone (a stamped public image of theirs), against any of their hashes (a crop of theirs),
  -- this photo's crops against their whole frames (theirs is a crop of this), or the same
  -- pixels. The later photo of each pair is the suspect.
  with matches as (
    select n.photo_id, n.distance, false as exact
      from unnest(p_hashes[1:1] || p_unwatermarked) as frame (h),
           app_private.near_photo_hashes(frame.h, app_private.duplicate_max_distance()) n
    union all
    select n.photo_id, n.distance, false
      from unnest(p_hashes[2:5]) as crop (h),
           app_private.near_photo_hashes(crop.h, app_private.duplicate_max_distance(), true) n
    union all
    select f.photo_id, 0, true
      from public.photo_fingerprints f
     where f.exact_hash = p_exact
  ), best as (
    select m.photo_id, min(m.distance) as distance, bool_or(m.exact) as exact
      from matches m
     where m.photo_id <> p_photo_id
     group by m.photo_id
  ), pairs as (
    select case when (q.created_at, q.id) < (me.created_at, me.id) then me.id else q.id end as later,
           case when (q.created_at, q.id) < (me.created_at, me.id) then q.id else me.id end as earlier,
           b.distance, b.exact, q.owner_id = me.owner_id as same_owner
      from best b
      join public.photos q on q.id = b.photo_id
      join public.albums a on a.id = q.album_id
     where not a.deleted
  ), inserted as (
    insert into public.photo_duplicates (photo_id, match_id, distance, exact, same_owner)
    select later, earlier, distance, exact, same_owner from pairs
    on conflict (photo_id, match_id) do nothing
    returning 1
  )
  select count(*) into new_count from inserted;
  return new_count;
end
$$;
comment on function app_private.record_photo_fingerprint(uuid, bigint[], bytea, bigint[]) is
  'The worker''s write: stores the photo''s fingerprints (five hashes, variant 0 first, and the '
  'exact one) and records every live photo within duplicate_max_distance() bits, or with the '
  'same pixels, as a suspected duplicate on the later photo of the pair. The unwatermarked '
  'hashes (the whole frame with our watermark undone, decision 58) are looked up like the whole '
  'frame, never stored. Answers how many suspicions are new.';
revoke all on function app_private.record_photo_fingerprint(uuid, bigint[], bytea, bigint[]) from public;
grant execute on function app_private.record_photo_fingerprint(uuid, bigint[], bytea, bigint[]) to service_role;

-- Triggers ------------------------------------------------------------------------------------

-- The submit rule. Reviewers move photos on the service path (privileged), so it binds owners.
create function app_private.duplicate_submit_refusal(p_photo_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.photo_duplicates d
                  where d.photo_id = p_photo_id and d.status = 'CONFIRMED') then 'M1221'
    -- An open suspicion against another creator's photo, unless that photo is itself suspected
    -- of being a copy of one of this owner's photos (the thief's copy does not block the owner).
    when exists (select 1 from public.photo_duplicates d
                  where d.photo_id = p_photo_id and d.status = 'OPEN' and not d.same_owner
                    and not exists (
                      select 1 from public.photo_duplicates e
                        join public.photos o on o.id = e.match_id
                        join public.photos me on me.id = p_photo_id
                       where e.photo_id = d.match_id and e.status <> 'CLEARED'
                         and o.owner_id = me.owner_id))
      then 'M1220'
  end
$$;
comment on function app_private.duplicate_submit_refusal(uuid) is
  'Why the photo cannot be submitted, as its SQLSTATE: M1221 when a reviewer confirmed it is a '
  'duplicate, M1220 while it is an open suspected copy of another creator''s photo (which is '
  'not itself a suspected copy of one of this owner''s photos); else null.';
revoke all on function app_private.duplicate_submit_refusal(uuid) from public;
grant execute on function app_private.duplicate_submit_refusal(uuid) to authenticated, service_role;

create function app_private.guard_duplicate_submit() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  refusal text;
begin
  if new.status = 'IN_REVIEW' and old.status <> 'IN_REVIEW' and not app_private.is_privileged() then
    refusal := app_private.duplicate_submit_refusal(new.id);
    if refusal = 'M1221' then
      raise exception using errcode = 'M1221',
        message = 'A reviewer confirmed that this photo is a duplicate; it cannot be submitted again';
    elsif refusal = 'M1220' then
      raise exception using errcode = 'M1220',
        message = 'This photo is a copy of another creator''s photo and cannot be submitted for review';
    end if;
  end if;
  return new;
end
$$;
comment on function app_private.guard_duplicate_submit() is
  'BEFORE UPDATE OF status on photos: an owner cannot submit a photo that is a confirmed '
  'duplicate (M1221) or an open suspected copy of another creator''s photo (M1220). A copy of '
  'their own photo, or one whose fingerprint is not known yet, may be submitted.';
revoke all on function app_private.guard_duplicate_submit() from public;

create trigger photos_15_duplicate_submit before update of status on public.photos
  for each row execute function app_private.guard_duplicate_submit();

-- The accept rule. It binds reviewers too: the admin route and any other way to accept.
create function app_private.photo_fingerprint_state(p_photo_id uuid) returns text
language sql stable
set search_path = ''
as $$
  select case
    when exists (select 1 from public.photo_fingerprints f where f.photo_id = p_photo_id)
      then 'KNOWN'
    when exists (select 1 from public.jobs j
                  where j.dedupe_key in ('owner_thumbnail:' || p_photo_id,
                                         'photo_fingerprint:' || p_photo_id)
                    and j.status in ('QUEUED', 'RUNNING'))
      then 'PENDING'
    else 'UNCHECKED'
  end
$$;
comment on function app_private.photo_fingerprint_state(uuid) is
  'KNOWN once the worker fingerprinted the photo; PENDING while the job that does it (its '
  'owner_thumbnail job, or a backfill''s photo_fingerprint job) waits or runs; UNCHECKED when '
  'none is coming (it failed, and the admin jobs page lists it).';
revoke all on function app_private.photo_fingerprint_state(uuid) from public;
grant execute on function app_private.photo_fingerprint_state(uuid) to service_role;

create function app_private.guard_duplicate_accept() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'PROCESSING' and old.status = 'IN_REVIEW' then
    if app_private.photo_fingerprint_state(new.id) = 'PENDING' then
      raise exception using errcode = 'M1222',
        message = 'This photo has not been checked for duplicates yet; accept it once its fingerprint is known';
    elsif app_private.duplicate_submit_refusal(new.id) is not null then
      raise exception using errcode = 'M1223',
        message = 'Confirm or clear the suspected duplicate of this photo before accepting it';
    end if;
  end if;
  return new;
end
$$;
comment on function app_private.guard_duplicate_accept() is
  'BEFORE UPDATE OF status on photos: a photo in review is not accepted while its fingerprint is '
  'pending (M1222) or while a suspicion that would keep it from being submitted stands (M1223). '
  'A photo whose fingerprint job died may be accepted. Definer: it reads jobs and suspicions, '
  'which are the service''s alone, whoever accepts.';
revoke all on function app_private.guard_duplicate_accept() from public;

create trigger photos_16_duplicate_accept before update of status on public.photos
  for each row execute function app_private.guard_duplicate_accept();

-- Policies and grants -------------------------------------------------------------------------

alter table public.photo_fingerprints enable row level security;
alter table public.photo_hashes enable row level security;
alter table public.photo_duplicates enable row level security;
-- No policies: clients get nothing; the worker and the API's service path read and write.

revoke all on public.photo_fingerprints from anon, authenticated, service_role;
grant select, insert, update, delete on public.photo_fingerprints to service_role;
revoke all on public.photo_hashes from anon, authenticated, service_role;
grant select, insert, update, delete on public.photo_hashes to service_role;
revoke all on public.photo_duplicates from anon, authenticated, service_role;
grant select, insert, update, delete on public.photo_duplicates to service_role;
