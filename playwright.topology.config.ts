import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';

/**
 * The production-topology smoke (e2e-production/): run by scripts/topology/run.mjs, which starts
 * the site (static host stand-in, Deno function, worker) and passes its URL as TOPOLOGY_URL.
 * No webServer here: the topology is the system under test.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'e2e-production',
  webServer: undefined,
  use: { ...baseConfig.use, baseURL: process.env.TOPOLOGY_URL ?? 'http://127.0.0.1:8225' },
});
