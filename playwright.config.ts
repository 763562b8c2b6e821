import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against a real `npm start` server on its own port and data directory. The
 * browser is Debian's Chromium (test tools cannot download their own here); set CHROMIUM_PATH to
 * use another binary.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh data directory each run: the first start seeds and generates the demo images.
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${port}/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Payouts (e2e/payouts.spec.ts): a sale is payable at once instead of after the 14-day hold.
    // Health (e2e/health.spec.ts): a failing job is retried within a second, so it goes DEAD soon.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PAYOUT_HOLD_DAYS: '0',
      JOB_RETRY_BASE_SECONDS: '0.1',
    },
    stdout: 'pipe',
  },
});
