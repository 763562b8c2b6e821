-- Resumable uploads (decision 49) go straight into the bucket; the API checks them where they
-- landed by range reads and never holds all their bytes, so it records no hash for them.
alter table app_private.photo_uploads alter column content_sha256 drop not null;
comment on column app_private.photo_uploads.content_sha256 is
  'SHA-256 of the bytes when the API held them all (the multipart upload); null for a resumable '
  'upload, which the API checks where it landed by range reads only (decision 49).';
