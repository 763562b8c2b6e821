-- What a Supabase project created before Supabase stopped granting new objects to the API roles
-- carries, and the migrations then meet (issue 34): every table, function and sequence that the
-- role owning the migrated objects (`postgres`) creates in `public` is granted in full to `anon`,
-- `authenticated` and `service_role`, as Supabase's image once set up
-- (`alter default privileges in schema public grant all on tables to postgres, anon,
-- authenticated, service_role`, the same for functions and sequences).
--
-- Not part of the local bootstrap (`npm start` and the ordinary test databases apply only the
-- files directly in supabase/compat/): `bootstrapDatabase(driver, { oldProject: true })` applies
-- it after them and before the migrations, to test that every grant the migrations mean is
-- exactly the effective one whatever the project's defaults (supabase/tests/old-project.test.ts).
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
