-- Storage buckets and object policies. Object keys start with the owner's user id
-- (`<uid>/...`); the policies accept only names in the caller's own folder without `..`
-- (app_private.is_own_storage_key).
--   originals   private: uploads (`<uid>/uploads/`, the only names owners write) and the
--               worker's staged files (`<uid>/thumbs/`, `<uid>/previews/`); the owner reads,
--               the worker and download grants (service) serve the rest
--   derivatives public:  thumbnails and previews written by the media worker only
--   avatars     public:  profile and cover photos, written by their owner

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('originals', 'originals', false, 67108864, array['image/jpeg']),
  ('derivatives', 'derivatives', true, null, array['image/jpeg', 'image/webp']),
  ('avatars', 'avatars', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

create policy "Owners can read their originals" on storage.objects
  for select to authenticated
  using (bucket_id = 'originals' and app_private.is_own_storage_key(name));
-- Owners write only fresh uploads: new names under `<uid>/uploads/` (no update policy, so
-- nothing is replaced), and delete only an upload no photo uses. The worker's staged files and
-- the originals of photos are the service's alone.
create policy "Owners can upload originals to their uploads folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'originals' and app_private.is_own_upload_key(name));
create policy "Owners can delete uploads no photo uses" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'originals' and app_private.is_own_upload_key(name)
    and not exists (select 1 from public.photos p where p.original_key = objects.name)
  );

-- Public buckets serve their files by URL without any policy; a select policy would only let
-- clients list every file (Supabase's linter: public_bucket_allows_listing). Owners read only
-- their own folder (what an upsert needs).
create policy "Owners can read their avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can upload avatars to their folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can replace their avatars" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name))
  with check (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
create policy "Owners can delete their avatars" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and app_private.is_own_storage_key(name));
