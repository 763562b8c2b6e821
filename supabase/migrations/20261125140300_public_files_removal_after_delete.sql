-- A photo deleted while an earlier removal of its public files is still queued (unpublished,
-- then deleted before the worker ran) queues its own removal with the keys: the earlier job knows
-- no keys and finds no row. Schema: supabase/schemas/05_photos.sql.
create or replace function app_private.enqueue_public_files_removal() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'albums' then
    if new.deleted and not old.deleted then
      perform app_private.enqueue_job('remove_public_files',
                                      jsonb_build_object('photo_id', p.id),
                                      'remove_public_files:' || p.id)
         from public.photos p
        where p.album_id = new.id and (p.thumbnail_key is not null or p.preview_key is not null);
    end if;
    return null;
  end if;
  if tg_op = 'DELETE' then
    if old.thumbnail_key is not null or old.preview_key is not null then
      -- The row is gone, so the job is told the keys. Its own dedupe key: a removal queued
      -- earlier (say, by unpublishing) knows no keys and will find no row.
      perform app_private.enqueue_job('remove_public_files',
        jsonb_build_object('photo_id', old.id,
                           'keys', jsonb_build_array(old.thumbnail_key, old.preview_key)),
        'remove_public_files:deleted:' || old.id);
    end if;
    return null;
  end if;
  if old.status = 'ACCEPTED' and new.status <> 'ACCEPTED' then
    perform app_private.enqueue_job('remove_public_files', jsonb_build_object('photo_id', new.id),
                                    'remove_public_files:' || new.id);
  end if;
  return null;
end
$$;
