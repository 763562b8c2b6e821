import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appIcons } from './build/app-icons.ts';
import { appShellFile } from './build/app-shell-file.ts';
import { designSystemCss } from './build/design-system-css.ts';
import { designSystemPreload } from './build/design-system-preload.ts';
import { i18nCatalogues } from './build/i18n-catalogues.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    designSystemCss(),
    // The message catalogues, compiled per language (docs/i18n.md).
    i18nCatalogues(),
    appIcons(),
    // The pages router.tsx loads without Chakra (plain CSS), as router patterns. (The 404 page is
    // plain too, but any unknown address can show it.)
    designSystemPreload({
      plainPaths: [
        '/',
        '/signup',
        '/login',
        '/photodetail/:photoId',
        '/public/albums/view/:albumId/:photoId',
        '/searchresults',
        '/public/albums/view/:albumId',
        '/public/albums/:username',
      ],
    }),
    // index.html as the site app's template: each route module's files listed, app-shell.html.
    appShellFile(),
    // .br and .gz beside each text file, for the hosts that serve them as they are.
    precompress(),
  ],
  resolve: {
    // `@contract/*` (the API's schemas) is defined once, in tsconfig.json's paths.
    tsconfigPaths: true,
    alias: {
      // react-router's package exports only its development build (dev-only warnings and
      // checks); production bundles use the production build it ships beside it.
      ...(command === 'build' && {
        'react-router': fileURLToPath(
          new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      }),
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': apiTarget, '/dev': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1200 },
}));
