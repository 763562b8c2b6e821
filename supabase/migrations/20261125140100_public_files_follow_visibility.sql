-- Hardening (issue 12): public files leave with the photo's visibility (remove_public_files job).

-- Public files follow visibility: a photo that stops being public (unpublished, rejected back,
-- deleted, or its album deleted) queues the removal of its public thumbnail and preview. The job
-- re-reads the row, so it is idempotent and leaves a photo that is public again alone.
create function app_private.enqueue_public_files_removal() returns trigger
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
      -- The row is gone, so the job is told the keys.
      perform app_private.enqueue_job('remove_public_files',
        jsonb_build_object('photo_id', old.id,
                           'keys', jsonb_build_array(old.thumbnail_key, old.preview_key)),
        'remove_public_files:' || old.id);
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
comment on function app_private.enqueue_public_files_removal() is
  'AFTER UPDATE OF status / DELETE on photos and AFTER UPDATE OF deleted on albums: a photo that '
  'leaves ACCEPTED, is deleted, or whose album is deleted queues remove_public_files (its public '
  'thumbnail and preview). Idempotent through dedupe keys and the job''s own re-check.';
revoke all on function app_private.enqueue_public_files_removal() from public;

create trigger photos_enqueue_public_files_removal after update of status or delete on public.photos
  for each row execute function app_private.enqueue_public_files_removal();
create trigger albums_enqueue_public_files_removal after update of deleted on public.albums
  for each row execute function app_private.enqueue_public_files_removal();
