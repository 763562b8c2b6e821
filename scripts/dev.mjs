// `npm run dev`: the API in watch mode on :8080 and Vite with hot reload on :5173, which proxies
// /v1 and /dev to the API. Ctrl-C stops both. Runs under tsx (package.json) for the import below.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../edge-functions/src/config.ts';
import {
  exitIfDataDirInUse,
  refuseEmbeddedOwner,
} from '../edge-functions/src/local/data-dir-lock.ts';

// The same DATA_DIR as `npm start`, so while another process holds it, dev refuses at once like
// any second process (the API's own lock would only stop the API, and leave Vite running).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await refuseEmbeddedOwner(path.resolve(repoRoot, loadConfig(process.env).dataDir)).catch(
  exitIfDataDirInUse,
);

const port = process.env.PORT ?? '8080';
// Vite's proxy keeps the browser's Host (localhost:5173), so links in mails and redirects lead
// back to Vite: the API answers for that host too (ALLOWED_HOSTS, docs/security.md).
const viteHosts = ['localhost:5173', '127.0.0.1:5173'];
const allowedHosts = [process.env.ALLOWED_HOSTS ?? '', ...viteHosts].filter(Boolean).join(',');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'edge-functions/src/local/main.ts'], {
    stdio: 'inherit',
    // npx hides the npm script's name: the lock file says what holds DATA_DIR.
    env: {
      ...process.env,
      PORT: port,
      ALLOWED_HOSTS: allowedHosts,
      LANKALENS_STARTED_BY: 'npm run dev',
    },
  }),
  // Vite proxies /v1 and /dev to the API on the same port.
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${port}` },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
