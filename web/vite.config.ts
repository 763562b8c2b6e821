import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // `@contract/*` (the API's answer schemas) is defined once, in tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/v1': apiTarget, '/dev': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
