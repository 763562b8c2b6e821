/**
 * Writes web/src/lib/format-tables.generated.ts: how Sinhala and Tamil write prices, counts,
 * dates and short axis numbers, read from this Node's full ICU, so the browser formats them by
 * hand (web/src/lib/format.ts) exactly as the server's `Intl` did, without loading the browser's
 * locale data (which Debian's Chromium does not even have for si-LK and ta-LK).
 *
 *   npx tsx web/scripts/format-tables.ts
 *
 * The test `web/src/i18n/format.test.ts` reads the tables again in memory and fails when the
 * committed file differs (a Node with newer CLDR data): run this script then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_LOCALES } from '../../edge-functions/src/contract/language-codes.ts';
import type { CompactPattern, DatePattern, LocaleFormat, NumberStyle } from '../src/lib/format.ts';

export const GENERATED_LANGUAGES = ['si', 'ta'] as const;
export type GeneratedLanguage = (typeof GENERATED_LANGUAGES)[number];

const TIME_ZONE = 'Asia/Colombo';

/** Stops generating: a table that would not reproduce `Intl` must not be written. */
function refuse(locale: string, why: string): never {
  throw new Error(`format-tables: ${locale}: ${why}`);
}

function checkLocale(locale: string, resolved: string) {
  // A Node built with small ICU answers English for si-LK: refuse rather than write English.
  if (resolved.split('-')[0] !== locale.split('-')[0]) {
    refuse(locale, `Intl resolved it to ${resolved}; run with a Node that has full ICU`);
  }
}

