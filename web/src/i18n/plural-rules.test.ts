import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, type Language } from '@contract/language-codes.ts';
import { pluralCategory } from './plural-rules.ts';

/** Counts and amounts a message can be given: whole numbers, and decimals as JavaScript writes them. */
const VALUES = [
  ...Array.from({ length: 1201 }, (_, n) => n),
  1_000_000,
  12_345_678,
  ...[0.1, 0.01, 0.5, 1.1, 1.5, 2.5, 0.25, 10.1, 100.01, 0.001, 1.001],
  ...[-1, -2, -0.1],
];

describe('plural categories by hand', () => {
  it.each(['en', 'si', 'ta'] as const)(
    '%s agrees with Node ICU for every value tried',
    (language: Language) => {
      // Node ships full ICU, with Sinhala's and Tamil's rules (unlike some browsers).
      const icu = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
      expect(icu.resolvedOptions().locale).toBe(language);
      const wrong = VALUES.filter((value) => pluralCategory(language, value) !== icu.select(value));
      expect(wrong).toEqual([]);
    },
  );

  it('Sinhala counts nought as one, English does not ("0 photos")', () => {
    expect(pluralCategory('si', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('ta', 0)).toBe('other');
  });
});
