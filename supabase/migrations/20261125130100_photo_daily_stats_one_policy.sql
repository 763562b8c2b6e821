-- photo_daily_stats: one read policy for owners and admins instead of two permissive ones
-- (splinter's multiple_permissive_policies: each would be evaluated for every row).
drop policy "Creators can read their photos' daily figures" on public.photo_daily_stats;
drop policy "Admins can read every photo's daily figures" on public.photo_daily_stats;

-- One policy (not one per reader): Postgres would evaluate every permissive policy per row.
create policy "Owners and admins can read daily figures" on public.photo_daily_stats
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select app_private.is_admin()));
