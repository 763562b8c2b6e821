/**
 * The database suite as an older Supabase project meets the migrations (issue 34): projects
 * created before Supabase stopped doing so carry default privileges that grant every new table,
 * function and sequence in public in full to anon, authenticated and service_role
 * (supabase/compat/old-project/default-privileges.sql, applied before the migrations). Every
 * grant the schema means must still be exactly the effective one there, so the suites that test
 * who may read or change what run on such a database too: on PGlite, and on the server named by
 * TEST_DATABASE_URL when it is set (as CI runs it).
 *
 * Not every suite: building the database is most of the cost, and the rest (search ranking,
 * status machines, storage keys) act as the table owner or through definer functions, which
 * default privileges do not touch. A new suite about grants, policies or attacks through the API
 * roles belongs in this list.
 */
import { defineSuites, onPglite, onServer } from './pgtap-runner.ts';

const files = [
  '000_test_helpers.sql', // installs pgTAP and the helpers: always first
  '010_rls_everywhere.sql',
  '020_profiles.sql',
  '030_albums_and_categories.sql',
  '070_photo_visibility.sql',
  '080_favourites_collections_tags.sql',
  '090_verification.sql',
  '100_commerce_and_service_tables.sql',
  '130_grant_matrix.sql',
  '160_hardening_attacks.sql',
  '165_photo_daily_stats.sql',
  '190_earning_reversals.sql',
  '192_payhere_orders.sql',
  '195_payouts.sql',
  '196_account_number_attacks.sql',
];

defineSuites('PGlite, as an older Supabase project', files, onPglite({ oldProject: true }));

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  defineSuites(
    'a Postgres server, as an older Supabase project',
    files,
    onServer(serverUrl, { oldProject: true }),
  );
}
