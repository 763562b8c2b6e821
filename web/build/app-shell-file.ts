import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import {
  CATALOGUE_KEY,
  DEFERRED_SCRIPTS_LOADER,
} from '../../edge-functions/src/contract/deferred-scripts.ts';
import { entryGraph, staticImportGraph } from './chunk-graph.ts';

type OutputChunk = Rolldown.OutputChunk;

/** The id of the JSON block in index.html that lists each route module's files. */
export const PAGE_ASSETS_ID = 'page-assets';

/**
 * The built index.html as the server's app shell (decision 21).
 *
 * - It carries a JSON block naming, for each route module under src/app/routes/, the chunks and
 *   stylesheets it needs beyond the entry. The server turns the page's list into preloads, so a
 *   phone fetches them beside the entry instead of discovering them once the entry has run, and
 *   removes the block from the page it sends.
 * - It names each language's catalogue chunk (`i18n/<language>`), which the entry loads first.
 * - It carries the loader that starts a server-rendered page's script after its first paint
 *   (decision 39); on a page without the server's block it does nothing.
 * - The same HTML is written a second time as `app-shell.html`. In production the static host
 *   sends every page address to the function, which fetches this file to fill in each page;
 *   index.html itself would be rewritten to the function like any page.
 */
export function appShellFile(): Plugin {
  let routesDir = '';
  return {
    name: 'lanka-lens:app-shell-file',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      routesDir = path.join(config.root, 'src', 'app');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const assets = pageAssets(chunks, routesDir);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PAGE_ASSETS_ID },
            children: JSON.stringify(assets).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
          { tag: 'script', children: DEFERRED_SCRIPTS_LOADER, injectTo: 'head' },
        ];
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('app-shell-file: no index.html built');
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: index.source });
    },
  };
}

/** `routes/home.tsx` -> the files it loads that the entry has not loaded already. */
export function pageAssets(chunks: OutputChunk[], appDir: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = staticImportGraph(chunks);
  const inEntry = entryGraph(chunks);
  const styles = (file: string) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
  const entryStyles = new Set([...inEntry].flatMap(styles));
  const routes = `${path.join(appDir, 'routes')}${path.sep}`;
  const assets: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const source = chunk.facadeModuleId;
    if (!source?.startsWith(routes)) continue;
    const files = [...staticGraph(chunk.fileName)].filter((file) => !inEntry.has(file));
    const css = files.flatMap(styles).filter((file) => !entryStyles.has(file));
    const key = path.relative(appDir, source).split(path.sep).join('/');
    assets[key] = [...new Set([...files, ...css])].map((file) => `/${file}`);
  }
  // Each language's catalogue, which the entry imports as soon as it runs: listed so the server
  // can fetch the page's language beside the entry instead of one round trip after it.
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId?.match(CATALOGUE_MODULE)?.[1];
    if (language) assets[`${CATALOGUE_KEY}${language}`] = [`/${chunk.fileName}`];
  }
  return assets;
}

/** The catalogue chunks' module ids (build/i18n-catalogues.ts). */
const CATALOGUE_MODULE = /^\0virtual:i18n-catalogue\/([a-z]{2})$/;
