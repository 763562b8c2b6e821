-- Follow-up to the photos and foundation migrations (already shared, so fixed here, not edited):
--
-- 1. Rule 1306 applies only when the change really takes live free photos out of sight. Before,
--    unpublishing a photo sitting in a deleted album, or deleting an album that holds no live
--    free photos (even an empty one), was refused when the owner had fewer than 5.
-- 2. hit_rate_limit divided by a zero-length window before checking it.

create or replace function app_private.assert_keeps_minimum_free(owner uuid, except_photo uuid, except_album uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  now_live int := app_private.live_free_photo_count(owner, null, null);
  after_change int := app_private.live_free_photo_count(owner, except_photo, except_album);
begin
  if after_change < now_live and after_change < 5 then
    raise exception using errcode = 'M1306',
      message = 'You should have minimum 5 free photos in your account. Please upload another free photo and try again';
  end if;
end
$$;
comment on function app_private.assert_keeps_minimum_free(uuid, uuid, uuid) is
  'Rule 1306: raises M1306 when leaving out the photo (or the album''s photos) removes live free '
  'photos and fewer than 5 would remain.';

create or replace function app_private.hit_rate_limit(key text, max_hits int, "window" interval)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  seconds double precision := extract(epoch from "window");
  current_window timestamptz;
  hits_now int;
begin
  if seconds <= 0 then
    raise exception using errcode = 'M1000', message = 'The rate-limit window must be positive';
  end if;
  current_window := to_timestamp(floor(extract(epoch from now()) / seconds) * seconds);
  -- Older windows of this key no longer matter; keeping the table small keeps this cheap.
  delete from app_private.rate_limits r
    where r.key = hit_rate_limit.key and r.window_start < current_window;
  insert into app_private.rate_limits as r (key, window_start, hits)
    values (hit_rate_limit.key, current_window, 1)
    on conflict on constraint rate_limits_pkey do update set hits = r.hits + 1
    returning r.hits into hits_now;
  return hits_now <= max_hits;
end
$$;
