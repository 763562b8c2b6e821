import { LANGUAGE_LOCALES, type Language } from '../contract/languages.ts';

/**
 * What every mail template shares: escaping for the HTML twin, and prices and dates in the
 * recipient's language through Intl (`en-LK`, `si-LK`, `ta-LK`). English keeps the forms its
 * mails always had ('Rs. 1,234.00', '2026-12-27'), so English mails stay byte for byte as before.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** Rupees from cents: 'Rs. 4,500.00', 'රු. 4,500.00', 'Rs. 4,500.00' (Tamil groups by lakhs). */
export function formatRupees(cents: number, language: Language = 'en'): string {
  let format = amountFormats.get(language);
  if (!format) {
    format =
      language === 'en'
        ? new Intl.NumberFormat(LANGUAGE_LOCALES.en, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
            style: 'currency',
            currency: 'LKR',
          });
    amountFormats.set(language, format);
  }
  const amount = format.format(cents / 100);
  return language === 'en' ? `Rs. ${amount}` : amount;
}

/**
 * A calendar day (UTC, as the English mails always gave it): '2026-12-27', '2026 උඳුවප් 27',
 * '27 டிசம்பர், 2026'.
 */
export function formatMailDate(date: Date, language: Language): string {
  if (language === 'en') return date.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The opening `<html>` tag of a full HTML mail: Sinhala and Tamil name their language. */
export function htmlTag(language: Language): string {
  return language === 'en' ? '<html>' : `<html lang="${language}">`;
}

/** A message in each of the three languages: one typed function per language. */
export type Translated<Facts, Copy> = Readonly<Record<Language, (facts: Facts) => Copy>>;
