import { describe, expect, it, vi } from 'vitest';
import { formattersFor } from '../i18n/format.ts';
import {
  ENGLISH,
  formatAperture,
  formatExposure,
  formatMonthDay,
  formatPriceIn,
} from './format.ts';

const formatPrice = (amount: number) => formatPriceIn(ENGLISH, amount);

// English as the app writes it (i18n/format.ts over this file's table).
const { count: formatCount, date: formatDate, longDate: formatLongDate } = formattersFor('en');
const { monthYear: formatMonthYear, compact: formatCompact } = formattersFor('en');

describe('format', () => {
  it('shows prices in rupees with thousands separators and two decimals', () => {
    expect(formatPrice(1234)).toBe('Rs.\u00a01,234.00');
    expect(formatPrice(1500.5)).toBe('Rs.\u00a01,500.50');
    expect(formatPrice(0)).toBe('Rs.\u00a00.00');
    expect(formatPrice(1250000)).toBe('Rs.\u00a01,250,000.00');
  });

  it("joins 'Rs.' and the digits with a no-break space, so an amount never wraps on a phone", () => {
    for (const amount of [0, 2450, -5600, 1250000]) {
      expect(formatPrice(amount)).not.toMatch(/[ \t\n]/);
      expect(formatPrice(amount)).toContain('Rs.\u00a0');
    }
  });

  it("shows photo dates as 'MMM DD, YYYY' in Sri Lanka's time zone", () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('Mar 05, 2026');
    // 20:00 UTC on the 5th is already the 6th in Colombo (UTC+5:30).
    expect(formatDate('2026-03-05T20:00:00Z')).toBe('Mar 06, 2026');
  });

  it("shows the upload date as 'MMMM Do YYYY'", () => {
    expect(formatLongDate('2026-03-01T06:00:00Z')).toBe('March 1st 2026');
    expect(formatLongDate('2026-04-22T06:00:00Z')).toBe('April 22nd 2026');
    expect(formatLongDate('2026-04-13T06:00:00Z')).toBe('April 13th 2026');
  });

  it("names a statement's month and a chart's day as the stats pages always have", () => {
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2027-01')).toBe('January 2027');
    expect(formatMonthDay('2026-11-25')).toBe('Nov 25');
    expect(formatMonthDay('2027-01-01')).toBe('Jan 1');
  });

  it("shortens a chart axis' numbers: 'Rs. 5K'", () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(2.5)).toBe('2.5');
    expect(formatCompact(500)).toBe('500');
    expect(formatCompact(2500)).toBe('2.5K');
    expect(formatCompact(5000)).toBe('5K');
    expect(formatCompact(999.95)).toBe('1K');
    expect(formatCompact(2_500_000)).toBe('2.5M');
  });

  it('shows exposures below a second as 1/N s', () => {
    expect(formatExposure(0.004)).toBe('1/250 s');
    expect(formatExposure(1 / 60)).toBe('1/60 s');
    expect(formatExposure(0.5)).toBe('1/2 s');
    expect(formatExposure(2)).toBe('2 s');
    expect(formatExposure(1.5)).toBe('1.5 s');
  });

  it('shows apertures and counts the usual way', () => {
    expect(formatAperture(2.8)).toBe('f/2.8');
    expect(formatAperture(8)).toBe('f/8');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('writes English numbers and dates exactly as Intl would', () => {
    const rupees = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const counts = new Intl.NumberFormat('en-US');
    const amounts = [
      0, 0.5, 1, 1.005, 9.99, 10.005, 999.995, 1000, 1234.5, 99999.99, 1e6, 12345678.9, -1500.25,
    ];
    for (const amount of amounts)
      expect(formatPrice(amount)).toBe(`Rs.\u00a0${rupees.format(amount)}`);
    const values = [
      0, 1, 12, 999, 1000, 1001, 45678, 1234567, 2.5, 1234.5678, 1.0005, 123456.0005, 0.0004,
      -42000,
    ];
    for (const value of values) expect(formatCount(value)).toBe(counts.format(value));

    const dateFormats = {
      short: new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Colombo',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
      long: new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Colombo',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    };
    const parts = (date: Date, month: 'short' | 'long') => {
      const all = dateFormats[month].formatToParts(date);
      const part = (type: string) => all.find((p) => p.type === type)?.value ?? '';
      return { year: part('year'), month: part('month'), day: Number(part('day')) };
    };
    // Every 7 hours 13 minutes over three years: each month, both sides of Colombo's midnight.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60 * 1000) {
      const iso = new Date(t).toISOString();
      const short = parts(new Date(t), 'short');
      const long = parts(new Date(t), 'long');
      expect(formatDate(iso)).toBe(
        `${short.month} ${String(short.day).padStart(2, '0')}, ${short.year}`,
      );
      expect(formatLongDate(iso).startsWith(`${long.month} ${long.day}`)).toBe(true);
      expect(formatLongDate(iso).endsWith(` ${long.year}`)).toBe(true);
    }
  });

  it('formats English without constructing an Intl formatter (each costs a phone 170-360 ms)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    formatPrice(1234);
    formatCount(12345);
    formatDate('2026-03-05T10:00:00Z');
    formatLongDate('2026-03-05T10:00:00Z');
    formatMonthYear('2026-03');
    formatMonthDay('2026-03-05');
    formatCompact(2500);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
