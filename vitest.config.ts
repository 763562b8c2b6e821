import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core free (one worker on CI's two
    // cores); the suites wait on PGlite, Postgres and child processes enough that two workers
    // ran the embedded suite in 9.2 minutes instead of 13 on this two-core machine.
    maxWorkers: os.availableParallelism(),
    testTimeout: 60000,
    hookTimeout: 120000,
    projects: [
      {
        test: {
          name: 'api',
          include: ['supabase/tests/**/*.test.ts', 'edge-functions/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        // The web app's own Vite config: plugins and the `@contract` path from its tsconfig.
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['web/src/**/*.ssr.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // Projects do not inherit the root's timeouts; jsdom renders of Chakra dialogs take
          // seconds on a busy two-core machine.
          testTimeout: 30000,
        },
      },
      {
        // The web app as the server renders it (entry-server.tsx): in Node, with no DOM at all.
        extends: './web/vite.config.ts',
        test: {
          name: 'web-ssr',
          include: ['web/src/**/*.ssr.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
      {
        // The web app's build plugins (web/build/) and build scripts (scripts/), in Node.
        test: {
          name: 'web-build',
          include: ['web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // They render icons with sharp and run builds: seconds each on a busy machine.
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
