import { LANGUAGE_LOCALES, type Language } from '@contract/language-codes.ts';
import { formattersFor } from './format.ts';
import { pluralCategory } from './plural-rules.ts';

/**
 * What Lingui's runtime builds where its messages say `plural` and `#` (its own code would build
 * `Intl.PluralRules` and `Intl.NumberFormat`). The build points Lingui here
 * (web/build/lingui-without-intl.ts), so a count in a message is chosen and written by the same
 * tables as every other number on the page, on the server and in any browser alike (decision 40).
 * Anything we do not write by hand (ordinals, number styles) still goes to `Intl`.
 */
const LANGUAGE_OF_LOCALE = new Map(
  Object.entries(LANGUAGE_LOCALES).map(([language, locale]) => [locale, language as Language]),
);

/** Lingui passes the activated locales with its default ('en') appended; the first decides. */
function languageOf(locales: readonly string[]): Language | undefined {
  return locales[0] === undefined ? undefined : LANGUAGE_OF_LOCALE.get(locales[0]);
}

export function linguiPluralRules(
  locales: string[],
  type: 'cardinal' | 'ordinal',
): Pick<Intl.PluralRules, 'select'> {
  const language = languageOf(locales);
  if (type === 'cardinal' && language) return { select: (n) => pluralCategory(language, n) };
  // Run-time Intl kept on purpose: only a `selectordinal` (or an unknown locale) gets here, and
  // no message of ours has one; a new one would still be chosen right where the browser can.
  return new Intl.PluralRules(locales, { type });
}

export function linguiNumberFormat(
  locales: string[],
  format: Intl.NumberFormatOptions | undefined,
): Pick<Intl.NumberFormat, 'format'> {
  const language = languageOf(locales);
  if (format === undefined && language) {
    const { count } = formattersFor(language);
    return { format: (value) => count(Number(value)) };
  }
  // Run-time Intl kept on purpose: only a number style in a message (`{n, number, percent}`) or
  // an unknown locale gets here, and no message of ours has one.
  return new Intl.NumberFormat(locales, format);
}
