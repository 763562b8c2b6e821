/**
 * How numbers and dates read in the app (spec section 9), and in its mails and the site's head
 * (edge-functions/src/mail/mail-format.ts, site/public-pages.ts import this file). Dates are shown
 * in Sri Lanka's time zone, so every visitor, and every mail, names the same calendar day.
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
  /** 'numeric': 5; '2-digit': 05; 'ordinal': 5th (English). Unused where the pattern has no day. */
  day: 'numeric' | '2-digit' | 'ordinal';
}

/** How a short number reads from one power of ten on: '{number}K' and 3 for 1K to 999K. */
export interface CompactPattern {
  /** The text around `{number}`, the number's digits after `shift`. */
  pattern: string;
  /** The power of ten the number is divided by: 1500 reads 1.5 with K (3). */
  shift: number;
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
  /** A month of the calendar, as on payout statements: 'November 2026'. */
  monthYear: DatePattern;
  /** A day without its year, under the stats charts: 'Nov 25'. */
  monthDay: DatePattern;
  /**
   * Short numbers for chart axes ('5K'), as `Intl`'s compact notation writes them: the pattern
   * for each power of ten from 10^0 (the last serves every larger one), at most
   * `fractionDigits` decimals.
   */
  compact: { patterns: readonly CompactPattern[]; fractionDigits: number };
}

/** English's compact patterns: none below a thousand, then K, M, B and T, each for three powers. */
const ENGLISH_COMPACT = ['', 'K', 'M', 'B', 'T'].flatMap((suffix, index) =>
  Array.from({ length: 3 }, () => ({ pattern: `{number}${suffix}`, shift: 3 * index })),
);

const ENGLISH_LONG_MONTHS = [
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
];
const ENGLISH_SHORT_MONTHS = ENGLISH_LONG_MONTHS.map((month) => month.slice(0, 3));

export const ENGLISH: LocaleFormat = {
  number: {
    digits: '0123456789',
    group: ',',
    decimal: '.',
    minus: '-',
    groupSizes: [3, 3],
    minimumGroupingDigits: 1,
  },
  // A no-break space, as Intl writes it in every locale and as Sinhala's and Tamil's tables have
  // it: an amount never breaks between 'Rs.' and its digits (issue 37).
  price: { positive: 'Rs.\u00a0{amount}', negative: 'Rs.\u00a0-{amount}', fractionDigits: 2 },
  countFractionDigits: 3,
  date: { pattern: '{month} {day}, {year}', months: ENGLISH_SHORT_MONTHS, day: '2-digit' },
  longDate: { pattern: '{month} {day} {year}', months: ENGLISH_LONG_MONTHS, day: 'ordinal' },
  monthYear: { pattern: '{month} {year}', months: ENGLISH_LONG_MONTHS, day: 'numeric' },
  monthDay: { pattern: '{month} {day}', months: ENGLISH_SHORT_MONTHS, day: 'numeric' },
  compact: { patterns: ENGLISH_COMPACT, fractionDigits: 1 },
};

/** ASCII digits in the style's numbering system. */
function localDigits(ascii: string, style: NumberStyle): string {
  if (style.digits === '0123456789') return ascii;
  const digits = [...style.digits];
  return ascii.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit);
}

