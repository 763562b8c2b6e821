import type { Language } from '../contract/languages.ts';
import {
  ENGLISH,
  formatDateIn,
  formatPriceIn,
  type DatePattern,
  type LocaleFormat,
} from '../../../web/src/lib/format.ts';
import { FORMAT_TABLES } from '../../../web/src/lib/format-tables.generated.ts';

/**
 * What every mail template shares: escaping for the HTML twin, and prices and dates in the
 * recipient's language, written by the web app's formatting module (web/src/lib/format.ts, the
 * same tables the pages use): the same digits and rupees, and the same calendar day in Sri
 * Lanka's time zone, so a mail sent at 19:00 UTC names the day the site shows (Colombo's, already
 * the next). English keeps the forms its mails always had ('Rs. 1,234.00', '2026-12-27').
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const TABLES: Readonly<Record<Language, LocaleFormat>> = { en: ENGLISH, ...FORMAT_TABLES };

/** Rupees from cents: 'Rs. 4,500.00', 'රු. 4,500.00', 'Rs. 4,500.00' (Tamil groups by lakhs). */
export function formatRupees(cents: number, language: Language = 'en'): string {
  const price = formatPriceIn(TABLES[language], cents / 100);
  // English mails keep the plain space their text always had; the pages' no-break space (which
  // keeps a price on one line of a phone's screen) is kept in Sinhala and Tamil, as Intl wrote it.
  return language === 'en' ? price.replace('\u00a0', ' ') : price;
}

/** The English mails' day: '2026-12-27'. */
const ISO_DAY: DatePattern = {
  pattern: '{year}-{month}-{day}',
  months: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
  day: '2-digit',
};

/**
 * A calendar day in Colombo: '2026-12-27', '2026 උඳුවප් 27', '27 டிசம்பர், 2026' (Sinhala and
 * Tamil as the site's long date).
 */
export function formatMailDate(date: Date, language: Language): string {
  const format = TABLES[language];
  return formatDateIn(
    language === 'en' ? ISO_DAY : format.longDate,
    format.number,
    date.toISOString(),
  );
}

/** The opening `<html>` tag of a full HTML mail: Sinhala and Tamil name their language. */
export function htmlTag(language: Language): string {
  return language === 'en' ? '<html>' : `<html lang="${language}">`;
}

/** A message in each of the three languages: one typed function per language. */
export type Translated<Facts, Copy> = Readonly<Record<Language, (facts: Facts) => Copy>>;