/** Separators, digits and group sizes, as `formatter` writes a number. */
function numberStyle(locale: string, formatter: Intl.NumberFormat): NumberStyle {
  const options = formatter.resolvedOptions();
  checkLocale(locale, options.locale);
  const digits = Array.from(
    { length: 10 },
    (_, digit) => formatter.formatToParts(digit).find((part) => part.type === 'integer')?.value,
  );
  const digitText = digits.join('');
  if ([...digitText].length !== 10) refuse(locale, `digits are not ten characters: ${digits}`);

  const parts = formatter.formatToParts(-1234567890123.5);
  const value = (type: string) => parts.find((part) => part.type === type)?.value;
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
  const primary = integers.at(-1)?.length ?? 0;
  const secondary = integers.at(-2)?.length ?? 0;
  if (integers.length < 3 || primary === 0 || secondary === 0) {
    refuse(locale, `no grouping in ${formatter.format(-1234567890123.5)}`);
  }
  const group = value('group');
  const minus = value('minusSign');
  if (group === undefined || minus === undefined) refuse(locale, 'no group or minus sign');

  let minimumGroupingDigits = 0;
  for (let extra = 1; extra <= 4 && minimumGroupingDigits === 0; extra += 1) {
    const grouped = formatter
      .formatToParts(10 ** (primary + extra - 1))
      .some((part) => part.type === 'group');
    if (grouped) minimumGroupingDigits = extra;
  }
  if (minimumGroupingDigits === 0) refuse(locale, 'could not find the minimum grouping digits');

  return {
    digits: digitText,
    group,
    decimal: formatter.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.',
    minus,
    groupSizes: [primary, secondary],
    minimumGroupingDigits,
  };
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The text around a formatted number, the number as `placeholder`: 'රු. {amount}'. */
function numberTemplate(
  locale: string,
  formatter: Intl.NumberFormat,
  value: number,
  placeholder: string,
): string {
  const parts = formatter.formatToParts(value);
  let template = '';
  let inNumber = false;
  for (const part of parts) {
    if (NUMBER_PARTS.has(part.type)) {
      if (!inNumber) template += placeholder;
      inNumber = true;
    } else {
      inNumber = false;
      template += part.value;
    }
  }
  if (template.split(placeholder).length !== 2) {
    refuse(locale, `the number is not in one piece: ${formatter.format(value)}`);
  }
  return template;
}

/**
 * The options the app's short axis numbers were written with (`Intl.NumberFormat`, compact):
 * CLDR has patterns up to 10^14; the powers above check that the last one goes on.
 */
const COMPACT_OPTIONS = { notation: 'compact', maximumFractionDigits: 1 } as const;
const COMPACT_POWERS = 15;
const COMPACT_CHECKED_POWERS = 18;

/** Each power of ten's compact pattern, the same for every number of that power. */
function compactPatterns(locale: string, number: NumberStyle): CompactPattern[] {
  const formatter = new Intl.NumberFormat(locale, COMPACT_OPTIONS);
  const options = formatter.resolvedOptions();
  checkLocale(locale, options.locale);
  if (options.useGrouping !== 'min2' || options.minimumFractionDigits !== 0) {
    refuse(locale, `compact numbers group ${options.useGrouping}, not from five digits`);
  }
  const patterns: CompactPattern[] = [];
  for (let power = 0; power < COMPACT_CHECKED_POWERS; power += 1) {
    const last = patterns.at(-1);
    // 1, 1.5, 2 and 5 of each power: a pattern chosen by plural category would differ.
    for (const leading of [1, 1.5, 2, 5]) {
      const value = leading * 10 ** power;
      const pattern = numberTemplate(locale, formatter, value, '{number}');
      const whole = formatter
        .formatToParts(value)
        .filter((part) => part.type === 'integer')
        .map((part) => part.value)
        .join('');
      const shift = power - ([...whole].length - 1);
      const negative = numberTemplate(locale, formatter, -value, '{number}');
      if (negative !== number.minus + pattern) {
        refuse(locale, `a negative short number is not the minus sign first: ${negative}`);
      }
      const found = patterns[power];
      if (power >= COMPACT_POWERS) {
        if (pattern !== last?.pattern || shift !== last.shift) {
          refuse(locale, `${value} is not in the last compact pattern: ${formatter.format(value)}`);
        }
      } else if (!found) patterns.push({ pattern, shift });
      else if (found.pattern !== pattern || found.shift !== shift) {
        refuse(locale, `the compact pattern of 10^${power} changes with the number`);
      }
    }
  }
  return patterns.slice(0, COMPACT_POWERS);
}

const FIELDS: Record<string, string> = { year: '{year}', month: '{month}', day: '{day}' };
type Field = 'year' | 'month' | 'day';

/**
 * The pattern and month names of one date format, the day as the pattern writes it; `fields`
 * are the ones it must have, no more.
 */
function datePattern(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  fields: readonly Field[],
  digits: string,
): DatePattern {
  const formatter = new Intl.DateTimeFormat(locale, options);
  const name = JSON.stringify(options);
  const resolved = formatter.resolvedOptions();
  checkLocale(locale, resolved.locale);
  if (resolved.calendar !== 'gregory') refuse(locale, `calendar ${resolved.calendar}`);
  const local = (ascii: string) => ascii.replace(/\d/g, (digit) => digits[Number(digit)]!);

  const patterns = new Set<string>();
  const months: string[] = [];
  const days = new Set<string>();
  for (let month = 0; month < 12; month += 1) {
    // 11:30 in Colombo on the 5th (06:00 UTC): the middle of the day in both time zones.
    const parts = formatter.formatToParts(new Date(Date.UTC(2026, month, 5, 6)));
    let pattern = '';
    for (const part of parts) {
      if (part.type === 'literal') pattern += part.value;
      else if (FIELDS[part.type]) pattern += FIELDS[part.type];
      else refuse(locale, `unexpected ${part.type} in a ${name} date`);
      if (part.type === 'month') months.push(part.value);
      if (part.type === 'day') days.add(part.value);
      if (part.type === 'year' && part.value !== local('2026')) {
        refuse(locale, `the year reads ${part.value}`);
      }
    }
    patterns.add(pattern);
  }
  const [pattern] = patterns;
  if (patterns.size !== 1 || pattern === undefined) {
    refuse(locale, `the ${name} pattern changes with the month: ${[...patterns]}`);
  }
  const present = Object.keys(FIELDS).filter((field) => pattern.includes(FIELDS[field]!));
  if (present.sort().join() !== [...fields].sort().join() || months.length !== 12) {
    refuse(locale, `the ${name} pattern has ${present}, not ${fields}: ${pattern}`);
  }
  const [day] = days;
  if (fields.includes('day') && (days.size !== 1 || (day !== local('5') && day !== local('05')))) {
    refuse(locale, `the day of the 5th reads ${[...days]}`);
  }
  return { pattern, months, day: day === local('05') ? '2-digit' : 'numeric' };
}

/**
 * The options each date was written with through `Intl`: photo dates in Colombo's time zone, the
 * stats pages' calendar months and days (timestamps at midnight UTC) in UTC.
 */
export const DATE_OPTIONS = {
  date: { dateStyle: 'medium', timeZone: TIME_ZONE },
  longDate: { dateStyle: 'long', timeZone: TIME_ZONE },
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  monthDay: { month: 'short', day: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** How `locale` writes prices (rupees), counts, dates and short numbers, as this Node's ICU says. */
export function readLocaleFormat(locale: string): LocaleFormat {
  const count = new Intl.NumberFormat(locale);
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR' });
  const number = numberStyle(locale, count);
  if (JSON.stringify(numberStyle(locale, price)) !== JSON.stringify(number)) {
    refuse(locale, 'prices and counts group their digits differently');
  }
  const priceOptions = price.resolvedOptions();
  if (priceOptions.minimumFractionDigits !== priceOptions.maximumFractionDigits) {
    refuse(locale, 'prices do not have a fixed number of decimals');
  }
  const all: readonly Field[] = ['year', 'month', 'day'];
  return {
    number,
    price: {
      positive: numberTemplate(locale, price, 1234567.5, '{amount}'),
      negative: numberTemplate(locale, price, -1234567.5, '{amount}'),
      fractionDigits: priceOptions.maximumFractionDigits ?? 2,
    },
    countFractionDigits: count.resolvedOptions().maximumFractionDigits ?? 3,
    date: datePattern(locale, DATE_OPTIONS.date, all, number.digits),
    longDate: datePattern(locale, DATE_OPTIONS.longDate, all, number.digits),
    monthYear: datePattern(locale, DATE_OPTIONS.monthYear, ['year', 'month'], number.digits),
    monthDay: datePattern(locale, DATE_OPTIONS.monthDay, ['month', 'day'], number.digits),
    compact: {
      patterns: compactPatterns(locale, number),
      fractionDigits: COMPACT_OPTIONS.maximumFractionDigits,
    },
  };
}

/** Sinhala's and Tamil's tables, read now. */
export function readFormatTables(): Record<GeneratedLanguage, LocaleFormat> {
  return {
    si: readLocaleFormat(LANGUAGE_LOCALES.si),
    ta: readLocaleFormat(LANGUAGE_LOCALES.ta),
  };
}

/** The module's source, before Prettier. */
export function formatTablesModule(tables = readFormatTables()): string {
  const { node, icu, cldr } = process.versions;
  return `/**
 * How Sinhala and Tamil write prices, counts, dates and short numbers (web/src/lib/format.ts),
 * as Node's full ICU formats si-LK and ta-LK: generated by web/scripts/format-tables.ts from
 * Node ${node} (ICU ${icu}, CLDR ${cldr}). Do not edit; run
 * \`npx tsx web/scripts/format-tables.ts\`.
 */
import type { LocaleFormat } from './format.ts';

export const FORMAT_TABLES: Readonly<Record<'si' | 'ta', LocaleFormat>> = ${JSON.stringify(tables)};
`;
}

async function main() {
  const output = fileURLToPath(new URL('../src/lib/format-tables.generated.ts', import.meta.url));
  const prettier = await import('prettier');
  const config = await prettier.resolveConfig(output);
  const source = await prettier.format(formatTablesModule(), { ...config, filepath: output });
  writeFileSync(output, source);
  console.log(`wrote ${output}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
