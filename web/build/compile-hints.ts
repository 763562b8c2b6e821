import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { entryGraph, staticImportGraph } from './chunk-graph.ts';

/** V8's file-wide compile hint (Chrome 136+): compile every function while the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks a server-rendered page runs at start-up for eager compilation (decision 40).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called; nearly every
 * function of React DOM, the router and the page's own modules is called while the page hydrates,
 * so on a phone that compilation was most of the entry's long task. With the hint V8 compiles them
 * on a background thread as the file arrives. Only start-up chunks carry it: the entry's static
 * graph and those of the routes in `modules` (paths under src/app/, as site-pages.ts names them).
 * A lazy chunk with few functions called (a dialog, a chart) is left to compile lazily.
 */
export function compileHints({ modules }: { modules: string[] }): Plugin {
  let appDir = '';
  return {
    name: 'lanka-lens:compile-hints',
    apply: 'build',
    configResolved(config) {
      appDir = path.join(config.root, 'src', 'app');
    },
    // On the written files: Vite puts code before the entry's first line after every plugin's
    // generateBundle, and the hint only counts on a file's first line. (Precompression runs
    // later, in closeBundle, on the files as they are here.)
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      for (const file of startupChunks(chunks, appDir, modules)) {
        const target = path.join(options.dir ?? '', file);
        const code = await readFile(target, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) await writeFile(target, COMPILE_HINT + code);
      }
    },
  };
}

/** The entry's files and every file the given route modules load before they run. */
export function startupChunks(
  chunks: readonly Rolldown.OutputChunk[],
  appDir: string,
  modules: readonly string[],
): Set<string> {
  const graph = staticImportGraph(chunks);
  const files = entryGraph(chunks);
  const wanted = new Set(modules.map((module) => path.join(appDir, module)));
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) graph(chunk.fileName, files);
  }
  return files;
}
