/**
 * How numbers and dates read in the app (spec section 9). Dates are shown in Sri Lanka's time
 * zone, so every visitor sees the same calendar day for a photo.
 *
 * Every language is written out by hand from a table (`LocaleFormat`) rather than through
 * `Intl`: a page's first `Intl.NumberFormat` or `Intl.DateTimeFormat` loads the browser's locale
 * data, 170-360 ms of main thread on a phone (4x CPU slowdown, measured in Chromium), and a
 * browser without a language's data falls back to English (Debian's Chromium has no Sinhala), so
 * a Sinhala page rendered on the server would change language as it hydrates. English's table holds the
 * spec's forms ('Rs. 1,234.00', 'Mar 05, 2026', 'March 5th 2026'); Sinhala's and Tamil's are
 * generated from Node's full ICU (`web/scripts/format-tables.ts` writes
 * `format-tables.generated.ts`). The tests hold all three to `Intl`'s output.
 */

/**
 * Sri Lanka's offset from UTC: +05:30 since 15 April 2006, with no daylight saving. The app's
 * dates are from the marketplace's own lifetime, long after the last change.
 */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** How a language writes numbers: digits, separators and where the groups fall. */
export interface NumberStyle {
  /** The ten digits, zero first ('0123456789' in the Latin numbering system). */
  digits: string;
  group: string;
  decimal: string;
  minus: string;
  /** The rightmost group's size, then the others': [3, 3] for 1,234,567, [3, 2] for 12,34,567. */
  groupSizes: readonly [primary: number, secondary: number];
  /** Digits needed before the first separator: 1 groups 1,234; 2 writes 1234 but 12,345. */
  minimumGroupingDigits: number;
}

/** A date as a pattern of `{year}`, `{month}` and `{day}` with the month names it uses. */
export interface DatePattern {
  pattern: string;
  /** January first. */
  months: readonly string[];
  /** 'numeric': 5; '2-digit': 05; 'ordinal': 5th (English). */
  day: 'numeric' | '2-digit' | 'ordinal';
}

/** Everything a language needs to write prices, counts and dates without `Intl`. */
export interface LocaleFormat {
  number: NumberStyle;
  /** Rupees around `{amount}` (the grouped absolute amount), for positive and negative amounts. */
  price: { positive: string; negative: string; fractionDigits: number };
  /** Counts show up to this many decimals, trailing zeros dropped. */
  countFractionDigits: number;
  /** Short date, as on photo views. */
  date: DatePattern;
  /** Long date, for the upload date. */
  longDate: DatePattern;
}

export const ENGLISH: LocaleFormat = {
  number: {
    digits: '0123456789',
    group: ',',
    decimal: '.',
    minus: '-',
    groupSizes: [3, 3],
    minimumGroupingDigits: 1,
  },
  price: { positive: 'Rs. {amount}', negative: 'Rs. -{amount}', fractionDigits: 2 },
  countFractionDigits: 3,
  date: {
    pattern: '{month} {day}, {year}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    day: '2-digit',
  },
  longDate: {
    pattern: '{month} {day} {year}',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    day: 'ordinal',
  },
};

/** ASCII digits in the style's numbering system. */
function localDigits(ascii: string, style: NumberStyle): string {
  if (style.digits === '0123456789') return ascii;
  const digits = [...style.digits];
  return ascii.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit);
}

/** The integer's digits with separators where the style puts them: '1234567' -> '1,234,567'. */
function groupDigits(whole: string, style: NumberStyle): string {
  const [primary, secondary] = style.groupSizes;
  if (whole.length < primary + style.minimumGroupingDigits) return whole;
  let end = whole.length - primary;
  const groups = [whole.slice(end)];
  while (end > secondary) {
    groups.unshift(whole.slice(end - secondary, end));
    end -= secondary;
  }
  groups.unshift(whole.slice(0, end));
  return groups.join(style.group);
}

/**
 * A non-negative number rounded to `fractionDigits` decimals as `Intl` rounds it: half away from
 * zero on the shortest decimal that reads back as the number (1.005 -> '1.01'), where `toFixed`
 * rounds its binary value (1.00499999999999989... -> '1.00').
 */
