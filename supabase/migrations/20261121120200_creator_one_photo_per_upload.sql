-- Creator pipeline: one uploaded original makes at most one photo. Deleting a photo removes its
-- original, so two photos sharing one file would lose it together; the API checks first for a
-- clear message, this index makes it true under concurrency (23505 -> 409).

create unique index photos_original_key_idx on public.photos (original_key);
