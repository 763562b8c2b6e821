-- Tags: the table of live photos' tags with their use counts (tag suggestions), the tag
-- clean-up, and the trigger that keeps the counts.

create table public.tags (
  tag text primary key,
  uses int not null default 0 check (uses >= 0)
);
comment on table public.tags is
  'Tags of live photos (ACCEPTED, album not deleted) with how many use each; feeds tag '
  'suggestions. Kept by triggers on photos and albums; readable by everyone.';

create index tags_tag_trgm_idx on public.tags using gin (tag extensions.gin_trgm_ops);
create index photos_tags_idx on public.photos using gin (tags);

create function app_private.clean_tags(tags text[]) returns text[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(tag order by first_seen), '{}')
    from (
      select lower(trim(t)) as tag, min(n) as first_seen
        from unnest(tags) with ordinality as u (t, n)
       where trim(t) <> ''
       group by lower(trim(t))
    ) cleaned
$$;
comment on function app_private.clean_tags(text[]) is
  'Lower-cases and trims tags, drops empty ones and duplicates, keeps their order.';

create function app_private.adjust_tag_uses(tags text[], delta int) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if delta > 0 then
    insert into public.tags as t (tag, uses)
      select distinct u, delta from unnest(tags) u
      on conflict (tag) do update set uses = t.uses + delta;
  elsif delta < 0 then
    update public.tags t set uses = greatest(t.uses + delta, 0) where t.tag = any (tags);
    delete from public.tags t where t.tag = any (tags) and t.uses = 0;
  end if;
end
$$;
comment on function app_private.adjust_tag_uses(text[], int) is
  'Adds delta to the use count of each tag; tags nobody uses any more disappear.';

create function app_private.album_is_live(album uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.albums a where a.id = album and not a.deleted)
$$;
comment on function app_private.album_is_live(uuid) is 'True when the album exists and is not deleted.';
revoke all on function app_private.clean_tags(text[]) from public;
revoke all on function app_private.adjust_tag_uses(text[], int) from public;
revoke all on function app_private.album_is_live(uuid) from public;
grant execute on function app_private.clean_tags(text[]) to authenticated, service_role;

create function app_private.count_photo_tags() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_live text[] := '{}';
  is_live text[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'ACCEPTED'
     and app_private.album_is_live(old.album_id) then
    was_live := old.tags;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'ACCEPTED'
     and app_private.album_is_live(new.album_id) then
    is_live := new.tags;
  end if;
  perform app_private.adjust_tag_uses(
    array(select unnest(is_live) except select unnest(was_live)), 1);
  perform app_private.adjust_tag_uses(
    array(select unnest(was_live) except select unnest(is_live)), -1);
  return null;
end
$$;
comment on function app_private.count_photo_tags() is
  'AFTER INSERT/UPDATE/DELETE on photos: keeps tags.uses equal to the number of live photos '
  'carrying each tag.';
revoke all on function app_private.count_photo_tags() from public;

create trigger photos_count_tags after insert or delete or update of status, tags, album_id
  on public.photos for each row execute function app_private.count_photo_tags();

-- Policies and grants -------------------------------------------------------------------------

alter table public.tags enable row level security;

create policy "Anyone can read tags" on public.tags
  for select to anon, authenticated using (true);

revoke all on public.tags from anon, authenticated, service_role;
grant select on public.tags to anon, authenticated;
grant select, insert, update, delete on public.tags to service_role;
