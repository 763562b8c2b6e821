// CI's production topology: the stand-in for Supabase Storage's resumable uploads (decision 49),
// a Node process of its own, as Storage is a service apart from the function. It speaks tus at
// /storage/v1/upload/resumable in Supabase's dialect (edge-functions/src/local/tus-storage.ts,
// the same code `npm start` serves) over the topology's database and storage directory, which
// the function reads the finished object from. The static host stand-in proxies /storage/v1/* to
// it, so the upload's address (Location) is on the origin the ticket named: the site's.
//   DATABASE_URL, APP_SECRET, SELF_HOSTED_STORAGE_DIR, PORT
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createPostgresDriver } from '../../edge-functions/src/adapters/database/postgres.ts';
import { createDiskStorage } from '../../edge-functions/src/adapters/storage/disk.ts';
import { createDatabase } from '../../edge-functions/src/db/database.ts';
import { createTusStorage } from '../../edge-functions/src/local/tus-storage.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`serve-storage needs ${name}`);
  return value;
};
const storageDir = env('SELF_HOSTED_STORAGE_DIR');
const tus = createTusStorage({
  db: createDatabase(createPostgresDriver({ url: env('DATABASE_URL'), max: 2 })),
  storage: createDiskStorage(storageDir),
  secret: env('APP_SECRET'),
  // Unfinished uploads wait beside the buckets, never inside them.
  directory: path.join(path.dirname(storageDir), 'resumable'),
});

/** The request as the client addressed it (the proxy's Host), so Location points back there. */
function asAddressed(request: Request): Request {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host');
  if (host) {
    url.host = host;
    url.protocol = `${request.headers.get('x-forwarded-proto') ?? 'http'}:`;
  }
  const body = ['GET', 'HEAD'].includes(request.method) ? null : request.body;
  const init = { method: request.method, headers: request.headers, body, duplex: 'half' };
  return new Request(url, init as RequestInit);
}

serve(
  {
    port: Number(env('PORT')),
    hostname: '127.0.0.1',
    fetch: (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/health') return new Response('ok');
      if (pathname !== tus.path && !pathname.startsWith(`${tus.path}/`)) {
        return new Response('Not found', { status: 404 });
      }
      return tus.fetch(asAddressed(request));
    },
  },
  (info) => console.log(`storage (tus) on http://127.0.0.1:${info.port}${tus.path}`),
);
