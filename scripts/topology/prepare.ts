// CI's production topology, step 1: a fresh PostgreSQL database with the faithful Supabase compat,
// every migration and the demo seed (a stand-in for a project after `supabase db push` plus a
// local seed), and the seeded photos' images in the storage folder the function and the worker
// share. Usage: DATABASE_URL=... tsx scripts/topology/prepare.ts <storage-dir>
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { createDiskStorage } from '../../edge-functions/src/adapters/storage/disk.ts';
import { bootstrapDatabase } from '../../edge-functions/src/db/bootstrap.ts';
import { createDatabase } from '../../edge-functions/src/db/database.ts';
import { createLogger } from '../../edge-functions/src/lib/logger.ts';
import { claimDemoPhotos, renderDemoContent } from '../../edge-functions/src/local/demo-content.ts';

const url = process.env.DATABASE_URL;
const storageDir = process.argv[2];
if (!url || !storageDir) {
  console.error('usage: DATABASE_URL=<postgres-url> tsx scripts/topology/prepare.ts <storage-dir>');
  process.exit(2);
}
const driver = createPostgresDriver({ url, max: 2 });
const applied = await bootstrapDatabase(driver, { seed: true });
console.log(`applied ${applied.length} scripts (compat, migrations, seed)`);
const db = createDatabase(driver);
const photos = await claimDemoPhotos(db);
await renderDemoContent(
  { db, storage: createDiskStorage(storageDir), logger: createLogger('warn') },
  photos,
  (done, total) => {
    if (done === total) console.log(`rendered ${total} demo photos`);
  },
);
await db.close();
