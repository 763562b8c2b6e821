/**
 * A real HTTP cache in front of the bench's API: nginx with a generated configuration that
 * follows the rules a CDN in front of the function would (docs/performance.md, "Issue 22"):
 *
 * - keeps what the origin's Cache-Control allows: `s-maxage` (before `max-age`), nothing that
 *   is `private`, `no-store` or `no-cache`, nothing with a `Set-Cookie`, one copy per `Vary`;
 * - `stale-while-revalidate`: answers the stale copy while one background request refreshes it;
 *   revalidates with the ETag (`If-None-Match`, a 304 from the origin refreshes the copy);
 * - passes every request with a session cookie (`lk_session`) to the origin, never storing it;
 * - one request per missing key goes to the origin (`proxy_cache_lock`), the others wait.
 *
 * nginx is not a dependency of the project: install it for the bench only
 * (`apt-get install -y nginx-light` on Debian). CI runs no bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface HttpCache {
  url: string;
  stop(): Promise<void>;
}

/** Whether nginx can run here; the reason when it cannot. */
export function nginxMissing(): string | null {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) {
    return 'nginx is not installed: the "through a cache" column needs it (for this bench only: `apt-get install -y nginx-light` on Debian, `brew install nginx` on macOS).';
  }
  return null;
}

export function nginxConfig(options: { dir: string; port: number; originPort: number }): string {
  const { dir, port, originPort } = options;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=api:16m max_size=512m inactive=10m use_temp_path=off;

  upstream origin {
    server 127.0.0.1:${originPort};
    keepalive 64;
  }

  # A session cookie: straight to the origin, never stored.
  map $cookie_lk_session $has_session {
    default 1;
    "" 0;
  }

  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache api;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_bypass $has_session;
      proxy_no_cache $has_session;
      # Freshness only from the origin's headers (no proxy_cache_valid): s-maxage, else max-age;
      # Set-Cookie, private, no-store and no-cache are not stored (nginx's defaults).
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_lock on;
      add_header x-cache $upstream_cache_status always;
    }
  }
}
`;
}

/** Starts nginx in front of `originPort`; resolves once it answers. */
export async function startHttpCache(originPort: number, port: number): Promise<HttpCache> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lankalens-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must write the cache.
  await chmod(dir, 0o777);
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, nginxConfig({ dir, port, originPort }));
  const child: ChildProcess = spawn('nginx', ['-c', configFile, '-p', dir, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors.trim()}`);
    const up = await fetch(`${url}/bench/ping`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${errors.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
