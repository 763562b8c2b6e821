import type { Language } from '@contract/language-codes.ts';

/**
 * CLDR's cardinal plural categories for our three languages, by hand (decision 40): a page's first
 * `Intl.PluralRules` loads the browser's locale data, and a browser without Sinhala data (Debian's
 * Chromium) would answer with English's rules, so a server-rendered Sinhala "0 photos" could
 * change its form as the page hydrates. The tests hold these to Node's full ICU.
 *
 * Operands as CLDR names them, from the number as written in decimal: `i` the integer digits, `v`
 * how many fraction digits, `f` those digits as an integer (1.50 is written 1.5: v 1, f 5).
 */
export type PluralCategory = 'one' | 'other';

function operands(value: number) {
  const [integer = '0', fraction = ''] = String(Math.abs(value)).split('.');
  return { n: Math.abs(value), i: Number(integer), v: fraction.length, f: Number(fraction || 0) };
}

const RULES: Readonly<Record<Language, (value: number) => PluralCategory>> = {
  // one: i = 1 and v = 0
  en: (value) => {
    const { i, v } = operands(value);
    return i === 1 && v === 0 ? 'one' : 'other';
  },
  // one: n = 0,1 or i = 0 and f = 1
  si: (value) => {
    const { n, i, f } = operands(value);
    return n === 0 || n === 1 || (i === 0 && f === 1) ? 'one' : 'other';
  },
  // one: n = 1
  ta: (value) => (Math.abs(value) === 1 ? 'one' : 'other'),
};

export function pluralCategory(language: Language, value: number): PluralCategory {
  return RULES[language](value);
}
