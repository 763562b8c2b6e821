import type { Plugin } from 'vite';

/**
 * Writes the built index.html a second time as `app-shell.html`. In production the static host
 * sends every page address to the function (decision 21), which fetches this file to fill in
 * each page's head; index.html itself would be rewritten to the function like any page.
 */
export function appShellFile(): Plugin {
  return {
    name: 'lanka-lens:app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('app-shell-file: no index.html built');
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: index.source });
    },
  };
}
