import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_LOCALES } from '@contract/language-codes.ts';
import { readFormatTables, readLocaleFormat } from '../../scripts/format-tables.ts';
import { FORMAT_TABLES } from '../lib/format-tables.generated.ts';
import { formattersFor } from './format.ts';

/** A fixed sequence of pseudo-random numbers in [0, 1) (mulberry32), the same on every run. */
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = randoms(17);
/** Prices as the API sends them (whole rupees and cents), and some awkward ones. */
const AMOUNTS = [
  0,
  0.004,
  0.005,
  0.5,
  1,
  9.99,
  10.005,
  99.995,
  999.995,
  1000,
  1234.5,
  4500,
  99999.99,
  100000,
  123456.78,
  1e6,
  1234567.891,
  12345678.9,
  987654321.12,
  1e12,
  123456789012.34,
  -0.001,
  -5,
  -1500.25,
  -123456.78,
  ...Array.from({ length: 500 }, () => Math.round(random() * 10 ** (1 + random() * 9)) / 100),
  ...Array.from({ length: 200 }, () => random() * 10 ** (random() * 10)),
];
const COUNTS = [
  0,
  1,
  2,
  12,
  999,
  1000,
  1001,
  9999,
  10000,
  45678,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  12345678,
  123456789,
  1234567890,
  2.5,
  1234.5678,
  123456.0005,
  0.0004,
  0.0005,
  -1,
  -42000,
  -1234567,
  ...Array.from({ length: 500 }, () => Math.floor(random() * 10 ** (random() * 10))),
  ...Array.from({ length: 100 }, () => random() * 10 ** (random() * 7)),
];

/**
 * Three years of timestamps: every 7 hours 13 minutes (every hour of the day in turn), and both
 * sides of every Colombo midnight (18:30 UTC), where the calendar day turns.
 */
function timestamps(): string[] {
  const all: string[] = [];
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2027, 0, 1);
  for (let t = start; t < end; t += (7 * 60 + 13) * 60 * 1000) all.push(new Date(t).toISOString());
  for (let t = start + 18.5 * 3600_000; t < end; t += 86_400_000) {
    all.push(new Date(t - 1).toISOString(), new Date(t).toISOString());
  }
  return all;
}

describe.each(['si', 'ta'] as const)('%s formats by hand exactly as Node’s Intl', (language) => {
  const locale = LANGUAGE_LOCALES[language];
  const format = formattersFor(language);

  it('prices in rupees', () => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR' });
    for (const amount of AMOUNTS)
      expect(format.price(amount), String(amount)).toBe(intl.format(amount));
  });

  it('counts', () => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of COUNTS) expect(format.count(value), String(value)).toBe(intl.format(value));
  });

  it("short and long dates, as Colombo's calendar day", () => {
    const medium = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'Asia/Colombo',
    });
    const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Colombo' });
    for (const iso of timestamps()) {
      expect(format.date(iso), iso).toBe(medium.format(new Date(iso)));
      expect(format.longDate(iso), iso).toBe(long.format(new Date(iso)));
    }
  });
});

/** Every first of the month over three years, as 'YYYY-MM', and every day, as 'YYYY-MM-DD'. */
function calendar(): { months: string[]; days: string[] } {
  const months: string[] = [];
  const days: string[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push(day);
    if (day.endsWith('-01')) months.push(day.slice(0, 7));
  }
  return { months, days };
}

/** An axis' ticks (0, 0.5, 1, 2, 2.5 or 5 times a power of ten), and where rounding carries. */
const AXIS_VALUES = [
  ...Array.from({ length: 16 }, (_, power) =>
    [0.5, 1, 2, 2.5, 5].map((leading) => leading * 10 ** power),
  ).flat(),
  0.04,
  0.05,
  0.95,
  9.95,
  99.95,
  999.94,
  999.95,
  9999.5,
  99_950,
  999_949,
  999_950,
  9_999_999,
  1234,
  1250,
  1350,
  12345,
  1e16,
  1.5e17,
  1e21,
  -2500,
];