/** The integer's digits with separators where the style puts them: '1234567' -> '1,234,567'. */
function groupDigits(whole: string, style: NumberStyle, minimumGroupingDigits: number): string {
  const [primary, secondary] = style.groupSizes;
  if (whole.length < primary + minimumGroupingDigits) return whole;
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
 * rounds its binary value (1.00499999999999989... -> '1.00'). With `shift`, the number divided
 * by 10^shift first, exactly (1250, 1, 3 -> '1.3').
 */
function fixedDecimal(value: number, fractionDigits: number, shift = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent) - shift;
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
function unsigned(
  fixed: string,
  style: NumberStyle,
  minimumGroupingDigits = style.minimumGroupingDigits,
): string {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = groupDigits(whole, style, minimumGroupingDigits);
  const text = fraction === undefined ? grouped : `${grouped}${style.decimal}${fraction}`;
  return localDigits(text, style);
}

/**
 * 1234 -> 'Rs. 1,234.00' (English), 'රු. 1,234.00' (Sinhala), 'Rs. 1,234.00' (Tamil), the symbol
 * and the digits joined by a no-break space (U+00A0) so an amount never wraps inside itself.
 */
export function formatPriceIn(format: LocaleFormat, amount: number): string {
  const digits = unsigned(
    fixedDecimal(Math.abs(amount), format.price.fractionDigits),
    format.number,
  );
  return (amount < 0 ? format.price.negative : format.price.positive).replace('{amount}', digits);
}

/** '12.50' -> '12.5', '3.0' -> '3': decimals as `Intl` shows them, trailing zeros dropped. */
function withoutTrailingZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** 12345 -> '12,345'; Tamil by lakhs: 123456 -> '1,23,456' (decimals as `Intl` shows them). */
export function formatCountIn(format: LocaleFormat, value: number): string {
  const fixed = withoutTrailingZeros(fixedDecimal(Math.abs(value), format.countFractionDigits));
  return (value < 0 ? format.number.minus : '') + unsigned(fixed, format.number);
}

/** The power of ten of a positive number's first digit: 1234 -> 3, 0.05 -> -2. */
function decimalMagnitude(value: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  if (whole !== '0') return whole.length - 1 + Number(exponent);
  return Number(exponent) - 1 - fraction.search(/[1-9]/);
}

/**
 * 2500 -> '2.5K' (English), 'ද2.5' (Sinhala), '2.5ஆ' (Tamil): a short number for a chart's axis,
 * as `Intl.NumberFormat` with `notation: 'compact'` writes it (ICU's steps): the pattern of the
 * number's power of ten, then, if rounding carried it to the next power with another shift
 * (999.95 -> 1000.0), that power's (999.95 -> '1K'). Like ICU's compact notation, it groups
 * digits only from five on ('1000T', '10,000T').
 */
export function formatCompactIn(format: LocaleFormat, value: number): string {
  const { patterns, fractionDigits } = format.compact;
  const at = (magnitude: number) =>
    patterns[Math.min(Math.max(magnitude, 0), patterns.length - 1)] ?? { pattern: '', shift: 0 };
  const absolute = Math.abs(value);
  const magnitude = absolute === 0 ? 0 : decimalMagnitude(absolute);
  let { shift } = at(magnitude);
  let fixed = fixedDecimal(absolute, fractionDigits, shift);
  const roundedMagnitude = (text: string) => {
    const whole = text.split('.')[0] ?? '0';
    return whole === '0' ? 0 : whole.length - 1 + shift;
  };
  if (/[1-9]/.test(fixed) && roundedMagnitude(fixed) !== magnitude) {
    const next = at(magnitude + 1).shift;
    if (next !== shift) {
      shift = next;
      fixed = fixedDecimal(absolute, fractionDigits, shift);
    }
  }
  const digits = unsigned(
    withoutTrailingZeros(fixed),
    format.number,
    Math.max(2, format.number.minimumGroupingDigits),
  );
  const { pattern } = at(roundedMagnitude(fixed));
  return (value < 0 ? format.number.minus : '') + pattern.replace('{number}', digits);
}

/** A calendar day: the month counts from 0 (January). */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day in Colombo of an ISO timestamp. */
function colomboDay(iso: string): CalendarDay {
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
  return formatDayIn(pattern, style, colomboDay(iso));
}

/**
 * A calendar day written 'YYYY-MM-DD' (or a month, 'YYYY-MM') in a date pattern, as it stands:
 * no time zone moves it ('2026-11-25' -> 'Nov 25', '2026-11' -> 'November 2026').
 */
export function formatCalendarDateIn(
  pattern: DatePattern,
  style: NumberStyle,
  date: string,
): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return formatDayIn(pattern, style, { year, month: month - 1, day });
}

function formatDayIn(
  pattern: DatePattern,
  style: NumberStyle,
  { year, month, day }: CalendarDay,
): string {
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

/** A chart's day: '2026-11-25' -> 'Nov 25' */
export function formatMonthDay(day: string): string {
  return formatCalendarDateIn(ENGLISH.monthDay, ENGLISH.number, day);
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
