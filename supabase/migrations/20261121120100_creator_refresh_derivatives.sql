-- Creator pipeline: a live photo that switches between free and paid gets new public
-- derivatives, so the preview's watermark follows the price (only paid previews carry it).

create function app_private.enqueue_refresh_derivatives() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ACCEPTED' and new.free_download is distinct from old.free_download then
    perform app_private.enqueue_job('refresh_derivatives', jsonb_build_object('photo_id', new.id),
                                    'refresh_derivatives:' || new.id);
  end if;
  return null;
end
$$;
comment on function app_private.enqueue_refresh_derivatives() is
  'AFTER UPDATE OF free_download on photos: an ACCEPTED photo that changed between free and paid '
  'queues refresh_derivatives (a watermarked preview for paid, a clean one for free).';
revoke all on function app_private.enqueue_refresh_derivatives() from public;

create trigger photos_enqueue_refresh after update of free_download on public.photos
  for each row execute function app_private.enqueue_refresh_derivatives();
