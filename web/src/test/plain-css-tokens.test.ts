import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSystemGlobalCss } from '../../build/global-css.ts';
import { system } from '../app/theme.ts';

/**
 * The plain-CSS first page (decision 20) styles itself with Chakra's variables from the built
 * stylesheet. A misspelt or removed token would fail silently in the browser (an unset colour, a
 * collapsed gap), so every variable a CSS module reads must be one the stylesheet defines.
 */
const srcDir = join(import.meta.dirname, '..');

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

describe('the design-system stylesheet', () => {
  const css = designSystemGlobalCss(system);

  it('declares the layer order first, then the reset, the tokens and the brand colours', () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/--chakra-colors-brand-600:#186640;/);
    expect(css).toMatch(/--chakra-colors-brand-solid:var\(--chakra-colors-brand-600\);/);
  });

  it('defines every --chakra-* variable the plain CSS modules use', () => {
    const files = cssModules(srcDir);
    expect(files.length).toBeGreaterThan(5);
    const missing = files.flatMap((file) => {
      const used = readFileSync(file, 'utf8').matchAll(/var\((--chakra-[\w\\.-]+)/g);
      return [...used]
        .map((match) => match[1]!)
        .filter((name) => !css.includes(`${name}:`))
        .map((name) => `${file.slice(srcDir.length + 1)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