function fixedDecimal(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const end = point + fractionDigits;
  digits = digits.padEnd(end + 1, '0');
  let kept = digits.slice(0, end);
  if ((digits[end] ?? '0') >= '5') kept = (BigInt(kept || '0') + 1n).toString().padStart(end, '0');
  const wholeDigits = kept.slice(0, kept.length - fractionDigits).replace(/^0+(?=\d)/, '') || '0';
  return fractionDigits === 0 ? wholeDigits : `${wholeDigits}.${kept.slice(-fractionDigits)}`;
}

/** A non-negative number's fixed-point ASCII digits ('1234567.50'), grouped and localised. */
function unsigned(fixed: string, style: NumberStyle): string {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = groupDigits(whole, style);
  const text = fraction === undefined ? grouped : `${grouped}${style.decimal}${fraction}`;
  return localDigits(text, style);
}

/** 1234 -> 'Rs. 1,234.00' (English), 'රු. 1,234.00' (Sinhala), 'Rs. 1,234.00' (Tamil). */
export function formatPriceIn(format: LocaleFormat, amount: number): string {
  const digits = unsigned(
    fixedDecimal(Math.abs(amount), format.price.fractionDigits),
    format.number,
  );
  return (amount < 0 ? format.price.negative : format.price.positive).replace('{amount}', digits);
}

/** 12345 -> '12,345'; Tamil by lakhs: 123456 -> '1,23,456' (decimals as `Intl` shows them). */
export function formatCountIn(format: LocaleFormat, value: number): string {
  const rounded = fixedDecimal(Math.abs(value), format.countFractionDigits);
  const fixed = rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
  return (value < 0 ? format.number.minus : '') + unsigned(fixed, format.number);
}

/** The calendar day in Colombo of an ISO timestamp. */
function colomboDay(iso: string) {
  const local = new Date(new Date(iso).getTime() + COLOMBO_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** An ISO timestamp's Colombo day in a date pattern. */
export function formatDateIn(pattern: DatePattern, style: NumberStyle, iso: string): string {
  const { year, month, day } = colomboDay(iso);
  const dayText =
    pattern.day === 'ordinal'
      ? ordinal(day)
      : localDigits(pattern.day === '2-digit' ? String(day).padStart(2, '0') : String(day), style);
  const fields: Record<string, string> = {
    year: localDigits(String(year), style),
    month: pattern.months[month] ?? '',
    day: dayText,
  };
  return pattern.pattern.replace(
    /\{(year|month|day)\}/g,
    (_, field: string) => fields[field] ?? '',
  );
}

/** 1234 -> 'Rs. 1,234.00' */
export function formatPrice(amount: number): string {
  return formatPriceIn(ENGLISH, amount);
}

/** 12345 -> '12,345' (at most three decimals, as `Intl.NumberFormat` shows them) */
export function formatCount(value: number): string {
  return formatCountIn(ENGLISH, value);
}

/** A count with its noun: '1 like', '2 likes', '12,345 views'. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/** 'MMM DD, YYYY' as on photo views: '2026-03-05T…' -> 'Mar 05, 2026' */
export function formatDate(iso: string): string {
  return formatDateIn(ENGLISH.date, ENGLISH.number, iso);
}

/** 'MMMM Do YYYY' for the upload date: '2026-03-05T…' -> 'March 5th 2026' */
export function formatLongDate(iso: string): string {
  return formatDateIn(ENGLISH.longDate, ENGLISH.number, iso);
}

/** Exposure below one second as a fraction: 0.004 -> '1/250 s'; 2 -> '2 s'. */
export function formatExposure(seconds: number): string {
  if (seconds <= 0) return '';
  if (seconds < 1) return `1/${Math.round(1 / seconds)} s`;
  return `${Number(seconds.toFixed(1))} s`;
}

/** 2.8 -> 'f/2.8' */
export function formatAperture(fnum: number): string {
  return `f/${Number(fnum.toFixed(1))}`;
}

/** 3024, 4032 -> '3024 x 4032' (spec 2: '{w} x {h} pixels | JPEG' on the invoice). */
export function formatResolution(width: number, height: number): string {
  return `${width} x ${height}`;
}
