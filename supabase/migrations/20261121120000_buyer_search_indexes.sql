-- Buyer side: the index behind search's typo tolerance.
--
-- When the full-text query finds nothing, the API looks for near misses ("sigirya") by word
-- similarity on titles (`q <% name`) and by the closest tags (`tags.tag % q`, already indexed
-- in the search migration). This trigram index makes the title pass an index scan.

create index photos_name_trgm_idx on public.photos using gin (name extensions.gin_trgm_ops);
comment on index public.photos_name_trgm_idx is
  'Trigram index on photo titles for the search fallback (word similarity on near misses).';