/**
 * The stats pages wrote months, chart days and axis numbers through `Intl` with these locales
 * and options (English in 'en-US'); the tables must write exactly what they did.
 */
describe.each([
  ['en', 'en-US'],
  ['si', LANGUAGE_LOCALES.si],
  ['ta', LANGUAGE_LOCALES.ta],
] as const)('%s writes the stats pages as Intl did (%s)', (language, locale) => {
  const format = formattersFor(language);
  const { months, days } = calendar();
  const utc = (date: string) => new Date(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`);

  it("a statement's month, every month of three years", () => {
    expect(months).toHaveLength(36);
    for (const month of months) {
      const intl = utc(month).toLocaleDateString(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(format.monthYear(month), month).toBe(intl);
    }
  });

  it("a chart's day, every day of three years", () => {
    const intl = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const day of days) expect(format.monthDay(day), day).toBe(intl.format(utc(day)));
  });

  it("an axis' short numbers", () => {
    const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    for (const value of [...AXIS_VALUES, ...AMOUNTS, ...COUNTS]) {
      expect(format.compact(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe('Sinhala and Tamil formats', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are what the server showed before (Node 20, ICU 78)', () => {
    const si = formattersFor('si');
    const ta = formattersFor('ta');
    expect(si.price(4500)).toBe('රු.\u00a04,500.00');
    expect(si.date('2026-09-26T10:00:00Z')).toBe('2026 බිනර 26');
    expect(ta.price(123456.78)).toBe('Rs.\u00a01,23,456.78');
    expect(ta.count(1234567)).toBe('12,34,567');
    expect(ta.date('2026-03-05T10:00:00Z')).toBe('5 மார்., 2026');
    expect(ta.longDate('2026-12-26T19:00:00Z')).toBe('27 டிசம்பர், 2026');
    expect(si.monthYear('2026-11')).toBe('2026 ඉල්');
    expect(ta.monthYear('2026-11')).toBe('நவம்பர் 2026');
    expect(si.monthDay('2026-11-25')).toBe('ඉල් 25');
    expect(ta.monthDay('2026-11-25')).toBe('நவ. 25');
    expect(si.compact(2500)).toBe('ද2.5');
    expect(ta.compact(5000)).toBe('5ஆ');
  });

  it('come from a generated table that matches this Node’s ICU (else: npx tsx web/scripts/format-tables.ts)', () => {
    expect(FORMAT_TABLES).toEqual(readFormatTables());
  });

  it('are not generated from a Node whose ICU lacks the locale', () => {
    // Small ICU answers English for an unknown locale; the script refuses to write it down.
    expect(() => readLocaleFormat('zz-ZZ')).toThrow(/full ICU/);
  });

  it('construct no Intl formatter in any language (each costs a phone 170-360 ms)', async () => {
    const spies = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'PluralRules'),
      vi.spyOn(Number.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
    ];
    // A fresh copy of the module and its tables, so nothing was built before the spies.
    vi.resetModules();
    const fresh = await import('./format.ts');
    for (const language of ['en', 'si', 'ta'] as const) {
      const format = fresh.formattersFor(language);
      format.price(1234.5);
      format.count(1234567);
      format.date('2026-03-05T10:00:00Z');
      format.longDate('2026-03-05T10:00:00Z');
      format.monthYear('2026-03');
      format.monthDay('2026-03-05');
      format.compact(2500);
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it.each(['en', 'si', 'ta'] as const)(
    '%s: a price has no breakable space, so it never wraps inside itself',
    (language) => {
      for (const amount of [0, 2450, -5600, 123456.78]) {
        expect(formattersFor(language).price(amount)).not.toMatch(/[ \t\n]/);
      }
    },
  );

  it('write a negative zero as zero, as English does (Intl writes -0; no price or count is -0)', () => {
    expect(formattersFor('si').count(-0)).toBe('0');
    expect(formattersFor('ta').price(-0)).toBe('Rs.\u00a00.00');
    expect(formattersFor('en').price(-0)).toBe('Rs.\u00a00.00');
  });
});
