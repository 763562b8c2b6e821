import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/language-codes.ts';
import { errorCodes } from '@contract/error-codes.ts';
import { readCatalogue } from '../../build/i18n-catalogues.ts';

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, readCatalogue(language)]),
);
const english = catalogues.en!;
const englishKeys = Object.values(english).flatMap((messages) => Object.keys(messages));

/** Keys that code builds from data rather than spells out, with the data they must cover. */
const familyKeys: Record<string, string[]> = {
  // lib/api-error-message.ts: one message per code of the API's error catalogue.
  'apiErrors.': Object.values(errorCodes).map(({ code }) => `apiErrors.${code}`),
};

/** The placeholders of a message, with their kinds: `count:plural`, `name`. */
function placeholders(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') found.add(token.arg);
    if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const branch of token.cases) placeholders(branch.tokens, found);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return name === 'catalogues' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
// The site app's page heads translate with the same catalogues (edge-functions/src/site/).
const source = [
  ...sourceFiles(join(import.meta.dirname, '..')),
  ...sourceFiles(join(import.meta.dirname, '../../../edge-functions/src/site')),
]
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

describe('message catalogues', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English files and keys',
    (language) => {
      const catalogue = catalogues[language]!;
      expect(Object.keys(catalogue)).toEqual(Object.keys(english));
      for (const [area, messages] of Object.entries(english)) {
        expect(Object.keys(catalogue[area]!).sort(), `${language}/${area}.json`).toEqual(
          Object.keys(messages).sort(),
        );
      }
    },
  );

  it('names each key after its file (area), so areas never collide', () => {
    for (const [area, messages] of Object.entries(english)) {
      for (const key of Object.keys(messages)) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it.each(LANGUAGES)(
    'every %s message parses as ICU and has the English placeholders',
    (language) => {
      for (const [area, messages] of Object.entries(catalogues[language]!)) {
        for (const [key, message] of Object.entries(messages)) {
          let tokens: Token[] = [];
          expect(() => (tokens = parse(message)), `${language} ${key}`).not.toThrow();
          const englishTokens = parse(english[area]![key]!);
          expect([...placeholders(tokens)].sort(), `${language} ${key}`).toEqual(
            [...placeholders(englishTokens)].sort(),
          );
          // Sinhala and Tamil plurals need the same categories as English (one, other) at least.
          for (const token of tokens) {
            if (token.type === 'plural') {
              expect(
                token.cases.map((branch) => branch.key),
                `${language} ${key}`,
              ).toContain('other');
            }
          }
        }
      }
    },
  );

  it('uses every key in the source (quoted in full), or in a family that data covers', () => {
    const families = Object.values(familyKeys).flat();
    const unused = englishKeys.filter(
      (key) =>
        !families.includes(key) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`) &&
        !source.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  it('has a message for every key of each family, and no key outside it', () => {
    for (const [prefix, keys] of Object.entries(familyKeys)) {
      const present = englishKeys.filter((key) => key.startsWith(prefix)).sort();
      expect(present).toEqual([...keys].sort());
    }
  });

  it('knows every key the source translates', () => {
    const used = [...source.matchAll(/\b(?:t|translate)\(\s*'([^']+)'/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });
});
