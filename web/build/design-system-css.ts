import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { designSystemGlobalCss, type GlobalStyles } from './global-css.ts';

/**
 * `import 'virtual:design-system.css'`: Chakra's global styles (cascade-layer order, preflight,
 * the app's global CSS and every token as a CSS variable), computed at build time from the app's
 * own system (`src/app/theme.ts`) and shipped as a stylesheet.
 *
 * Why: the first page (the shell and the home page) is plain CSS on these variables and does not
 * load Chakra's runtime; the stylesheet gives it the same tokens and reset the Chakra screens get.
 * `app/design-system.tsx` then mounts Chakra without injecting the same globals a second time.
 */
const MODULE_ID = 'virtual:design-system.css';
const RESOLVED_ID = `\0${MODULE_ID}`;
const themeFile = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url));

export function designSystemCss(): Plugin {
  return {
    name: 'lanka-lens:design-system-css',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(themeFile);
      const { system } = (await tsImport(themeFile, import.meta.url)) as { system: GlobalStyles };
      return designSystemGlobalCss(system);
    },
  };
}
