import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        plugins: [react()],
        resolve: {
          alias: {
            '@contract': fileURLToPath(new URL('./edge-functions/src/contract', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
