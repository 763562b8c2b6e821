import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['supabase/tests/**/*.test.ts', 'edge-functions/src/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
