// Lints the API's OpenAPI document with Redocly's recommended rules (redocly.yaml): the document
// is asked of the app's own GET /v1/openapi.json route in-process (no server), written to a temp
// file and handed to the pinned @redocly/cli. Exits with its status: errors fail, warnings are
// explained in docs/openapi.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiRoutes } from '../edge-functions/src/routes/openapi.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const answer = await openApiRoutes().request('/openapi.json');
if (answer.status !== 200) throw new Error(`GET /v1/openapi.json answered ${answer.status}`);

const dir = mkdtempSync(path.join(tmpdir(), 'lankalens-openapi-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(await answer.json(), null, 2));

const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'redocly'),
  ['lint', '--config', path.join(root, 'redocly.yaml'), file],
  {
    stdio: 'inherit',
    cwd: root,
    // No telemetry and no update check: CI has no internet but the npm registry.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
