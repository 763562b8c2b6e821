import type { Plugin } from 'vite';
import { entryGraph, staticImportGraph } from './chunk-graph.ts';

/**
 * Preloads Chakra's chunk (and the chunks it imports) from index.html on every page that needs
 * it, which is every page but those in `plainPaths` (decision 20).
 *
 * Without it a deep link (a photo page shared on social media, say) asks for Chakra only once
 * the entry has downloaded and run, since it is a dynamic import: ~0.2 s later on a phone. A
 * `modulepreload` fetches it beside the entry. The list is decided by a line of inline script
 * from the address. Plain pages spend none of their first load on it: once loaded, they only
 * prefetch it (downloaded, not run), so the next Chakra screen or dialog opens from the cache
 * without the first page paying for Chakra's start-up on a slow phone's CPU.
 */
export function designSystemPreload({ plainPaths }: { plainPaths: string[] }): Plugin {
  // plainPaths are router patterns: '/', '/login', '/photodetail/:photoId'.
  return {
    name: 'lanka-lens:design-system-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const theme = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/theme.ts'));
        if (!theme) throw new Error('design-system-preload: no chunk for src/app/theme.ts');
        const inEntry = entryGraph(chunks);
        const files = [...staticImportGraph(chunks)(theme.fileName)]
          .filter((file) => !inEntry.has(file))
          .map((file) => `/${file}`);
        const plain = plainPaths.map(patternSource);
        const script =
          `const links = (rel) => { for (const href of ${JSON.stringify(files)}) {` +
          ` const link = document.createElement('link');` +
          ` link.rel = rel; link.as = 'script'; link.crossOrigin = ''; link.href = href;` +
          ` document.head.appendChild(link); } };` +
          ` if (${JSON.stringify(plain)}.some((p) => new RegExp(p).test(location.pathname)))` +
          ` addEventListener('load', () => links('prefetch')); else links('modulepreload');`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** A router pattern as a regular expression's source: `:name` is one path segment. */
export function patternSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}${pattern === '/' ? '' : '/?'}$`;
}
