import { LANGUAGE_LOCALES, type Language } from '@contract/language-codes.ts';
import * as english from '../lib/format.ts';

/**
 * Numbers, dates and prices in the reader's language (`en-LK`, `si-LK`, `ta-LK`), in Sri Lanka's
 * time zone, prices always in rupees. English keeps the spec's exact forms ('Rs. 1,234.00',
 * 'Mar 05, 2026', 'March 5th 2026'), which lib/format.ts makes.
 */
export interface Formatters {
  /** 1234 -> 'Rs. 1,234.00' / 'රු. 1,234.00' / 'Rs. 1,234.00' */
  price(amount: number): string;
  /** 12345 -> '12,345' */
  count(value: number): string;
  /** Short date, as on photo views: 'Mar 05, 2026' / '2026 මාර්තු 05' / '5 மார்., 2026' */
  date(iso: string): string;
  /** Long date, for the upload date: 'March 5th 2026' / '2026 මාර්තු 5' / '5 மார்ச், 2026' */
  longDate(iso: string): string;
}

const TIME_ZONE = 'Asia/Colombo';

function intlFormatters(locale: string): Formatters {
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR' });
  const count = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  return {
    price: (amount) => price.format(amount),
    count: (value) => count.format(value),
    date: (iso) => date.format(new Date(iso)),
    longDate: (iso) => longDate.format(new Date(iso)),
  };
}

const englishFormatters: Formatters = {
  price: english.formatPrice,
  count: english.formatCount,
  date: english.formatDate,
  longDate: english.formatLongDate,
};

const cache = new Map<Language, Formatters>([['en', englishFormatters]]);

export function formattersFor(language: Language): Formatters {
  let formatters = cache.get(language);
  if (!formatters) {
    formatters = intlFormatters(LANGUAGE_LOCALES[language]);
    cache.set(language, formatters);
  }
  return formatters;
}
