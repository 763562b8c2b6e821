import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web app's message catalogues (docs/i18n.md), compiled at build time so the browser gets
 * Lingui's ready-to-run form and never the ICU parser (~7 KB gzipped).
 *
 * `import messages from 'virtual:i18n-catalogue/si'` is every `web/src/i18n/catalogues/si/*.json`
 * merged and compiled. Each language is its own module, so `import()` of one makes one chunk.
 */
const PREFIX = 'virtual:i18n-catalogue/';
export const cataloguesDir = join(import.meta.dirname, '../src/i18n/catalogues/');

/** A language's JSON files, by area (the file name): `{ shell: { 'shell.login': 'Login' } }`. */
export function readCatalogue(language: string): Record<string, Record<string, string>> {
  const dir = `${cataloguesDir}${language}/`;
  const areas: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    areas[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(dir + file, 'utf8'));
  }
  return areas;
}

/** One language's messages compiled; a message that does not parse fails the build. */
export function compileCatalogue(language: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [area, messages] of Object.entries(readCatalogue(language))) {
    for (const [key, message] of Object.entries(messages)) {
      try {
        parse(message);
      } catch (error) {
        throw new Error(`i18n: ${language}/${area}.json "${key}" is not a valid ICU message`, {
          cause: error,
        });
      }
      compiled[key] = compileMessage(message);
    }
  }
  return compiled;
}

export function i18nCatalogues(): Plugin {
  return {
    name: 'lankalens:i18n-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`i18n: no catalogue "${language}"`);
      // Rebuilt in dev when a file of the language changes (a new file: restart the dev server).
      for (const area of Object.keys(readCatalogue(language))) {
        this.addWatchFile(`${cataloguesDir}${language}/${area}.json`);
      }
      // JSON.parse of a string literal is parsed faster than the same object literal.
      const json = JSON.stringify(compileCatalogue(language));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
