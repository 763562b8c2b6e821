/**
 * Every pgTAP suite in this folder (the same files `supabase test db` runs), one `it` per file:
 * always on a fresh in-memory PGlite database, and also on a throw-away database of the server
 * named by TEST_DATABASE_URL when it is set (pgtap-runner.ts).
 */
import { defineSuites, onPglite, onServer, suiteFiles } from './pgtap-runner.ts';

const files = await suiteFiles();
defineSuites('PGlite', files, onPglite());

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) defineSuites('a Postgres server', files, onServer(serverUrl));
