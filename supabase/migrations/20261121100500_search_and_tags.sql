-- Full-text search over photos and the tag-suggestion table.
--
-- Every photo carries a trigger-maintained tsvector in two configurations: `english` (stemming,
-- so "elephants" finds "elephant") and `simple` (words kept as written: Sinhala and Tamil words,
-- place names). Accents are folded with unaccent. Weights: title and tags A, description B,
-- album and category names C.

-- Tables --------------------------------------------------------------------------------------

create table public.tags (
  tag text primary key,
  uses int not null default 0 check (uses >= 0)
);
comment on table public.tags is
  'Tags of live photos (ACCEPTED, album not deleted) with how many use each; feeds tag '
  'suggestions. Kept by triggers on photos and albums; readable by everyone.';

create index tags_tag_trgm_idx on public.tags using gin (tag extensions.gin_trgm_ops);
create index photos_search_vector_idx on public.photos using gin (search_vector);
create index photos_tags_idx on public.photos using gin (tags);

-- Helpers -------------------------------------------------------------------------------------

create function app_private.search_text(value text) returns text
language sql stable
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))
$$;
comment on function app_private.search_text(text) is 'Folds accents before text is indexed or searched.';

create function app_private.weighted_vector(value text, weight "char") returns tsvector
language sql stable
set search_path = ''
as $$
  select setweight(to_tsvector('pg_catalog.english'::regconfig, app_private.search_text(value)), weight)
      || setweight(to_tsvector('pg_catalog.simple'::regconfig, app_private.search_text(value)), weight)
$$;
comment on function app_private.weighted_vector(text, "char") is
  'One weight class of the search vector: the text in both the english and simple configs.';

create function app_private.photo_search_vector(
  name text, tags text[], description text, album_id uuid, category_id smallint
) returns tsvector
language sql stable
security definer
set search_path = ''
as $$
  select app_private.weighted_vector(name || ' ' || array_to_string(tags, ' '), 'A')
      || app_private.weighted_vector(description, 'B')
      || app_private.weighted_vector(
           coalesce((select a.name from public.albums a where a.id = photo_search_vector.album_id), '')
           || ' ' ||
           coalesce((select c.name from public.categories c where c.id = photo_search_vector.category_id), ''),
           'C')
$$;
comment on function app_private.photo_search_vector(text, text[], text, uuid, smallint) is
  'The search vector of a photo from its own text and its album and category names.';

create function public.photo_search_query(q text) returns tsquery
language sql stable
set search_path = ''
as $$
  select websearch_to_tsquery('pg_catalog.english'::regconfig, app_private.search_text(q))
      || websearch_to_tsquery('pg_catalog.simple'::regconfig, app_private.search_text(q))
$$;
comment on function public.photo_search_query(text) is
  'Turns a visitor''s search box text into the tsquery to match photos.search_vector with: '
  '`where search_vector @@ public.photo_search_query($1) order by ts_rank(search_vector, '
  'public.photo_search_query($1)) desc`.';

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

revoke all on function app_private.search_text(text) from public;
revoke all on function app_private.weighted_vector(text, "char") from public;
revoke all on function app_private.photo_search_vector(text, text[], text, uuid, smallint) from public;
revoke all on function app_private.clean_tags(text[]) from public;
revoke all on function app_private.adjust_tag_uses(text[], int) from public;
revoke all on function app_private.album_is_live(uuid) from public;
grant execute on function app_private.search_text(text) to anon, authenticated, service_role;
grant execute on function app_private.weighted_vector(text, "char") to authenticated, service_role;
grant execute on function app_private.photo_search_vector(text, text[], text, uuid, smallint)
  to authenticated, service_role;
grant execute on function app_private.clean_tags(text[]) to authenticated, service_role;
grant execute on function public.photo_search_query(text) to anon, authenticated, service_role;

-- Triggers ------------------------------------------------------------------------------------

create function app_private.index_photo() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.tags := app_private.clean_tags(new.tags);
  new.search_vector := app_private.photo_search_vector(
    new.name, new.tags, new.description, new.album_id, new.category_id);
  return new;
end
$$;
comment on function app_private.index_photo() is
  'BEFORE INSERT/UPDATE on photos: cleans the tags and recomputes search_vector.';
revoke all on function app_private.index_photo() from public;

create trigger photos_30_index before insert or update of name, tags, description, album_id, category_id, search_vector
  on public.photos for each row execute function app_private.index_photo();

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

create function app_private.follow_album_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  photo record;
begin
  -- An album going (or coming back) out of sight takes its live photos' tags with it. A hard
  -- delete is counted here, before the cascade removes the photos.
  if (tg_op = 'UPDATE' and new.deleted <> old.deleted) or (tg_op = 'DELETE' and not old.deleted) then
    for photo in
      select p.tags from public.photos p where p.album_id = old.id and p.status = 'ACCEPTED'
    loop
      perform app_private.adjust_tag_uses(
        photo.tags, case when tg_op = 'UPDATE' and not new.deleted then 1 else -1 end);
    end loop;
  end if;
  if tg_op = 'UPDATE' and new.name <> old.name then
    -- photos_30_index recomputes the vector with the new album name.
    update public.photos p set search_vector = null where p.album_id = new.id;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return null;
end
$$;
comment on function app_private.follow_album_changes() is
  'AFTER UPDATE/BEFORE DELETE on albums: soft-deleting or restoring an album moves its live '
  'photos'' tag counts; renaming it refreshes its photos'' search vectors.';
revoke all on function app_private.follow_album_changes() from public;

create trigger albums_follow_changes after update of deleted, name on public.albums
  for each row execute function app_private.follow_album_changes();
create trigger albums_follow_hard_delete before delete on public.albums
  for each row execute function app_private.follow_album_changes();

create function app_private.follow_category_rename() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- photos_30_index recomputes the vector with the new category name.
  update public.photos p set search_vector = null where p.category_id = new.id;
  return null;
end
$$;
comment on function app_private.follow_category_rename() is
  'AFTER UPDATE OF name on categories: refreshes the search vectors of the category''s photos.';
revoke all on function app_private.follow_category_rename() from public;

create trigger categories_follow_rename after update of name on public.categories
  for each row when (new.name <> old.name)
  execute function app_private.follow_category_rename();

-- Policies and grants -------------------------------------------------------------------------

alter table public.tags enable row level security;

create policy "Anyone can read tags" on public.tags
  for select to anon, authenticated using (true);

grant select on public.tags to anon, authenticated;
grant select, insert, update, delete on public.tags to service_role;
