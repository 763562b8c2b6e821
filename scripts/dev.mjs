// `npm run dev`: the API in watch mode on :8080 and Vite with hot reload on :5173, which proxies
// /v1 and /dev to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'edge-functions/src/local/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
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
