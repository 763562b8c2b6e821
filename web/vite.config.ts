import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { appIcons } from './build/app-icons.ts';
import { appShellFile } from './build/app-shell-file.ts';
import { compileHints } from './build/compile-hints.ts';
import { designSystemCss } from './build/design-system-css.ts';
import { designSystemPreload } from './build/design-system-preload.ts';
import { i18nCatalogues } from './build/i18n-catalogues.ts';
import { linguiWithoutIntl } from './build/lingui-without-intl.ts';
import { precompress } from './build/precompress.ts';
import {
  NOT_FOUND_MODULE,
  plainPagePatterns,
  sitePages,
} from '../edge-functions/src/contract/site-pages.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/** The browser build's own steps: icons, the Chakra preload, the app shell, precompression. */
function clientBuildPlugins(): PluginOption[] {
  return [
    appIcons(),
    // The pages router.tsx loads without Chakra (plain CSS), as router patterns (the 404 page is
    // plain too, but any unknown address can show it).
    designSystemPreload({ plainPaths: plainPagePatterns() }),
    // index.html as the site app's template: each route module's files listed, app-shell.html.
    appShellFile(),
    // The server-rendered pages' start-up chunks compile off the main thread (decision 40).
    compileHints({ modules: [...serverRenderedModules(), NOT_FOUND_MODULE] }),
    // .br and .gz beside each text file, for the hosts that serve them as they are.
    precompress(),
  ];
}

/** The route modules of the pages the server renders and the browser hydrates (decision 32). */
function serverRenderedModules(): string[] {
  return sitePages.flatMap((page) => (page.drawn === 'server' && page.module ? [page.module] : []));
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    designSystemCss(),
    // The message catalogues, compiled per language (docs/i18n.md).
    i18nCatalogues(),
    // Lingui's plurals and `#` from our tables, not `Intl`, in both builds (decision 40).
    linguiWithoutIntl(),
    // The rest shape the browser's build; the server entry (decision 32) is only JavaScript.
    ...(isSsrBuild ? [] : clientBuildPlugins()),
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
    // The API answers for this host only (scripts/dev.mjs passes it in ALLOWED_HOSTS).
    strictPort: true,
    proxy: { '/v1': apiTarget, '/dev': apiTarget },
  },
  build: isSsrBuild
    ? // The server entry, one self-contained module (Node and Deno load it as it is).
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, minify: true }
    : { outDir: 'dist', emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1200 },
  ...(isSsrBuild && {
    // Bundled whole, React in its production build: the Deno function has no node_modules.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
