import type { Language } from '@contract/language-codes.ts';
import {
  ENGLISH,
  formatCalendarDateIn,
  formatCompactIn,
  formatCountIn,
  formatDateIn,
  formatPriceIn,
  type LocaleFormat,
} from '../lib/format.ts';
import { FORMAT_TABLES } from '../lib/format-tables.generated.ts';

/**
 * Numbers, dates and prices in the reader's language, in Sri Lanka's time zone, prices always in
 * rupees. All three are written by hand from tables (lib/format.ts), never through `Intl`: the
 * server and every browser write the same text, whatever locale data the browser has, and no
 * page pays for loading it. English keeps the spec's exact forms ('Rs. 1,234.00', 'Mar 05, 2026',
 * 'March 5th 2026'); Sinhala and Tamil are what Node's full ICU writes for si-LK and ta-LK
 * (lib/format-tables.generated.ts).
 */
export interface Formatters {
  /** 1234 -> 'Rs. 1,234.00' / 'රු. 1,234.00' / 'Rs. 1,234.00'; Tamil by lakhs: 'Rs. 1,23,456.00' */
  price(amount: number): string;
  /** 12345 -> '12,345' (Tamil: 123456 -> '1,23,456') */
  count(value: number): string;
  /** Short date, as on photo views: 'Mar 05, 2026' / '2026 මැදින් 5' / '5 மார்., 2026' */
  date(iso: string): string;
  /** Long date, for the upload date: 'March 5th 2026' / '2026 මැදින් 5' / '5 மார்ச், 2026' */
  longDate(iso: string): string;
  /** A statement's month, 'YYYY-MM': 'November 2026' / '2026 ඉල්' / 'நவம்பர் 2026' */
  monthYear(month: string): string;
  /** A chart's calendar day, 'YYYY-MM-DD': 'Nov 25' / 'ඉල් 25' / 'நவ. 25' */
  monthDay(day: string): string;
  /** A short number for a chart's axis: 2500 -> '2.5K' / 'ද2.5' / '2.5ஆ' */
  compact(value: number): string;
}

function tableFormatters(format: LocaleFormat): Formatters {
  return {
    price: (amount) => formatPriceIn(format, amount),
    count: (value) => formatCountIn(format, value),
    date: (iso) => formatDateIn(format.date, format.number, iso),
    longDate: (iso) => formatDateIn(format.longDate, format.number, iso),
    monthYear: (month) => formatCalendarDateIn(format.monthYear, format.number, month),
    monthDay: (day) => formatCalendarDateIn(format.monthDay, format.number, day),
    compact: (value) => formatCompactIn(format, value),
  };
}

const FORMATTERS: Readonly<Record<Language, Formatters>> = {
  en: tableFormatters(ENGLISH),
  si: tableFormatters(FORMAT_TABLES.si),
  ta: tableFormatters(FORMAT_TABLES.ta),
};

export function formattersFor(language: Language): Formatters {
  return FORMATTERS[language];
}
